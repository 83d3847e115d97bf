/**
 * An annual permit, as staff record it: the company, the state and the permit's number, kind,
 * validity and fee (typed in dollars, stored in cents). The server checks that the validity ends
 * after it starts; its answer shows under the field, with everything typed kept.
 */
import { AutocompleteInput, Create, DateInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { RecordEdit } from '../../components/RecordScreens.js';
import { choicesOf } from '../../format/choices.js';
import { stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.annual;
const kindChoices = choicesOf(t.kinds);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function AnnualPermitForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <CompanyInput validate={required} fullWidth />
      <AutocompleteInput source="state" choices={stateChoices} validate={required} fullWidth />
      <TextInput source="permit_number" validate={all(required, minLength(3), maxLength(40))} fullWidth />
      <SelectInput source="kind" choices={kindChoices} validate={required} />
      <DateInput source="valid_from" validate={required} defaultValue={inDays(0)} />
      <DateInput source="valid_to" validate={required} defaultValue={inDays(364)} />
      <MoneyInput source="fee_cents" validate={required} />
    </SimpleForm>
  );
}

export const AnnualPermitCreate = () => (
  <Create title={t.create}>
    <AnnualPermitForm editing={false} />
  </Create>
);

/** A permit that cannot be read shows the 404 page, or what went wrong. */
export const AnnualPermitEdit = () => (
  <RecordEdit>
    <AnnualPermitForm editing />
  </RecordEdit>
);
