import { describe, expect, it } from 'vitest';
import { blankAsNull, linesOf } from './values.js';

describe("the website settings' values", () => {
  it('reads one entry per line, blank lines dropped', () => {
    expect(linesOf('Same-day permits\n\n  48 states \n')).toEqual(['Same-day permits', '48 states']);
    expect(linesOf(undefined)).toEqual([]);
  });

  it('sends optional fields left empty as null and keeps the rest', () => {
    expect(blankAsNull({ site_name: 'Permit Office', phone: '  ', address: undefined }, ['phone', 'address'])).toEqual({
      site_name: 'Permit Office',
      phone: null,
      address: null,
    });
  });
});
