/**
 * react-admin's words: its own, in English, and ours for each resource, from the one catalogue
 * (i18n/en.ts). react-admin reads a resource's name and its fields' labels from
 * `resources.<name>.name` and `resources.<name>.fields.<source>`, so that a list's column, a form's
 * input and a filter need no `label` of their own: the catalogue says it once per field.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { app } from '../i18n/en.js';
import { SECTION_NAMES, areaOf } from '../sections/names.js';

/** Each section's catalogue area (names.ts), under its name: `resources.my-permit-request` is `app.permits`. */
export const resourceMessages = Object.fromEntries(
  SECTION_NAMES.flatMap((section) => {
    const area = areaOf(section);
    if (!area) return [];
    const words: { menu: string; fields?: Record<string, string> } = app[area];
    return [[section, { name: words.menu, fields: words.fields ?? {} }]];
  }),
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
