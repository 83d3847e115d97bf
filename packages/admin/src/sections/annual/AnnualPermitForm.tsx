/**
 * An annual permit, as staff record it: the company, the state and the permit's number, kind,
 * validity and fee (typed in dollars, stored in cents). The server checks that the validity ends
 * after it starts; its answer shows under the field, with everything typed kept.
 */
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, Create, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { MoneyInput } from '../../components/Money.js';
import { RecordEdit } from '../../components/RecordScreens.js';
import { choicesOf } from '../../format/choices.js';
import { stateChoices } from '../../format/states.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';

/** Named by the catalogue's keys: the select translates them. */
const kindChoices = choicesOf({
  oversize: 'app.annual.kinds.oversize',
  overweight: 'app.annual.kinds.overweight',
  oversize_overweight: 'app.annual.kinds.oversize_overweight',
} satisfies Record<components['schemas']['AnnualPermitKind'], WordKey>);
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

export function AnnualPermitCreate() {
  const t = useWords();
  return (
    <Create title={t('app.annual.create')}>
      <AnnualPermitForm editing={false} />
    </Create>
  );
}

/** A permit that cannot be read shows the 404 page, or what went wrong. */
export const AnnualPermitEdit = () => (
  <RecordEdit>
    <AnnualPermitForm editing />
  </RecordEdit>
);
