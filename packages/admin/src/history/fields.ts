/**
 * A revision's changes as a person reads them: which fields, named as the record's form names them,
 * with their values shown as the rest of the admin shows them (an enum by its label, money, lengths,
 * weights, dates, a state by its name, nothing as "—"), and which of them may be put back (the fields
 * the record's form saves, as the contract's input schema lists them).
 *
 * Plain functions of a translator: the panel gives them react-admin's, the tests the catalogue.
 */
import { contractCollections, contractFields, type components } from '@permit-office/sdk';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatFeetInches,
  formatInteger,
  formatPounds,
} from '../format/format.js';
import { STATES } from '../format/states.js';
import type { WordKey, Words } from '../i18n/words.js';

import type { HistoryCollection } from './collections.js';

type Schemas = components['schemas'];
export type { HistoryCollection };
export type Revision = Schemas['Revision'];
export type FieldChange = Schemas['FieldChange'];
export type Actor = Schemas['Actor'];

/** The fields whose values are one of the contract's enums, by collection: where the catalogue labels them. */
const ENUMS: Partial<Record<HistoryCollection, Record<string, string>>> = {
  companies: { status: 'app.company.status' },
  applications: { status: 'app.applications.status' },
  members: { member_role: 'app.members.roles' },
  accounts: { role: 'app.accounts.roles' },
  contacts: { status: 'app.contacts.status' },
  invoices: { status: 'app.invoices.status' },
  'permit-requests': { status: 'app.permits.status' },
  'annual-permits': { kind: 'app.annual.kinds' },
  'blog-posts': { status: 'app.blog.status' },
};

/** Fields that hold a state's code (or, `states`, a route of them): shown by the state's name. */
const STATE_FIELDS = new Set(['state', 'states', 'origin_state', 'destination_state']);

/**
 * Fields a change never shows: a permit request's `status_history` repeats its `status` and the
 * transition's reason, which the revision shows itself.
 */
const NOT_SHOWN = new Set(['status_history']);

/** Fields whose values are never shown (the API names the change, with no values). */
const SECRET = new Set(['password']);

/** The collections whose records have no form (no `PUT`): their history is read, never put back. */
const NO_FORM: ReadonlySet<HistoryCollection> = new Set(['applications', 'contacts']);

type FieldRule = { type?: string; format?: string };
const fieldsOf = (schema: string): Record<string, FieldRule> | undefined =>
  (contractFields as unknown as Record<string, Record<string, FieldRule> | undefined>)[schema];

/** The contract's schema of a collection's records (`Company`), the settings' by their path. */
function schemaOf(collection: HistoryCollection): string | undefined {
  const settings: Partial<Record<HistoryCollection, string>> = {
    'settings/main': 'ServiceSettings',
    'site-settings/general': 'SiteGeneral',
    'site-settings/home': 'SiteHome',
  };
  return settings[collection] ?? (contractCollections as Record<string, string>)[collection];
}

/**
 * The fields the record's form saves, which a put-back may name: the contract's input schema
 * (`CompanyInput`), or the settings' own; none for a record without a form; never a password.
 */
export function fieldsPutBack(collection: HistoryCollection): ReadonlySet<string> {
  const schema = schemaOf(collection);
  if (!schema || NO_FORM.has(collection)) return new Set();
  const input = fieldsOf(`${schema}Input`) ?? (collection.includes('settings') ? fieldsOf(schema) : undefined);
  return new Set(Object.keys(input ?? {}).filter((field) => !SECRET.has(field)));
}

/** The changes of a revision worth a line: a linked record's id beside its name is said once, by its name. */
export function shownChanges(changes: readonly FieldChange[]): FieldChange[] {
  const fields = new Set(changes.map((change) => change.field));
  return changes.filter(
    ({ field }) => !NOT_SHOWN.has(field) && !(field.endsWith('_id') && fields.has(`${field.slice(0, -3)}_name`)),
  );
}

export const isSecret = (field: string): boolean => SECRET.has(field);

/**
 * A field's label: as its section's form names it (`resources.<section>.fields.<field>`), else
 * the history's own words for the fields no form shows. `lookup` answers a key's words, or ''
 * when the catalogue has none.
 */
export function fieldLabel(lookup: (key: string) => string, section: string, field: string): string {
  return lookup(`resources.${section}.fields.${field}`) || lookup(`app.history.fields.${field}`) || field;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as the field shows it elsewhere in the admin. */
export function shownValue(t: Words, collection: HistoryCollection, field: string, value: unknown): string {
  if (isEmpty(value)) return t('app.history.empty');
  if (typeof value === 'boolean') return t(value ? 'app.history.yes' : 'app.history.no');
  const labels = ENUMS[collection]?.[field];
  if (labels && typeof value === 'string') return t(`${labels}.${value}` as WordKey);
  if (STATE_FIELDS.has(field)) {
    const codes = Array.isArray(value) ? value : [value];
    return codes.map((code) => STATES[code as keyof typeof STATES] ?? String(code)).join(', ');
  }
  if (typeof value === 'number') {
    if (/_cents(_|$)/.test(field)) return formatCents(value);
    if (field.endsWith('_in')) return formatFeetInches(value);
    if (field.endsWith('_lbs')) return formatPounds(value);
    if (field.endsWith('_id') || field === 'id') return String(value);
    return formatInteger(value);
  }
  if (typeof value === 'string') {
    const schema = schemaOf(collection);
    const format = schema ? fieldsOf(schema)?.[field]?.format : undefined;
    if (format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (format === 'date-time' && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    // A list of records (a permit's documents): their names; of anything else, how many.
    const names = value.map((item: unknown) => {
      if (typeof item === 'string' || typeof item === 'number') return String(item);
      const named = item as { name?: unknown; title?: unknown } | null;
      return typeof named?.name === 'string' ? named.name : typeof named?.title === 'string' ? named.title : undefined;
    });
    if (names.every((name) => name !== undefined)) return names.join(', ');
    return t('app.history.items', value.length);
  }
  return t('app.history.items', Object.keys(value as object).length);
}
