/** /settings: one's own profile, and a password change with its confirmation. */
import { PasswordInput, TextInput, Title, useAuthProvider, useGetIdentity } from 'react-admin';
import type { AppAuthProvider } from '../../providers/authProvider.js';
import { SingleRecordForm, textOf } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.settings;

export default function SettingsPage() {
  const sdk = useSdk();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { refetch: refetchIdentity } = useGetIdentity();
  return (
    <>
      <Title title={t.title} />
      <SingleRecordForm
        title={t.profile}
        queryKey={['me']}
        load={async () => sdk.unwrap(await sdk.client.GET('/me')).data}
        save={async (values) => {
          const saved = sdk.unwrap(
            await sdk.client.PUT('/me', {
              body: {
                name: textOf(values.name),
                email: textOf(values.email),
                avatar: (values.avatar as string | null | undefined) ?? null,
              },
            }),
          ).data;
          // The app bar shows the new name.
          authProvider?.forgetIdentity();
          void refetchIdentity();
          return saved;
        }}
        savedMessage={t.profileSaved}
        saveLabel={t.saveProfile}
      >
        <TextInput source="name" label={t.name} validate={all(required, minLength(2), maxLength(100))} />
        <TextInput source="email" label={t.email} type="email" validate={all(required, email)} />
      </SingleRecordForm>
      <SingleRecordForm
        title={t.password}
        queryKey={['password-form']}
        load={() => Promise.resolve({})}
        save={async (values) => {
          sdk.unwrap(
            await sdk.client.POST('/me/password', {
              body: {
                current_password: textOf(values.current_password),
                password: textOf(values.password),
                password_confirmation: textOf(values.password_confirmation),
              },
            }),
          );
          return undefined;
        }}
        validate={(values) =>
          values.password && values.password_confirmation && values.password !== values.password_confirmation
            ? { password_confirmation: t.passwordsDiffer }
            : {}
        }
        savedMessage={t.passwordSaved}
        saveLabel={t.savePassword}
        resetAfterSave
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
          validate={all(required, minLength(8), maxLength(100))}
          autoComplete="new-password"
        />
        <PasswordInput
          source="password_confirmation"
          label={t.confirmation}
          validate={required}
          autoComplete="new-password"
        />
      </SingleRecordForm>
    </>
  );
}
