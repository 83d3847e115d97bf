import { describe, expect, it } from 'vitest';
import { filledIn, linkStateFrom, originNumberIn } from './filled-link.js';

describe("a link's filled-in values, read from the router's state", () => {
  it('reads back what linkStateFrom carries', () => {
    const state = linkStateFrom({ load_id: 7, states: ['OK', 'TX'] }, 'PR-000007');
    expect(filledIn(state)).toEqual({ load_id: 7, states: ['OK', 'TX'] });
    expect(originNumberIn(state)).toBe('PR-000007');
    expect(originNumberIn(linkStateFrom({ load_id: 7 }))).toBeUndefined();
  });

  it("takes nothing from a state of another shape: no history entry's leftovers fill a form", () => {
    // What another page (react-admin's own record key), a hand-made history entry or nothing at all leaves there.
    for (const state of [
      undefined,
      null,
      'filled',
      42,
      [],
      { record: { load_id: 7 } },
      { filled: null },
      { filled: 'load_id=7' },
      { filled: [{ load_id: 7 }] },
      { filled: 7 },
    ])
      expect(filledIn(state), JSON.stringify(state)).toBeUndefined();
  });

  it('names an origin only by a string, shown as text', () => {
    for (const originNumber of [7, null, { toString: () => 'PR-1' }, ['PR-1']])
      expect(originNumberIn({ filled: {}, originNumber })).toBeUndefined();
    // Markup stays a string; React shows it as text, never as markup.
    expect(originNumberIn({ originNumber: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
  });
});
