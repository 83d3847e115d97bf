/**
 * The specification's validation rules, as functions that every form uses (react-admin's
 * `validate` prop takes them as they are): each answers undefined when the value is fine, or the
 * specification's message. Empty values pass every rule but `required`, as in any form library.
 */
import { characterCount, DATE_YEARS, isCalendarDate, isWebAddress } from '@permit-office/sdk';
import { app } from '../i18n/en.js';
import { fill } from '../i18n/t.js';

export type Rule = (value: unknown) => string | undefined;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const text = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;

export const required: Rule = (value) => (isEmpty(value) ? app.validation.required : undefined);

/**
 * One @, something on each side, a dot in the domain (not its first or last character), no spaces;
 * written so that no character can be matched two ways, so it runs in linear time on any input
 * (`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`, which accepts the same, backtracks quadratically at every dot).
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const email: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  return EMAIL.test(text(value) ?? '') ? undefined : app.validation.email;
};

/** Digits, with an optional sign and decimal part. */
export const numbers: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : app.validation.numbers;
  return /^-?\d+(\.\d+)?$/.test(text(value) ?? '') ? undefined : app.validation.numbers;
};

export const integer: Rule = (value) => {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? undefined : app.validation.integer;
  return /^-?\d+$/.test(text(value) ?? '') ? undefined : app.validation.integer;
};

/** Lengths count characters as the contract does (code points: an emoji is one). */
export const maxLength =
  (max: number): Rule =>
  (value) =>
    !isEmpty(value) && characterCount(text(value) ?? '') > max ? fill(app.validation.maxLength, max) : undefined;

export const minLength =
  (min: number): Rule =>
  (value) =>
    !isEmpty(value) && characterCount(text(value) ?? '') < min ? fill(app.validation.minLength, min) : undefined;

/** A web address people can open (the contract's `format: uri`). */
export const webAddress: Rule = (value) =>
  isEmpty(value) || isWebAddress(text(value) ?? '') ? undefined : app.validation.format;

/** A calendar date (`2026-02-28`) that exists, in the years the product takes. */
export const date: Rule = (value) =>
  isEmpty(value) || (typeof value === 'string' && isCalendarDate(value))
    ? undefined
    : fill(app.validation.date, DATE_YEARS.first, DATE_YEARS.last);

export const format =
  (pattern: RegExp): Rule =>
  (value) =>
    !isEmpty(value) && !pattern.test(text(value) ?? '') ? app.validation.format : undefined;

/** A number within bounds, each bound said as people read it (`80,000 lb`, `8′ 6″`). */
export const between =
  (min: number, max: number, say: (bound: number) => string = String): Rule =>
  (value) => {
    if (typeof value !== 'number') return undefined;
    if (value < min) return fill(app.validation.atLeast, say(min));
    if (value > max) return fill(app.validation.atMost, say(max));
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
