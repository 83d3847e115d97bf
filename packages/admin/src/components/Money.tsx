/** Money is cents in the API and dollars on screen. */
import Box from '@mui/material/Box';
import { NumberInput, useRecordContext, type NumberInputProps } from 'react-admin';
import { formatCents } from '../format/format.js';

/**
 * An amount as `$1,234.56`, `−$1,234.56` when it goes out (a refund): on one line whatever the
 * column's width, so that a sign is never left on a line above its figure.
 */
export function Money({ cents, negative = false }: { cents: number; negative?: boolean }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {negative ? `−${formatCents(cents)}` : formatCents(cents)}
    </Box>
  );
}

/** An amount field of the current record, as `$1,234.56`. */
export function MoneyField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const cents = record?.[source];
  return typeof cents === 'number' ? <Money cents={cents} /> : <span />;
}

/** Typed in dollars, stored in cents. */
export function MoneyInput(props: NumberInputProps) {
  return (
    <NumberInput
      step={0.01}
      min={0}
      format={(cents: unknown) => (typeof cents === 'number' ? cents / 100 : cents)}
      parse={(dollars: string) => (dollars === '' || dollars === null ? null : Math.round(Number(dollars) * 100))}
      {...props}
    />
  );
}
