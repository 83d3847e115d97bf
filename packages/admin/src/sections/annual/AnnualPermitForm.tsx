/**
 * An annual permit, as staff record it: the company, the state and the permit's number, kind,
 * validity and fee (typed in dollars, stored in cents). The server checks that the validity ends
 * after it starts; its answer shows under the field, with everything typed kept.
 */
import {
  AutocompleteInput,
  Create,
  DateInput,
  Edit,
  SelectInput,
  SimpleForm,
  TextInput,
  useEditContext,
} from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { choicesOf } from '../../format/choices.js';
import { stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.annual;
const f = t.fields;
const kindChoices = choicesOf(t.kinds);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function AnnualPermitForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <CompanyInput label={f.company_id} validate={required} fullWidth />
      <AutocompleteInput source="state" label={f.state} choices={stateChoices} validate={required} fullWidth />
      <TextInput
        source="permit_number"
        label={f.permit_number}
        validate={all(required, minLength(3), maxLength(40))}
        fullWidth
      />
      <SelectInput source="kind" label={f.kind} choices={kindChoices} validate={required} />
      <DateInput source="valid_from" label={f.valid_from} validate={required} defaultValue={inDays(0)} />
      <DateInput source="valid_to" label={f.valid_to} validate={required} defaultValue={inDays(364)} />
      <MoneyInput source="fee_cents" label={f.fee_cents} validate={required} />
    </SimpleForm>
  );
}

/** A permit that cannot be read: the 404 page, or what went wrong (the SDK has already said so). */
function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

export function AnnualPermitCreate() {
  return (
    <Create title={t.create} redirect="list">
      <AnnualPermitForm editing={false} />
    </Create>
  );
}

export function AnnualPermitEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      error={<EditLoadError />}
      // react-admin's own "no such record" and its redirect would repeat what the SDK already said.
      queryOptions={{ onError: () => undefined }}
    >
      <AnnualPermitForm editing />
    </Edit>
  );
}
