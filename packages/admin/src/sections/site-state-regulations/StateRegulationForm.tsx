/**
 * One state's regulations: its legal size limits typed in feet and inches and its weight in
 * pounds (stored in inches and pounds, as the API keeps them), when loads may travel, and notes;
 * and what permits are decided by (issue 63): the axle limits, the envelope a routine permit
 * covers, when escorts are needed, and the state's fee.
 * A state has one set of regulations: a new one offers only the states without any, and the
 * server's refusal shows under the state if another was added meanwhile.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AutocompleteInput, BooleanInput, Create, TextInput, useRecordContext, useResourceContext } from 'react-admin';
import { FeetInchesInput } from '../../components/FeetInchesInput.js';
import { MoneyInput } from '../../components/Money.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { stateChoices } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import type { StateRegulation } from '../../regulations/limits.js';
import { useStateRegulations } from '../../regulations/use-state-regulations.js';
import { contractRules } from '../../validation/contract-rules.js';
import { AffectedPermits } from '../permit-requests/AffectedPermits.js';
import { RecordEdit } from '../../components/RecordScreens.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { useRefreshSharedRegulations } from './shared-cache.js';

// The contract's bounds, whose ceilings catch a slip of the keyboard (a 300 ft length limit).
const validate = contractRules('StateRegulationInput');

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ width: '100%', mt: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function StateRegulationForm({ editing, states }: { editing: boolean; states: typeof stateChoices }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={760}>
      <AutocompleteInput
        source="state"
        choices={states}
        validate={validate.state}
        sx={{ width: '100%', maxWidth: 360 }}
      />
      <Part title={t('app.siteRegulations.limits')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <FeetInchesInput
            source="max_length_in"
            label={t('app.siteRegulations.fields.max_length_in')}
            validate={validate.max_length_in}
          />
          <FeetInchesInput
            source="max_width_in"
            label={t('app.siteRegulations.fields.max_width_in')}
            validate={validate.max_width_in}
          />
          <FeetInchesInput
            source="max_height_in"
            label={t('app.siteRegulations.fields.max_height_in')}
            validate={validate.max_height_in}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <WholeNumberInput source="max_weight_lbs" unit={t('app.loads.pounds')} validate={validate.max_weight_lbs} />
          <FeetInchesInput
            source="escort_width_in"
            label={t('app.siteRegulations.fields.escort_width_in')}
            validate={validate.escort_width_in}
            helperText={t('app.regulations.escortHint')}
          />
        </Box>
      </Part>
      <Part title={t('app.siteRegulations.axles')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          {(['max_single_axle_lbs', 'max_tandem_axle_lbs'] as const).map((source) => (
            <WholeNumberInput
              key={source}
              source={source}
              label={t(`app.siteRegulations.fields.${source}`)}
              unit={t('app.loads.pounds')}
              validate={validate[source]}
            />
          ))}
        </Box>
      </Part>
      <Part title={t('app.siteRegulations.routine')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('app.siteRegulations.hints.routine')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {(['routine_length_in', 'routine_width_in', 'routine_height_in'] as const).map((source) => (
            <FeetInchesInput
              key={source}
              source={source}
              label={t(`app.siteRegulations.fields.${source}`)}
              validate={validate[source]}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          {(['routine_weight_lbs', 'routine_single_axle_lbs', 'routine_tandem_axle_lbs'] as const).map((source) => (
            <WholeNumberInput
              key={source}
              source={source}
              label={t(`app.siteRegulations.fields.${source}`)}
              unit={t('app.loads.pounds')}
              validate={validate[source]}
            />
          ))}
        </Box>
      </Part>
      <Part title={t('app.siteRegulations.escorts')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {(['escort_two_width_in', 'escort_height_in', 'escort_length_in'] as const).map((source) => (
            <FeetInchesInput
              key={source}
              source={source}
              label={t(`app.siteRegulations.fields.${source}`)}
              validate={validate[source]}
            />
          ))}
        </Box>
      </Part>
      <Part title={t('app.siteRegulations.fee')}>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {(['fee_base_cents', 'fee_per_foot_cents', 'fee_per_kip_cents'] as const).map((source) => (
            <MoneyInput
              key={source}
              source={source}
              label={t(`app.siteRegulations.fields.${source}`)}
              validate={validate[source]}
            />
          ))}
        </Box>
        <TextInput source="source" validate={validate.source} fullWidth />
      </Part>
      <Part title={t('app.siteRegulations.travel')}>
        <FeetInchesInput
          source="daylight_width_in"
          label={t('app.siteRegulations.fields.daylight_width_in')}
          validate={validate.daylight_width_in}
        />
        <TextInput
          source="travel_hours"
          validate={validate.travel_hours}
          helperText={t('app.siteRegulations.hints.travel_hours')}
          fullWidth
        />
        <WholeNumberInput
          source="max_validity_days"
          label={t('app.siteRegulations.fields.max_validity_days')}
          unit={t('app.permitOverview.days')}
          helperText={t('app.siteRegulations.hints.max_validity_days')}
          validate={validate.max_validity_days}
        />
        <BooleanInput source="weekend_travel" defaultValue={false} />
        <BooleanInput source="night_travel" defaultValue={false} />
      </Part>
      <TextInput
        source="notes"
        validate={validate.notes}
        helperText={t('app.siteRegulations.hints.notes')}
        multiline
        minRows={3}
        fullWidth
      />
    </ContentForm>
  );
}

export function StateRegulationCreate() {
  const t = useWords();
  useRefreshSharedRegulations(useResourceContext());
  const { byState, isPending } = useStateRegulations();
  // Until the states on file are known, every state is offered: the server refuses a second one.
  const onFile = new Set<string>(byState.keys());
  const states = isPending ? stateChoices : stateChoices.filter((choice) => !onFile.has(choice.id));
  return (
    <Create title={t('app.siteRegulations.create')}>
      {!isPending && states.length === 0 && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          {t('app.siteRegulations.everyStateCovered')}
        </Alert>
      )}
      <StateRegulationForm editing={false} states={states} />
    </Create>
  );
}

function StateTitle() {
  const t = useWords();
  const record = useRecordContext<StateRegulation>();
  return <>{record ? t('app.regulations.stateTitle', record.state_name) : t('app.siteRegulations.title')}</>;
}

export function StateRegulationEdit() {
  useRefreshSharedRegulations(useResourceContext());
  return (
    <RecordEdit title={<StateTitle />}>
      <StateRegulationForm editing states={stateChoices} />
      <AffectedPermits by="affected_by_regulation" />
    </RecordEdit>
  );
}
