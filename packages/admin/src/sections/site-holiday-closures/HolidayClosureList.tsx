/**
 * /site-settings/holiday-closures: the days states close their roads to oversize loads, soonest
 * first, filtered by state, period and text; beside the list (below it on a phone), the same
 * filtered closures on a month calendar, each opening its form.
 */
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, DataTable, DateInput, useRecordContext } from 'react-admin';
import { formatDate } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { StateNameField } from '../../components/StateNameField.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { twoLines } from '../site-content/two-lines.js';
import { HolidayCalendar } from './HolidayCalendar.js';
import { searchFilter } from '../../components/filters.js';
import { ImportButton } from '../../import/ImportButton.js';

type HolidayClosure = components['schemas']['HolidayClosure'];

function ClosureDate() {
  const record = useRecordContext<HolidayClosure>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatDate(record.date)}</span> : null;
}

function Note() {
  const record = useRecordContext<HolidayClosure>();
  if (!record?.note) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={twoLines}>
      {record.note}
    </Typography>
  );
}

const filters = [
  searchFilter,
  <AutocompleteInput key="state" source="state" choices={stateChoices} alwaysOn sx={{ minWidth: 240 }} />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

export default function HolidayClosureList() {
  return (
    <ContentList<HolidayClosure>
      card={{
        title: column('name'),
        detail: [column('date'), column('state')],
        date: column('note'),
      }}
      filters={filters}
      toolbar={<ImportButton collection="holiday-closures" />}
      sort={{ field: 'date', order: 'ASC' }}
      perPage={25}
      aside={<HolidayCalendar />}
      // The calendar sits beside the list on a wide screen and below it on a narrower one.
      sx={{ flexDirection: { xs: 'column', lg: 'row' }, alignItems: { lg: 'flex-start' }, gap: 2 }}
    >
      <DataTable.Col source="date">
        <ClosureDate />
      </DataTable.Col>
      <DataTable.Col source="state" field={StateNameField} />
      <DataTable.Col source="name" sx={{ minWidth: 140 }} />
      <DataTable.Col source="note" disableSort sx={{ minWidth: 200 }}>
        <Note />
      </DataTable.Col>
    </ContentList>
  );
}
