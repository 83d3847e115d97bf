/**
 * A form's rules as the contract states them: for each field of an input schema, the rules its
 * type and constraints call for (required, whole number, length in characters, e-mail, a date
 * that exists, the contract's pattern, bounds), in the specification's words. A limit changed in
 * openapi.yaml changes the form with it, and the form never lets through what the API refuses
 * (or refuses what it takes): both read the same rule.
 */
import { contractFields, type ContractField } from '@permit-office/sdk';
import { formatCents, formatFeetInches, formatInteger, formatPounds } from '../format/format.js';
import {
  all,
  between,
  date,
  email,
  format,
  integer,
  maxLength,
  minLength,
  numbers,
  required,
  webAddress,
  type Rule,
} from './rules.js';

type Schemas = typeof contractFields;
/** A schema of the contract that has fields a client writes. */
export type InputSchema = keyof Schemas;

/**
 * A bound as people read it, by the unit the field's name ends in (the contract's convention):
 * cents read as dollars, inches as feet and inches, pounds with their unit.
 */
function sayBound(field: string): (bound: number) => string {
  if (/_cents(_|$)/.test(field)) return formatCents;
  if (field.endsWith('_in')) return formatFeetInches;
  if (field.endsWith('_lbs')) return formatPounds;
  return formatInteger;
}

function rulesOf(field: string, constraints: ContractField): Rule {
  const rules: Rule[] = [];
  // A field that must be sent but may be null (`fee_ceiling_cents`) is sent empty as null.
  if (constraints.required && !constraints.nullable) rules.push(required);
  if (constraints.type === 'integer') rules.push(numbers, integer);
  if (constraints.type === 'number') rules.push(numbers);
  if (constraints.minLength !== undefined && constraints.minLength > 1) rules.push(minLength(constraints.minLength));
  if (constraints.maxLength !== undefined) rules.push(maxLength(constraints.maxLength));
  if (constraints.format === 'email') rules.push(email);
  if (constraints.format === 'date') rules.push(date);
  if (constraints.format === 'uri') rules.push(webAddress);
  // The contract's patterns are Unicode regular expressions (JSON Schema's dialect is ECMA-262's).
  if (constraints.pattern !== undefined) rules.push(format(new RegExp(constraints.pattern, 'u')));
  if (constraints.minimum !== undefined || constraints.maximum !== undefined) {
    rules.push(between(constraints.minimum ?? -Infinity, constraints.maximum ?? Infinity, sayBound(field)));
  }
  return all(...rules);
}

const made = new Map<InputSchema, Record<string, Rule>>();

/** Every field's rule of `schema`, by field name. Made once per schema. */
export function contractRules<S extends InputSchema>(schema: S): { readonly [F in keyof Schemas[S]]: Rule } {
  let rules = made.get(schema);
  if (!rules) {
    const fields: Record<string, ContractField> = contractFields[schema];
    rules = Object.fromEntries(
      Object.entries(fields).map(([field, constraints]) => [field, rulesOf(field, constraints)]),
    );
    made.set(schema, rules);
  }
  return rules as { readonly [F in keyof Schemas[S]]: Rule };
}
