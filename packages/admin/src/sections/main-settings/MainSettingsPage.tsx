/** /main-settings: the service's fees, invoice terms and notification addresses. */
import type { components } from '@permit-office/sdk';
import { NumberInput, TextInput } from 'react-admin';
import { MoneyInput } from '../../components/Money.js';
import { app } from '../../i18n/en.js';
import { email, format, integer, numbers, required } from '../../validation/rules.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';
import { PHONE, linesOf } from '../site-settings/values.js';

const t = app.mainSettings;
const f = t.fields;
type ServiceSettings = components['schemas']['ServiceSettings'];

/** One address per line; each must be an email. */
const validateEmails = (value: unknown) => linesOf(value).map(email).find(Boolean);

export default function MainSettingsPage() {
  return (
    <SettingsPage
      path="/settings/main"
      title={t.title}
      // The form holds the addresses as lines of one text field; the API keeps them as a list.
      toForm={(settings) => ({ ...settings, notification_emails: settings.notification_emails.join('\n') })}
      toBody={(values) => ({ ...values, notification_emails: linesOf(values.notification_emails) }) as ServiceSettings}
      savedMessage={t.saved}
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
        helperText={t.hints.notification_emails}
        multiline
        minRows={2}
        validate={validateEmails}
        fullWidth
      />
      <TextInput source="support_phone" label={f.support_phone} validate={format(PHONE)} />
    </SettingsPage>
  );
}
