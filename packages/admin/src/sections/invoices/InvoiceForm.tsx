/** An invoice: the company, what it is for, amounts in dollars (stored in cents), dates, status. */
import { Create, DateInput, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { app } from '../../i18n/en.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';
import { invoiceStatusChoices } from './InvoiceList.js';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function InvoiceForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <CompanyInput validate={required} fullWidth />
      <TextInput source="description" validate={all(required, minLength(3), maxLength(200))} fullWidth />
      <MoneyInput source="amount_cents" validate={required} />
      <MoneyInput source="tax_cents" defaultValue={0} />
      <DateInput source="issued_at" validate={required} defaultValue={today()} />
      <DateInput source="due_at" validate={required} defaultValue={inDays(30)} />
      {editing && <SelectInput source="status" choices={invoiceStatusChoices} validate={required} />}
    </SimpleForm>
  );
}

export const InvoiceCreate = () => (
  <Create title={app.invoices.create}>
    <InvoiceForm editing={false} />
  </Create>
);

export const InvoiceEdit = () => (
  <Edit>
    <InvoiceForm editing />
  </Edit>
);
