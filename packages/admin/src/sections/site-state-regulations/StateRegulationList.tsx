/**
 * /site-settings/state-regulations: every state's legal limits as staff keep them, in feet and
 * inches and pounds, searched, filtered by state and exported; a row opens the state's form.
 */
import { DataTable, DateField, List } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { app } from '../../i18n/en.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { Inches, Pounds, regulationFilters, YesNo } from '../company-state-regulation/columns.js';

const f = app.regulations.fields;

export default function StateRegulationList() {
  return (
    <List
      title={app.siteRegulations.title}
      filters={regulationFilters}
      actions={<ListActions create={app.siteRegulations.create} />}
      sort={{ field: 'state_name', order: 'ASC' }}
      // One row per state: the whole country fits in one page.
      perPage={50}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable<StateRegulation> rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="state_name" label={f.state_name} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="max_length_in" label={f.max_length_in} align="right">
          <Inches source="max_length_in" />
        </DataTable.Col>
        <DataTable.Col source="max_width_in" label={f.max_width_in} align="right">
          <Inches source="max_width_in" />
        </DataTable.Col>
        <DataTable.Col source="max_height_in" label={f.max_height_in} align="right">
          <Inches source="max_height_in" />
        </DataTable.Col>
        <DataTable.Col source="max_weight_lbs" label={f.max_weight_lbs} align="right">
          <Pounds />
        </DataTable.Col>
        <DataTable.Col source="escort_width_in" label={f.escort_width_in} align="right">
          <Inches source="escort_width_in" />
        </DataTable.Col>
        <DataTable.Col source="weekend_travel" label={f.weekend_travel}>
          <YesNo source="weekend_travel" />
        </DataTable.Col>
        <DataTable.Col source="night_travel" label={f.night_travel}>
          <YesNo source="night_travel" />
        </DataTable.Col>
        <DataTable.Col source="updated_at" label={app.siteRegulations.fields.updated_at}>
          <DateField
            source="updated_at"
            locales="en-US"
            options={{ dateStyle: 'medium' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
