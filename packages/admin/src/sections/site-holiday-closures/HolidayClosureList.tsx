/**
 * /site-settings/holiday-closures: the days states close their roads to oversize loads, soonest
 * first, filtered by state, period and text; beside the list (below it on a phone), the same
 * filtered closures on a month calendar, each opening its form.
 */
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, DataTable, DateInput, List, SearchInput, useRecordContext } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { formatDate } from '../../format/format.js';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { HolidayCalendar } from './HolidayCalendar.js';

const t = app.holidayClosures;
const f = t.fields;
type HolidayClosure = components['schemas']['HolidayClosure'];

function ClosureDate() {
  const record = useRecordContext<HolidayClosure>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.date)}</span> : null;
}

function StateName() {
  const record = useRecordContext<HolidayClosure>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{STATES[record.state]}</span> : null;
}

function Note() {
  const record = useRecordContext<HolidayClosure>();
  if (!record?.note) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {record.note}
    </Typography>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <AutocompleteInput
    key="state"
    source="state"
    label={f.state}
    choices={stateChoices}
    alwaysOn
    sx={{ minWidth: 240 }}
  />,
  <DateInput key="from" source="from" label={f.from} />,
  <DateInput key="to" source="to" label={f.to} />,
];

export default function HolidayClosureList() {
  return (
    <List
      title={t.title}
      filters={filters}
      actions={<ListActions create={t.create} />}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={25}
      empty={<ListEmpty />}
      error={<ListError />}
      aside={<HolidayCalendar />}
      // The calendar sits beside the list on a wide screen and below it on a narrower one.
      sx={{ flexDirection: { xs: 'column', lg: 'row' }, alignItems: { lg: 'flex-start' }, gap: 2 }}
    >
      <DataTable<HolidayClosure> rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="date" label={f.date}>
          <ClosureDate />
        </DataTable.Col>
        <DataTable.Col source="state" label={f.state}>
          <StateName />
        </DataTable.Col>
        <DataTable.Col source="name" label={f.name} sx={{ minWidth: 140 }} />
        <DataTable.Col source="note" label={f.note} disableSort sx={{ minWidth: 200 }}>
          <Note />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
