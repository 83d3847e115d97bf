/**
 * Permit routes: the states a load drives through, in travel order. A route is only worth a permit
 * if it can be driven, so each consecutive pair must share a land border, and it must start in the
 * origin's state and end in the destination's. The mock API refuses by these rules and the admin
 * proposes and explains by them, so both read the same table and functions from here.
 */
import type { components } from '../schema.js';

type StateCode = components['schemas']['StateCode'];

/**
 * Which states share a land border, each list in alphabetical order (that order is also the
 * tie-break of `proposeRoute`, so it is part of the contract, not cosmetics).
 *
 * Left out on purpose:
 * - Four Corners: AZ–CO and NM–UT touch at a single point with no road across it, so no load can
 *   drive from one straight into the other.
 * - Borders on water only (MI–IL and MI–MN in the Great Lakes, NY–RI in Long Island Sound): no road.
 * - AK and HI border no state: Alaska is reached by road only through Canada, Hawaii not at all.
 * DC is not a state of the contract; MD and VA share a land border anyway (on the Delmarva
 * peninsula), so a route need not name it.
 */
export const STATE_NEIGHBOURS: Readonly<Record<StateCode, readonly StateCode[]>> = {
  AL: ['FL', 'GA', 'MS', 'TN'],
  AK: [],
  AZ: ['CA', 'NM', 'NV', 'UT'],
  AR: ['LA', 'MO', 'MS', 'OK', 'TN', 'TX'],
  CA: ['AZ', 'NV', 'OR'],
  CO: ['KS', 'NE', 'NM', 'OK', 'UT', 'WY'],
  CT: ['MA', 'NY', 'RI'],
  DE: ['MD', 'NJ', 'PA'],
  FL: ['AL', 'GA'],
  GA: ['AL', 'FL', 'NC', 'SC', 'TN'],
  HI: [],
  ID: ['MT', 'NV', 'OR', 'UT', 'WA', 'WY'],
  IL: ['IA', 'IN', 'KY', 'MO', 'WI'],
  IN: ['IL', 'KY', 'MI', 'OH'],
  IA: ['IL', 'MN', 'MO', 'NE', 'SD', 'WI'],
  KS: ['CO', 'MO', 'NE', 'OK'],
  KY: ['IL', 'IN', 'MO', 'OH', 'TN', 'VA', 'WV'],
  LA: ['AR', 'MS', 'TX'],
  ME: ['NH'],
  MD: ['DE', 'PA', 'VA', 'WV'],
  MA: ['CT', 'NH', 'NY', 'RI', 'VT'],
  // WI by land in the Upper Peninsula; IL and MN only across the lakes.
  MI: ['IN', 'OH', 'WI'],
  MN: ['IA', 'ND', 'SD', 'WI'],
  MS: ['AL', 'AR', 'LA', 'TN'],
  MO: ['AR', 'IA', 'IL', 'KS', 'KY', 'NE', 'OK', 'TN'],
  MT: ['ID', 'ND', 'SD', 'WY'],
  NE: ['CO', 'IA', 'KS', 'MO', 'SD', 'WY'],
  NV: ['AZ', 'CA', 'ID', 'OR', 'UT'],
  NH: ['MA', 'ME', 'VT'],
  NJ: ['DE', 'NY', 'PA'],
  NM: ['AZ', 'CO', 'OK', 'TX'],
  NY: ['CT', 'MA', 'NJ', 'PA', 'VT'],
  NC: ['GA', 'SC', 'TN', 'VA'],
  ND: ['MN', 'MT', 'SD'],
  OH: ['IN', 'KY', 'MI', 'PA', 'WV'],
  OK: ['AR', 'CO', 'KS', 'MO', 'NM', 'TX'],
  OR: ['CA', 'ID', 'NV', 'WA'],
  PA: ['DE', 'MD', 'NJ', 'NY', 'OH', 'WV'],
  RI: ['CT', 'MA'],
  SC: ['GA', 'NC'],
  SD: ['IA', 'MN', 'MT', 'ND', 'NE', 'WY'],
  TN: ['AL', 'AR', 'GA', 'KY', 'MO', 'MS', 'NC', 'VA'],
  TX: ['AR', 'LA', 'NM', 'OK'],
  UT: ['AZ', 'CO', 'ID', 'NV', 'WY'],
  VT: ['MA', 'NH', 'NY'],
  VA: ['KY', 'MD', 'NC', 'TN', 'WV'],
  WA: ['ID', 'OR'],
  WV: ['KY', 'MD', 'OH', 'PA', 'VA'],
  WI: ['IA', 'IL', 'MI', 'MN'],
  WY: ['CO', 'ID', 'MT', 'NE', 'SD', 'UT'],
};

/** The first thing that keeps a list of states from being a drivable route. */
export type RouteGap =
  | { kind: 'empty' }
  | { kind: 'starts-elsewhere'; expected: StateCode; found: StateCode }
  | { kind: 'ends-elsewhere'; expected: StateCode; found: StateCode }
  | { kind: 'not-neighbours'; from: StateCode; to: StateCode }
  // AK or HI with any other state: no road joins them to the rest (a move within one is fine).
  | { kind: 'off-road'; state: StateCode }
  // A load that comes back into a state it left is two trips, or a typo.
  | { kind: 'repeated'; state: StateCode };

/** The ends a route must start and finish in, when the caller knows them. */
export type RouteEnds = { origin?: StateCode; destination?: StateCode };

/** States no road joins to any other. */
const OFF_ROAD: ReadonlySet<StateCode> = new Set<StateCode>(['AK', 'HI']);

/**
 * The first thing wrong with `states` as a route from `ends.origin` to `ends.destination`, or
 * `undefined` when it can be driven. Whole-route faults come first (empty, repeated, off-road) so
 * the message names the cause rather than a border it leads to; then the ends; then the first
 * consecutive pair without a shared border.
 */
export function routeGap(states: readonly StateCode[], ends: RouteEnds = {}): RouteGap | undefined {
  const first = states[0];
  const last = states[states.length - 1];
  if (first === undefined || last === undefined) return { kind: 'empty' };

  const seen = new Set<StateCode>();
  for (const state of states) {
    if (seen.has(state)) return { kind: 'repeated', state };
    seen.add(state);
  }

  if (states.length > 1) {
    const offRoad = states.find((state) => OFF_ROAD.has(state));
    if (offRoad !== undefined) return { kind: 'off-road', state: offRoad };
  }

  if (ends.origin !== undefined && first !== ends.origin) {
    return { kind: 'starts-elsewhere', expected: ends.origin, found: first };
  }
  if (ends.destination !== undefined && last !== ends.destination) {
    return { kind: 'ends-elsewhere', expected: ends.destination, found: last };
  }

  for (let i = 1; i < states.length; i += 1) {
    const from = states[i - 1];
    const to = states[i];
    if (from === undefined || to === undefined) continue; // unreachable; narrows for the checker
    if (!STATE_NEIGHBOURS[from].includes(to)) return { kind: 'not-neighbours', from, to };
  }
  return undefined;
}

/** Whether `states` can be driven, start to end (and from/to the given ends). */
export function isRoute(states: readonly StateCode[], ends?: RouteEnds): boolean {
  return routeGap(states, ends) === undefined;
}

/**
 * A route through the fewest states from `origin` to `destination`, or `undefined` when no road
 * joins them (AK or HI and any other state). Breadth-first over the alphabetical neighbour lists,
 * so among equally short routes it is always the same one (the alphabetically first), and the mock
 * API and the admin propose alike.
 */
export function proposeRoute(origin: StateCode, destination: StateCode): StateCode[] | undefined {
  if (origin === destination) return [origin];

  // Each reached state with the one it was first reached from: the first is on a shortest route.
  const cameFrom = new Map<StateCode, StateCode | undefined>([[origin, undefined]]);
  const queue: StateCode[] = [origin];
  for (let head = 0; head < queue.length; head += 1) {
    const state = queue[head];
    if (state === undefined) break;
    for (const next of STATE_NEIGHBOURS[state]) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, state);
      if (next === destination) return pathTo(next, cameFrom);
      queue.push(next);
    }
  }
  return undefined;
}

/** The route back from `end` to the start of the search, in travel order. */
function pathTo(end: StateCode, cameFrom: ReadonlyMap<StateCode, StateCode | undefined>): StateCode[] {
  const path: StateCode[] = [];
  for (let state: StateCode | undefined = end; state !== undefined; state = cameFrom.get(state)) {
    path.push(state);
  }
  return path.reverse();
}
