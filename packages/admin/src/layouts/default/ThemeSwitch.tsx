/**
 * Light or dark, as each person chooses it: react-admin's switch, and the choice kept per person
 * (several people may share a browser at a desk) and brought back when they sign in again.
 */
import { useEffect, useRef } from 'react';
import { ToggleThemeButton, useGetIdentity, useTheme } from 'react-admin';
import { chosenThemeOf, keepThemeChoice } from '../../session/theme-choice.js';

export function ThemeSwitch() {
  const { identity } = useGetIdentity();
  const [mode, setMode] = useTheme();
  const restoredFor = useRef<string | number>(undefined);
  const personId = identity?.id;
  // Signed in: the person's own choice, if they made one.
  useEffect(() => {
    if (personId === undefined || restoredFor.current === personId) return;
    restoredFor.current = personId;
    const mine = chosenThemeOf(personId);
    if (mine && mine !== mode) setMode(mine);
  }, [personId, mode, setMode]);
  // Switched: kept for this person.
  useEffect(() => {
    if (personId === undefined || restoredFor.current !== personId || (mode !== 'light' && mode !== 'dark')) return;
    keepThemeChoice(personId, mode);
  }, [personId, mode]);
  return <ToggleThemeButton />;
}
