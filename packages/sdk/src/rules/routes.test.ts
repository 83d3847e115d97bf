/**
 * Permit routes: the border table is the public one (symmetric, every state, no Four Corners), a
 * proposed route is a drivable shortest one (checked against an independent all-pairs distance
 * table), and `routeGap` names the first fault in the documented order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../schema.js';
import { US_STATES } from '../domain.js';
import { STATE_NEIGHBOURS, isRoute, proposeRoute, routeGap } from './routes.js';

type StateCode = components['schemas']['StateCode'];

const ALL = Object.keys(US_STATES) as StateCode[];
const CONTIGUOUS: StateCode[] = ALL.filter((state) => state !== 'AK' && state !== 'HI');
const neighbours = (a: StateCode, b: StateCode) => STATE_NEIGHBOURS[a].includes(b);

/** Floyd–Warshall over the table: distances in border crossings, Infinity when no road. */
const DIST: ReadonlyMap<StateCode, ReadonlyMap<StateCode, number>> = (() => {
  const dist = new Map<StateCode, Map<StateCode, number>>();
  for (const a of ALL) {
    dist.set(a, new Map(ALL.map((b) => [b, a === b ? 0 : neighbours(a, b) ? 1 : Infinity])));
  }
  const at = (a: StateCode, b: StateCode) => dist.get(a)?.get(b) ?? Infinity;
  for (const k of ALL) {
    for (const i of ALL) {
      for (const j of ALL) {
        if (at(i, k) + at(k, j) < at(i, j)) dist.get(i)?.set(j, at(i, k) + at(k, j));
      }
    }
  }
  return dist;
})();
const distance = (a: StateCode, b: StateCode) => DIST.get(a)?.get(b) ?? Infinity;

/**
 * The alphabetically first shortest route, built greedily from the distance table: from each
 * state, the alphabetically first neighbour one step nearer. Independent of the search in
 * `proposeRoute`, which must agree with it (that is its tie-break).
 */
const firstShortestRoute = (origin: StateCode, destination: StateCode): StateCode[] => {
  const route = [origin];
  let here = origin;
  while (here !== destination) {
    const step = [...STATE_NEIGHBOURS[here]]
      .sort()
      .find((next) => distance(next, destination) === distance(here, destination) - 1);
    if (step === undefined) throw new Error(`no step from ${here} towards ${destination}`);
    route.push(step);
    here = step;
  }
  return route;
};

describe('STATE_NEIGHBOURS', () => {
  it('has an entry for every state of the contract, and nothing else', () => {
    expect(Object.keys(STATE_NEIGHBOURS).sort()).toEqual([...ALL].sort());
  });

  it('lists real states, sorted, without duplicates or the state itself', () => {
    for (const state of ALL) {
      const list = STATE_NEIGHBOURS[state];
      expect(list, state).toEqual([...list].sort());
      expect(new Set(list).size, state).toBe(list.length);
      expect(list, state).not.toContain(state);
      for (const other of list) expect(ALL, `${state} → ${other}`).toContain(other);
    }
  });

  it('is symmetric', () => {
    for (const a of ALL) {
      for (const b of STATE_NEIGHBOURS[a]) expect(STATE_NEIGHBOURS[b], `${a}–${b}`).toContain(a);
    }
  });

  it('has the well-known counts', () => {
    expect(STATE_NEIGHBOURS.MO).toHaveLength(8);
    expect(STATE_NEIGHBOURS.TN).toHaveLength(8);
    expect(STATE_NEIGHBOURS.ME).toEqual(['NH']);
    expect(STATE_NEIGHBOURS.AK).toEqual([]);
    expect(STATE_NEIGHBOURS.HI).toEqual([]);
    expect(STATE_NEIGHBOURS.CA).toEqual(['AZ', 'NV', 'OR']);
    expect(STATE_NEIGHBOURS.WA).toEqual(['ID', 'OR']);
    expect(STATE_NEIGHBOURS.MI).toEqual(['IN', 'OH', 'WI']);
    expect(STATE_NEIGHBOURS.NY).toEqual(['CT', 'MA', 'NJ', 'PA', 'VT']);
    expect(STATE_NEIGHBOURS.RI).toEqual(['CT', 'MA']);
    expect(STATE_NEIGHBOURS.KY).toHaveLength(7);
  });

  it("has 105 borders among the 48 contiguous states (Knuth's 107 for the 48 and DC, less DC–MD and DC–VA)", () => {
    const degrees = ALL.reduce((sum, state) => sum + STATE_NEIGHBOURS[state].length, 0);
    expect(degrees / 2).toBe(105);
  });

  it('leaves out the Four Corners point (AZ–CO, NM–UT) and the water-only borders', () => {
    expect(neighbours('AZ', 'CO')).toBe(false);
    expect(neighbours('CO', 'AZ')).toBe(false);
    expect(neighbours('NM', 'UT')).toBe(false);
    expect(neighbours('UT', 'NM')).toBe(false);
    // The Four Corners' sides are borders all the same.
    expect(neighbours('AZ', 'NM')).toBe(true);
    expect(neighbours('AZ', 'UT')).toBe(true);
    expect(neighbours('CO', 'NM')).toBe(true);
    expect(neighbours('CO', 'UT')).toBe(true);
    expect(neighbours('MI', 'MN')).toBe(false);
    expect(neighbours('MI', 'IL')).toBe(false);
    expect(neighbours('NY', 'RI')).toBe(false);
  });

  it('joins all 48 contiguous states by road, and AK and HI to nothing', () => {
    for (const a of CONTIGUOUS) {
      for (const b of CONTIGUOUS) expect(distance(a, b), `${a} → ${b}`).toBeLessThan(Infinity);
    }
    for (const other of ALL.filter((state) => state !== 'AK')) expect(distance('AK', other)).toBe(Infinity);
    for (const other of ALL.filter((state) => state !== 'HI')) expect(distance('HI', other)).toBe(Infinity);
  });
});

describe('proposeRoute', () => {
  it('goes from Nebraska to Arkansas through Missouri, the only state bordering both', () => {
    expect(proposeRoute('NE', 'AR')).toEqual(['NE', 'MO', 'AR']);
  });

  it('stays put when origin and destination are the same, AK and HI included', () => {
    expect(proposeRoute('TX', 'TX')).toEqual(['TX']);
    expect(proposeRoute('AK', 'AK')).toEqual(['AK']);
    expect(proposeRoute('HI', 'HI')).toEqual(['HI']);
  });

  it('has no route to or from AK or HI', () => {
    expect(proposeRoute('AK', 'WA')).toBeUndefined();
    expect(proposeRoute('WA', 'AK')).toBeUndefined();
    expect(proposeRoute('HI', 'CA')).toBeUndefined();
    expect(proposeRoute('AK', 'HI')).toBeUndefined();
  });

  it('breaks ties alphabetically: NC to KY through TN, not VA', () => {
    expect(proposeRoute('NC', 'KY')).toEqual(['NC', 'TN', 'KY']);
  });

  it('proposes, for every pair of the 48 contiguous states, the first shortest drivable route', () => {
    for (const origin of CONTIGUOUS) {
      for (const destination of CONTIGUOUS) {
        const route = proposeRoute(origin, destination);
        const pair = `${origin} → ${destination}`;
        expect(route, pair).toBeDefined();
        expect(routeGap(route ?? [], { origin, destination }), pair).toBeUndefined();
        expect(route, pair).toHaveLength(distance(origin, destination) + 1);
        expect(route, pair).toEqual(firstShortestRoute(origin, destination));
      }
    }
  });

  it('is as short as any real route (property)', () => {
    const contiguous = fc.constantFrom(...CONTIGUOUS);
    fc.assert(
      fc.property(contiguous, contiguous, (origin, destination) => {
        const route = proposeRoute(origin, destination);
        expect(route).toBeDefined();
        expect(route).toHaveLength(distance(origin, destination) + 1);
        expect(isRoute(route ?? [], { origin, destination })).toBe(true);
      }),
    );
  });

  it('is never beaten by a random real route between the same ends (property)', () => {
    // A random walk that never revisits a state is a real route from its first state to its last.
    const walk = fc
      .tuple(fc.constantFrom(...CONTIGUOUS), fc.array(fc.nat(), { maxLength: 20 }))
      .map(([start, choices]) => {
        const route = [start];
        for (const choice of choices) {
          const here = route[route.length - 1] ?? start;
          const options = STATE_NEIGHBOURS[here].filter((next) => !route.includes(next));
          const next = options[choice % Math.max(options.length, 1)];
          if (next === undefined) break;
          route.push(next);
        }
        return route;
      });
    fc.assert(
      fc.property(walk, (route) => {
        const origin = route[0] ?? 'TX';
        const destination = route[route.length - 1] ?? 'TX';
        expect(routeGap(route, { origin, destination })).toBeUndefined();
        expect(proposeRoute(origin, destination)?.length).toBeLessThanOrEqual(route.length);
      }),
    );
  });
});

describe('routeGap', () => {
  it('accepts a real route, with or without its ends', () => {
    expect(routeGap(['NE', 'MO', 'AR'])).toBeUndefined();
    expect(routeGap(['NE', 'MO', 'AR'], { origin: 'NE', destination: 'AR' })).toBeUndefined();
    expect(routeGap(['NE', 'MO', 'AR'], { origin: 'NE' })).toBeUndefined();
    expect(isRoute(['NE', 'MO', 'AR'], { origin: 'NE', destination: 'AR' })).toBe(true);
  });

  it("names NE→ND as the first gap in the issue's NE, ND, AR (South Dakota lies between)", () => {
    expect(routeGap(['NE', 'ND', 'AR'], { origin: 'NE', destination: 'AR' })).toEqual({
      kind: 'not-neighbours',
      from: 'NE',
      to: 'ND',
    });
    expect(isRoute(['NE', 'ND', 'AR'], { origin: 'NE', destination: 'AR' })).toBe(false);
  });

  it('names the first pair without a border', () => {
    expect(routeGap(['AZ', 'IA'])).toEqual({ kind: 'not-neighbours', from: 'AZ', to: 'IA' });
    expect(routeGap(['NE', 'SD', 'ND', 'AR'])).toEqual({ kind: 'not-neighbours', from: 'ND', to: 'AR' });
    expect(routeGap(['AZ', 'CO'])).toEqual({ kind: 'not-neighbours', from: 'AZ', to: 'CO' });
    expect(routeGap(['UT', 'NM'])).toEqual({ kind: 'not-neighbours', from: 'UT', to: 'NM' });
  });

  it('refuses AK or HI with any other state, but not alone', () => {
    expect(routeGap(['HI', 'CA'])).toEqual({ kind: 'off-road', state: 'HI' });
    expect(routeGap(['WA', 'AK'])).toEqual({ kind: 'off-road', state: 'AK' });
    expect(routeGap(['AK', 'HI'])).toEqual({ kind: 'off-road', state: 'AK' });
    expect(routeGap(['AK'])).toBeUndefined();
    expect(routeGap(['AK'], { origin: 'AK', destination: 'AK' })).toBeUndefined();
    expect(routeGap(['HI'], { origin: 'HI', destination: 'HI' })).toBeUndefined();
  });

  it('refuses a state listed twice', () => {
    expect(routeGap(['TX', 'OK', 'TX'])).toEqual({ kind: 'repeated', state: 'TX' });
    expect(routeGap(['WA', 'OR', 'ID', 'OR'])).toEqual({ kind: 'repeated', state: 'OR' });
  });

  it('refuses a route that starts or ends elsewhere', () => {
    expect(routeGap(['MO', 'AR'], { origin: 'NE', destination: 'AR' })).toEqual({
      kind: 'starts-elsewhere',
      expected: 'NE',
      found: 'MO',
    });
    expect(routeGap(['NE', 'MO'], { origin: 'NE', destination: 'AR' })).toEqual({
      kind: 'ends-elsewhere',
      expected: 'AR',
      found: 'MO',
    });
    expect(routeGap(['TX'], { origin: 'TX', destination: 'OK' })).toEqual({
      kind: 'ends-elsewhere',
      expected: 'OK',
      found: 'TX',
    });
  });

  it('refuses an empty route', () => {
    expect(routeGap([])).toEqual({ kind: 'empty' });
    expect(routeGap([], { origin: 'TX', destination: 'TX' })).toEqual({ kind: 'empty' });
    expect(isRoute([])).toBe(false);
  });

  it('checks in order: empty, repeated, off-road, starts, ends, borders', () => {
    // Each route has the fault of its line and every later one.
    const ends = { origin: 'NE', destination: 'AR' } as const;
    expect(routeGap(['HI', 'WA', 'HI'], ends)).toEqual({ kind: 'repeated', state: 'HI' });
    expect(routeGap(['CA', 'HI', 'WA'], ends)).toEqual({ kind: 'off-road', state: 'HI' });
    expect(routeGap(['CA', 'ND', 'WA'], ends)).toEqual({ kind: 'starts-elsewhere', expected: 'NE', found: 'CA' });
    expect(routeGap(['NE', 'ND', 'WA'], ends)).toEqual({ kind: 'ends-elsewhere', expected: 'AR', found: 'WA' });
    expect(routeGap(['NE', 'ND', 'AR'], ends)).toEqual({ kind: 'not-neighbours', from: 'NE', to: 'ND' });
  });

  it('agrees with isRoute on any list of states (property)', () => {
    const state = fc.constantFrom(...ALL);
    fc.assert(
      fc.property(fc.array(state, { maxLength: 6 }), fc.option(state, { nil: undefined }), (route, origin) => {
        const gap = routeGap(route, { origin });
        expect(isRoute(route, { origin })).toBe(gap === undefined);
        // Without a gap, every consecutive pair shares a border and no state repeats.
        if (gap === undefined) {
          expect(new Set(route).size).toBe(route.length);
          route.slice(1).forEach((to, i) => expect(neighbours(route[i] ?? to, to)).toBe(true));
        }
      }),
    );
  });
});
