/**
 * A select's choices from one of the catalogue's label maps (`app.logs.actions`): every value the
 * map names, in the catalogue's order, each named by its key, which react-admin's inputs
 * translate. The maps are typed by the contract's enums (`Labels<…>` in en.ts), so the choices
 * are every value of the enum, no more.
 */
import { app } from './en.js';
import type { WordKey } from './keys.js';

type Catalogue = typeof app;

/** The label maps of a catalogue area: its members whose every value is a string. */
type LabelMaps<Area extends keyof Catalogue> = {
  [Name in keyof Catalogue[Area]]: Catalogue[Area][Name] extends Record<string, string> ? Name : never;
}[keyof Catalogue[Area]] &
  string;

export function choicesIn<Area extends keyof Catalogue, Name extends LabelMaps<Area>>(area: Area, name: Name) {
  type Value = keyof Catalogue[Area][Name] & string;
  const labels = app[area][name] as Record<Value, string>;
  // Correct by construction: `app.<area>.<name>.<value>` is a path of the catalogue to a string.
  return (Object.keys(labels) as Value[]).map((id) => ({ id, name: `app.${area}.${name}.${id}` as WordKey }));
}
