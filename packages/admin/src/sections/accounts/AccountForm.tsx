/** A staff account: name, email, role, and whether it may sign in; a password when it is created. */
import { BooleanInput, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { choicesIn } from '../../i18n/choices.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { all, required } from '../../validation/rules.js';

const validate = contractRules('AccountInput');

export const roleChoices = choicesIn('accounts', 'roles');

export function AccountForm({ creating = false }: { creating?: boolean }) {
  const t = useWords();
  return (
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<FormToolbar canDelete={!creating} />}>
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="email" type="email" validate={validate.email} fullWidth />
      <SelectInput source="role" choices={roleChoices} validate={validate.role} defaultValue="agent" />
      <BooleanInput source="active" defaultValue />
      {creating && (
        <PasswordInput
          source="password"
          validate={all(required, validate.password)}
          helperText={t('app.accounts.hints.password')}
          autoComplete="new-password"
        />
      )}
    </SimpleForm>
  );
}
