/**
 * /permit-calculation/city: what a city permit costs for a load. The person picks the city, types
 * the load's overall size in feet and inches and its gross weight in pounds (or fills them from one
 * of their loads), and the server answers the fee line by line from the city's rates.
 *
 * Sizes are typed as text: a browser's number field turns `abc` or `12.5` into nothing, which would
 * hide the mistake, so the specification's rules see what was typed and say what is wrong. Nothing
 * is sent until they pass; the server's own refusals go under the fields, and a failure keeps
 * everything typed.
 */
import CalculateIcon from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, TextInput, Title, useDataProvider } from 'react-admin';
import { formatCents, formatFeetInches, formatPounds } from '../../format/format.js';
import { useShownText, useWords, type WordKey, wordsOf } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { all, integer, numbers, required, type Rule } from '../../validation/rules.js';
import { LoadPicker, type PickedLoad } from '../company-state-regulation/LoadPicker.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { fieldErrorsOf } from '../../providers/failures.js';

type CityRate = components['schemas']['CityRate'];
type FeeCalculation = components['schemas']['FeeCalculation'];
type FeeCalculationInput = components['schemas']['FeeCalculationInput'];

const SIZES = ['length', 'width', 'height'] as const;
type Size = (typeof SIZES)[number];

/** The form as typed: text in every size field, the chosen city's id. */
type Values = Partial<Record<`${Size}_ft` | `${Size}_inch` | 'weight_lbs', string | null>> & {
  city_rate_id?: number | null;
};

/** After `numbers` and `integer`: a whole number of inches, less than a foot. */
const inchesInAFoot: Rule = (value) => {
  const inches = Number(typeof value === 'string' ? value.trim() : value);
  return Number.isInteger(inches) && (inches < 0 || inches > 11) ? 'app.calculator.inchesRange' : undefined;
};
const feetRule = all(required, numbers, integer);
const inchesRule = all(numbers, integer, inchesInAFoot);
const weightRule = all(required, numbers, integer);

const whole = (typed: string | null | undefined) => (typed ? Number(typed.trim()) : 0);

/** Checked values → the call's body, in inches and pounds as the API counts them. */
const bodyOf = (values: Values): FeeCalculationInput => ({
  city_rate_id: Number(values.city_rate_id),
  length_in: whole(values.length_ft) * 12 + whole(values.length_inch),
  width_in: whole(values.width_ft) * 12 + whole(values.width_inch),
  height_in: whole(values.height_ft) * 12 + whole(values.height_inch),
  weight_lbs: whole(values.weight_lbs),
});

/** Where each of the API's fields is typed: a size's error goes under its feet. */
const FIELD_OF: Record<string, keyof Values> = {
  city_rate_id: 'city_rate_id',
  length_in: 'length_ft',
  width_in: 'width_ft',
  height_in: 'height_ft',
  weight_lbs: 'weight_lbs',
};

const cityName = (rate: CityRate) => `${rate.city}, ${rate.state}`;

/** Fills the size and weight from a load; what the person then types still wins. */
function FromALoad() {
  const t = useWords();
  const { setValue } = useFormContext<Values>();
  const everyCompany = useSeesEveryCompany();
  const [load, setLoad] = useState<PickedLoad | null>(null);
  const fillFrom = (picked: PickedLoad | null) => {
    setLoad(picked);
    if (!picked) return;
    const options = { shouldDirty: true, shouldValidate: true };
    for (const size of SIZES) {
      const inches = picked[`${size}_in`];
      setValue(`${size}_ft`, String(Math.floor(inches / 12)), options);
      setValue(`${size}_inch`, String(inches % 12), options);
    }
    setValue('weight_lbs', String(picked.weight_lbs), options);
  };
  return (
    <Box sx={{ mb: 2 }}>
      <LoadPicker
        label={everyCompany ? t('app.calculator.fromAnyLoad') : t('app.calculator.fromLoad')}
        noOptionsText={t('app.calculator.noLoads')}
        value={load}
        onChange={fillFrom}
        withCompany={everyCompany}
      />
    </Box>
  );
}

function SizeInputs({ size }: { size: Size }) {
  const t = useWords();
  const label = t(`app.calculator.${size}`);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 150px))', columnGap: 1.5 }}>
        <TextInput
          source={`${size}_ft`}
          label={t('app.calculator.feetLabel', label)}
          validate={feetRule}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput
          source={`${size}_inch`}
          label={t('app.calculator.inchesLabel', label)}
          validate={inchesRule}
          placeholder="0"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
    </Box>
  );
}

function Breakdown({ fee, body }: { fee: FeeCalculation; body: FeeCalculationInput }) {
  const t = useWords();
  const caption = t('app.calculator.resultFor', fee.city, fee.state);
  return (
    <Card
      variant="outlined"
      sx={{ maxWidth: 720, mt: 2 }}
      component="section"
      aria-label={t('app.calculator.breakdown')}
    >
      <CardContent>
        <Typography component="h2" variant="h6">
          {caption}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${formatFeetInches(body.length_in)} × ${formatFeetInches(body.width_in)} × ${formatFeetInches(body.height_in)}, ${formatPounds(body.weight_lbs)}`}
        </Typography>
        <Table size="small" aria-label={t('app.calculator.breakdown')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.calculator.item')}</TableCell>
              <TableCell align="right">{t('app.calculator.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fee.lines.map((line) => (
              <TableRow key={line.label}>
                <TableCell>{line.label}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCents(line.amount_cents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
                {t('app.calculator.total')}
              </TableCell>
              <TableCell
                align="right"
                sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem', whiteSpace: 'nowrap' }}
              >
                {formatCents(fee.total_cents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

export default function CityFeeCalculator() {
  const t = useWords();
  const shown = useShownText();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [result, setResult] = useState<{ fee: FeeCalculation; body: FeeCalculationInput } | null>(null);
  /** What the SDK or the server said went wrong (a catalogue key when nothing was said), as it came. */
  const [failure, setFailure] = useState<string[] | null>(null);

  const calculate = async (values: Values) => {
    setFailure(null);
    const body = bodyOf(values);
    try {
      setResult({ fee: await dataProvider.calculateCityFee(body), body });
      return undefined;
    } catch (error) {
      setResult(null);
      const fields = fieldErrorsOf(error);
      if (fields) {
        const errors: Record<string, string> = {};
        const unplaced: string[] = [];
        for (const [field, message] of Object.entries(fields)) {
          const target = FIELD_OF[field];
          if (target) errors[target] = message;
          else unplaced.push(message);
        }
        if (unplaced.length) setFailure(unplaced);
        return errors;
      }
      setFailure([wordsOf(error) ?? ('app.sdk.somethingWentWrong' satisfies WordKey)]);
      return undefined;
    }
  };

  return (
    <Box sx={{ py: 2 }}>
      {/* The short name in the app bar: the long one would not fit a phone's. */}
      <Title title={t('app.calculator.menu')} />
      <Card variant="outlined" sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography component="h1" variant="h6">
            {t('app.calculator.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('app.calculator.intro')}
          </Typography>
          <Form onSubmit={calculate}>
            <ReferenceInput
              source="city_rate_id"
              reference="city-rates"
              sort={{ field: 'city', order: 'ASC' }}
              perPage={50}
            >
              <AutocompleteInput
                label={t('app.calculator.city')}
                optionText={cityName}
                filterToQuery={(q: string) => ({ q })}
                validate={required}
                noOptionsText={t('app.calculator.noCities')}
                sx={{ maxWidth: 480 }}
                fullWidth
              />
            </ReferenceInput>
            <FromALoad />
            <Box sx={{ display: 'grid', gap: 1 }}>
              {SIZES.map((size) => (
                <SizeInputs key={size} size={size} />
              ))}
              <TextInput
                source="weight_lbs"
                label={t('app.calculator.weight')}
                validate={weightRule}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                sx={{ maxWidth: 312 }}
              />
            </Box>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {t('app.calculator.failed', failure.map(shown).join(' '))}
              </Alert>
            )}
            <SaveButton label={t('app.calculator.calculate')} icon={<CalculateIcon />} alwaysEnable />
          </Form>
        </CardContent>
      </Card>
      {result && <Breakdown fee={result.fee} body={result.body} />}
    </Box>
  );
}
