/** /main-settings: the service's fees, invoice terms and notification addresses. */
import type { components } from '@permit-office/sdk';
import { NumberInput, TextInput, Title } from 'react-admin';
import { MoneyInput } from '../../components/Money.js';
import { SingleRecordForm } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { email, format, integer, numbers, required } from '../../validation/rules.js';

const f = app.mainSettings.fields;
type ServiceSettings = components['schemas']['ServiceSettings'];

/** One address per line; each must be an email. */
const lines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
    : [];
const validateEmails = (value: unknown) => lines(value).map(email).find(Boolean);

export default function MainSettingsPage() {
  const sdk = useSdk();
  return (
    <>
      <Title title={app.mainSettings.title} />
      <SingleRecordForm
        title={app.mainSettings.title}
        queryKey={['settings', 'main']}
        load={async () => {
          const settings = sdk.unwrap(await sdk.client.GET('/settings/main')).data;
          return { ...settings, notification_emails: settings.notification_emails.join('\n') };
        }}
        save={async (values) => {
          const body = { ...values, notification_emails: lines(values.notification_emails) } as ServiceSettings;
          const saved = sdk.unwrap(await sdk.client.PUT('/settings/main', { body })).data;
          return { ...saved, notification_emails: saved.notification_emails.join('\n') };
        }}
        savedMessage={app.mainSettings.saved}
      >
        <MoneyInput source="permit_base_fee_cents" label={f.permit_base_fee_cents} validate={required} />
        <NumberInput
          source="card_fee_percent"
          label={f.card_fee_percent}
          step={0.1}
          min={0}
          max={20}
          validate={[required, numbers]}
        />
        <NumberInput
          source="invoice_due_days"
          label={f.invoice_due_days}
          min={0}
          max={365}
          validate={[required, integer]}
        />
        <TextInput
          source="notification_emails"
          label={f.notification_emails}
          helperText={app.mainSettings.hints.notification_emails}
          multiline
          minRows={2}
          validate={validateEmails}
          fullWidth
        />
        <TextInput source="support_phone" label={f.support_phone} validate={format(/^[0-9 +().-]{7,20}$/)} />
      </SingleRecordForm>
    </>
  );
}
