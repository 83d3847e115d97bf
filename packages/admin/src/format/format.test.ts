import { describe, expect, it } from 'vitest';
import { formatCents, formatPounds } from './format.js';

describe('formatCents', () => {
  it('shows every amount to the cent, up to the largest the contract allows', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(54114)).toBe('$541.14');
    // 2^53 − 1 cents: as a double, cents / 100 reads ….90, a cent off.
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatCents(123456789012345)).toBe('$1,234,567,890,123.45');
  });

  it('shows a refund with its sign', () => {
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(-1250)).toBe('-$12.50');
  });
});

describe('formatPounds', () => {
  it('writes pounds with their unit, from the catalogue', () => {
    expect(formatPounds(80000)).toBe('80,000 lb');
  });
});
