/**
 * react-admin's words: its own, in English, and ours for each resource, from the one catalogue
 * (i18n/en.ts). react-admin reads a resource's name and its fields' labels from
 * `resources.<name>.name` and `resources.<name>.fields.<source>`, so that a list's column, a form's
 * input and a filter need no `label` of their own: the catalogue says it once per field.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { app } from '../i18n/en.js';

type Area = { menu: string; fields?: Record<string, string> };

/** Each resource (its route) and the catalogue area that names it and its fields. */
const RESOURCE_AREAS: Record<string, Area> = {
  'my-permit-request': app.permits,
  'my-loads': app.loads,
  companies: app.companies,
  applications: app.applications,
  'existing-member-list': app.members,
  contacts: app.contacts,
  invoices: app.invoices,
  'company-invoices': app.invoices,
  'card-operations': app.cardOperations,
  annual: app.annual,
  'state-notes': app.stateNotes,
  'company-state-regulation': app.regulations,
  accounts: app.accounts,
  logs: app.logs,
  'site-settings/customer-manual': app.manual,
  'site-settings/holiday-closures': app.holidayClosures,
  'site-settings/state-regulations': app.siteRegulations,
  'site-settings/blog': app.blog,
  'site-settings/pages': app.sitePages,
  'site-settings/services': app.services,
};

export const resourceMessages = Object.fromEntries(
  Object.entries(RESOURCE_AREAS).map(([resource, area]) => [resource, { name: area.menu, fields: area.fields ?? {} }]),
);

/** Where the back office words react-admin's own strings differently. */
const raMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, action: { ...englishMessages.ra.action, search_columns: app.lists.findColumn } },
};

export const i18nProvider = polyglotI18nProvider(
  () => ({ ...raMessages, resources: resourceMessages }),
  'en',
  [{ locale: 'en', name: 'English' }],
  { allowMissing: true },
);
