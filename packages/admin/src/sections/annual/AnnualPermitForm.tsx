/**
 * An annual permit, as staff record it: the company, the state and the permit's number, kind,
 * validity and fee (typed in dollars, stored in cents). The server checks that the validity ends
 * after it starts; its answer shows under the field, with everything typed kept.
 */
import { AutocompleteInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { formScreens } from '../../components/RecordScreens.js';
import { choicesIn } from '../../i18n/choices.js';
import { stateChoices } from '../../format/states.js';
import { contractRules } from '../../validation/contract-rules.js';

const kindChoices = choicesIn('annual', 'kinds');
const validate = contractRules('AnnualPermitInput');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function AnnualPermitForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <CompanyInput validate={validate.company_id} fullWidth />
      <AutocompleteInput source="state" choices={stateChoices} validate={validate.state} fullWidth />
      <TextInput source="permit_number" validate={validate.permit_number} fullWidth />
      <SelectInput source="kind" choices={kindChoices} validate={validate.kind} />
      <CalendarDateInput source="valid_from" validate={validate.valid_from} defaultValue={inDays(0)} />
      <CalendarDateInput source="valid_to" validate={validate.valid_to} defaultValue={inDays(364)} />
      <MoneyInput source="fee_cents" validate={validate.fee_cents} />
    </SimpleForm>
  );
}

/** A permit that cannot be read shows the 404 page, or what went wrong. */
export const [AnnualPermitCreate, AnnualPermitEdit] = formScreens(AnnualPermitForm, { title: 'app.annual.create' });
