import { describe, expect, it } from 'vitest';
import { all, email, format, integer, maxLength, minLength, numbers, required } from './rules.js';

describe('the validation rules', () => {
  it('speak the specification', () => {
    expect(required('')).toBe('This field is required');
    expect(required('   ')).toBe('This field is required');
    expect(required(null)).toBe('This field is required');
    expect(required([])).toBe('This field is required');
    expect(email('driver@')).toBe('Please enter a valid email');
    expect(numbers('12a')).toBe('This field can only contain numbers');
    expect(integer('12.5')).toBe('This field can only contain integer values');
    expect(maxLength(3)('abcd')).toBe('You must enter a maximum of 3 characters');
    expect(minLength(8)('short')).toBe('You must enter a minimum of 8 characters');
    expect(format(/^MC-\d+$/)('123')).toBe('Invalid format');
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
    expect(rule('')).toBe('This field is required');
    expect(rule('nope')).toBe('Please enter a valid email');
    expect(rule('a@b.co')).toBeUndefined();
  });
});
