/**
 * A three-way comparison of a save that met a newer version (HTTP 412): what the record was when
 * the form was opened (`base`), what the person typed (`mine`), and what a colleague saved since
 * (`theirs`). A field only one side changed takes that side's value by itself; a field both changed
 * to different values is the person's choice. Nothing is overwritten without being shown.
 */
export type Values = Record<string, unknown>;
export type Side = 'mine' | 'theirs';

export interface FieldChange {
  field: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** Who changed it since the form was opened. */
  changedBy: 'me' | 'them' | 'both';
  /** Both changed it, to different values: the person chooses. */
  conflict: boolean;
}

/** Bookkeeping the server keeps, never something a person typed or chooses between. */
const BOOKKEEPING = /^(id|version|created_at|updated_at|.*_count)$/;

/** Equal as a form holds them: empty and null alike, lists and objects by their contents. */
export const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || ((a ?? '') === '' && (b ?? '') === '') || JSON.stringify(a) === JSON.stringify(b);

/** Every field either side changed, in the form's order. */
export function changesOf(base: Values, mine: Values, theirs: Values): FieldChange[] {
  const fields = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].filter(
    (field) => !BOOKKEEPING.test(field),
  );
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const byMe = field in mine && !sameValue(mine[field], base[field]);
    const byThem = field in theirs && !sameValue(theirs[field], base[field]);
    if (!byMe && !byThem) continue;
    const conflict = byMe && byThem && !sameValue(mine[field], theirs[field]);
    changes.push({
      field,
      base: base[field],
      mine: mine[field],
      theirs: theirs[field],
      changedBy: byMe && byThem ? 'both' : byMe ? 'me' : 'them',
      conflict,
    });
  }
  return changes;
}

/**
 * Nothing a colleague changed is missing from the person's values: every field "saved since" is one
 * the person changed alike (their own save whose answer was lost, say). Saving the person's values
 * at the new version loses nobody's work, so there is nothing to show or choose.
 */
export const onlyMine = (changes: FieldChange[]): boolean =>
  changes.every((change) => change.changedBy === 'me' || (change.changedBy === 'both' && !change.conflict));

/** The side a field takes unless the person chooses: the one that changed it (theirs when both agree). */
export const defaultSide = (change: FieldChange): Side | undefined =>
  change.conflict ? undefined : change.changedBy === 'me' ? 'mine' : 'theirs';

/**
 * What is saved again: the person's values, with the colleague's where only they changed a field or
 * where the person took theirs, at the colleague's version.
 */
export function merge(mine: Values, theirs: Values, changes: FieldChange[], chosen: Record<string, Side>): Values {
  const merged: Values = { ...mine };
  for (const change of changes) {
    const side = chosen[change.field] ?? defaultSide(change);
    if (side === 'theirs' && change.field in mine) merged[change.field] = change.theirs;
  }
  if ('version' in theirs) merged.version = theirs.version;
  return merged;
}
