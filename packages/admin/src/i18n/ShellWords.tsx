/**
 * The words of the pages drawn before react-admin is loaded (sign-in, password, errors, the top
 * notification): react-admin's translate hooks read them from here, and from react-admin's own
 * provider inside the back office.
 */
import { I18nContext } from 'ra-core';
import type { ReactNode } from 'react';
import { shellWords } from './words.js';

export function ShellWords({ children }: { children: ReactNode }) {
  return <I18nContext.Provider value={shellWords()}>{children}</I18nContext.Provider>;
}
