import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage-for-tests.js';
import { chosenThemeOf, keepThemeChoice, openingThemeMode } from './theme-choice.js';

/** The system's preference, as `matchMedia` answers it. */
const systemPrefers = (mode: 'light' | 'dark') =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: mode === 'dark' && query.includes('dark') }));

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  systemPrefers('light');
});
afterEach(() => vi.unstubAllGlobals());

describe('the theme the back office opens in', () => {
  it("is the person's own choice, kept for them alone", () => {
    keepThemeChoice(3, 'dark');
    expect(chosenThemeOf(3)).toBe('dark');
    expect(openingThemeMode(3)).toBe('dark');
    expect(chosenThemeOf(4)).toBeUndefined();
    expect(openingThemeMode(4)).toBe('light');
  });

  it("is else the one react-admin's store kept last in this browser, else the system's", () => {
    systemPrefers('dark');
    expect(openingThemeMode(undefined)).toBe('dark');
    localStorage.setItem('RaStorepermit-office.theme', '"light"');
    expect(openingThemeMode(undefined)).toBe('light');
    keepThemeChoice(3, 'dark');
    expect(openingThemeMode(3)).toBe('dark');
  });

  it('takes nothing it does not know for a theme, and holds when storage refuses', () => {
    localStorage.setItem('permit-office.theme.3', 'purple');
    localStorage.setItem('RaStorepermit-office.theme', '{not json');
    expect(chosenThemeOf(3)).toBeUndefined();
    expect(openingThemeMode(3)).toBe('light');
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('refused');
      },
      setItem: () => {
        throw new Error('refused');
      },
    });
    expect(() => keepThemeChoice(3, 'dark')).not.toThrow();
    expect(openingThemeMode(3)).toBe('light');
  });
});
