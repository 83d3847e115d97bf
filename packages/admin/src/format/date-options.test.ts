/** A date and a moment read the same in a list's column (react-admin's DateField) and on a page. */
import { describe, expect, it } from 'vitest';
import { DATE_LOCALE, DATE_OPTIONS, DATE_TIME_OPTIONS } from './date-options.js';
import { formatDate, formatDateTime } from './format.js';

describe('dates', () => {
  const moment = '2026-11-23T16:20:00Z';

  it("read as DateField writes them, with the app's options (toLocaleDateString, toLocaleString)", () => {
    expect(formatDate(moment)).toBe(new Date(moment).toLocaleDateString(DATE_LOCALE, DATE_OPTIONS));
    expect(formatDateTime(moment)).toBe(new Date(moment).toLocaleString(DATE_LOCALE, DATE_TIME_OPTIONS));
  });

  it('read as Nov 23, 2026, and to the minute with the time', () => {
    expect(formatDate(moment)).toMatch(/^Nov 2[34], 2026$/);
    expect(formatDateTime(moment)).toMatch(/^Nov 2[34], 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});
