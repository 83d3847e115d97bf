/**
 * /annual: annual permits per company and state, soonest to expire first. Staff see every
 * company's, export them and open one to edit; a member reads their company's (the server scopes
 * the collection). Permits with 30 days or less left stand out, and a switch keeps only them.
 */
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateField,
  List,
  SearchInput,
  useRecordContext,
} from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { useRole } from '../../session/useRole.js';
import { theme } from '../../theme.js';
import { validityLabel, validityOf, type AnnualPermit, type Validity } from './validity.js';

const t = app.annual;
const f = t.fields;
const chipColor: Record<Validity, 'default' | 'success' | 'warning' | 'error'> = {
  upcoming: 'default',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
};

function ValidityChip() {
  const record = useRecordContext<AnnualPermit>();
  if (!record) return null;
  const validity = validityOf(record);
  return (
    <Chip
      size="small"
      label={validityLabel(validity)}
      color={chipColor[validity.validity]}
      variant={validity.validity === 'expired' ? 'outlined' : 'filled'}
    />
  );
}

function StateName() {
  const record = useRecordContext<AnnualPermit>();
  return record ? <span>{STATES[record.state]}</span> : null;
}

function Kind() {
  const record = useRecordContext<AnnualPermit>();
  return record ? <span>{t.kinds[record.kind]}</span> : null;
}

const expiringBackground = alpha(theme.palette.warning.main, 0.14);
const expiringRowSx = (record: AnnualPermit) =>
  validityOf(record).validity === 'expiring' ? { bgcolor: expiringBackground } : {};

function filtersFor(staff: boolean) {
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
    <BooleanInput
      key="expiring"
      source="expiring"
      label={t.expiringFilter}
      alwaysOn
      // Off means every permit, not the ones that are not expiring: the filter is left out.
      defaultValue={null}
      parse={(checked: boolean) => (checked ? true : null)}
      // MUI pulls a switch's label 11 px left, out of a phone's filter bar.
      sx={{ mb: 0.5, whiteSpace: 'nowrap', '& .MuiFormControlLabel-root': { ml: 0 } }}
    />,
    <AutocompleteInput key="state" source="state" label={f.state} choices={stateChoices} />,
    ...(staff ? [<CompanyInput key="company_id" source="company_id" label={f.company_id} />] : []),
  ];
}

export default function AnnualPermitList() {
  const staff = useRole().role !== 'member';
  return (
    <List
      title={staff ? t.title : t.companyTitle}
      filters={filtersFor(staff)}
      actions={<ListActions create={staff ? t.create : undefined} exportable={staff} />}
      sort={{ field: 'valid_to', order: 'ASC' }}
      empty={<ListEmpty canCreate={staff} />}
      error={<ListError />}
    >
      <DataTable<AnnualPermit>
        rowClick={staff ? 'edit' : false}
        rowSx={expiringRowSx}
        bulkActionButtons={false}
        empty={<ListNoMatch />}
      >
        <DataTable.Col source="permit_number" label={f.permit_number} sx={{ whiteSpace: 'nowrap' }} />
        {/* Second, so that a phone shows it without scrolling the table. */}
        <DataTable.Col label={f.status} disableSort>
          <ValidityChip />
        </DataTable.Col>
        {staff && <DataTable.Col source="company_name" label={f.company_name} />}
        <DataTable.Col source="state" label={f.state}>
          <StateName />
        </DataTable.Col>
        <DataTable.Col source="kind" label={f.kind}>
          <Kind />
        </DataTable.Col>
        <DataTable.Col source="valid_from" label={f.valid_from}>
          <DateField source="valid_from" locales="en-US" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
        </DataTable.Col>
        <DataTable.Col source="valid_to" label={f.valid_to}>
          <DateField source="valid_to" locales="en-US" options={{ timeZone: 'UTC', dateStyle: 'medium' }} />
        </DataTable.Col>
        <DataTable.Col source="fee_cents" label={f.fee} align="right">
          <MoneyField source="fee_cents" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
