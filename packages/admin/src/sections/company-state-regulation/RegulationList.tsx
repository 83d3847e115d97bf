/**
 * /company-state-regulation: each state's legal limits as a member reads them, in feet and inches
 * and pounds, with when loads may travel. A member may pick one of their loads to see, state by
 * state, which limits it goes over. A row opens the state's page with its notes.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, useRecordContext } from 'react-admin';
import { SectionList } from '../../components/SectionList.js';
import { useWords } from '../../i18n/words.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { limitColumns, Limits, regulationFilters, YesNo } from './columns.js';
import { LoadVerdict, useComparedLoad } from './comparison.js';
import { LoadPicker } from './LoadPicker.js';
import { column, RecordTable } from '../../components/RecordTable.js';

function ComparedLoadVerdict() {
  const record = useRecordContext<StateRegulation>();
  const [load] = useComparedLoad();
  return record && load ? <LoadVerdict load={load} regulation={record} /> : null;
}

function CompareALoad() {
  const t = useWords();
  const [load, setLoad] = useComparedLoad();
  return (
    <Box
      component="section"
      aria-label={t('app.regulations.compare')}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('app.regulations.compareHint')}
      </Typography>
      <LoadPicker
        label={t('app.regulations.compare')}
        noOptionsText={t('app.regulations.noLoads')}
        value={load}
        onChange={setLoad}
      />
    </Box>
  );
}

export default function RegulationList() {
  const t = useWords();
  const [load] = useComparedLoad();
  return (
    <SectionList
      filters={regulationFilters}
      exportable={false}
      sort={{ field: 'state_name', order: 'ASC' }}
      // Every state on one page: a load is compared with all of them at a glance.
      perPage={50}
    >
      <CompareALoad />
      <RecordTable<StateRegulation>
        card={{
          title: column('state_name'),
          status: load ? <ComparedLoadVerdict /> : undefined,
          detail: <Limits />,
        }}
        rowClick="show"
      >
        <DataTable.Col source="state_name" sx={{ whiteSpace: 'nowrap' }} />
        {load && (
          <DataTable.Col label={t('app.regulations.compareColumn')} disableSort>
            <ComparedLoadVerdict />
          </DataTable.Col>
        )}
        {limitColumns()}
        <DataTable.Col source="travel_hours" disableSort sx={{ minWidth: 180 }} />
        <DataTable.Col source="weekend_travel" field={YesNo} />
        <DataTable.Col source="night_travel" field={YesNo} />
      </RecordTable>
    </SectionList>
  );
}
