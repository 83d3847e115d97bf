/** /settings: one's own profile, and a password change with its confirmation. */
import { PasswordInput, TextInput, Title, useAuthProvider, useDataProvider, useGetIdentity } from 'react-admin';
import { textOf } from '../../components/SingleRecordForm.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import type { AppAuthProvider } from '../../providers/auth-provider.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import { SendForm, SettingsForm } from '../site-settings/SettingsForm.js';

const profileRules = contractRules('ProfileInput');
const passwordRules = contractRules('PasswordChange');

export default function SettingsPage() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  return (
    <>
      <Title title={t('app.settings.title')} />
      <SettingsForm
        path="/me"
        title={t('app.settings.profile')}
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
        savedMessage={t('app.settings.profileSaved')}
        saveLabel={t('app.settings.saveProfile')}
      >
        <TextInput source="name" label={t('app.settings.name')} validate={profileRules.name} />
        <TextInput source="email" label={t('app.settings.email')} type="email" validate={profileRules.email} />
      </SettingsForm>
      <SendForm
        name="password-form"
        title={t('app.settings.password')}
        send={(values) =>
          dataProvider.changeOwnPassword({
            current_password: textOf(values.current_password),
            password: textOf(values.password),
            password_confirmation: textOf(values.password_confirmation),
          })
        }
        validate={(values) =>
          values.password && values.password_confirmation && values.password !== values.password_confirmation
            ? // A key: react-admin translates the mistake where the input shows it.
              { password_confirmation: 'app.settings.passwordsDiffer' satisfies WordKey }
            : {}
        }
        savedMessage={t('app.settings.passwordSaved')}
        saveLabel={t('app.settings.savePassword')}
      >
        <PasswordInput
          source="current_password"
          label={t('app.settings.currentPassword')}
          validate={required}
          autoComplete="current-password"
        />
        <PasswordInput
          source="password"
          label={t('app.settings.newPassword')}
          validate={passwordRules.password}
          autoComplete="new-password"
        />
        <PasswordInput
          source="password_confirmation"
          label={t('app.settings.confirmation')}
          validate={required}
          autoComplete="new-password"
        />
      </SendForm>
    </>
  );
}
