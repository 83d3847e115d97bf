/** /main-settings: the service's fees, invoice terms, notification addresses and how long the trash keeps a record. */
import { contractFields, type components } from '@permit-office/sdk';
import { NumberInput, TextInput } from 'react-admin';
import { MoneyInput } from '../../components/Money.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { all, email, required } from '../../validation/rules.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';
import { linesOf } from '../site-settings/values.js';

type ServiceSettings = components['schemas']['ServiceSettings'];
const fields = contractFields.ServiceSettings;
const validate = contractRules('ServiceSettings');

/** One address per line; each must be an email. */
const validateEmails = (value: unknown) => linesOf(value).map(email).find(Boolean);

export default function MainSettingsPage() {
  const t = useWords();
  return (
    <SettingsPage
      path="/settings/main"
      section="main-settings"
      // The form holds the addresses as lines of one text field; the API keeps them as a list.
      toForm={(settings) => ({ ...settings, notification_emails: settings.notification_emails.join('\n') })}
      toBody={(values) => ({ ...values, notification_emails: linesOf(values.notification_emails) }) as ServiceSettings}
    >
      <MoneyInput source="permit_base_fee_cents" validate={validate.permit_base_fee_cents} />
      <NumberInput
        source="card_fee_percent"
        step={0.1}
        min={fields.card_fee_percent.minimum}
        max={fields.card_fee_percent.maximum}
        validate={validate.card_fee_percent}
      />
      <NumberInput
        source="invoice_due_days"
        min={fields.invoice_due_days.minimum}
        max={fields.invoice_due_days.maximum}
        validate={validate.invoice_due_days}
      />
      <TextInput
        source="notification_emails"
        helperText={t('app.mainSettings.hints.notification_emails')}
        multiline
        minRows={2}
        validate={validateEmails}
        fullWidth
      />
      <TextInput source="support_phone" validate={validate.support_phone} />
      <NumberInput
        source="trash_days"
        helperText={t('app.mainSettings.hints.trash_days')}
        min={fields.trash_days.minimum}
        max={fields.trash_days.maximum}
        step={1}
        // Optional in the contract (a save without it keeps it), but the form always has a value to show.
        validate={all(required, validate.trash_days)}
      />
    </SettingsPage>
  );
}
