/**
 * /site-settings/city-rates: what each city charges for an oversize or overweight move, as the fee
 * calculator (/permit-calculation/city) reads it: a base fee and the amounts per foot over each
 * legal dimension and per thousand pounds over the weight, typed in dollars, kept in cents. Staff
 * keep the rates here, and bring a year's sheet in with the list's Import.
 */
import { AutocompleteInput, DataTable, SimpleForm, TextInput } from 'react-admin';
import type { components } from '@permit-office/sdk';
import { StateNameField } from '../../components/StateNameField.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { SectionList } from '../../components/SectionList.js';
import { formScreens } from '../../components/RecordScreens.js';
import { MoneyField, MoneyInput } from '../../components/Money.js';
import { column, RecordTable } from '../../components/RecordTable.js';
import { searchFilter } from '../../components/filters.js';
import { formatCents } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { ImportButton } from '../../import/ImportButton.js';
import { contractRules } from '../../validation/contract-rules.js';

const validate = contractRules('CityRateInput');

type CityRate = components['schemas']['CityRate'];

/** The amounts, in the order the calculator adds them. */
const AMOUNTS = [
  'base_cents',
  'overwidth_cents_per_ft',
  'overheight_cents_per_ft',
  'overlength_cents_per_ft',
  'overweight_cents_per_kip',
  'escort_cents',
] as const;

const filters = [searchFilter, <AutocompleteInput key="state" source="state" choices={stateChoices} alwaysOn />];

export function CityRateList() {
  return (
    <SectionList
      filters={filters}
      create
      sort={{ field: 'city', order: 'ASC' }}
      // A city a row: the office's few dozen fit in one page.
      perPage={50}
      toolbar={<ImportButton collection="city-rates" />}
    >
      <RecordTable<CityRate>
        card={{
          title: (rate) => `${rate.city}, ${rate.state}`,
          detail: column('state'),
          date: (rate) => formatCents(rate.base_cents),
        }}
        rowClick="edit"
      >
        <DataTable.Col source="city" sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="state" field={StateNameField} />
        {AMOUNTS.map((source) => (
          <DataTable.Col key={source} source={source} align="right">
            <MoneyField source={source} />
          </DataTable.Col>
        ))}
      </RecordTable>
    </SectionList>
  );
}

function CityRateForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 720 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="city" validate={validate.city} fullWidth />
      <AutocompleteInput source="state" choices={stateChoices} validate={validate.state} fullWidth />
      {AMOUNTS.map((source) => (
        <MoneyInput key={source} source={source} validate={validate[source]} />
      ))}
    </SimpleForm>
  );
}

/** A rate that cannot be read shows the 404 page, or what went wrong. */
export const [CityRateCreate, CityRateEdit] = formScreens(CityRateForm, { title: 'app.cityRates.create' });
