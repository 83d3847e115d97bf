/** The company form, for create and edit: the specification's rules on the fields they fit. */
import { SelectInput, SimpleForm, SourceContextProvider, TextInput, type SourceContextValue } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { stateChoices } from '../../format/states.js';
import { choicesIn } from '../../i18n/choices.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';

export const statusChoices = choicesIn('company', 'status');

const validate = contractRules('CompanyInput');

/**
 * Named from the companies' catalogue in whichever form holds them: /company-info's form is its
 * own resource's, and react-admin would look there.
 */
const companyLabels: SourceContextValue = {
  getSource: (source) => source,
  getLabel: (source) => `resources.companies.fields.${source}`,
};

/** The company's fields; staff also set its status. */
export function CompanyInputs({ withStatus = true }: { withStatus?: boolean }) {
  const t = useWords();
  return (
    <SourceContextProvider value={companyLabels}>
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="usdot" validate={validate.usdot} helperText={t('app.companies.hints.usdot')} />
      <TextInput source="mc_number" validate={validate.mc_number} helperText={t('app.companies.hints.mc_number')} />
      {withStatus && <SelectInput source="status" choices={statusChoices} defaultValue="active" validate={required} />}
      <TextInput source="email" type="email" validate={validate.email} fullWidth />
      <TextInput source="phone" type="tel" validate={validate.phone} />
      <TextInput source="address" validate={validate.address} fullWidth />
      <TextInput source="city" validate={validate.city} />
      <SelectInput source="state" choices={stateChoices} emptyText="—" />
      <TextInput source="zip" validate={validate.zip} />
    </SourceContextProvider>
  );
}

export function CompanyForm({ canDelete = false }: { canDelete?: boolean }) {
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={canDelete} />} sx={{ maxWidth: 720 }}>
      <CompanyInputs />
    </SimpleForm>
  );
}
