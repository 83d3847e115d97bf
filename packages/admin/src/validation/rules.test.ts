import { describe, expect, it } from 'vitest';
import { numbered, shellI18nProvider } from '../i18n/words.js';
import { all, email, format, integer, maxLength, minLength, numbers, required, sayRule, type Rule } from './rules.js';

/** What a rule says, in English as the person reads it. */
const en = shellI18nProvider('en');
const said = (rule: Rule, value: unknown) => {
  const message = rule(value);
  return message && sayRule((key, ...values) => en.translate(key, numbered(values)), message);
};

describe('the validation rules', () => {
  it('speak the specification', () => {
    expect(said(required, '')).toBe('This field is required');
    expect(said(required, '   ')).toBe('This field is required');
    expect(said(required, null)).toBe('This field is required');
    expect(said(required, [])).toBe('This field is required');
    expect(said(email, 'driver@')).toBe('Please enter a valid email');
    expect(said(numbers, '12a')).toBe('This field can only contain numbers');
    expect(said(integer, '12.5')).toBe('This field can only contain integer values');
    expect(said(maxLength(3), 'abcd')).toBe('You must enter a maximum of 3 characters');
    expect(said(minLength(8), 'short')).toBe('You must enter a minimum of 8 characters');
    expect(said(format(/^MC-\d+$/), '123')).toBe('Invalid format');
  });

  it("answer the catalogue's keys, with their placeholders' values as react-admin's validators do", () => {
    expect(required('')).toBe('app.validation.required');
    expect(maxLength(3)('abcd')).toEqual({ message: 'app.validation.maxLength', args: { 0: 3 } });
  });

  it('pass good values, and leave empty ones to `required`', () => {
    expect(required('x')).toBeUndefined();
    expect(email('driver@lonestar.example.com')).toBeUndefined();
    expect(numbers('-12.5')).toBeUndefined();
    expect(numbers(3.5)).toBeUndefined();
    expect(integer('42')).toBeUndefined();
    expect(integer(42)).toBeUndefined();
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(minLength(2)('ab')).toBeUndefined();
    expect(format(/^MC-\d+$/)('MC-123')).toBeUndefined();
    for (const rule of [email, numbers, integer, maxLength(1), minLength(5), format(/x/)])
      expect(rule('')).toBeUndefined();
  });

  it('answer the first failing rule of a list', () => {
    const rule = all(required, email);
    expect(said(rule, '')).toBe('This field is required');
    expect(said(rule, 'nope')).toBe('Please enter a valid email');
    expect(rule('a@b.co')).toBeUndefined();
  });
});
