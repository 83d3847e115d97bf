/**
 * Which locale the app speaks: English, or the pseudo-locale (pseudo.ts) when react-admin's store
 * says so (its `locale` item, as react-admin's locale menu would keep it). Read synchronously at
 * start, so that the first screen, the sign-in page included, is drawn in it.
 */
import { storedItemKey } from '../session/store-key.js';
import { PSEUDO_LOCALE } from './pseudo.js';

export const DEFAULT_LOCALE = 'en';
export type Locale = typeof DEFAULT_LOCALE | typeof PSEUDO_LOCALE;

export function chosenLocale(): Locale {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storedItemKey('locale')) ?? 'null');
    return stored === PSEUDO_LOCALE ? PSEUDO_LOCALE : DEFAULT_LOCALE;
  } catch {
    // Storage refused (a private window's policy) or not JSON: the default.
    return DEFAULT_LOCALE;
  }
}
