/**
 * /site-settings/state-regulations: every state's legal limits as staff keep them, in feet and
 * inches and pounds, searched, filtered by state and exported; a row opens the state's form.
 */
import { DataTable, DateField } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { limitColumns, Limits, regulationFilters, YesNo } from '../company-state-regulation/columns.js';
import { column } from '../../components/RecordTable.js';
import { ContentList } from '../site-content/ContentList.js';
import { ImportButton } from '../../import/ImportButton.js';

export default function StateRegulationList() {
  const t = useWords();
  return (
    <ContentList<StateRegulation>
      card={{
        title: column('state_name'),
        detail: <Limits />,
        date: column('updated_at'),
      }}
      filters={regulationFilters}
      toolbar={<ImportButton collection="state-regulations" />}
      sort={{ field: 'state_name', order: 'ASC' }}
      // One row per state: the whole country fits in one page.
      perPage={50}
    >
      <DataTable.Col source="state_name" sx={{ whiteSpace: 'nowrap' }} />
      {/* The members' short headers where the form says a field in full (`Weekends`, not `Weekend travel allowed`). */}
      {limitColumns(t('app.regulations.fields.escort_width_in'))}
      <DataTable.Col source="weekend_travel" label={t('app.regulations.fields.weekend_travel')} field={YesNo} />
      <DataTable.Col source="night_travel" label={t('app.regulations.fields.night_travel')} field={YesNo} />
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" sx={{ whiteSpace: 'nowrap' }} />
      </DataTable.Col>
    </ContentList>
  );
}
