import { describe, expect, it } from 'vitest';
import { changesOf, defaultSide, merge, onlyMine } from './merge.js';

const base = { id: 1, version: 3, name: 'Lone Star', city: 'Dallas', phone: null, updated_at: 'a' };

describe('a save that met a newer version', () => {
  it('merges fields only one side changed, by themselves', () => {
    const mine = { ...base, city: 'Austin' };
    const theirs = { ...base, version: 4, name: 'Lone Star Heavy Haul', updated_at: 'b' };
    const changes = changesOf(base, mine, theirs);
    expect(changes.map(({ field, changedBy, conflict }) => [field, changedBy, conflict])).toEqual([
      ['name', 'them', false],
      ['city', 'me', false],
    ]);
    expect(merge(mine, theirs, changes, {})).toEqual({
      ...base,
      version: 4,
      name: 'Lone Star Heavy Haul',
      city: 'Austin',
    });
  });

  it('leaves a field both changed to the person, and keeps what they choose', () => {
    const mine = { ...base, name: 'Mine LLC' };
    const theirs = { ...base, version: 5, name: 'Theirs LLC' };
    const [change] = changesOf(base, mine, theirs);
    expect(change).toMatchObject({ field: 'name', changedBy: 'both', conflict: true });
    expect(change && defaultSide(change)).toBeUndefined();
    expect(merge(mine, theirs, changesOf(base, mine, theirs), { name: 'mine' }).name).toBe('Mine LLC');
    expect(merge(mine, theirs, changesOf(base, mine, theirs), { name: 'theirs' }).name).toBe('Theirs LLC');
  });

  it('counts the same change on both sides, and empty and null alike, as no conflict', () => {
    const mine = { ...base, name: 'Same', phone: '' };
    const theirs = { ...base, version: 4, name: 'Same' };
    const changes = changesOf(base, mine, theirs);
    expect(changes).toEqual([expect.objectContaining({ field: 'name', changedBy: 'both', conflict: false })]);
  });

  it("tells the person's own earlier save (an answer lost) from a colleague's change", () => {
    // The person saved the city, the answer was lost, and they typed a phone number since.
    const mine = { ...base, city: 'Austin', phone: '555-0100' };
    const ownSave = { ...base, version: 4, city: 'Austin' };
    expect(onlyMine(changesOf(base, mine, ownSave))).toBe(true);
    expect(merge(mine, ownSave, changesOf(base, mine, ownSave), {})).toEqual({ ...mine, version: 4 });
    // A colleague changed the name meanwhile, or the city to something else: the person is shown.
    expect(onlyMine(changesOf(base, mine, { ...ownSave, name: 'Lone Star LLC' }))).toBe(false);
    expect(onlyMine(changesOf(base, mine, { ...ownSave, city: 'Houston' }))).toBe(false);
  });
});
