/**
 * The sections whose edit form is titled as react-admin titles one by default: the section's name
 * and the record's representation (`Companies Lone Star Heavy Haul LLC`), with what that title
 * needs: the collection the record is read from, the catalogue area that names the section, and
 * how a record is represented. The table of sections (registry/table.ts) takes these facts from
 * here; they are kept apart from it so that what draws a record's title before the back office has
 * loaded reads them without the table's icons and openings: the shell's frame (layouts/shell-frame),
 * and the hosts, which leave the back office's code out of such a page (boot/signed-in-preload.ts,
 * deploy/nginx). On a phone's first visit that title is the largest text of an edit form's first
 * screen (issue 68).
 *
 * A section whose edit form has a title of its own (a blog post's, a state's limits) is not here:
 * the frame could not say it.
 */
import type { RaRecord } from 'react-admin';
import type { CollectionName } from '@permit-office/sdk';
import type { AreaName } from './declarations.js';

export interface RecordTitleFacts {
  collection: CollectionName;
  area: AreaName;
  /** react-admin's `recordRepresentation`: a field's name, or the text made of the record. */
  recordRepresentation: string | ((record: RaRecord) => string);
}

export const RECORD_TITLES = {
  'my-permit-request': { collection: 'permit-requests', area: 'permits', recordRepresentation: 'number' },
  'my-loads': { collection: 'loads', area: 'loads', recordRepresentation: 'description' },
  'my-vehicles': { collection: 'vehicles', area: 'vehicles', recordRepresentation: 'name' },
  companies: { collection: 'companies', area: 'companies', recordRepresentation: 'name' },
  'existing-member-list': { collection: 'members', area: 'members', recordRepresentation: 'name' },
  invoices: { collection: 'invoices', area: 'invoices', recordRepresentation: 'number' },
  annual: { collection: 'annual-permits', area: 'annual', recordRepresentation: 'permit_number' },
  'state-notes': {
    collection: 'state-notes',
    area: 'stateNotes',
    recordRepresentation: (record) => `${String(record.state)}: ${String(record.body).slice(0, 40)}`,
  },
  accounts: { collection: 'accounts', area: 'accounts', recordRepresentation: 'name' },
  'site-settings/city-rates': {
    collection: 'city-rates',
    area: 'cityRates',
    recordRepresentation: (record) => `${String(record.city)}, ${String(record.state)}`,
  },
} as const satisfies Record<string, RecordTitleFacts>;

/** The address's first segments of a section whose edit form has react-admin's title. */
export type TitledRecordSection = keyof typeof RECORD_TITLES;

export const TITLED_RECORD_SECTIONS = Object.keys(RECORD_TITLES) as TitledRecordSection[];

/**
 * The edit form at `pathname` of a section here (`/companies/12`, `/site-settings/city-rates/3/`),
 * with the record's id as the address gives it (decoded), if that is what the address opens:
 * react-admin's `/:resource/:id` (not `/create`, nor a show screen's `/:id/show`).
 */
export function titledRecordAt(pathname: string): { section: TitledRecordSection; id: string } | undefined {
  const path = pathname.replace(/\/+$/, '');
  for (const section of TITLED_RECORD_SECTIONS) {
    if (!path.startsWith(`/${section}/`)) continue;
    const rest = path.slice(section.length + 2);
    if (rest === '' || rest === 'create' || rest.includes('/')) return undefined;
    try {
      return { section, id: decodeURIComponent(rest) };
    } catch {
      // A malformed address (`%E0`): no record react-admin would open either.
      return undefined;
    }
  }
  return undefined;
}

/**
 * A record's representation as react-admin draws it in the title (its `useGetRecordRepresentation`):
 * the field's value, or the function's text. None when the field holds nothing to show.
 */
export function representationOf(facts: RecordTitleFacts, record: RaRecord): string | undefined {
  const { recordRepresentation } = facts;
  if (typeof recordRepresentation === 'function') return recordRepresentation(record);
  const value: unknown = record[recordRepresentation];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
