/** Money is cents in the API and dollars on screen. */
import { NumberInput, useRecordContext, type NumberInputProps } from 'react-admin';
import { formatCents } from '../format/format.js';

/** An amount field of the current record, as `$1,234.56`. */
export function MoneyField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const cents = record?.[source];
  return <span>{typeof cents === 'number' ? formatCents(cents) : ''}</span>;
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
