/**
 * The form's rules and the API's agree on every field of the contract: text at its maximum length
 * in characters (emoji, combining marks, right-to-left letters, zero-width characters) is taken by
 * both, one character more is refused by both; a date that does not exist is refused by both; a
 * value the contract's pattern refuses is refused by both. One rule, the contract's, on both sides.
 */
import { contractFields } from '@permit-office/sdk';
import { trimText, validate, validationMessages } from '@permit-office/mock-api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { app } from '../i18n/en.js';
import { numbered, shellI18nProvider } from '../i18n/words.js';
import { contractRules, type InputSchema } from './contract-rules.js';
import { sayRule, type Rule } from './rules.js';

/** The API's answer for one field of a body, as it reads bodies: its messages, none when taken. */
function apiMessages(schema: InputSchema, field: string, value: unknown): string[] {
  return validate({ $ref: `#/components/schemas/${schema}` }, trimText({ [field]: value }))[field] ?? [];
}

/** The form's answer, in English as the person reads it (the rules answer the catalogue's keys). */
const en = shellI18nProvider('en');
const formMessage = (schema: InputSchema, field: string, value: unknown): string | undefined => {
  const message = (contractRules(schema) as Record<string, Rule>)[field]?.(value);
  return message && sayRule((key, ...values) => en.translate(key, numbered(values)), message);
};

type Constraints = { type: string; format?: string; pattern?: string; minLength?: number; maxLength?: number };

/** Every field of every input schema, with its constraints. */
const FIELDS = Object.entries(contractFields).flatMap(([schema, fields]) =>
  Object.entries(fields as Record<string, Constraints>).map(
    ([field, constraints]) => [schema as InputSchema, field, constraints] as const,
  ),
);

/** Free text: a string field whose characters the contract does not restrict. */
const FREE_TEXT = FIELDS.filter(
  ([, , c]) => c.type === 'string' && c.maxLength !== undefined && c.format === undefined && c.pattern === undefined,
);
const DATES = FIELDS.filter(([, , c]) => c.format === 'date');

/** Characters people paste that are more than one UTF-16 unit, or invisible, or written right to left. */
const CHARACTER = fc.constantFrom(
  '🚚', // two UTF-16 units
  '👩🏽', // two code points, four units
  'e\u0301', // e and a combining acute accent: two code points
  'ש', // Hebrew
  'ع', // Arabic
  '\u200d', // zero-width joiner
  '\u200b', // zero-width space
  '\u202e', // right-to-left override
  'a',
  '漢',
);

/** `length` code points made of the characters above (a pair counts two), never blank. */
const textOf = (length: number) =>
  fc.array(CHARACTER, { minLength: length, maxLength: length }).map((parts) => {
    const text = [...parts.join('')].slice(0, length);
    // A first letter: a text of spaces or only invisible characters is another case (required).
    text[0] = 'Z';
    return text.join('');
  });

describe('every free-text field of the contract', () => {
  it('has fields to check', () => {
    expect(FREE_TEXT.length).toBeGreaterThan(40);
    expect(FREE_TEXT.map(([schema, field]) => `${schema}.${field}`)).toContain('CompanyInput.name');
  });

  it.each(FREE_TEXT.map(([schema, field, c]) => [`${schema}.${field}`, schema, field, c.maxLength ?? 0] as const))(
    '%s: at its maximum in characters, taken by the form and the API; one more, refused by both',
    (_name, schema, field, max) => {
      fc.assert(
        fc.property(textOf(max), textOf(max + 1), (atMax, over) => {
          expect([...atMax]).toHaveLength(max);
          expect(formMessage(schema, field, atMax)).toBeUndefined();
          expect(apiMessages(schema, field, atMax)).toEqual([]);
          const refusal = app.validation.maxLength.replace('{0}', String(max));
          expect(formMessage(schema, field, over)).toBe(refusal);
          expect(apiMessages(schema, field, over)).toEqual([validationMessages.maxLength.replace('{0}', String(max))]);
        }),
        // A hundred and more fields, each at and over its limit: a few texts each cover the characters.
        { numRuns: 5 },
      );
    },
  );
});

describe('every date field of the contract', () => {
  it('has fields to check', () => {
    expect(DATES.map(([schema, field]) => `${schema}.${field}`)).toContain('InvoiceInput.issued_at');
  });

  /** Dates that look right and do not exist, or lie outside the years the product takes. */
  const IMPOSSIBLE = fc.oneof(
    fc.constantFrom('2023-02-29', '2023-02-31', '2024-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00'),
    fc.constantFrom('0001-01-01', '1899-12-31', '2200-01-01', '9999-12-31'),
    fc.integer({ min: 1900, max: 2199 }).map((year) => `${year}-06-31`),
  );
  const REAL = fc
    .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
    .map((day) => day.toISOString().slice(0, 10));

  it.each(DATES.map(([schema, field]) => [`${schema}.${field}`, schema, field] as const))(
    '%s: a day that does not exist is refused by both; a real one taken by both',
    (_name, schema, field) => {
      fc.assert(
        fc.property(IMPOSSIBLE, REAL, (impossible, real) => {
          const refusal = app.validation.date.replace('{0}', '1900').replace('{1}', '2199');
          expect(formMessage(schema, field, impossible)).toBe(refusal);
          expect(apiMessages(schema, field, impossible)).toEqual([refusal]);
          expect(formMessage(schema, field, real)).toBeUndefined();
          expect(apiMessages(schema, field, real)).toEqual([]);
        }),
        { numRuns: 8 },
      );
    },
  );
});

describe("the contract's patterns", () => {
  it('the USDOT number is digits only on both sides: no sign, no letters', () => {
    for (const value of ['-1234567', '+123', '12a', '1.5', '123456789']) {
      expect(formMessage('CompanyInput', 'usdot', value)).toBeDefined();
      expect(apiMessages('CompanyInput', 'usdot', value)).not.toEqual([]);
    }
    expect(formMessage('CompanyInput', 'usdot', '1234567')).toBeUndefined();
    expect(apiMessages('CompanyInput', 'usdot', '1234567')).toEqual([]);
  });

  it('every patterned field: what the pattern refuses, the form refuses too', () => {
    const patterned = FIELDS.filter(([, , c]) => c.pattern !== undefined);
    expect(patterned.length).toBeGreaterThan(5);
    fc.assert(
      fc.property(
        fc.constantFrom(...patterned),
        fc.string({ minLength: 1, maxLength: 12 }),
        ([schema, field], value) => {
          const api = apiMessages(schema, field, value);
          const form = formMessage(schema, field, value);
          // The form may word it as its first failing rule; what matters is that both refuse or both take.
          expect(form === undefined).toBe(api.length === 0);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('money', () => {
  it('the form refuses an amount in cents beyond what a JavaScript number holds exactly, as the API does', () => {
    const amounts = FIELDS.filter(([, field]) => /_cents(_|$)/.test(field));
    expect(amounts.length).toBeGreaterThan(5);
    const atMost = app.validation.atMost.replace('{0}', '');
    for (const [schema, field] of amounts) {
      expect(formMessage(schema, field, 2 ** 53)?.startsWith(atMost)).toBe(true);
      expect(apiMessages(schema, field, 2 ** 53)).not.toEqual([]);
    }
  });
});
