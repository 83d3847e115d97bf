/**
 * The whole catalogue's words outside react-admin, for what translates without its provider: the
 * unit tests of the screens' helpers (a history's fields, the statistics' figures). The pages
 * drawn before react-admin say the catalogue's first part only (words.ts's shellI18nProvider).
 */
import type { I18nProvider } from 'ra-core';
import { app } from './en.js';
import type { Locale } from './locale.js';
import { catalogueI18nProvider } from './words.js';

export const catalogueWords = (locale: Locale): I18nProvider => catalogueI18nProvider(app, locale);
