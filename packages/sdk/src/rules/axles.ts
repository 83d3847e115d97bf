/**
 * Axle weights for oversize/overweight permits: a vehicle configuration (a power unit and its
 * trailers) as its axles from front to back, checked against single-axle, tandem, gross and Federal
 * Bridge Formula limits (23 U.S.C. 127, 23 CFR 658.5 and 658.17). The mock API refuses by these
 * rules and the admin explains by them, so both read the same pure functions from here.
 */

export interface VehicleAxle {
  /** The weight this axle carries, pounds. */
  weight_lbs: number;
  /** Distance from this axle's centre to the next axle's, inches; null on the last axle. */
  spacing_in: number | null;
}

/** The limits a configuration is checked against; states and permits may differ from the federal ones. */
export interface AxleLimits {
  single_axle_lbs: number;
  tandem_axle_lbs: number;
  /** Gross vehicle weight; no gross check when absent. */
  gross_lbs?: number;
}

/** The federal Interstate limits (23 CFR 658.17(b)–(d)). */
export const FEDERAL_AXLE_LIMITS = {
  single_axle_lbs: 20_000,
  tandem_axle_lbs: 34_000,
  gross_lbs: 80_000,
} as const satisfies AxleLimits;

/**
 * The rules, in the order overages on the same group are listed (narrowest rule first). Part of
 * the contract: `axleGroupChecks` sorts by it after `first` and `last`.
 */
export const AXLE_RULES = ['single-axle', 'tandem', 'bridge-formula', 'gross'] as const;
export type AxleRule = (typeof AXLE_RULES)[number];

/** One group of consecutive axles heavier than a limit. */
export interface AxleGroupOverage {
  rule: AxleRule;
  /** 0-based index of the group's front axle. */
  first: number;
  /** 0-based index of the group's rear axle. */
  last: number;
  /** Number of axles in the group (`last - first + 1`). */
  axles: number;
  /** Distance between the group's extreme axles in whole feet, as the bridge formula measures it; null for one axle. */
  length_ft: number | null;
  weight_lbs: number;
  limit_lbs: number;
  /** `weight_lbs - limit_lbs`, always > 0. */
  over_lbs: number;
}

/**
 * Axles whose centres fit between planes this far apart weigh as one "single axle" (23 CFR 658.5):
 * two axles 40 in apart are not a tandem, they share the single-axle limit.
 */
export const SINGLE_AXLE_SPREAD_IN = 40;
/** A tandem is two or more consecutive axles spread more than 40 and not more than 96 in (23 CFR 658.5). */
export const TANDEM_SPREAD_IN = 96;
/** 23 CFR 658.17(e): two consecutive tandems this far apart (first to last axle) may carry 34,000 lb each. */
export const TANDEM_PAIR_EXCEPTION_FT = 36;
/** The 34,000 lb of that exception is written into the statute, not the caller's tandem limit. */
const TANDEM_PAIR_EXCEPTION_EACH_LBS = 34_000;

/** The sum of the axle weights. */
export function grossWeightLbs(axles: readonly VehicleAxle[]): number {
  let total = 0;
  for (const axle of axles) total += axle.weight_lbs;
  return total;
}

/**
 * Distance from the first axle's centre to the last's, inches: the spacings of every axle but the
 * last (whose spacing leads nowhere). A missing spacing counts as 0; `axleLayoutProblem` reports it.
 */
export function wheelbaseIn(axles: readonly VehicleAxle[]): number {
  let total = 0;
  for (let i = 0; i < axles.length - 1; i += 1) total += axles[i]?.spacing_in ?? 0;
  return total;
}

/**
 * A distance in inches as the bridge formula takes it: whole feet, measured to the nearest foot,
 * and a fraction of exactly one-half foot or more rounds up (FHWA "Bridge Formula Weights"; e.g.
 * 50 ft 5 in counts as 50 ft, 50 ft 6 in as 51 ft). It matters: five axles at 50 ft 6 in may carry
 * 80,000 lb (the 51 ft row), where truncating to 50 ft would allow 79,000.
 */
export function feetForBridgeFormula(inches: number): number {
  if (!Number.isFinite(inches) || inches < 0) {
    throw new RangeError(`a distance must be a finite number of inches ≥ 0, got ${inches}`);
  }
  return Math.floor((inches + 6) / 12);
}

/**
 * The Federal Bridge Formula, W = 500 (LN/(N−1) + 12N + 36), rounded as FHWA's Bridge Formula
 * Weights table rounds it: to the nearest 500 lb, a value exactly half-way (…250 or …750) going
 * down. The table shows that in every such case: 3 axles at 9 ft compute 42,750 and read 42,500;
 * 7 axles at 33 ft compute 79,250 and read 79,000.
 *
 * `lengthFt` is L in whole feet between the extreme axles of the group (see
 * `feetForBridgeFormula`), `axleCount` is N ≥ 2. This is the formula alone: for groups within 96 in
 * the table shows the tandem limit instead, and the 36 ft two-tandem exception is applied by
 * `axleGroupChecks`, not here.
 */
export function bridgeFormulaLbs(lengthFt: number, axleCount: number): number {
  if (!Number.isInteger(axleCount) || axleCount < 2) {
    throw new RangeError(`the bridge formula needs a whole number of axles ≥ 2, got ${axleCount}`);
  }
  if (!Number.isFinite(lengthFt) || lengthFt < 0) {
    throw new RangeError(`the bridge formula needs a length in feet ≥ 0, got ${lengthFt}`);
  }
  // W / 500. For whole L the division is a single correctly-rounded operation, so an exact
  // half (LN/(N−1) = k + ½) arrives exact and the tie below is decided exactly.
  const units = (lengthFt * axleCount) / (axleCount - 1) + 12 * axleCount + 36;
  return 500 * Math.ceil(units - 0.5);
}

/** Inches from the first axle's centre to each axle's centre (a missing spacing counts as 0). */
function positionsIn(axles: readonly VehicleAxle[]): number[] {
  const positions: number[] = [];
  let at = 0;
  for (let i = 0; i < axles.length; i += 1) {
    positions.push(at);
    at += axles[i]?.spacing_in ?? 0;
  }
  return positions;
}

/**
 * The groups of consecutive axles spread at most `maxSpreadIn` that no longer such group contains,
 * as [first, last]. Only these need weighing against a per-group limit: any smaller group inside one
 * weighs no more (weights are positive), so it can only be over when the larger one is.
 */
function widestGroups(positions: readonly number[], maxSpreadIn: number): Array<[number, number]> {
  const at = (i: number) => positions[i] ?? 0;
  const groups: Array<[number, number]> = [];
  let last = 0;
  for (let first = 0; first < positions.length; first += 1) {
    if (last < first) last = first;
    while (last + 1 < positions.length && at(last + 1) - at(first) <= maxSpreadIn) last += 1;
    // Contained in the group starting one axle earlier when that one still fits.
    if (first === 0 || at(last) - at(first - 1) > maxSpreadIn) groups.push([first, last]);
  }
  return groups;
}

/**
 * Every limit the configuration exceeds, by group of consecutive axles (0-based indexes), ordered
 * by `first`, then `last`, then `AXLE_RULES`. Empty when the configuration is legal.
 *
 * - single-axle: each axle, or axles within 40 in of one another weighed together, against
 *   `single_axle_lbs`.
 * - tandem: each group of two or more consecutive axles spread more than 40 and not more than 96 in
 *   (so three axles within 8 ft are one tandem, as FHWA's table shows: 34,000 for 3 axles at "8 and
 *   less"), against `tandem_axle_lbs`.
 * - bridge-formula: every group of two or more consecutive axles spread more than 96 in, against
 *   `bridgeFormulaLbs(feetForBridgeFormula(spread), N)`. Groups within 96 in are single axles or
 *   tandems, which the table gives their own limit for; the formula would otherwise call a legal
 *   34,000 lb tandem 41 in apart overweight (L = 3 ft gives 33,000). Two consecutive tandems whose
 *   first and last axles are 36 ft or more apart may carry 68,000 even where the formula gives less
 *   (23 CFR 658.17(e); 36–38 ft in the table).
 * - gross: all axles against `gross_lbs`, when given.
 *
 * Assumes a layout `axleLayoutProblem` accepts; otherwise the result is unspecified.
 */
export function axleGroupChecks(axles: readonly VehicleAxle[], limits: AxleLimits): AxleGroupOverage[] {
  const positions = positionsIn(axles);
  const prefix: number[] = [0];
  for (const axle of axles) prefix.push((prefix[prefix.length - 1] ?? 0) + axle.weight_lbs);

  const spread = (first: number, last: number) => (positions[last] ?? 0) - (positions[first] ?? 0);
  const weight = (first: number, last: number) => (prefix[last + 1] ?? 0) - (prefix[first] ?? 0);
  const isTandemPair = (first: number) => {
    const s = spread(first, first + 1);
    return s > SINGLE_AXLE_SPREAD_IN && s <= TANDEM_SPREAD_IN;
  };

  const overages: AxleGroupOverage[] = [];
  const check = (rule: AxleRule, first: number, last: number, limit: number) => {
    const w = weight(first, last);
    if (w <= limit) return;
    overages.push({
      rule,
      first,
      last,
      axles: last - first + 1,
      length_ft: last > first ? feetForBridgeFormula(spread(first, last)) : null,
      weight_lbs: w,
      limit_lbs: limit,
      over_lbs: w - limit,
    });
  };

  for (const [first, last] of widestGroups(positions, SINGLE_AXLE_SPREAD_IN)) {
    check('single-axle', first, last, limits.single_axle_lbs);
  }

  for (const [first, last] of widestGroups(positions, TANDEM_SPREAD_IN)) {
    // A widest group within 40 in is a single axle, already weighed above.
    if (last > first && spread(first, last) > SINGLE_AXLE_SPREAD_IN) {
      check('tandem', first, last, limits.tandem_axle_lbs);
    }
  }

  for (let first = 0; first < axles.length; first += 1) {
    for (let last = first + 1; last < axles.length; last += 1) {
      if (spread(first, last) <= TANDEM_SPREAD_IN) continue;
      const lengthFt = feetForBridgeFormula(spread(first, last));
      const axleCount = last - first + 1;
      let limit = bridgeFormulaLbs(lengthFt, axleCount);
      // 23 CFR 658.17(e). Only a 4-axle group can gain from it: more axles over 36 ft already
      // compute more than 68,000.
      if (axleCount === 4 && lengthFt >= TANDEM_PAIR_EXCEPTION_FT && isTandemPair(first) && isTandemPair(first + 2)) {
        limit = Math.max(limit, 2 * TANDEM_PAIR_EXCEPTION_EACH_LBS);
      }
      check('bridge-formula', first, last, limit);
    }
  }

  if (limits.gross_lbs !== undefined && axles.length > 0) {
    check('gross', 0, axles.length - 1, limits.gross_lbs);
  }

  const rank = (rule: AxleRule) => AXLE_RULES.indexOf(rule);
  return overages.sort((a, b) => a.first - b.first || a.last - b.last || rank(a.rule) - rank(b.rule));
}

/** The first thing that keeps a list of axles from describing a vehicle. */
export type AxleLayoutProblem =
  | { kind: 'too-few-axles'; axles: number }
  // Weights and spacings must be positive finite numbers; NaN and Infinity land here too.
  | { kind: 'invalid-weight'; axle: number; weight_lbs: number }
  | { kind: 'missing-spacing'; axle: number }
  | { kind: 'invalid-spacing'; axle: number; spacing_in: number }
  // The last axle has nothing behind it to be spaced from; a value there is a shifted list.
  | { kind: 'spacing-on-last-axle'; axle: number; spacing_in: number }
  | { kind: 'invalid-overall-length'; overall_length_in: number }
  // Axle centres sit inside the vehicle, so they cannot be further apart than it is long.
  | { kind: 'wheelbase-exceeds-length'; wheelbase_in: number; overall_length_in: number };

const isPositive = (value: number) => Number.isFinite(value) && value > 0;

/**
 * The first structural problem with `axles` (and the vehicle's overall length, when given), or
 * `undefined` when the limits can be checked. Axle by axle from the front, weight before spacing,
 * so the message points at the first axle to fix.
 */
export function axleLayoutProblem(
  axles: readonly VehicleAxle[],
  overallLengthIn?: number,
): AxleLayoutProblem | undefined {
  // A power unit has at least a steer and a drive axle; fewer is not a vehicle to permit.
  if (axles.length < 2) return { kind: 'too-few-axles', axles: axles.length };

  for (let axle = 0; axle < axles.length; axle += 1) {
    const current = axles[axle];
    if (current === undefined) continue; // unreachable; narrows for the checker
    if (!isPositive(current.weight_lbs)) return { kind: 'invalid-weight', axle, weight_lbs: current.weight_lbs };
    const isLast = axle === axles.length - 1;
    if (isLast) {
      if (current.spacing_in !== null) return { kind: 'spacing-on-last-axle', axle, spacing_in: current.spacing_in };
    } else if (current.spacing_in === null) {
      return { kind: 'missing-spacing', axle };
    } else if (!isPositive(current.spacing_in)) {
      return { kind: 'invalid-spacing', axle, spacing_in: current.spacing_in };
    }
  }

  if (overallLengthIn !== undefined) {
    if (!isPositive(overallLengthIn)) return { kind: 'invalid-overall-length', overall_length_in: overallLengthIn };
    const wheelbase = wheelbaseIn(axles);
    if (wheelbase > overallLengthIn) {
      return { kind: 'wheelbase-exceeds-length', wheelbase_in: wheelbase, overall_length_in: overallLengthIn };
    }
  }
  return undefined;
}
