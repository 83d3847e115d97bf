/**
 * Axle rules: the bridge formula against FHWA's published table, every threshold just under, at and
 * just over, the familiar legal 80,000 lb five-axle rig, layout problems, and properties (sums,
 * nothing reported within its limit, more weight never clears an overage).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AXLE_RULES,
  FEDERAL_AXLE_LIMITS,
  axleGroupChecks,
  axleLayoutProblem,
  bridgeFormulaLbs,
  feetForBridgeFormula,
  grossWeightLbs,
  wheelbaseIn,
  type AxleGroupOverage,
  type VehicleAxle,
} from './axles.js';

/** Axles from weights and the spacings between them (one fewer), so a test reads like a diagram. */
function vehicle(weights: readonly number[], spacings: readonly number[]): VehicleAxle[] {
  if (spacings.length !== weights.length - 1) throw new Error('one spacing between each pair of axles');
  return weights.map((weight_lbs, i) => ({ weight_lbs, spacing_in: spacings[i] ?? null }));
}

const FEDERAL = FEDERAL_AXLE_LIMITS;
const AXLES_ONLY = { single_axle_lbs: 20_000, tandem_axle_lbs: 34_000 };

/** The overages as [rule, first, last, limit], for compact comparisons. */
const brief = (overages: readonly AxleGroupOverage[]) =>
  overages.map((o) => [o.rule, o.first, o.last, o.limit_lbs] as const);

describe('feetForBridgeFormula', () => {
  // FHWA: distances measured to the nearest foot; a fraction of exactly one-half foot rounds up.
  // The 50 ft 5 in / 50 ft 6 in pair is the worked example state manuals give for the same rule.
  it.each([
    [0, 0],
    [5, 0],
    [6, 1],
    [49, 4], // 4 ft 1 in
    [51, 4], // 4 ft 3 in
    [425, 35], // 35 ft 5 in
    [426, 36], // 35 ft 6 in
    [605, 50], // 50 ft 5 in
    [606, 51], // 50 ft 6 in
    [612, 51], // 51 ft 0 in
    [617, 51], // 51 ft 5 in
  ])('%i in counts as %i ft', (inches, feet) => {
    expect(feetForBridgeFormula(inches)).toBe(feet);
  });

  it('refuses a negative or non-finite distance', () => {
    expect(() => feetForBridgeFormula(-1)).toThrow(RangeError);
    expect(() => feetForBridgeFormula(Number.NaN)).toThrow(RangeError);
  });
});

describe('bridgeFormulaLbs', () => {
  /*
   * Values printed in FHWA's "Bridge Formula Weights" table (FHWA-HOP-06-105), "maximum load in
   * pounds carried on any group of 2 or more consecutive axles", read from the copy of that table
   * in N.C.G.S. § 20-118(b) (identical to the federal table from 9 ft up; only its "8 and less"
   * rows differ, for North Carolina's 38,000 lb tandem). Each was also computed by hand from
   * W = 500 (LN/(N−1) + 12N + 36) and rounded to the nearest 500; the raw value is in the comment.
   * Where the raw value ends in exactly 250 or 750 the table rounds down, and so must we.
   */
  const TABLE: ReadonlyArray<readonly [axles: number, feet: number, lbs: number]> = [
    [2, 9, 39_000], // 39,000
    [2, 10, 40_000], // 40,000
    [3, 9, 42_500], // 42,750: half-way, table rounds down
    [3, 10, 43_500], // 43,500 (the brief's example)
    [3, 11, 44_000], // 44,250: half-way, down
    [3, 12, 45_000], // 45,000
    [3, 13, 45_500], // 45,750: half-way, down
    [3, 14, 46_500], // 46,500
    [3, 15, 47_000], // 47,250: half-way, down
    [3, 19, 50_000], // 50,250: half-way, down
    [3, 20, 51_000], // 51,000
    [3, 24, 54_000], // 54,000
    [3, 32, 60_000], // 60,000
    [4, 12, 50_000], // 50,000
    [4, 13, 50_500], // 50,666.7
    [4, 14, 51_500], // 51,333.3: nearest is up
    [4, 20, 55_500], // 55,333.3
    [4, 33, 64_000], // 64,000
    [4, 35, 65_500], // 65,333.3
    [4, 36, 66_000], // 66,000 (table: 66,000 with the 68,000 two-tandem exception noted)
    [4, 37, 66_500], // 66,666.7 (exception row)
    [4, 38, 67_500], // 67,333.3 (exception row)
    [4, 39, 68_000], // 68,000: the formula itself reaches 68,000 here
    [4, 40, 68_500], // 68,666.7
    [4, 43, 70_500], // 70,666.7
    [4, 44, 71_500], // 71,333.3
    [4, 51, 76_000], // 76,000
    [4, 57, 80_000], // 80,000
    [5, 16, 58_000], // 58,000
    [5, 17, 58_500], // 58,625
    [5, 18, 59_000], // 59,250: half-way, down
    [5, 19, 60_000], // 59,875: nearest is up
    [5, 36, 70_500], // 70,500 (not 66,000: that is the 4-axle value at 36 ft)
    [5, 43, 75_000], // 74,875
    [5, 48, 78_000], // 78,000
    [5, 50, 79_000], // 79,250: half-way, down
    [5, 51, 80_000], // 79,875: the familiar 51 ft for 80,000 on five axles
    [6, 20, 66_000], // 66,000
    [6, 24, 68_500], // 68,400
    [6, 36, 75_500], // 75,600
    [6, 42, 79_000], // 79,200
    [6, 43, 80_000], // 79,800
    [7, 24, 74_000], // 74,000
    [7, 27, 75_500], // 75,750: half-way, down
    [7, 28, 76_500], // 76,333.3
    [7, 30, 77_500], // 77,500
    [7, 33, 79_000], // 79,250: half-way, down
    [7, 34, 80_000], // 79,833.3
  ];

  it.each(TABLE)('%i axles at %i ft: %i lb, as the FHWA table prints', (axles, feet, lbs) => {
    expect(bridgeFormulaLbs(feet, axles)).toBe(lbs);
  });

  /*
   * Formula values the table does not print as such, because a tandem limit governs there: the
   * "8 and less" row reads 34,000 for 2 and 3 axles (groups within 96 in are tandems), and the
   * "more than 8" row (97 to 101 in, not a tandem, still 8 ft to the nearest foot) reads the
   * formula at 8 ft. `axleGroupChecks` applies that; the formula itself is plain.
   */
  it.each([
    [2, 4, 34_000], // 34,000: the formula and the tandem limit agree at 4 ft
    [3, 4, 39_000], // 39,000; the table shows 34,000 (a tandem)
    [2, 8, 38_000], // "more than 8" row
    [3, 8, 42_000], // "more than 8" row
  ])('%i axles at %i ft: the formula gives %i lb', (axles, feet, lbs) => {
    expect(bridgeFormulaLbs(feet, axles)).toBe(lbs);
  });

  it('refuses fewer than two axles, a fractional count or a negative length', () => {
    expect(() => bridgeFormulaLbs(10, 1)).toThrow(RangeError);
    expect(() => bridgeFormulaLbs(10, 2.5)).toThrow(RangeError);
    expect(() => bridgeFormulaLbs(-1, 3)).toThrow(RangeError);
    expect(() => bridgeFormulaLbs(Number.POSITIVE_INFINITY, 3)).toThrow(RangeError);
  });

  it('is a multiple of 500 within 250 of the formula, ties going down, and never falls as L grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 2, max: 12 }), (feet, axles) => {
        const raw = 500 * ((feet * axles) / (axles - 1) + 12 * axles + 36);
        const rounded = bridgeFormulaLbs(feet, axles);
        expect(rounded % 500).toBe(0);
        expect(Math.abs(rounded - raw)).toBeLessThanOrEqual(250 + 1e-9);
        if (Math.abs(rounded - raw) > 250 - 1e-9) expect(rounded).toBeLessThan(raw); // a tie went down
        expect(bridgeFormulaLbs(feet + 1, axles)).toBeGreaterThanOrEqual(rounded);
      }),
    );
  });
});

describe('grossWeightLbs and wheelbaseIn', () => {
  it('sums the weights, and the spacings of every axle but the last', () => {
    const axles = vehicle([12_000, 17_000, 17_000], [168, 51]);
    expect(grossWeightLbs(axles)).toBe(46_000);
    expect(wheelbaseIn(axles)).toBe(219);
    expect(grossWeightLbs([])).toBe(0);
    expect(wheelbaseIn([])).toBe(0);
    expect(wheelbaseIn([{ weight_lbs: 1, spacing_in: null }])).toBe(0);
  });
});

describe('axleGroupChecks', () => {
  describe('single axle', () => {
    // A two-axle straight truck, 20 ft between axles: the pair's formula limit is 50,000.
    it('allows 20,000 lb on an axle', () => {
      expect(axleGroupChecks(vehicle([12_000, 20_000], [240]), FEDERAL)).toEqual([]);
    });

    it('reports 20,001 lb on an axle, and only that', () => {
      expect(axleGroupChecks(vehicle([12_000, 20_001], [240]), FEDERAL)).toEqual([
        {
          rule: 'single-axle',
          first: 1,
          last: 1,
          axles: 1,
          length_ft: null,
          weight_lbs: 20_001,
          limit_lbs: 20_000,
          over_lbs: 1,
        },
      ]);
    });
  });

  describe('tandem', () => {
    // Steer 200 in ahead of a tandem 51 in (4 ft 3 in) apart.
    it('allows 34,000 lb on a tandem', () => {
      expect(axleGroupChecks(vehicle([12_000, 17_000, 17_000], [200, 51]), FEDERAL)).toEqual([]);
    });

    it('reports 34,001 lb on a tandem, and only that', () => {
      expect(axleGroupChecks(vehicle([12_000, 17_000, 17_001], [200, 51]), FEDERAL)).toEqual([
        {
          rule: 'tandem',
          first: 1,
          last: 2,
          axles: 2,
          length_ft: 4,
          weight_lbs: 34_001,
          limit_lbs: 34_000,
          over_lbs: 1,
        },
      ]);
    });

    // The same 34,001 lb on two axles, 40 / 41 / 96 / 97 in apart.
    const pair = (spacing: number, rear = 17_001) => axleGroupChecks(vehicle([17_000, rear], [spacing]), AXLES_ONLY);

    it('at 40 in the two axles are not a tandem: they weigh as one single axle', () => {
      expect(brief(pair(40))).toEqual([['single-axle', 0, 1, 20_000]]);
    });

    it('at 41 in they are a tandem, and the formula (33,000 at 3 ft) does not apply', () => {
      expect(brief(pair(41))).toEqual([['tandem', 0, 1, 34_000]]);
      expect(pair(41, 17_000)).toEqual([]);
    });

    it('at 96 in they are still a tandem', () => {
      expect(brief(pair(96))).toEqual([['tandem', 0, 1, 34_000]]);
    });

    it('at 97 in they are two single axles under the formula at 8 ft (38,000)', () => {
      expect(pair(97)).toEqual([]);
      expect(brief(pair(97, 21_001))).toEqual([
        ['bridge-formula', 0, 1, 38_000],
        ['single-axle', 1, 1, 20_000],
      ]);
      // "more than 8" but not 8.5 ft: still 38,000, as the table's row shows.
      expect(brief(pair(101, 21_001))).toEqual([
        ['bridge-formula', 0, 1, 38_000],
        ['single-axle', 1, 1, 20_000],
      ]);
    });

    it('three axles within 96 in are one tandem (the table: 34,000 for 3 axles at 8 ft and less)', () => {
      // The formula would give 39,000 at 4 ft; the tandem limit governs.
      const tridem = vehicle([12_000, 11_500, 11_500, 11_500], [200, 48, 48]);
      expect(brief(axleGroupChecks(tridem, FEDERAL))).toEqual([['tandem', 1, 3, 34_000]]);
    });
  });

  describe('bridge formula', () => {
    // Steer 10 ft ahead of a 4 ft tandem: 3 axles over 14 ft may carry 46,500.
    it('allows a group at exactly its formula limit', () => {
      expect(axleGroupChecks(vehicle([12_500, 17_000, 17_000], [120, 48]), FEDERAL)).toEqual([]);
    });

    it('reports a group 1 lb over its formula limit, and only that', () => {
      expect(axleGroupChecks(vehicle([12_501, 17_000, 17_000], [120, 48]), FEDERAL)).toEqual([
        {
          rule: 'bridge-formula',
          first: 0,
          last: 2,
          axles: 3,
          length_ft: 14,
          weight_lbs: 46_501,
          limit_lbs: 46_500,
          over_lbs: 1,
        },
      ]);
    });

    // Three axles 54 in apart: each pair a tandem, the three 9 ft (108 in) and no tandem. The
    // table's 42,500 is a half-way value rounded down (42,750), so it is the limit that counts.
    it('uses the table rounding on a half-way value (3 axles at 9 ft: 42,500)', () => {
      expect(axleGroupChecks(vehicle([14_000, 14_000, 14_500], [54, 54]), AXLES_ONLY)).toEqual([]);
      expect(brief(axleGroupChecks(vehicle([14_000, 14_000, 14_501], [54, 54]), AXLES_ONLY))).toEqual([
        ['bridge-formula', 0, 2, 42_500],
      ]);
    });

    describe('two consecutive tandems (23 CFR 658.17(e))', () => {
      // Two 4 ft tandems, 34,000 each; the gap sets the distance from the first to the last axle.
      const tandems = (overallIn: number, weights = [17_000, 17_000, 17_000, 17_000]) =>
        axleGroupChecks(vehicle(weights, [48, overallIn - 96, 48]), AXLES_ONLY);

      it('at 35 ft the exception does not apply: the formula allows 65,500', () => {
        expect(tandems(420)).toEqual([
          {
            rule: 'bridge-formula',
            first: 0,
            last: 3,
            axles: 4,
            length_ft: 35,
            weight_lbs: 68_000,
            limit_lbs: 65_500,
            over_lbs: 2_500,
          },
        ]);
      });

      it('at 36 ft it does: 68,000 though the formula gives 66,000', () => {
        expect(tandems(432)).toEqual([]);
      });

      it('at 35 ft 6 in too, which counts as 36 ft', () => {
        expect(tandems(426)).toEqual([]);
        expect(tandems(425)).toHaveLength(1);
      });

      it('allows 68,000 and no more', () => {
        expect(brief(tandems(432, [17_000, 17_000, 17_000, 17_001]))).toEqual([
          ['bridge-formula', 0, 3, 68_000],
          ['tandem', 2, 3, 34_000],
        ]);
      });

      it('needs both pairs to be tandems', () => {
        // 48 + 287 + 97 = 432 in: the rear pair is 97 in apart, so two single axles.
        expect(brief(axleGroupChecks(vehicle([17_000, 17_000, 17_000, 17_000], [48, 287, 97]), AXLES_ONLY))).toEqual([
          ['bridge-formula', 0, 3, 66_000],
        ]);
      });
    });
  });

  describe('the familiar 5-axle tractor-semitrailer', () => {
    // Steer 12,000; drive tandem 34,000 at 4 ft 3 in; trailer tandem 34,000 at 4 ft 1 in; steer
    // 14 ft ahead of the first drive axle, 28 ft 8 in between the tandems, 51 ft overall. Its
    // drive-plus-trailer group (4 axles, 37 ft) computes 66,500 and relies on the exception.
    const rig = (steer = 12_000) => vehicle([steer, 17_000, 17_000, 17_000, 17_000], [168, 51, 344, 49]);

    it('is legal at 80,000 lb', () => {
      expect(wheelbaseIn(rig())).toBe(612);
      expect(grossWeightLbs(rig())).toBe(80_000);
      expect(axleLayoutProblem(rig(), 65 * 12)).toBeUndefined();
      expect(axleGroupChecks(rig(), FEDERAL)).toEqual([]);
      expect(bridgeFormulaLbs(37, 4)).toBe(66_500);
    });

    it('at 80,001 lb is over gross and the outer bridge, ordered bridge then gross', () => {
      expect(brief(axleGroupChecks(rig(12_001), FEDERAL))).toEqual([
        ['bridge-formula', 0, 4, 80_000],
        ['gross', 0, 4, 80_000],
      ]);
    });
  });

  it('orders overages by first axle, then last, then rule', () => {
    // Everything over: singles, both tandems, the bridges, gross.
    const heavy = vehicle([25_000, 25_000, 25_000, 25_000, 25_000], [168, 51, 344, 49]);
    const result = axleGroupChecks(heavy, FEDERAL);
    const keys = result.map((o) => [o.first, o.last, AXLE_RULES.indexOf(o.rule)]);
    const sorted = [...keys].sort(
      (a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0) || (a[2] ?? 0) - (b[2] ?? 0),
    );
    expect(keys).toEqual(sorted);
    expect(result[0]).toMatchObject({ rule: 'single-axle', first: 0, last: 0 });
    expect(result.at(-1)).toMatchObject({ rule: 'single-axle', first: 4, last: 4 });
    expect(result.filter((o) => o.rule === 'gross')).toHaveLength(1);
  });

  it('checks gross only when a gross limit is given', () => {
    const axles = vehicle([12_000, 17_000, 17_000, 17_000, 17_001], [168, 51, 344, 49]);
    expect(axleGroupChecks(axles, AXLES_ONLY).some((o) => o.rule === 'gross')).toBe(false);
    expect(axleGroupChecks(axles, FEDERAL).some((o) => o.rule === 'gross')).toBe(true);
  });
});

describe('axleLayoutProblem', () => {
  const ok = vehicle([12_000, 17_000, 17_000], [168, 51]);

  it('accepts a valid layout, with or without an overall length', () => {
    expect(axleLayoutProblem(ok)).toBeUndefined();
    expect(axleLayoutProblem(ok, 219)).toBeUndefined();
  });

  it('names each problem', () => {
    expect(axleLayoutProblem([])).toEqual({ kind: 'too-few-axles', axles: 0 });
    expect(axleLayoutProblem([{ weight_lbs: 12_000, spacing_in: null }])).toEqual({
      kind: 'too-few-axles',
      axles: 1,
    });
    expect(
      axleLayoutProblem([
        { weight_lbs: 12_000, spacing_in: null },
        { weight_lbs: 17_000, spacing_in: null },
      ]),
    ).toEqual({ kind: 'missing-spacing', axle: 0 });
    expect(
      axleLayoutProblem([
        { weight_lbs: 12_000, spacing_in: 168 },
        { weight_lbs: 17_000, spacing_in: 51 },
      ]),
    ).toEqual({ kind: 'spacing-on-last-axle', axle: 1, spacing_in: 51 });
    expect(axleLayoutProblem(vehicle([12_000, 0], [168]))).toEqual({ kind: 'invalid-weight', axle: 1, weight_lbs: 0 });
    expect(axleLayoutProblem(vehicle([-1, 17_000], [168]))).toEqual({
      kind: 'invalid-weight',
      axle: 0,
      weight_lbs: -1,
    });
    expect(axleLayoutProblem(vehicle([12_000, Number.NaN], [168]))).toMatchObject({ kind: 'invalid-weight', axle: 1 });
    expect(axleLayoutProblem(vehicle([12_000, 17_000, 17_000], [168, 0]))).toEqual({
      kind: 'invalid-spacing',
      axle: 1,
      spacing_in: 0,
    });
    expect(axleLayoutProblem(vehicle([12_000, 17_000], [-5]))).toEqual({
      kind: 'invalid-spacing',
      axle: 0,
      spacing_in: -5,
    });
    expect(axleLayoutProblem(ok, 218)).toEqual({
      kind: 'wheelbase-exceeds-length',
      wheelbase_in: 219,
      overall_length_in: 218,
    });
    expect(axleLayoutProblem(ok, 0)).toEqual({ kind: 'invalid-overall-length', overall_length_in: 0 });
  });

  it('reports the first problem from the front, weight before spacing', () => {
    const twoFaults = vehicle([12_000, 0, 17_000], [0, 51]);
    expect(axleLayoutProblem(twoFaults)).toEqual({ kind: 'invalid-spacing', axle: 0, spacing_in: 0 });
    const sameAxle = vehicle([0, 17_000], [0]);
    expect(axleLayoutProblem(sameAxle)).toEqual({ kind: 'invalid-weight', axle: 0, weight_lbs: 0 });
  });
});

describe('properties', () => {
  /** A valid layout: 2 to 8 axles, 1 to 30,000 lb each, 12 in to 50 ft apart. */
  const layout = fc
    .array(
      fc.record({
        weight_lbs: fc.integer({ min: 1, max: 30_000 }),
        spacing_in: fc.integer({ min: 12, max: 600 }),
      }),
      { minLength: 2, maxLength: 8 },
    )
    .map((axles) =>
      axles.map((axle, i): VehicleAxle => ({ ...axle, spacing_in: i === axles.length - 1 ? null : axle.spacing_in })),
    );

  const limits = fc.record({
    single_axle_lbs: fc.integer({ min: 10_000, max: 30_000 }),
    tandem_axle_lbs: fc.integer({ min: 20_000, max: 50_000 }),
    gross_lbs: fc.option(fc.integer({ min: 40_000, max: 160_000 }), { nil: undefined }),
  });

  it('generates only layouts axleLayoutProblem accepts', () => {
    fc.assert(
      fc.property(layout, (axles) => {
        expect(axleLayoutProblem(axles)).toBeUndefined();
      }),
    );
  });

  it('grossWeightLbs is the sum of the weights; wheelbaseIn the sum of the spacings', () => {
    fc.assert(
      fc.property(layout, (axles) => {
        const weights = axles.map((a) => a.weight_lbs);
        const spacings = axles.slice(0, -1).map((a) => a.spacing_in ?? 0);
        expect(grossWeightLbs(axles)).toBe(weights.reduce((sum, w) => sum + w, 0));
        expect(wheelbaseIn(axles)).toBe(spacings.reduce((sum, s) => sum + s, 0));
      }),
    );
  });

  it('never reports a group whose weight is within its limit', () => {
    fc.assert(
      fc.property(layout, limits, (axles, lim) => {
        for (const o of axleGroupChecks(axles, lim)) {
          const actual = axles.slice(o.first, o.last + 1).reduce((sum, a) => sum + a.weight_lbs, 0);
          expect(o.weight_lbs).toBe(actual);
          expect(o.axles).toBe(o.last - o.first + 1);
          expect(o.weight_lbs).toBeGreaterThan(o.limit_lbs);
          expect(o.over_lbs).toBe(o.weight_lbs - o.limit_lbs);
        }
      }),
    );
  });

  it('adding weight never removes an overage, nor shrinks one', () => {
    fc.assert(
      fc.property(
        layout,
        limits,
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 8, maxLength: 8 }),
        (axles, lim, extra) => {
          const heavier = axles.map((a, i) => ({ ...a, weight_lbs: a.weight_lbs + (extra[i] ?? 0) }));
          const after = new Map(axleGroupChecks(heavier, lim).map((o) => [`${o.rule} ${o.first}-${o.last}`, o]));
          for (const o of axleGroupChecks(axles, lim)) {
            const still = after.get(`${o.rule} ${o.first}-${o.last}`);
            expect(still).toBeDefined();
            expect(still?.limit_lbs).toBe(o.limit_lbs);
            expect(still?.over_lbs).toBeGreaterThanOrEqual(o.over_lbs);
          }
        },
      ),
    );
  });

  it('reports every group of 2+ axles over 96 in that exceeds the plain formula, unless the exception allows it', () => {
    fc.assert(
      fc.property(layout, (axles) => {
        const reported = new Set(
          axleGroupChecks(axles, AXLES_ONLY)
            .filter((o) => o.rule === 'bridge-formula')
            .map((o) => `${o.first}-${o.last}`),
        );
        for (let first = 0; first < axles.length; first += 1) {
          let spread = 0;
          let weight = axles[first]?.weight_lbs ?? 0;
          for (let last = first + 1; last < axles.length; last += 1) {
            spread += axles[last - 1]?.spacing_in ?? 0;
            weight += axles[last]?.weight_lbs ?? 0;
            if (spread <= 96) continue;
            const feet = feetForBridgeFormula(spread);
            const plain = bridgeFormulaLbs(feet, last - first + 1);
            const exceptionCould = last - first === 3 && feet >= 36 && weight <= 68_000;
            if (weight > plain && !exceptionCould) expect(reported.has(`${first}-${last}`)).toBe(true);
            if (weight <= plain) expect(reported.has(`${first}-${last}`)).toBe(false);
          }
        }
      }),
    );
  });
});
