/**
 * /card-operations: card charges and refunds, with the totals of every filtered operation. Staff
 * see every company's and record refunds; a member sees their company's.
 */
import Chip from '@mui/material/Chip';
import {
  Create,
  DataTable,
  DateField,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyInput } from '../../components/Money.js';
import { formatCents } from '../../format/format.js';
import { choicesOf } from '../../format/choices.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { SummaryBar } from '../../components/SummaryBar.js';
import { app } from '../../i18n/en.js';
import { useRole } from '../../session/useRole.js';
import { maxLength, required } from '../../validation/rules.js';

const t = app.cardOperations;
const f = t.fields;
type Operation = {
  id: number;
  type: 'charge' | 'refund';
  amount_cents: number;
  card_brand: string;
  card_last4: string;
  status: keyof typeof t.statuses;
};
const typeChoices = choicesOf(t.types);
const statusChoices = choicesOf(t.statuses);

function Amount() {
  const record = useRecordContext<Operation>();
  if (!record) return null;
  return (
    <span>{record.type === 'refund' ? `−${formatCents(record.amount_cents)}` : formatCents(record.amount_cents)}</span>
  );
}

function Card() {
  const record = useRecordContext<Operation>();
  return record ? (
    <span style={{ whiteSpace: 'nowrap' }}>{`${record.card_brand.toUpperCase()} •••• ${record.card_last4}`}</span>
  ) : null;
}

function Status() {
  const record = useRecordContext<Operation>();
  if (!record) return null;
  const color = { succeeded: 'success', failed: 'error', pending: 'warning' } as const;
  return (
    <>
      <Chip size="small" variant="outlined" label={t.types[record.type]} sx={{ mr: 1 }} />
      <Chip size="small" label={t.statuses[record.status]} color={color[record.status]} />
    </>
  );
}

export function CardOperationList() {
  const staff = useRole().role !== 'member';
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
    <SelectInput key="type" source="type" label={f.type} choices={typeChoices} />,
    <SelectInput key="status" source="status" label={f.status} choices={statusChoices} />,
    <DateInput key="from" source="from" label={f.from} />,
    <DateInput key="to" source="to" label={f.to} />,
  ];
  return (
    <List
      title={t.title}
      filters={filters}
      actions={<ListActions create={staff ? t.create : undefined} />}
      sort={{ field: 'created_at', order: 'DESC' }}
      empty={<ListEmpty canCreate={staff} />}
      error={<ListError />}
    >
      <SummaryBar
        label={t.totals}
        figures={[
          [t.charges, 'charges_cents'],
          [t.refunds, 'refunds_cents'],
          [t.net, 'net_cents'],
        ]}
      />
      <DataTable rowClick={false} bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="created_at" label={f.created_at}>
          <DateField source="created_at" showTime locales="en-US" />
        </DataTable.Col>
        {staff && <DataTable.Col source="company_name" label={f.company_name} />}
        <DataTable.Col source="type" label={f.status}>
          <Status />
        </DataTable.Col>
        <DataTable.Col source="amount_cents" label={f.amount_cents} align="right">
          <Amount />
        </DataTable.Col>
        <DataTable.Col label={f.card} disableSort>
          <Card />
        </DataTable.Col>
        <DataTable.Col source="note" label={f.note} disableSort />
      </DataTable>
    </List>
  );
}

/** A refund (or a manual charge), made on the company's card on file. */
export function CardOperationCreate() {
  return (
    <Create title={t.create} redirect="list">
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ type: 'refund' }}>
        <CompanyInput label={f.company_id} validate={required} fullWidth />
        <SelectInput source="type" label={f.type} choices={typeChoices} validate={required} />
        <MoneyInput source="amount_cents" label={f.amount_cents} validate={required} />
        <TextInput source="note" label={f.note} validate={maxLength(500)} fullWidth />
      </SimpleForm>
    </Create>
  );
}
