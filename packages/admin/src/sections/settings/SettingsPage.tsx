/** /settings: one's own profile, and a password change with its confirmation. */
import { PasswordInput, TextInput, Title, useAuthProvider, useDataProvider, useGetIdentity } from 'react-admin';
import { textOf } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import type { AppAuthProvider } from '../../providers/auth-provider.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import { SendForm, SettingsForm } from '../site-settings/SettingsForm.js';

const profileRules = contractRules('ProfileInput');
const passwordRules = contractRules('PasswordChange');

const t = app.settings;

export default function SettingsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  return (
    <>
      <Title title={t.title} />
      <SettingsForm
        path="/me"
        title={t.profile}
        toBody={(values) => ({
          name: textOf(values.name),
          email: textOf(values.email),
          avatar: (values.avatar as string | null | undefined) ?? null,
        })}
        afterSave={() => {
          // The app bar shows the new name.
          authProvider?.forgetIdentity();
          void refetchIdentity();
        }}
        savedMessage={t.profileSaved}
        saveLabel={t.saveProfile}
      >
        <TextInput source="name" label={t.name} validate={profileRules.name} />
        <TextInput source="email" label={t.email} type="email" validate={profileRules.email} />
      </SettingsForm>
      <SendForm
        name="password-form"
        title={t.password}
        send={(values) =>
          dataProvider.changeOwnPassword({
            current_password: textOf(values.current_password),
            password: textOf(values.password),
            password_confirmation: textOf(values.password_confirmation),
          })
        }
        validate={(values) =>
          values.password && values.password_confirmation && values.password !== values.password_confirmation
            ? { password_confirmation: t.passwordsDiffer }
            : {}
        }
        savedMessage={t.passwordSaved}
        saveLabel={t.savePassword}
      >
        <PasswordInput
          source="current_password"
          label={t.currentPassword}
          validate={required}
          autoComplete="current-password"
        />
        <PasswordInput
          source="password"
          label={t.newPassword}
          validate={passwordRules.password}
          autoComplete="new-password"
        />
        <PasswordInput
          source="password_confirmation"
          label={t.confirmation}
          validate={required}
          autoComplete="new-password"
        />
      </SendForm>
    </>
  );
}
