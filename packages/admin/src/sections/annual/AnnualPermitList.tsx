/**
 * /annual: annual permits per company and state, soonest to expire first. Staff see every
 * company's, export them and open one to edit; a member reads their company's (the server scopes
 * the collection). Permits with 30 days or less left stand out, and a switch keeps only them.
 */
import Chip from '@mui/material/Chip';
import { alpha, useTheme } from '@mui/material/styles';
import { AutocompleteInput, BooleanInput, DataTable, DateField, useRecordContext } from 'react-admin';
import { StateNameField } from '../../components/StateNameField.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SectionList } from '../../components/SectionList.js';
import { MoneyField } from '../../components/Money.js';
import { stateChoices } from '../../format/states.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { useCan, useSeesEveryCompany } from '../../access/use-can.js';
import { validityLabel, validityOf, type AnnualPermit, type Validity } from './validity.js';
import { column, RecordTable } from '../../components/RecordTable.js';

const chipColor: Record<Validity, 'default' | 'success' | 'warning' | 'error'> = {
  upcoming: 'default',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
};

function ValidityChip() {
  const t = useWords();
  const record = useRecordContext<AnnualPermit>();
  if (!record) return null;
  const validity = validityOf(record);
  return (
    <Chip
      size="small"
      label={validityLabel(validity, t)}
      color={chipColor[validity.validity]}
      variant={validity.validity === 'expired' ? 'outlined' : 'filled'}
    />
  );
}

function Kind() {
  const t = useWords();
  const record = useRecordContext<AnnualPermit>();
  return record ? <span>{t(`app.annual.kinds.${record.kind}`)}</span> : null;
}

/** An expiring permit's row, tinted with the warning colour of the theme in use (light or dark). */
function useExpiringRowSx() {
  const expiring = alpha(useTheme().palette.warning.main, 0.14);
  return (record: AnnualPermit) => (validityOf(record).validity === 'expiring' ? { bgcolor: expiring } : {});
}

function filtersFor(staff: boolean) {
  return [
    searchFilter,
    <BooleanInput
      key="expiring"
      source="expiring"
      alwaysOn
      // Off means every permit, not the ones that are not expiring: the filter is left out.
      defaultValue={null}
      parse={(checked: boolean) => (checked ? true : null)}
      // MUI pulls a switch's label 11 px left, out of a phone's filter bar.
      sx={{ mb: 0.5, whiteSpace: 'nowrap', '& .MuiFormControlLabel-root': { ml: 0 } }}
    />,
    <AutocompleteInput key="state" source="state" choices={stateChoices} />,
    ...(staff ? [<CompanyInput key="company_id" source="company_id" />] : []),
  ];
}

export default function AnnualPermitList() {
  const t = useWords();
  // Staff keep the annual permits of every company; a member reads their company's.
  const everyCompany = useSeesEveryCompany();
  const keeps = useCan('edit', 'annual');
  const expiringRowSx = useExpiringRowSx();
  return (
    <SectionList
      filters={filtersFor(everyCompany)}
      create={keeps}
      exportable={keeps}
      sort={{ field: 'valid_to', order: 'ASC' }}
    >
      <RecordTable<AnnualPermit>
        card={{
          title: column('permit_number'),
          status: <ValidityChip />,
          detail: [column('company_name'), column('state'), column('kind')],
          date: column('valid_to'),
        }}
        rowClick={keeps ? 'edit' : false}
        rowSx={expiringRowSx}
      >
        <DataTable.Col source="permit_number" sx={{ whiteSpace: 'nowrap' }} />
        {/* Second, so that a phone shows it without scrolling the table. */}
        <DataTable.Col label={t('app.annual.fields.status')} disableSort>
          <ValidityChip />
        </DataTable.Col>
        {everyCompany && <DataTable.Col source="company_name" />}
        <DataTable.Col source="state" field={StateNameField} />
        <DataTable.Col source="kind">
          <Kind />
        </DataTable.Col>
        <DataTable.Col source="valid_from">
          <DateField source="valid_from" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
        </DataTable.Col>
        <DataTable.Col source="valid_to">
          <DateField source="valid_to" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
        </DataTable.Col>
        {/* The amount shows its dollar sign: the column needs no "(USD)" as the input does. */}
        <DataTable.Col source="fee_cents" label={t('app.annual.fields.fee')} align="right" field={MoneyField} />
      </RecordTable>
    </SectionList>
  );
}
