/** Numbers, money and dates as people read them (US English: the service is American). */
import { numbered, shellWords, type WordKey } from '../i18n/words.js';
import { DATE_LOCALE, DATE_OPTIONS, DATE_TIME_OPTIONS } from './date-options.js';

/**
 * A formatter made when first asked for, not as the shell's code is evaluated: the first Intl
 * formatter a page makes loads the locale's data (some 70 ms on a phone's CPU, the first date
 * formatter 10 more), which made the shell's start one long task (issue 68). `warmFormats` makes
 * them in tasks of their own before a screen needs them.
 */
function madeOnFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => (made ??= make());
}

const integer = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));
const money = madeOnFirstUse(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const date = madeOnFirstUse(() => new Intl.DateTimeFormat(DATE_LOCALE, DATE_OPTIONS));
const dateTime = madeOnFirstUse(() => new Intl.DateTimeFormat(DATE_LOCALE, DATE_TIME_OPTIONS));
const month = madeOnFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }),
);
const soon = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat(DATE_LOCALE, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/**
 * Loads the locale's data for numbers, then for dates, each in a task of its own, while the page
 * waits for its code and its answers: the screen that first shows a figure or a date (a render,
 * already a long task on a phone) then no longer pays for it.
 */
export function warmFormats(): void {
  setTimeout(() => {
    integer();
    setTimeout(date, 0);
  }, 0);
}

export const formatInteger = (value: number) => integer().format(value);
/**
 * Cents as dollars, exactly: the amount goes to the formatter as a decimal string, because
 * `cents / 100` as a double is off by a fraction of a cent for large amounts, and rounding can
 * then show the wrong cent.
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return money().format(cents / 100);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  // Digits, a point and two digits: a numeric literal, which the formatter reads exactly.
  return money().format(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`);
}
/** `2026-11-21` (a calendar date, no time zone) or an ISO timestamp. */
export const formatDate = (value: string) =>
  date().format(/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value));
export const formatDateTime = (value: string) => dateTime().format(new Date(value));
/** A time within days of now, short: `Tue, Dec 8, 3:00 PM` (a due time in a list). */
export const formatSoon = (value: string) => soon().format(new Date(value));
/** `2026-11` → `Nov 26`. */
export const formatMonth = (value: string) => month().format(new Date(`${value}-01T00:00:00Z`));
/** Inches as feet and inches: 1140 → 95′ 0″. */
export const formatFeetInches = (inches: number) => `${Math.floor(inches / 12)}′ ${inches % 12}″`;
/**
 * The units' words, in the locale chosen at start (i18n/locale.ts), read when first needed: these
 * formats also serve outside components (a rule's bound), where no translate hook reaches.
 */
const POUNDS: WordKey = 'app.units.pounds';
/** `80,000 lb`. */
export const formatPounds = (pounds: number) => shellWords().translate(POUNDS, numbered([integer().format(pounds)]));
