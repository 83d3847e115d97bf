/**
 * /my-loads: a member's loads (the server scopes them to their company); staff see every
 * company's. Each load is checked against the regulations of its origin and destination states,
 * and a permit request starts from its row.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { BooleanInput, DataTable, DateField, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { proposeRoute, type components } from '@permit-office/sdk';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SectionList } from '../../components/SectionList.js';
import { formatFeetInches, formatPounds } from '../../format/format.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { onlyWhenOn, searchFilter } from '../../components/filters.js';
import { LimitFlags, checkRoute } from '../../regulations/LimitFlags.js';
import { useStateRegulations } from '../../regulations/use-state-regulations.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { column, RecordTable } from '../../components/RecordTable.js';
import { createPathOf } from '../../registry/table.js';
import { linkStateFrom } from '../../components/filled-link.js';

export type LoadRow = components['schemas']['Load'] & { id: number };

/** The states a load passes through for sure: where it starts and where it ends. */
export const endsOf = (load: LoadRow) => [load.origin_state, load.destination_state];

/** The route a request from the load starts with: the fewest states from one end to the other. */
const routeOf = (load: LoadRow) =>
  proposeRoute(load.origin_state, load.destination_state) ?? [...new Set(endsOf(load))];

function Size() {
  const load = useRecordContext<LoadRow>();
  if (!load) return null;
  return (
    // A size on one line, or (where the table needs the room) one line per dimension, never split.
    <Box component="span" sx={{ '& > span': { whiteSpace: 'nowrap' } }}>
      <span>{formatFeetInches(load.length_in)} ×</span> <span>{formatFeetInches(load.width_in)} ×</span>{' '}
      <span>{formatFeetInches(load.height_in)}</span>
    </Box>
  );
}

function Route() {
  const load = useRecordContext<LoadRow>();
  if (!load) return null;
  return (
    // Each city in its own <bdi>: one written right to left keeps the states beside it in their places.
    <span>
      <bdi>{load.origin_city}</bdi>, {load.origin_state} → <bdi>{load.destination_city}</bdi>, {load.destination_state}
    </span>
  );
}

function Flags({ byState }: { byState: ReturnType<typeof useStateRegulations>['byState'] }) {
  const load = useRecordContext<LoadRow>();
  if (!load || byState.size === 0) return null;
  return <LimitFlags checks={checkRoute(load, endsOf(load), byState)} showWithin />;
}

function OnRoad() {
  const t = useWords();
  const load = useRecordContext<LoadRow>();
  if (!load) return null;
  return load.on_road ? (
    <Chip size="small" color="info" label={t('app.loads.onRoad')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('app.loads.parked')} />
  );
}

/** Opens the permit request form with this load and its route already chosen. */
function RequestPermit() {
  const t = useWords();
  const load = useRecordContext<LoadRow>();
  if (!load) return null;
  return (
    <Button
      size="small"
      component={RouterLink}
      to={createPathOf('my-permit-request')}
      state={linkStateFrom({ load_id: load.id, states: routeOf(load) })}
      startIcon={<AssignmentIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={t('app.loads.requestPermitNamed', load.description)}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('app.loads.requestPermit')}
    </Button>
  );
}

function filtersFor(everyCompany: boolean) {
  return [
    searchFilter,
    ...(everyCompany ? [<CompanyInput key="company_id" source="company_id" />] : []),
    // The switch keeps only the loads on the road: its label says so, not the form's question (a key,
    // which react-admin translates).
    <BooleanInput
      key="on_road"
      source="on_road"
      parse={onlyWhenOn}
      defaultValue
      label={'app.loads.onRoadOnly' satisfies WordKey}
    />,
  ];
}

/**
 * Loads as rows, a row opening the load; with their company where they are every company's. Also
 * the loads tab of /company/{id}. A column that shows more than its field says so in its label.
 */
export function LoadTable({ withCompany }: { withCompany: boolean }) {
  const t = useWords();
  const { byState } = useStateRegulations();
  return (
    <RecordTable
      card={{
        title: column('description'),
        status: column('on_road'),
        detail: [column('company_name'), column('length_in'), column('origin_state')],
        date: column('created_at'),
        actions: <RequestPermit />,
      }}
      rowClick="edit"
    >
      <DataTable.Col source="description" />
      {withCompany && <DataTable.Col source="company_name" />}
      <DataTable.Col source="commodity" />
      <DataTable.Col source="length_in" label={t('app.loads.dimensions')}>
        <Size />
      </DataTable.Col>
      <DataTable.Col source="weight_lbs" align="right" render={(load: LoadRow) => formatPounds(load.weight_lbs)} />
      <DataTable.Col source="origin_state" label={t('app.loads.route')}>
        <Route />
      </DataTable.Col>
      <DataTable.Col label={t('app.loads.overLimits')} disableSort>
        <Flags byState={byState} />
      </DataTable.Col>
      {/* A chip, where the form asks whether the load is on the road now. */}
      <DataTable.Col source="on_road" label={t('app.loads.onRoad')}>
        <OnRoad />
      </DataTable.Col>
      <DataTable.Col source="created_at" field={DateField} />
      <DataTable.Col label="" disableSort>
        <RequestPermit />
      </DataTable.Col>
    </RecordTable>
  );
}

export default function LoadList() {
  const everyCompany = useSeesEveryCompany();
  return (
    <SectionList filters={filtersFor(everyCompany)} create>
      <LoadTable withCompany={everyCompany} />
    </SectionList>
  );
}
