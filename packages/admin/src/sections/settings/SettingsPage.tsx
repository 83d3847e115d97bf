/** /settings: one's own profile, and a password change with its confirmation. */
import type { components } from '@permit-office/sdk';
import {
  CheckboxGroupInput,
  PasswordInput,
  TextInput,
  Title,
  useAuthProvider,
  useDataProvider,
  useGetIdentity,
} from 'react-admin';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { SingleRecordForm } from '../../components/SingleRecordForm.js';
import { textOf } from '../../components/SingleRecordForm.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import type { AppAuthProvider } from '../../providers/auth-provider.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import { SendForm, SettingsForm } from '../site-settings/SettingsForm.js';

const profileRules = contractRules('ProfileInput');
const passwordRules = contractRules('PasswordChange');

type NotificationKind = components['schemas']['NotificationKind'];

/** What each is told of (notify.ts in the mock, openapi.yaml's NotificationKind): staff, the answers on their requests. */
const STAFF_KINDS: readonly NotificationKind[] = ['answer'];
const MEMBER_KINDS: readonly NotificationKind[] = [
  'status_changed',
  'question',
  'permit_issued',
  'invoice_due',
  'rule_change',
];

/** What also comes by e-mail (everything is in the notification centre). */
function EmailChoices() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  const staff = useSeesEveryCompany();
  const choices = (staff ? STAFF_KINDS : MEMBER_KINDS).map((kind) => ({
    id: kind,
    name: t(`app.notifications.emailKinds.${kind}`),
  }));
  return (
    <SingleRecordForm
      title={t('app.notifications.email')}
      queryKey={['notification-settings']}
      load={() => dataProvider.getNotificationSettings()}
      save={(values) =>
        dataProvider.updateNotificationSettings({
          email: Array.isArray(values.email) ? (values.email as NotificationKind[]) : [],
        })
      }
      savedMessage={t('app.notifications.emailSaved')}
      saveLabel={t('app.notifications.saveEmail')}
    >
      <CheckboxGroupInput
        source="email"
        label={t('app.notifications.email')}
        helperText={t('app.notifications.emailHint')}
        choices={choices}
        row={false}
      />
    </SingleRecordForm>
  );
}

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
      <EmailChoices />
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
