/**
 * A select's choices from one of the catalogue's label maps (`app.logs.actions`): every value the
 * map names, in the catalogue's order, each named by its key, which react-admin's inputs
 * translate. The maps are typed by the contract's enums (`Labels<…>` in en.ts), so the choices
 * are every value of the enum, no more.
 */
import { app } from './en.js';
import type { WordKey } from './keys.js';

export type Catalogue = typeof app;

/** The label maps of a catalogue area: its members whose every value is a string. */
export type LabelMaps<Area extends keyof Catalogue> = {
  [Name in keyof Catalogue[Area]]: Catalogue[Area][Name] extends Record<string, string> ? Name : never;
}[keyof Catalogue[Area]] &
  string;

/** The values a label map names: the contract's enum that types it. */
export type LabelledValue<Area extends keyof Catalogue, Name extends LabelMaps<Area>> = keyof Catalogue[Area][Name] &
  string;

/** The catalogue's key for a value of a label map: `app.invoices.status.paid`. */
export const labelKey = <Area extends keyof Catalogue, Name extends LabelMaps<Area>>(
  area: Area,
  name: Name,
  value: LabelledValue<Area, Name>,
  // Correct by construction: `app.<area>.<name>.<value>` is a path of the catalogue to a string.
): WordKey => `app.${area}.${name}.${value}` as WordKey;

export function choicesIn<Area extends keyof Catalogue, Name extends LabelMaps<Area>>(area: Area, name: Name) {
  const labels = app[area][name] as Record<LabelledValue<Area, Name>, string>;
  return (Object.keys(labels) as LabelledValue<Area, Name>[]).map((id) => ({ id, name: labelKey(area, name, id) }));
}
