/**
 * react-admin's words: its own, in English, and ours, from the one catalogue (i18n/en.ts), in the
 * locale chosen (English, or the pseudo-locale that finds text outside the catalogue). Screens
 * read them with `useWords` (i18n/words.ts) under `app.…`; react-admin reads a resource's name
 * and its fields' labels from `resources.<name>.name` and `resources.<name>.fields.<source>`, so
 * that a list's column, a form's input and a filter need no `label` of their own: the catalogue
 * says it once per field.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { app, reactAdminWords } from '../i18n/en.js';
import { chosenLocale, DEFAULT_LOCALE } from '../i18n/locale.js';
import { PSEUDO_LOCALE, pseudoMessages } from '../i18n/pseudo.js';
import { catalogueMessages, withCatalogueRules } from '../i18n/words.js';
import { SECTION_NAMES, areaOf } from '../registry/table.js';

// The shell's top notification shows the back office's words too (an Undo after a deletion).
import '../i18n/whole-catalogue.js';

/** Each section's catalogue area (registry/table.ts), under its name: `resources.my-permit-request` is `app.permits`. */
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
  ra: {
    ...englishMessages.ra,
    ...reactAdminWords,
    action: { ...englishMessages.ra.action, search_columns: app.lists.findColumn },
  },
};

const messagesIn = (locale: string) => {
  const pseudo = locale === PSEUDO_LOCALE;
  const theirs = { ...raMessages, resources: resourceMessages };
  return {
    ...(pseudo ? pseudoMessages(theirs) : theirs),
    ...catalogueMessages(app, pseudo ? PSEUDO_LOCALE : DEFAULT_LOCALE),
  };
};

export const i18nProvider = withCatalogueRules(
  polyglotI18nProvider(
    messagesIn,
    chosenLocale(),
    [
      { locale: DEFAULT_LOCALE, name: 'English' },
      { locale: PSEUDO_LOCALE, name: 'English (pseudo)' },
    ],
    { allowMissing: true },
  ),
);
