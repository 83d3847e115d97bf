/** What the contract's values mean, as every side checks and compares them. */
import { describe, expect, it } from 'vitest';
import { characterCount, isCalendarDate, isCalendarDateTime, isWebAddress, searchKey } from './values.js';

describe('characterCount', () => {
  it('counts characters as JSON Schema does: code points, an emoji is one', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('Truck')).toBe(5);
    expect(characterCount('🚚🚚🚚')).toBe(3);
    expect('🚚🚚🚚'.length).toBe(6);
    // A combining accent is a code point of its own, as the contract counts it.
    expect(characterCount('e\u0301')).toBe(2);
  });
});

describe('isCalendarDate', () => {
  it('takes days that exist, leap days included, in the years 1900 to 2199', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2026-12-31', '1900-01-01', '2199-12-31']) {
      expect(isCalendarDate(day)).toBe(true);
    }
  });

  it('refuses days that do not exist, years outside, and anything not a plain date', () => {
    for (const day of [
      '2023-02-29',
      '1900-02-29',
      '2023-02-31',
      '2026-04-31',
      '2026-13-01',
      '2026-00-01',
      '2026-01-00',
    ]) {
      expect(isCalendarDate(day)).toBe(false);
    }
    for (const day of [
      '0001-01-01',
      '1899-12-31',
      '2200-01-01',
      '20255-01-01',
      '2026-1-5',
      '2026-01-05T00:00:00Z',
      '',
    ]) {
      expect(isCalendarDate(day)).toBe(false);
    }
  });

  it('dates in a timestamp are checked the same way', () => {
    expect(isCalendarDateTime('2026-11-26T09:30:00Z')).toBe(true);
    expect(isCalendarDateTime('2026-11-26T09:30:00.123+02:00')).toBe(true);
    expect(isCalendarDateTime('2023-02-31T09:30:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-11-26T24:00:00Z')).toBe(false);
    expect(isCalendarDateTime('2026-11-26')).toBe(false);
  });
});

describe('isWebAddress', () => {
  it('takes web addresses people can open, and nothing that runs', () => {
    expect(isWebAddress('https://www.linkedin.com/company/permit-office')).toBe(true);
    expect(isWebAddress('http://example.com')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('//evil.example')).toBe(false);
    expect(isWebAddress('https:// spaced')).toBe(false);
  });
});

describe('searchKey', () => {
  it('compares composed and decomposed accents, case and compatibility forms alike', () => {
    const expected = 'cafe';
    expect(searchKey('Café')).toBe(expected);
    expect(searchKey('Cafe\u0301')).toBe(expected);
    expect(searchKey('CAFÉ')).toBe(expected);
    expect(searchKey('Ｃａｆｅ')).toBe(expected);
  });

  it('drops invisible format characters that would hide a name', () => {
    expect(searchKey('Zero\u200dWidth')).toBe('zerowidth');
    expect(searchKey('Zero\u200bWidth\u00ad')).toBe('zerowidth');
    expect(searchKey('\u202eReversed')).toBe('reversed');
  });

  it('leaves plain text as it is, lower-cased', () => {
    expect(searchKey('PR-000123 Acme')).toBe('pr-000123 acme');
  });
});
