/**
 * A section's words by their role in its catalogue area (`app.<area>.title`, `.create`): a screen
 * shared by sections (a list, a settings page) says them without each section passing them.
 */
import type { Catalogue } from './choices.js';
import { app } from './en.js';
import type { WordKey } from './keys.js';

/** The key of `word` in `area`, when the area has it. */
export function areaWord(area: keyof Catalogue, word: string): WordKey | undefined {
  const words = app[area] as Record<string, unknown>;
  // Checked here, so the key is one of the catalogue's.
  return typeof words[word] === 'string' ? (`app.${area}.${word}` as WordKey) : undefined;
}
