/**
 * /my-permit-request: a member's permit requests and where each one stands; for staff, the queue:
 * every company's, the open ones due first, with its views and "Take the next one" (queue.tsx).
 * Each request says how it stands by the service's clock (clock.tsx). A row, and its number, open
 * the request's overview.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect } from 'react';
import {
  BooleanInput,
  DataTable,
  DateField,
  SelectInput,
  TextField,
  useGetIdentity,
  useRecordContext,
  useSavedQueries,
  useStore,
  type SavedQuery,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SectionList } from '../../components/SectionList.js';
import { MoneyField } from '../../components/Money.js';
import { choicesIn } from '../../i18n/choices.js';
import { formatDate } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import { onlyWhenOn, searchFilter } from '../../components/filters.js';
import { useCan, useSeesEveryCompany } from '../../access/use-can.js';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { BulkActionButton } from '../../components/bulk/BulkAction.js';
import SectionBulkActions from '../../components/bulk/SectionBulkActions.js';
import { PermitStatusChip, type PermitRequestRecord } from './status.js';
import { ClockDue } from './clock.js';
import { DecisionChip, ReasonsInBrief } from './decision.js';
import { QueueViews, TakeNextButton } from './queue.js';
import { CardParts, column, RecordTable } from '../../components/RecordTable.js';
import { pathTo } from '../../registry/table.js';

const statusChoices = choicesIn('permits', 'status');
const clockChoices = choicesIn('permits', 'clock');

/** Its status, and how the rules decided it: approved by them, or flagged for staff while it waits. */
function Status() {
  const record = useRecordContext<PermitRequestRecord>();
  if (!record) return null;
  const flagged = record.decision.by_rule || (OPEN.has(record.status) && record.decision.outcome === 'needs_review');
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <PermitStatusChip status={record.status} />
      {flagged && <DecisionChip decision={record.decision} />}
      {flagged && !record.decision.by_rule && <ReasonsInBrief decision={record.decision} />}
    </Box>
  );
}

/** The statuses in which a request waits on staff or the member: its decision is still to come. */
const OPEN = new Set<PermitRequestRecord['status']>(['submitted', 'in_review', 'waiting_on_member']);

function filtersFor(everyCompany: boolean) {
  return [
    searchFilter,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <BooleanInput key="open" source="open" parse={onlyWhenOn} defaultValue />,
    <SelectInput key="state" source="state" choices={stateChoices} />,
    ...(everyCompany
      ? [
          <CompanyInput key="company_id" source="company_id" />,
          <BooleanInput key="mine" source="mine" parse={onlyWhenOn} defaultValue />,
          <SelectInput key="clock" source="clock" choices={clockChoices} />,
          <BooleanInput key="assigned" source="assigned" />,
        ]
      : []),
  ];
}

/**
 * The saved filter, named in the person's words: react-admin keeps it in its store as named and
 * shows that name as it is (not translated).
 */
const myOpenRequests = (label: string): SavedQuery => ({
  label,
  value: {
    filter: { open: true, mine: true },
    displayedFilters: { open: true, mine: true } as unknown as SavedQuery['value']['displayedFilters'],
    sort: { field: 'due_at', order: 'ASC' },
    perPage: 25,
  },
});

/**
 * Staff find "My open requests" among the saved filters of the filter menu from their first visit
 * (react-admin keeps saved filters in its store, per person and browser); once offered, removing it
 * is theirs to decide, and it does not come back.
 */
function useMyOpenRequestsOffered(staff: boolean) {
  const t = useWords();
  const label = t('app.permits.myOpenRequests');
  const [savedQueries, setSavedQueries] = useSavedQueries('my-permit-request');
  const [offered, setOffered] = useStore('my-permit-request.myOpenRequestsOffered', false);
  useEffect(() => {
    if (!staff || offered) return;
    setOffered(true);
    if (!savedQueries.some((query) => query.label === label)) {
      setSavedQueries([...savedQueries, myOpenRequests(label)]);
    }
  }, [staff, offered, savedQueries, setOffered, setSavedQueries, label]);
}

/** The request's number, which opens its overview as the row does: a link to it wherever it is listed. */
function NumberLink() {
  const record = useRecordContext<PermitRequestRecord>();
  return record ? (
    <Link
      component={RouterLink}
      to={pathTo('overview', record.id, 'page')}
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {record.number}
    </Link>
  ) : null;
}

/**
 * Staff take the selected requests: each becomes theirs (the queue's assignment); one the API
 * refuses (answered, closed, someone else's) is reported, not skipped in silence.
 */
function BulkPermitActions() {
  const t = useWords();
  const assigns = useCan('assign', 'my-permit-request');
  const { identity } = useGetIdentity();
  const me = typeof identity?.id === 'number' ? identity.id : undefined;
  return (
    <SectionBulkActions>
      {assigns && me !== undefined && (
        <BulkActionButton
          label={t('app.bulk.assignToMe')}
          icon={<AssignmentIndIcon />}
          run={(record, dataProvider) => dataProvider.assignPermitRequest(record, { agent_id: me, reason: null })}
          done={t('app.bulk.assigned')}
        />
      )}
    </SectionBulkActions>
  );
}

/**
 * Permit requests as rows, a row opening the request's overview; with their company and agent
 * where they are every company's. Also the permit requests tab of /company/{id}.
 */
export function PermitRequestTable({ withCompany }: { withCompany: boolean }) {
  const t = useWords();
  return (
    <RecordTable<PermitRequestRecord>
      card={{
        title: <TextField source="number" />,
        status: column('status'),
        detail: [column('company_name'), column('states')],
        date: (record) => (
          <CardParts>
            <span>{`${formatDate(record.start_date)} – ${formatDate(record.end_date)}`}</span>
            <ClockDue record={record} />
          </CardParts>
        ),
      }}
      rowClick={(id) => pathTo('overview', id, 'page')}
      bulkActionButtons={<BulkPermitActions />}
    >
      <DataTable.Col source="number">
        <NumberLink />
      </DataTable.Col>
      {withCompany && <DataTable.Col source="company_name" />}
      <DataTable.Col source="states" disableSort render={(record: PermitRequestRecord) => record.states.join(' → ')} />
      {/* Both dates, sorted by the first. */}
      <DataTable.Col
        source="start_date"
        label={t('app.permitOverview.dates')}
        render={(record: PermitRequestRecord) => `${formatDate(record.start_date)} – ${formatDate(record.end_date)}`}
      />
      <DataTable.Col source="fee_cents" align="right" field={MoneyField} />
      <DataTable.Col source="status">
        <Status />
      </DataTable.Col>
      <DataTable.Col source="due_at" render={(record: PermitRequestRecord) => <ClockDue record={record} />} />
      {withCompany && <DataTable.Col source="agent_name" />}
      <DataTable.Col source="created_at" field={DateField} />
    </RecordTable>
  );
}

export default function PermitRequestList() {
  const everyCompany = useSeesEveryCompany();
  const assigns = useCan('assign', 'my-permit-request');
  useMyOpenRequestsOffered(everyCompany);
  return (
    <SectionList filters={filtersFor(everyCompany)} create {...(assigns ? { toolbar: <TakeNextButton /> } : {})}>
      {assigns && <QueueViews />}
      <PermitRequestTable withCompany={everyCompany} />
    </SectionList>
  );
}
