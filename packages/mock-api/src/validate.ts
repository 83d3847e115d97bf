/**
 * Validates request bodies and query parameters against the contract's JSON Schemas, answering
 * field errors in the words the product's forms use (the specification's validation messages).
 *
 * It covers the keywords the contract uses and interprets them directly, with no code generation,
 * so it runs in the browser under a strict Content-Security-Policy as well as in Node. Response
 * conformance is checked independently by Ajv in the tests.
 */
import {
  characterCount,
  DATE_YEARS,
  isCalendarDate,
  isCalendarDateTime,
  isWebAddress,
  validationMessages as sharedMessages,
  type ContractLimits,
} from '@permit-office/sdk';
import contract from './contract.gen.json' with { type: 'json' };

export type Schema = ContractLimits & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  uniqueItems?: boolean;
  readOnly?: boolean;
  default?: unknown;
};

/** Field path (`email`, `states.2`) → messages. */
export type FieldErrors = Record<string, string[]>;

export const validationMessages = {
  // The specification's and the shared ones, as the admin's forms say them (the SDK's table).
  ...sharedMessages,
  // The API's own: a form says these in its own words (bounds with their units, for one).
  minimum: 'The value must be at least {0}',
  maximum: 'The value must be at most {0}',
  minItems: 'Choose at least {0}',
  maxItems: 'Choose at most {0}',
  unique: 'Each value may appear only once',
  boolean: 'This field must be yes or no',
  list: 'This field must be a list',
} as const;

const fill = (template: string, ...values: (number | string)[]) =>
  template.replace(/\{(\d+)\}/g, (match, index: string) => String(values[Number(index)] ?? match));
const dateMessage = fill(validationMessages.date, DATE_YEARS.first, DATE_YEARS.last);

/**
 * One @, something on each side, a dot inside the domain (not its first or last character), no
 * spaces: what `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` accepts, in linear time. That form backtracks
 * quadratically (its two domain parts overlap at every dot); here the domain's first part stops at
 * its first dot after the first character, so no character can be matched two ways.
 */
export const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

const patterns = new Map<string, RegExp>();
const regexOf = (source: string): RegExp => {
  let regex = patterns.get(source);
  if (!regex) {
    regex = new RegExp(source, 'u');
    patterns.set(source, regex);
  }
  return regex;
};

export function resolve(schema: Schema): Schema {
  let current = schema;
  while (current.$ref) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    let target: unknown = contract;
    for (const key of path) target = (target as Record<string, unknown>)[key];
    if (!target) throw new Error(`Unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The properties an object schema declares, through allOf and $ref. */
export function propertiesOf(schema: Schema): Record<string, Schema> {
  const resolved = resolve(schema);
  const own = { ...(resolved.properties ?? {}) };
  for (const part of resolved.allOf ?? []) Object.assign(own, propertiesOf(part));
  return own;
}

function requiredOf(schema: Schema): string[] {
  const resolved = resolve(schema);
  return [...(resolved.required ?? []), ...(resolved.allOf ?? []).flatMap(requiredOf)];
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a schema admits null (`type: [integer, 'null']`, or a `oneOf` with a null branch). */
function admitsNull(schema: Schema): boolean {
  const resolved = resolve(schema);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  return types.includes('null') || (resolved.oneOf ?? []).some(admitsNull);
}

function matchesType(value: unknown, types: string[]): boolean {
  const actual = typeOf(value);
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'));
}

function typeMessage(types: string[]): string {
  if (types.includes('integer')) return validationMessages.integer;
  if (types.includes('number')) return validationMessages.numbers;
  if (types.includes('boolean')) return validationMessages.boolean;
  if (types.includes('array')) return validationMessages.list;
  return validationMessages.format;
}

/** Code points of `text`, counting no further than `limit`. */
function characterCountUpTo(text: string, limit: number): number {
  // Two UTF-16 units hold at least one character: a text that short in units is short enough.
  if (text.length <= limit) return characterCount(text);
  let count = 0;
  for (const _ of text) if (++count >= limit) break;
  return count;
}

function add(errors: FieldErrors, path: string, message: string): void {
  const key = path || '_';
  (errors[key] ??= []).push(message);
}

function check(schema: Schema, value: unknown, path: string, errors: FieldErrors): void {
  const resolved = resolve(schema);

  if (resolved.allOf) for (const part of resolved.allOf) check(part, value, path, errors);

  if (resolved.oneOf) {
    // The branch with the fewest complaints speaks for the value.
    let best: FieldErrors | undefined;
    for (const branch of resolved.oneOf) {
      const branchErrors: FieldErrors = {};
      check(branch, value, path, branchErrors);
      if (Object.keys(branchErrors).length === 0) return;
      if (!best || Object.keys(branchErrors).length < Object.keys(best).length) best = branchErrors;
    }
    for (const [field, messages] of Object.entries(best ?? {})) for (const m of messages) add(errors, field, m);
    return;
  }

  if (resolved.type !== undefined) {
    const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
    if (!matchesType(value, types)) {
      add(errors, path, value === null || value === '' ? validationMessages.required : typeMessage(types));
      return;
    }
  }
  if (value === null) return;

  if (resolved.const !== undefined && value !== resolved.const) {
    add(errors, path, resolved.const === true ? validationMessages.required : validationMessages.format);
  }
  if (resolved.enum && !resolved.enum.includes(value)) {
    add(errors, path, value === '' ? validationMessages.required : validationMessages.format);
  }

  if (typeof value === 'string') {
    // Lengths in code points, as JSON Schema counts them. Past a limit no character can bring the
    // text back under it, so a hostile length stops the count early (and every later check).
    const length = characterCountUpTo(value, (resolved.maxLength ?? Infinity) + 1);
    if (resolved.minLength !== undefined && length < resolved.minLength) {
      add(
        errors,
        path,
        length === 0 ? validationMessages.required : fill(validationMessages.minLength, resolved.minLength),
      );
      return;
    }
    if (resolved.maxLength !== undefined && length > resolved.maxLength) {
      add(errors, path, fill(validationMessages.maxLength, resolved.maxLength));
      return;
    }
    if (resolved.format === 'email' && !EMAIL.test(value)) add(errors, path, validationMessages.email);
    else if (resolved.format === 'date' && !isCalendarDate(value)) add(errors, path, dateMessage);
    else if (resolved.format === 'date-time' && !isCalendarDateTime(value)) add(errors, path, dateMessage);
    else if (resolved.format === 'uri' && !isWebAddress(value)) add(errors, path, validationMessages.format);
    else if (resolved.pattern && !regexOf(resolved.pattern).test(value)) {
      add(errors, path, value === '' ? validationMessages.required : validationMessages.format);
    }
  }

  if (typeof value === 'number') {
    if (resolved.minimum !== undefined && value < resolved.minimum)
      add(errors, path, fill(validationMessages.minimum, resolved.minimum));
    if (resolved.maximum !== undefined && value > resolved.maximum)
      add(errors, path, fill(validationMessages.maximum, resolved.maximum));
  }

  if (Array.isArray(value)) {
    if (resolved.minItems !== undefined && value.length < resolved.minItems) {
      add(
        errors,
        path,
        resolved.minItems === 1 && value.length === 0
          ? validationMessages.required
          : fill(validationMessages.minItems, resolved.minItems),
      );
    }
    if (resolved.maxItems !== undefined && value.length > resolved.maxItems)
      add(errors, path, fill(validationMessages.maxItems, resolved.maxItems));
    if (resolved.uniqueItems && new Set(value.map((item) => JSON.stringify(item))).size !== value.length) {
      add(errors, path, validationMessages.unique);
    }
    if (resolved.items)
      value.forEach((item, index) => check(resolved.items as Schema, item, join(path, String(index)), errors));
  }

  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    for (const name of resolved.required ?? []) {
      const field = record[name];
      // A required field is given when it is null only if null is one of its values: saying
      // "none" is then the answer (`PresenceInput`'s nowhere), not a field left empty.
      const property = resolved.properties?.[name];
      if (field === null && property && admitsNull(property)) continue;
      if (field === undefined || field === null || field === '')
        add(errors, join(path, name), validationMessages.required);
    }
    for (const [name, property] of Object.entries(resolved.properties ?? {})) {
      const field = record[name];
      if (field === undefined) continue;
      // Empty text is reported above when the field is required, and is no value when it is not.
      if (field === '' || (field === null && (resolved.required ?? []).includes(name))) continue;
      // Read-only fields are what the server sends back; a client echoing them is not an error.
      if (resolve(property).readOnly) continue;
      check(property, field, join(path, name), errors);
    }
    if (resolved.additionalProperties === false) {
      for (const name of Object.keys(record)) {
        if (!(name in (resolved.properties ?? {}))) add(errors, join(path, name), validationMessages.format);
      }
    }
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function validate(schema: Schema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  check(schema, value, '', errors);
  for (const key of Object.keys(errors)) errors[key] = [...new Set(errors[key])];
  return errors;
}

/** Passwords are kept exactly as typed: sign-in compares them as sent. */
const isPassword = (name: string) => name.includes('password');

/**
 * A body's text as the API reads it, before validation: spaces and line breaks around a value are
 * dropped (a phone's keyboard adds one after a word), as the admin's form rules read it too, so a
 * value the form takes is the value the API checks.
 */
export function trimText(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === 'string' && !isPassword(name) ? value.trim() : value,
    ]),
  );
}

/**
 * Only the writable fields an input schema declares: unknown and read-only fields are dropped.
 * Text is kept in Unicode's composed form (NFC), so that the same words typed on two keyboards
 * (an accent as its own key or as a combining mark) are stored alike; they read the same.
 */
export function pickWritable(schema: Schema, body: Record<string, unknown>): Record<string, unknown> {
  const properties = propertiesOf(schema);
  const picked: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!(name in body) || resolve(property).readOnly || body[name] === undefined) continue;
    const value = body[name];
    picked[name] = typeof value === 'string' && !isPassword(name) ? value.normalize('NFC') : value;
  }
  return picked;
}

/** Query strings are text: turn each into what its parameter's schema declares, before validating. */
export function coerceQueryValue(schema: Schema, raw: string): unknown {
  const resolved = resolve(schema);
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes('integer') || types.includes('number')) {
    return raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
  }
  if (types.includes('boolean')) return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

export { requiredOf };
