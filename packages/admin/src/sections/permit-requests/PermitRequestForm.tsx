/**
 * A permit request, created from a load (from /my-loads or by choosing one here) and edited while
 * it is submitted: the states on the route in travel order (proposed from the load's two ends),
 * the dates, notes. Below them, what each state's rules say of the load (DecisionPreview.tsx), so
 * a member sees before sending the price, the conditions, and whether it is approved at once. It
 * comes last because it grows as its answers arrive (a row per state): above the dates, it pushed
 * them and the notes down as a request opened, under a phone's thumb (a layout shift of 0.16).
 * A copy or an amendment of an earlier request (issue 64) opens it filled from that request.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useGetOne } from '../../registry/data-hooks.js';
import type { PermitRequestRecord } from './status.js';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { stateChoices } from '../../format/states.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import type { LoadRow } from '../loads/LoadList.js';
import { DecisionPreview } from './DecisionPreview.js';
import { originNumberIn } from '../../components/filled-link.js';

const validate = contractRules('PermitRequestInput');

/** Answers the catalogue's key, which react-admin translates where it shows the mistake. */
const endAfterStart = (value: unknown, values: { start_date?: string }): WordKey | undefined =>
  typeof value === 'string' && values.start_date && value < values.start_date
    ? 'app.permits.endBeforeStart'
    : undefined;

/**
 * Which earlier request this one copies or amends, and what that means, named by its number: the
 * number the link brought (components/filled-link.ts), else the request read again (a form restored from a draft).
 */
function Origin() {
  const t = useWords();
  const broughtNumber = originNumberIn(useLocation().state);
  const [amends, copied] = useWatch({ name: ['amends_id', 'copied_from_id'] }) as [number | null, number | null];
  const sourceId = amends ?? copied ?? 0;
  const { data: source } = useGetOne<PermitRequestRecord>(
    'my-permit-request',
    { id: sourceId },
    { enabled: Boolean(sourceId) && !broughtNumber },
  );
  const number = sourceId ? (broughtNumber ?? source?.number) : undefined;
  if (!number) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {t(amends ? 'app.permits.amendingNamed' : 'app.permits.copyingNamed', number)}
    </Alert>
  );
}

/** The vehicle the permit covers, one of the load's company's; empty, the load's own. */
function PermitVehicleInput() {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  const loadId = useWatch({ name: 'load_id' }) as number | undefined;
  const { data: load } = useGetOne<LoadRow>('my-loads', { id: loadId ?? 0 }, { enabled: Boolean(loadId) });
  return (
    <ReferenceInput
      source="vehicle_id"
      reference="my-vehicles"
      filter={everyCompany && load ? { company_id: load.company_id } : {}}
    >
      <AutocompleteInput
        label={t('app.permits.fields.vehicle_id')}
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        helperText={t('app.permits.vehicleHint')}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** The load, chosen when the request is created; an amendment keeps its permit's. */
function LoadChoice({ editing }: { editing: boolean }) {
  const everyCompany = useSeesEveryCompany();
  const amending = Boolean(useWatch({ name: 'amends_id' }));
  return (
    <ReferenceInput source="load_id" reference="my-loads">
      <AutocompleteInput
        optionText={(load: LoadRow) => (everyCompany ? `${load.description} · ${load.company_name}` : load.description)}
        filterToQuery={(q: string) => ({ q })}
        validate={required}
        // Read-only, not disabled: a disabled field is left out of what the form sends (react-hook-form),
        // and the request must name its load: a member's save was refused for a field they could not change.
        readOnly={editing || amending}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** A request's fields; its load is chosen when it is created, and stays (an amendment's too). */
function PermitRequestForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      <Origin />
      <LoadChoice editing={editing} />
      <PermitVehicleInput />
      <AutocompleteArrayInput
        source="states"
        choices={stateChoices}
        validate={required}
        helperText={t('app.permits.travelOrder')}
        fullWidth
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CalendarDateInput source="start_date" validate={validate.start_date} />
        <CalendarDateInput source="end_date" validate={[validate.end_date, endAfterStart]} />
      </Box>
      <TextInput source="notes" validate={validate.notes} multiline minRows={3} fullWidth />
      <DecisionPreview editing={editing} />
    </SimpleForm>
  );
}

const toOverview = (_resource?: string, id?: unknown) => `overview/${String(id)}`;

export const [PermitRequestCreate, PermitRequestEdit] = formScreens(PermitRequestForm, {
  title: 'app.permits.create',
  createProps: { redirect: toOverview },
  editProps: { redirect: toOverview },
});
