/**
 * The light or dark theme: the one a person chose, kept in this browser for them
 * (layouts/default/ThemeSwitch.tsx), and the one the back office opens in, as react-admin's
 * `useTheme` decides it. Read by the shell's frame too (layouts/shell-frame), which is drawn before
 * react-admin is there: a person who chose the dark theme does not see a light bar first.
 */
import { storedItemKey } from './store-key.js';

export type ThemeMode = 'light' | 'dark';

const keyOf = (personId: string | number) => `permit-office.theme.${personId}`;

const isMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The person's own choice, if they made one in this browser. */
export function chosenThemeOf(personId: string | number): ThemeMode | undefined {
  try {
    const value = localStorage.getItem(keyOf(personId));
    return isMode(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function keepThemeChoice(personId: string | number, mode: ThemeMode): void {
  try {
    localStorage.setItem(keyOf(personId), mode);
  } catch {
    // Storage refused (a private window): the choice lasts as long as the tab.
  }
}

/**
 * The theme the back office opens in for the person (`personId`, when known): their choice, else
 * react-admin's store's (the last one used in this browser), else the system's, as react-admin's
 * `useTheme` reads them.
 */
export function openingThemeMode(personId: string | number | undefined): ThemeMode {
  const mine = personId === undefined ? undefined : chosenThemeOf(personId);
  if (mine) return mine;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storedItemKey('theme')) ?? 'null');
    if (isMode(stored)) return stored;
  } catch {
    // Nothing readable kept: the system's.
  }
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
