/**
 * react-admin's own words in English. Ours are in i18n/en.ts and are read directly; this only
 * serves react-admin's components (buttons, pagination, its notifications).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

export const i18nProvider = polyglotI18nProvider(() => englishMessages, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
