/**
 * How a date and a moment read, everywhere: `Nov 23, 2026` and `Nov 23, 2026, 4:20 PM` (US English:
 * the service is American). The formatters (format.ts) and react-admin's DateField (its defaults, in
 * admin/behaviour.ts, and DateTimeField) take these, so that a list, a card and a page agree.
 */
export const DATE_LOCALE = 'en-US';

export const DATE_OPTIONS = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;

export const DATE_TIME_OPTIONS = {
  ...DATE_OPTIONS,
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;
