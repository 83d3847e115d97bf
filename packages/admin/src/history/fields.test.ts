/**
 * What a history shows of a record's fields: every field a change can list is named by the
 * catalogue (its section's form, or the history's own words), and its values read as elsewhere.
 */
import { contractCollections, contractColumns } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { app } from '../i18n/en.js';
import { numbered, type Words } from '../i18n/words.js';
import { catalogueWords } from '../i18n/catalogue-words.js';
import { SECTIONS, areaOf, collectionOf, type SectionName } from '../registry/table.js';
import { fieldLabel, fieldsPutBack, shownChanges, shownValue, type HistoryCollection } from './fields.js';

const HISTORY_COLLECTIONS = Object.keys(app.history.collections);
/** What the API never lists in a change (the revision says them itself). */
const UNLISTED = new Set(['id', 'version', 'created_at', 'updated_at', 'members_count']);

const words = catalogueWords('en');
const t: Words = (key, ...values) => words.translate(key, numbered(values));

/** The catalogue as react-admin reads it: a section's fields under `resources.<section>`. */
function lookup(key: string): string {
  const resource = /^resources\.(.+)\.fields\.([^.]+)$/.exec(key);
  if (resource) {
    const area = areaOf(resource[1] as SectionName);
    const fields: Record<string, string> | undefined = area
      ? (app[area] as { fields?: Record<string, string> }).fields
      : undefined;
    return fields?.[resource[2] ?? ''] ?? '';
  }
  const said = words.translate(key, { _: '' });
  return said;
}

describe("a history's fields", () => {
  const sections = (Object.keys(SECTIONS) as SectionName[]).filter((section) => {
    const collection = collectionOf(section);
    return collection !== undefined && HISTORY_COLLECTIONS.includes(collection) && areaOf(section) !== undefined;
  });

  it.each(sections)('%s: every field a change lists has a label', (section) => {
    const collection = collectionOf(section) as HistoryCollection;
    const schema = (contractCollections as Record<string, string>)[collection] ?? '';
    const columns = (contractColumns as Record<string, readonly string[]>)[schema] ?? [];
    const fields = [...new Set(columns.map((column) => column.split('.')[0] ?? ''))].filter(
      (field) => !UNLISTED.has(field),
    );
    const shown = shownChanges(fields.map((field) => ({ field, from: null, to: null }))).map(({ field }) => field);
    const unnamed = shown.filter((field) => fieldLabel(lookup, section, field) === field);
    expect(unnamed).toEqual([]);
  });
});

describe("a change's values", () => {
  const show = (collection: HistoryCollection, field: string, value: unknown) =>
    shownValue(t, collection, field, value);

  it('reads as the rest of the admin shows them', () => {
    expect(show('companies', 'status', 'pending')).toBe('Pending');
    expect(show('permit-requests', 'status', 'in_review')).toBe('In review');
    expect(show('members', 'member_role', 'owner')).toBe('Owner');
    expect(show('annual-permits', 'kind', 'oversize')).toBe('Oversize');
    expect(show('permit-requests', 'fee_cents', 13500)).toBe('$135.00');
    expect(show('loads', 'width_in', 135)).toBe('11′ 3″');
    expect(show('loads', 'weight_lbs', 175000)).toBe('175,000 lb');
    expect(show('loads', 'origin_state', 'AR')).toBe('Arkansas');
    expect(show('permit-requests', 'states', ['AR', 'OR'])).toBe('Arkansas, Oregon');
    expect(show('permit-requests', 'start_date', '2026-09-22')).toBe('Sep 22, 2026');
    expect(show('loads', 'on_road', true)).toBe('Yes');
    expect(show('loads', 'on_road', false)).toBe('No');
    expect(show('permit-requests', 'documents', [{ id: 1, link: 'files/1', name: 'PR-1.pdf' }])).toBe('PR-1.pdf');
  });

  it('shows nothing as a dash', () => {
    for (const empty of [null, undefined, '', []]) expect(show('companies', 'mc_number', empty)).toBe('—');
  });

  it("lists a linked record once, by its name, and not a permit request's status history", () => {
    const changes = ['company_id', 'company_name', 'status', 'status_history', 'load_id'].map((field) => ({
      field,
      from: null,
      to: null,
    }));
    expect(shownChanges(changes).map(({ field }) => field)).toEqual(['company_name', 'status', 'load_id']);
  });

  it('puts back only what the record’s form saves', () => {
    expect([...fieldsPutBack('companies')]).toEqual(expect.arrayContaining(['name', 'phone', 'status']));
    expect(fieldsPutBack('permit-requests').has('status')).toBe(false);
    expect(fieldsPutBack('permit-requests').has('notes')).toBe(true);
    expect(fieldsPutBack('accounts').has('password')).toBe(false);
    expect(fieldsPutBack('applications').size).toBe(0);
    expect(fieldsPutBack('contacts').size).toBe(0);
  });
});
