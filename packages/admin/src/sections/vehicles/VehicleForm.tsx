/**
 * A vehicle configuration, created, copied and edited (issue 63): its name, the power unit and what
 * it pulls, its overall length, and each axle from the front with the weight it carries and its
 * spacing to the next. As the axles are typed, the form adds them up (the gross weight, the
 * wheelbase) and weighs each group of them against the federal limits and the Bridge Formula,
 * with the SDK's rules (rules/axles.ts), which the API checks by too.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  TopToolbar,
  useSimpleFormIteratorItem,
} from 'react-admin';
import {
  axleGroupChecks,
  axleLayoutProblem,
  axleLayoutWords,
  FEDERAL_AXLE_LIMITS,
  grossWeightLbs,
  wheelbaseIn,
  type AxleGroupOverage,
  type VehicleAxle,
} from '@permit-office/sdk';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FeetInchesInput } from '../../components/FeetInchesInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { formatFeetInches, formatPounds } from '../../format/format.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { all, maxLength, minLength, required, type Rule } from '../../validation/rules.js';
import { CopyVehicle } from './VehicleList.js';

const validate = contractRules('VehicleInput');
const validateAxle = contractRules('VehicleAxleInput');

/** The trailers as one line, `Jeep, 3-axle lowboy`, kept as the list the API takes. */
const trailersFormat = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
const trailersParse = (typed: string) =>
  typed
    .split(',')
    .map((trailer) => trailer.trim())
    .filter(Boolean);
const eachTrailer: Rule = (value) => {
  if (!Array.isArray(value)) return undefined;
  if (value.length > 4) return { message: 'app.vehicles.tooManyTrailers', args: { 0: 4 } };
  // Each trailer as the contract bounds it.
  for (const trailer of value) {
    const said = all(minLength(2), maxLength(100))(trailer);
    if (said) return said;
  }
  return undefined;
};

/** Axles as typed, those with a weight and a spacing where a number is typed. */
function typedAxles(value: unknown): VehicleAxle[] {
  if (!Array.isArray(value)) return [];
  return value.map((axle: { weight_lbs?: unknown; spacing_in?: unknown } | undefined) => ({
    weight_lbs: typeof axle?.weight_lbs === 'number' ? axle.weight_lbs : Number.NaN,
    spacing_in: typeof axle?.spacing_in === 'number' ? axle.spacing_in : axle?.spacing_in == null ? null : Number.NaN,
  }));
}

/** What keeps the axles from describing a vehicle, said as the API says it. */
const layoutRule =
  (lengthIn: () => unknown): Rule =>
  (value) => {
    const length = lengthIn();
    const problem = axleLayoutProblem(typedAxles(value), typeof length === 'number' ? length : undefined);
    if (!problem) return undefined;
    const [message, ...values] = axleLayoutWords(problem);
    return { message: `app.validation.${message}`, args: Object.fromEntries(values.map((v, i) => [i, v])) };
  };

/**
 * One axle's row: its weight, and its spacing to the next one, which the last axle has none of
 * (it is kept empty, as the API wants it).
 */
function AxleRow() {
  const t = useWords();
  const { index, total } = useSimpleFormIteratorItem();
  const { getValues, setValue } = useFormContext();
  const last = index === total - 1;
  useEffect(() => {
    const path = `axles.${index}.spacing_in`;
    // `null`, not left out: the contract asks for the last axle's spacing, and it is none.
    if (last && getValues(path) !== null) setValue(path, null, { shouldDirty: true });
  }, [last, index, getValues, setValue]);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Typography component="span" sx={{ minWidth: 64, fontWeight: 500 }}>
        {t('app.vehicles.axle', index + 1)}
      </Typography>
      <WholeNumberInput
        source="weight_lbs"
        label={t('app.vehicles.axleWeight', index + 1)}
        unit={t('app.loads.pounds')}
        validate={[required, validateAxle.weight_lbs]}
        sx={{ width: 170 }}
      />
      {last ? (
        <Typography component="span" color="text.secondary" variant="body2">
          {t('app.vehicles.lastAxle')}
        </Typography>
      ) : (
        <FeetInchesInput
          source="spacing_in"
          label={t('app.vehicles.spacingTo', index + 2)}
          validate={all(required, validateAxle.spacing_in)}
        />
      )}
    </Box>
  );
}

const OVER_WORDS: Record<AxleGroupOverage['rule'], WordKey> = {
  'single-axle': 'app.vehicles.over.single-axle',
  tandem: 'app.vehicles.over.tandem',
  'bridge-formula': 'app.vehicles.over.bridge-formula',
  gross: 'app.vehicles.over.gross',
};

/** Axle numbers as a driver counts them: `2-3`, or `4`. */
const axlesOf = (overage: AxleGroupOverage) =>
  overage.first === overage.last ? String(overage.first + 1) : `${overage.first + 1}-${overage.last + 1}`;

/** The axles added up and weighed, as they are typed. */
function VehicleFigures() {
  const t = useWords();
  const [axlesTyped, length] = useWatch({ name: ['axles', 'length_in'] }) as [unknown, unknown];
  const axles = typedAxles(axlesTyped);
  const overall = typeof length === 'number' ? length : undefined;
  const problem = axleLayoutProblem(axles, overall);
  const overages = problem ? [] : axleGroupChecks(axles, FEDERAL_AXLE_LIMITS);
  return (
    <Card component="section" variant="outlined" sx={{ mb: 2, width: '100%' }} aria-labelledby="vehicle-figures">
      <CardContent>
        <Typography id="vehicle-figures" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('app.vehicles.figures')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
          <dt>{t('app.vehicles.fields.gross_weight_lbs')}</dt>
          <dd style={{ margin: 0 }}>
            {problem?.kind === 'invalid-weight' ? '–' : formatPounds(grossWeightLbs(axles))}
          </dd>
          <dt>{t('app.vehicles.fields.wheelbase_in')}</dt>
          <dd style={{ margin: 0 }}>{problem ? '–' : formatFeetInches(wheelbaseIn(axles))}</dd>
        </Box>
        <Box aria-live="polite" sx={{ mt: 1 }}>
          {problem ? null : overages.length === 0 ? (
            <Typography variant="body2" color="success.main">
              {t('app.vehicles.withinFederal')}
            </Typography>
          ) : (
            <>
              <Typography variant="body2">{t('app.vehicles.overFederal')}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {overages.map((overage) => (
                  <Typography component="li" variant="body2" key={`${overage.rule}-${overage.first}-${overage.last}`}>
                    {t(
                      OVER_WORDS[overage.rule],
                      axlesOf(overage),
                      formatPounds(overage.weight_lbs),
                      formatPounds(overage.limit_lbs),
                    )}
                  </Typography>
                ))}
              </Box>
            </>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}

function VehicleForm({ editing }: { editing: boolean }) {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      {editing && (
        <TopToolbar sx={{ alignSelf: 'flex-end', p: 0, minHeight: 0 }}>
          <CopyVehicle />
        </TopToolbar>
      )}
      {everyCompany && <CompanyInput validate={validate.company_id} fullWidth />}
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="power_unit" validate={validate.power_unit} fullWidth />
      <TextInput
        source="trailers"
        format={trailersFormat}
        parse={trailersParse}
        validate={eachTrailer}
        fullWidth
        helperText={t('app.vehicles.hints.trailers')}
      />
      <FeetInchesInput source="length_in" validate={validate.length_in} />
      <AxlesInput />
      <VehicleFigures />
    </SimpleForm>
  );
}

/** The axles, front to back: two to twenty, as the contract takes them (a new vehicle's two: NEW_VEHICLE). */
function AxlesInput() {
  const { getValues } = useFormContext();
  return (
    <ArrayInput source="axles" validate={[required, layoutRule(() => getValues('length_in'))]}>
      <SimpleFormIterator disableReordering disableClear inline fullWidth>
        <AxleRow />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * A new vehicle starts with two empty axles, in the creation screen's record rather than as the
 * axles' input's default, which react-admin applies in an effect after the first paint: on a phone
 * the two rows then came in and pushed the figures below out of the screen (a layout shift of 0.085).
 * A copy's axles (VehicleList) take their place.
 */
const NEW_VEHICLE = {
  axles: [
    { weight_lbs: null, spacing_in: null },
    { weight_lbs: null, spacing_in: null },
  ],
};

export const [VehicleCreate, VehicleEdit] = formScreens(VehicleForm, {
  title: 'app.vehicles.create',
  createProps: { record: NEW_VEHICLE },
});
