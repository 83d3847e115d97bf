/**
 * A whole number typed as text: a browser's number field turns `abc` or `12.5` into nothing, which
 * would hide the mistake, so what is typed reaches the validators as typed (and the specification's
 * message says what is wrong) until it is a whole number.
 */
import InputAdornment from '@mui/material/InputAdornment';
import { TextInput, type TextInputProps } from 'react-admin';

const WHOLE = /^\d+$/;

export const parseWhole = (typed: string): number | string | null =>
  typed.trim() === '' ? null : WHOLE.test(typed.trim()) ? Number(typed.trim()) : typed;

/** `readOnly`: shown and sent, but given by something else (a load's weight by its vehicle). */
export function WholeNumberInput({ unit, readOnly, ...props }: TextInputProps & { unit?: string; readOnly?: boolean }) {
  return (
    <TextInput
      parse={parseWhole}
      format={(value: unknown) => (typeof value === 'number' || typeof value === 'string' ? String(value) : '')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly },
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      }}
      {...props}
    />
  );
}
