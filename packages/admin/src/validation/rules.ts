/**
 * The specification's validation rules, as functions that every form uses (react-admin's
 * `validate` prop takes them as they are): each answers undefined when the value is fine, or the
 * catalogue's key of the specification's message, with the values of its `{0}`, `{1}`… when it
 * has some (`{ message, args }`, react-admin's form of a validator's message). Whoever shows the
 * message translates it: react-admin's ValidationError does, and `sayRule` for the others. Empty
 * values pass every rule but `required`, as in any form library.
 */
import { characterCount, DATE_YEARS, isCalendarDate, isWebAddress } from '@permit-office/sdk';
import { numbered, type WordKey, type WordValue, type Words } from '../i18n/words.js';

/** What a rule says: a catalogue key, or a key with the values of its placeholders. */
export type RuleMessage = WordKey | { message: WordKey; args: Record<number, WordValue> };

export type Rule = (value: unknown) => RuleMessage | undefined;

/** A message whose placeholders `{0}`, `{1}`… take these values. */
const saying = (message: WordKey, ...values: WordValue[]): RuleMessage => ({ message, args: numbered(values) });

/** A rule's message in the person's words: for what shows one outside react-admin's inputs. */
export function sayRule(t: Words, said: RuleMessage): string {
  if (typeof said === 'string') return t(said);
  const values = Object.entries(said.args)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value);
  return t(said.message, ...values);
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;

export const required: Rule = (value) => (isEmpty(value) ? 'app.validation.required' : undefined);

/**
 * One @, something on each side, a dot in the domain (not its first or last character), no spaces;
 * written so that no character can be matched two ways, so it runs in linear time on any input
 * (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, which accepts the same, backtracks quadratically at every dot).
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const email: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return EMAIL.test(text(value) ?? '') ? undefined : 'app.validation.email';
};

/** Digits, with an optional sign and decimal part. */
export const numbers: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'app.validation.numbers';
  return /^-?\d+(\.\d+)?$/.test(text(value) ?? '') ? undefined : 'app.validation.numbers';
};

export const integer: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? undefined : 'app.validation.integer';
  return /^-?\d+$/.test(text(value) ?? '') ? undefined : 'app.validation.integer';
};

/** Lengths count characters as the contract does (code points: an emoji is one). */
export const maxLength =
  (max: number): Rule =>
  (value) =>
    !isEmpty(value) && characterCount(text(value) ?? '') > max ? saying('app.validation.maxLength', max) : undefined;

export const minLength =
  (min: number): Rule =>
  (value) =>
    !isEmpty(value) && characterCount(text(value) ?? '') < min ? saying('app.validation.minLength', min) : undefined;

/** A web address people can open (the contract's `format: uri`). */
export const webAddress: Rule = (value) =>
  isEmpty(value) || isWebAddress(text(value) ?? '') ? undefined : 'app.validation.format';

/** A calendar date (`2026-02-28`) that exists, in the years the product takes. */
export const date: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && isCalendarDate(value))
    ? undefined
    : saying('app.validation.date', DATE_YEARS.first, DATE_YEARS.last);

export const format =
  (pattern: RegExp): Rule =>
  (value) =>
    !isEmpty(value) && !pattern.test(text(value) ?? '') ? 'app.validation.format' : undefined;

/** A number within bounds, each bound said as people read it (`80,000 lb`, `8′ 6″`). */
export const between =
  (min: number, max: number, say: (bound: number) => string = String): Rule =>
  (value) => {
    if (typeof value !== 'number') return undefined;
    if (value < min) return saying('app.validation.atLeast', say(min));
    if (value > max) return saying('app.validation.atMost', say(max));
    return undefined;
  };

/** Runs rules in order and answers the first message. */
export const all =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const message = rule(value);
      if (message) return message;
    }
    return undefined;
  };
