import { describe, expect, it } from 'vitest';
import { contractRules } from '../validation/contract-rules.js';
import { toInches } from './FeetInchesInput.js';

describe('a size typed in feet and inches', () => {
  it('is stored in inches, either part optional', () => {
    expect(toInches('95', '6')).toBe(1146);
    expect(toInches('8', '')).toBe(96);
    expect(toInches('', '10')).toBe(10);
    expect(toInches(' ', '')).toBeNull();
  });

  it('hands the wrong part to the rules as typed, so they say what is wrong with it', () => {
    // A load's width: the contract's rule, its bounds said in feet and inches.
    const rule = contractRules('LoadInput').width_in;
    expect(rule(toInches('abc', '2'))).toBe('app.validation.numbers');
    expect(rule(toInches('12', '5.5'))).toBe('app.validation.integer');
    expect(rule(toInches('', ''))).toBe('app.validation.required');
    expect(rule(toInches('51', '0'))).toEqual({ message: 'app.validation.atMost', args: { 0: '50′ 0″' } });
    expect(rule(toInches('50', '0'))).toBeUndefined();
  });
});
