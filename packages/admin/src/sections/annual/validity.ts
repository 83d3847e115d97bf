/**
 * Where an annual permit stands today. "Expiring" is the server's own rule for `expiring=true`
 * (still valid, and no more than 30 days left), so that the highlighted rows are the filtered ones.
 */
import type { components } from '@permit-office/sdk';
import type { Words } from '../../i18n/words.js';

export type AnnualPermit = components['schemas']['AnnualPermit'];

export const EXPIRING_DAYS = 30;
const DAY = 86_400_000;

export type Validity = 'upcoming' | 'valid' | 'expiring' | 'expired';

/** Days from one calendar date (`2026-11-21`) to another, whatever the clock's time zone. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** Today as the server counts it: its dates are UTC calendar dates. */
export const today = () => new Date().toISOString().slice(0, 10);

export function validityOf(
  permit: { valid_from: string; valid_to: string },
  on: string = today(),
): { validity: Validity; daysLeft: number } {
  const daysLeft = daysBetween(on, permit.valid_to);
  if (daysLeft < 0) return { validity: 'expired', daysLeft };
  if (daysLeft <= EXPIRING_DAYS) return { validity: 'expiring', daysLeft };
  return { validity: permit.valid_from > on ? 'upcoming' : 'valid', daysLeft };
}

/** Where the permit stands, in the person's words. */
export function validityLabel({ validity, daysLeft }: { validity: Validity; daysLeft: number }, t: Words): string {
  if (validity !== 'expiring') return t(`app.annual.status.${validity}`);
  if (daysLeft === 0) return t('app.annual.status.expiringToday');
  if (daysLeft === 1) return t('app.annual.status.expiringTomorrow');
  return t('app.annual.status.expiring', daysLeft);
}
