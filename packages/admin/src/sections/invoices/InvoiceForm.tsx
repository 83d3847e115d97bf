/** An invoice: the company, what it is for, amounts in dollars (stored in cents), dates, status. */
import { SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { MoneyInput } from '../../components/Money.js';
import { CompanyInput } from '../../components/CompanyInput.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import { invoiceStatusChoices } from './InvoiceList.js';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const validate = contractRules('InvoiceInput');

function InvoiceForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <CompanyInput validate={validate.company_id} fullWidth />
      <TextInput source="description" validate={validate.description} fullWidth />
      <MoneyInput source="amount_cents" validate={validate.amount_cents} />
      <MoneyInput source="tax_cents" validate={validate.tax_cents} defaultValue={0} />
      <CalendarDateInput source="issued_at" validate={validate.issued_at} defaultValue={today()} />
      <CalendarDateInput source="due_at" validate={validate.due_at} defaultValue={inDays(30)} />
      {editing && <SelectInput source="status" choices={invoiceStatusChoices} validate={required} />}
    </SimpleForm>
  );
}

export const [InvoiceCreate, InvoiceEdit] = formScreens(InvoiceForm, { title: 'app.invoices.create' });
