/**
 * Every section's identity, once: its name (its route and react-admin's resource), the API
 * collection it reads, and the catalogue area that names it and its fields. Everything else that
 * speaks of a section takes a `SectionName`: the access rule (access/can-access.ts), the screens'
 * table (registry.ts), the data provider, the exporter, the words react-admin reads, the paths
 * screens link to (`pathTo`). A misspelt section is a compile error.
 *
 * Light on purpose (no screen, no icon): the rule, the providers and the shell read it before any
 * section's code has loaded.
 */
import type { Identifier } from 'react-admin';
import type { contractCollections } from '@permit-office/sdk';
import type { app } from '../i18n/en.js';

/** An API collection of the contract (`permit-requests`). */
export type CollectionName = keyof typeof contractCollections;

/** A catalogue area that names a resource and its fields (`app.permits`: `menu`, `fields`). */
export type AreaName = {
  [Name in keyof typeof app]: (typeof app)[Name] extends { menu: string } ? Name : never;
}[keyof typeof app];

interface SectionIdentity {
  /** The collection its records are, when it has records. */
  collection?: CollectionName;
  /** Where the catalogue names it and its fields, for react-admin (`resources.<name>`). */
  area?: AreaName;
  /**
   * The first segment of its record page when not its name: a company's page, with its tabs, is
   * `/company/:id`, its edit form `/companies/:id`.
   */
  page?: string;
}

export const SECTIONS = {
  overview: {},
  'my-permit-request': { collection: 'permit-requests', area: 'permits' },
  'my-loads': { collection: 'loads', area: 'loads' },
  companies: { collection: 'companies', area: 'companies', page: 'company' },
  applications: { collection: 'applications', area: 'applications' },
  'existing-member-list': { collection: 'members', area: 'members' },
  contacts: { collection: 'contacts', area: 'contacts' },
  invoices: { collection: 'invoices', area: 'invoices' },
  'company-invoices': { collection: 'invoices', area: 'invoices' },
  'card-operations': { collection: 'card-operations', area: 'cardOperations' },
  annual: { collection: 'annual-permits', area: 'annual' },
  'permit-calculation/city': {},
  'state-notes': { collection: 'state-notes', area: 'stateNotes' },
  'company-state-regulation': { collection: 'state-regulations', area: 'regulations' },
  'company-info': {},
  'contact-us': {},
  accounts: { collection: 'accounts', area: 'accounts' },
  logs: { collection: 'logs', area: 'logs' },
  trash: { collection: 'trash', area: 'trash' },
  'main-settings': {},
  statistic: {},
  'agent-statistics': {},
  'company-statistic': {},
  'site-settings/general': {},
  'site-settings/main-settings': {},
  'site-settings/customer-manual': { collection: 'manual-documents', area: 'manual' },
  'site-settings/holiday-closures': { collection: 'holiday-closures', area: 'holidayClosures' },
  'site-settings/state-regulations': { collection: 'state-regulations', area: 'siteRegulations' },
  'site-settings/blog': { collection: 'blog-posts', area: 'blog' },
  'site-settings/pages': { collection: 'pages', area: 'sitePages' },
  'site-settings/services': { collection: 'services', area: 'services' },
  docApi: {},
  test: {},
  settings: {},
} as const satisfies Record<string, SectionIdentity>;

export type SectionName = keyof typeof SECTIONS;

export const SECTION_NAMES = Object.keys(SECTIONS) as SectionName[];

export const isSectionName = (name: string): name is SectionName => Object.hasOwn(SECTIONS, name);

/** Where the catalogue names a section and its fields, if it does. */
export const areaOf = (section: SectionName): AreaName | undefined => (SECTIONS[section] as SectionIdentity).area;

/** The collection a section reads, if it reads one. */
export const collectionOf = (section: SectionName): CollectionName | undefined =>
  (SECTIONS[section] as SectionIdentity).collection;

/** The first segment of a section's record pages (`company` for `/company/:id`). */
export const pageOf = (section: SectionName): string => (SECTIONS[section] as SectionIdentity).page ?? section;

/**
 * Where a section's screen is: its list; with `id`, a record's edit form, its show screen, or its
 * own page (`page`: `/overview/:id` shows a permit request, `/company/:id` a company with its tabs).
 * Ids are encoded: a record id never adds a path segment.
 */
export function pathTo(section: SectionName, id?: Identifier, screen: 'edit' | 'show' | 'page' = 'edit'): string {
  if (id === undefined) return `/${section}`;
  const encoded = encodeURIComponent(String(id));
  if (screen === 'page') return `/${pageOf(section)}/${encoded}`;
  return screen === 'show' ? `/${section}/${encoded}/show` : `/${section}/${encoded}`;
}

/** The creation form of a section. */
export const createPathOf = (section: SectionName): string => `/${section}/create`;

/** A section's list filtered as `filter` says: `/my-loads?filter={"on_road":true}`. */
export const filteredPathTo = (section: SectionName, filter: Record<string, unknown>): string =>
  `/${section}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
