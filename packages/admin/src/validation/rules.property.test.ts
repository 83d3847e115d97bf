/**
 * The validation rules (section 5), for any value a form may hand them: undefined or one of the
 * catalogue's messages, never a throw; the specification's words for what it names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { app } from '../i18n/en.js';
import { numbered, shellI18nProvider } from '../i18n/words.js';
import {
  all,
  between,
  email,
  format,
  integer,
  maxLength,
  minLength,
  numbers,
  required,
  sayRule,
  type Rule,
  type RuleMessage,
} from './rules.js';

/** A rule's message as the person reads it in English (the rules answer the catalogue's keys). */
const en = shellI18nProvider('en');
const english = (message: RuleMessage | undefined) =>
  message && sayRule((key, ...values) => en.translate(key, numbered(values)), message);
const fill = (template: string, value: number) => template.replace('{0}', String(value));

const SPEC = {
  required: 'This field is required',
  email: 'Please enter a valid email',
  numbers: 'This field can only contain numbers',
  integer: 'This field can only contain integer values',
  format: 'Invalid format',
};

const MAX = 12;
const MIN = 3;
const LOW = -5;
const HIGH = 500;
const RULES: [string, Rule, string[]][] = [
  ['required', required, [SPEC.required]],
  ['email', email, [SPEC.email]],
  ['numbers', numbers, [SPEC.numbers]],
  ['integer', integer, [SPEC.integer]],
  ['maxLength', maxLength(MAX), [`You must enter a maximum of ${MAX} characters`]],
  ['minLength', minLength(MIN), [`You must enter a minimum of ${MIN} characters`]],
  ['format', format(/^MC-\d{1,8}$/), [SPEC.format]],
  ['between', between(LOW, HIGH), [fill(app.validation.atLeast, LOW), fill(app.validation.atMost, HIGH)]],
  [
    'all',
    all(required, numbers, integer, between(LOW, HIGH)),
    [SPEC.required, SPEC.numbers, SPEC.integer, fill(app.validation.atLeast, LOW), fill(app.validation.atMost, HIGH)],
  ],
];

/** Everything a form field can hold, and more: strings of any characters, numbers of any kind. */
const anyValue = fc.oneof(
  fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withNullPrototype: true, withBigInt: true }),
  fc.string({ unit: 'binary' }),
  fc.double(),
  fc.integer().map(String),
  fc.emailAddress(),
  fc.constantFrom('', ' ', '\t\n', '\u3000', [], [''], null, undefined, Number.NaN, Infinity, -0, '0', '1e3'),
);

const empties = fc.constantFrom<unknown>(undefined, null, '', ' ', '   ', '\t', '\n', '\u00a0', '\u3000', []);

describe('every validation rule, for any value', () => {
  it.each(RULES)('%s answers undefined or its own message, and never throws', (_name, rule, own) => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const message = english(rule(value));
        if (message !== undefined) expect(own).toContain(message);
      }),
      { numRuns: 3000 },
    );
  });

  it("required says exactly the specification's words for every empty value, and nothing for others", () => {
    fc.assert(
      fc.property(empties, (value) => {
        expect(english(required(value))).toBe('This field is required');
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ''),
        fc.integer(),
        (text, number) => {
          expect(required(text)).toBeUndefined();
          expect(required(number)).toBeUndefined();
        },
      ),
    );
  });

  it('leaves every empty value to required: the other rules let it pass', () => {
    fc.assert(
      fc.property(empties, (value) => {
        for (const [name, rule] of RULES)
          if (name !== 'required' && name !== 'all') expect(rule(value)).toBeUndefined();
      }),
    );
  });

  it('email accepts every address fast-check makes', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(email(address)).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('email refuses what has no @, two @, a blank inside, or no dot after the @ (stricter than RFC 5321)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(' ', '\t'), fc.nat(), (address, blank, at) => {
        const [local = '', domain = ''] = address.split('@');
        const cut = (at % (address.length - 1)) + 1;
        expect(english(email(local + domain))).toBe(SPEC.email);
        expect(english(email(`${address}@x.example`))).toBe(SPEC.email);
        expect(english(email(`${address.slice(0, cut)}${blank}${address.slice(cut)}`))).toBe(SPEC.email);
        // `user@localhost` is a valid address, but never one a company signs up with.
        expect(english(email(`${local}@${domain.replace(/\./g, '')}`))).toBe(SPEC.email);
      }),
    );
  });

  it('integer and numbers accept any integer, and its string form', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger()), (value) => {
        for (const rule of [integer, numbers]) {
          expect(rule(value)).toBeUndefined();
          expect(rule(String(value))).toBeUndefined();
          expect(rule(` ${value} `)).toBeUndefined();
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('integer refuses a number with a fraction, and its string form; numbers takes both', () => {
    const fractional = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value));
    fc.assert(
      fc.property(fractional, (value) => {
        expect(english(integer(value))).toBe(SPEC.integer);
        expect(english(integer(String(value)))).toBe(SPEC.integer);
        expect(numbers(value)).toBeUndefined();
      }),
      { numRuns: 3000 },
    );
  });

  it('integer and numbers refuse NaN and the infinities', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(english(integer(value))).toBe(SPEC.integer);
      expect(english(numbers(value))).toBe(SPEC.numbers);
    }
  });

  it('maxLength and minLength count the trimmed text and say the bound', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        fc.nat({ max: 30 }),
        (text, bound) => {
          const length = text.trim().length;
          expect(english(maxLength(bound)(text))).toBe(
            length > bound ? `You must enter a maximum of ${bound} characters` : undefined,
          );
          expect(english(minLength(bound)(text))).toBe(
            length < bound ? `You must enter a minimum of ${bound} characters` : undefined,
          );
        },
      ),
    );
  });

  it('format answers the same for the same value, however often it is asked', () => {
    const rule = format(/^\d{5}(-\d{4})?$/);
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(rule(value)).toEqual(rule(value));
      }),
    );
  });
});
