/** A staff account: name, email, role, and whether it may sign in; a password when it is created. */
import { BooleanInput, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { choicesOf } from '../../format/choices.js';
import { app } from '../../i18n/en.js';
import { all, email, maxLength, minLength, required } from '../../validation/rules.js';

export const roleChoices = choicesOf(app.accounts.roles);

export function AccountForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<FormToolbar canDelete={!creating} />}>
      <TextInput source="name" validate={all(required, minLength(2), maxLength(100))} fullWidth />
      <TextInput source="email" type="email" validate={all(required, email, maxLength(191))} fullWidth />
      <SelectInput source="role" choices={roleChoices} validate={required} defaultValue="agent" />
      <BooleanInput source="active" defaultValue />
      {creating && (
        <PasswordInput
          source="password"
          validate={all(required, minLength(8), maxLength(100))}
          helperText={app.accounts.hints.password}
          autoComplete="new-password"
        />
      )}
    </SimpleForm>
  );
}
