/**
 * /main-settings: the service's fees, invoice terms, notification addresses, how long the trash
 * keeps a record, and the clock of permit requests (the office's days and hours, its time zone, the
 * target for a first answer), with what a request submitted now would be given by them; and
 * decision by rule (issue 63): on or off, the states whose requests always wait for staff, and the
 * fee above which staff decide.
 */
import Typography from '@mui/material/Typography';
import { contractFields, permitClock, type components } from '@permit-office/sdk';
import { useMemo } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatDateTime } from '../../format/format.js';
import { MoneyInput } from '../../components/Money.js';
import { stateChoices } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { all, email, required } from '../../validation/rules.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';
import { linesOf } from '../site-settings/values.js';

type ServiceSettings = components['schemas']['ServiceSettings'];
const fields = contractFields.ServiceSettings;
const validate = contractRules('ServiceSettings');
const validateHours = contractRules('OfficeHours');
const validateRules = contractRules('RuleDecisions');

/** ISO weekdays, Monday first, as the office's days are chosen. */
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const satisfies readonly components['schemas']['OfficeHours']['time_zone'][];

/** The form's fields the preview reads. */
interface ClockFields {
  office_hours?: components['schemas']['OfficeHours'];
  first_answer_hours?: number;
}

/** The day ends after it starts (the API says the same, 422). */
const endsAfterStart = (value: unknown, values: { office_hours?: { start?: string } }) =>
  typeof value === 'string' && values.office_hours?.start && value <= values.office_hours.start
    ? 'app.mainSettings.endBeforeStart'
    : undefined;

/**
 * What the hours in the form give a request submitted now, by the service's own clock (the SDK's,
 * which the API answers by): closures aside, which depend on the route.
 */
function DuePreview() {
  const t = useWords();
  const [hours, target] = useWatch<ClockFields, ['office_hours', 'first_answer_hours']>({
    name: ['office_hours', 'first_answer_hours'],
  });
  const due = useMemo(() => {
    if (!hours?.days?.length || !hours.start || !hours.end || hours.end <= hours.start || !target) return undefined;
    const now = new Date();
    const clock = permitClock(
      { states: [], status: 'submitted', status_history: [{ status: 'submitted', at: now.toISOString() }] },
      { hours: { ...hours }, targetHours: Number(target), closures: new Map() },
      now,
    );
    return clock.due_at ?? undefined;
  }, [hours, target]);
  return due ? (
    <Typography variant="body2" data-testid="due-preview" sx={{ mb: 2 }}>
      {t('app.mainSettings.duePreview', formatDateTime(due))}
    </Typography>
  ) : null;
}

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
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('app.mainSettings.clock')}
      </Typography>
      <NumberInput
        source="first_answer_hours"
        helperText={t('app.mainSettings.hints.first_answer_hours')}
        min={fields.first_answer_hours.minimum}
        max={fields.first_answer_hours.maximum}
        step={0.5}
        validate={all(required, validate.first_answer_hours)}
      />
      <CheckboxGroupInput
        source="office_hours.days"
        label={t('app.mainSettings.fields.office_days')}
        choices={DAYS.map((day) => ({ id: day, name: t(`app.mainSettings.days.${day}`) }))}
        validate={required}
      />
      <TextInput
        source="office_hours.start"
        type="time"
        label={t('app.mainSettings.fields.office_start')}
        validate={all(required, validateHours.start)}
      />
      <TextInput
        source="office_hours.end"
        type="time"
        label={t('app.mainSettings.fields.office_end')}
        validate={[all(required, validateHours.end), endsAfterStart]}
      />
      <SelectInput
        source="office_hours.time_zone"
        label={t('app.mainSettings.fields.time_zone')}
        choices={ZONES.map((zone) => ({ id: zone, name: t(`app.mainSettings.zones.${zone}`) }))}
        validate={required}
      />
      <DuePreview />
      <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
        {t('app.mainSettings.ruleDecisions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('app.mainSettings.hints.rule_decisions')}
      </Typography>
      <BooleanInput source="rule_decisions.enabled" label={t('app.mainSettings.fields.rule_decisions_enabled')} />
      <AutocompleteArrayInput
        source="rule_decisions.states_off"
        label={t('app.mainSettings.fields.rule_decisions_states_off')}
        helperText={t('app.mainSettings.hints.rule_decisions_states_off')}
        choices={stateChoices}
        fullWidth
      />
      <MoneyInput
        source="rule_decisions.fee_ceiling_cents"
        label={t('app.mainSettings.fields.rule_decisions_fee_ceiling')}
        helperText={t('app.mainSettings.hints.rule_decisions_fee_ceiling')}
        validate={validateRules.fee_ceiling_cents}
      />
    </SettingsPage>
  );
}
