/**
 * A size typed as feet and inches, as drivers and permits state it, and stored in inches as the
 * API keeps it. What is typed stays on screen until it is a whole number of inches: a value that
 * is not one reaches the validators as typed, so they answer with the specification's message.
 */
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { ValidationError, useInput, useTranslateLabel } from 'react-admin';
import { useWords } from '../i18n/words.js';
import type { Rule } from '../validation/rules.js';

const DIGITS = /^\d+$/;

/** Feet and inches as typed → inches, or the typed text when it is not a size. */
export function toInches(feet: string, inches: string): number | string | null {
  const ft = feet.trim();
  const inch = inches.trim();
  if (ft === '' && inch === '') return null;
  if ((ft === '' || DIGITS.test(ft)) && (inch === '' || DIGITS.test(inch)))
    return Number(ft || 0) * 12 + Number(inch || 0);
  // The part that is wrong, as typed, for the rules to name what is wrong with it.
  return ft === '' || DIGITS.test(ft) ? inch : ft;
}

const split = (value: unknown): [string, string] =>
  typeof value === 'number' && Number.isInteger(value)
    ? [String(Math.floor(value / 12)), String(value % 12)]
    : ['', ''];

export interface FeetInchesInputProps {
  source: string;
  /** By default the catalogue's, as for react-admin's inputs (`resources.<resource>.fields.<source>`). */
  label?: string;
  validate?: Rule;
  helperText?: string;
}

export function FeetInchesInput({ source, label: ownLabel, validate, helperText }: FeetInchesInputProps) {
  const t = useWords();
  const { field, fieldState, formState, isRequired } = useInput({ source, validate });
  const translateLabel = useTranslateLabel();
  // Given no label, react-admin answers with the catalogue's text, a string.
  const label = ownLabel ?? (translateLabel({ source }) as string);
  const [typed, setTyped] = useState(() => split(field.value));
  const id = useId();
  // A record read after the first render (an edit page) or a reset fills the fields again.
  useEffect(() => {
    if (typeof field.value === 'number' && toInches(...typed) !== field.value) setTyped(split(field.value));
    // Only a value from outside: what is typed is already in `typed`, so it is not a dependency.
  }, [field.value]);
  const change = (next: [string, string]) => {
    setTyped(next);
    field.onChange(toInches(...next));
  };
  const shown = (fieldState.isTouched || formState.isSubmitted) && fieldState.error?.message;
  // react-admin keeps a validator's message encoded for translation: ValidationError reads it.
  const message = shown ? <ValidationError error={shown} /> : helperText;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 1 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="body2" color={shown ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
        {isRequired ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {(['feet', 'inches'] as const).map((part, index) => (
          <TextField
            key={part}
            // The legend names the size; each field says its unit, and to a screen reader both.
            label={t(`app.loads.${part}`)}
            value={typed[index]}
            error={Boolean(shown)}
            onChange={(event) => change(index === 0 ? [event.target.value, typed[1]] : [typed[0], event.target.value])}
            onBlur={field.onBlur}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                'aria-label': t('app.common.withUnit', label, t(`app.loads.${part}`)),
              },
            }}
            sx={{ width: 96 }}
          />
        ))}
      </Box>
      <FormHelperText id={`${id}-help`} error={Boolean(shown)}>
        {message || ' '}
      </FormHelperText>
    </Box>
  );
}
