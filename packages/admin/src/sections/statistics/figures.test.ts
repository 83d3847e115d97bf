import { describe, expect, it } from 'vitest';
import { numbered, type Words } from '../../i18n/words.js';
import { catalogueWords } from '../../i18n/catalogue-words.js';
import { defaultPeriod, formatHours, periodErrors } from './figures.js';

const english = catalogueWords('en');
const t: Words = (key, ...values) => english.translate(key, numbered(values));

describe('the statistics period', () => {
  it('defaults to the last twelve months, this one included', () => {
    expect(defaultPeriod(new Date(2026, 10, 22))).toEqual({ from: '2025-12', to: '2026-11' });
    expect(defaultPeriod(new Date(2026, 0, 5))).toEqual({ from: '2025-02', to: '2026-01' });
  });

  it('refuses an empty, malformed, reversed or too long period, field by field', () => {
    expect(periodErrors({ from: '2026-01', to: '2026-11' })).toEqual({});
    expect(periodErrors({ from: '', to: '2026-13' })).toEqual({
      from: ['app.validation.required'],
      to: ['app.validation.format'],
    });
    expect(periodErrors({ from: '2026-05', to: '2026-04' })).toEqual({ from: ['app.statistics.period.order'] });
    expect(periodErrors({ from: '2010-01', to: '2026-11' })).toEqual({ from: ['app.statistics.period.tooLong', 120] });
    expect(periodErrors({ from: '2017-01', to: '2026-12' })).toEqual({});
  });
});

describe('handling times', () => {
  it('reads in hours under a day, in days and hours after, and a dash when unknown', () => {
    expect(formatHours(5.24, t)).toBe('5.2 h');
    expect(formatHours(27, t)).toBe('1 d 3 h');
    expect(formatHours(47.8, t)).toBe('2 d');
    expect(formatHours(null, t)).toBe('—');
  });
});
