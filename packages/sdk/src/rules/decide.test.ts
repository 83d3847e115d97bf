/**
 * The decision on a permit request: each limit just under, at and just over (legal and routine),
 * axle weights and the bridge formula, the fee, escorts and travel, closures, a state without rules,
 * the office's own reasons, and properties (when a request is routine, superloads never are, a
 * bigger load never decides better, the fee is the sum of its parts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VehicleAxle } from './axles.js';
import {
  decidePermit,
  decideState,
  extensionReasons,
  permitDays,
  stateFeeCents,
  type DecisionInput,
  type LoadDimensions,
  type RuleDecisions,
  type StateOutcome,
  type StateRules,
} from './decide.js';

type StateCode = StateRules['state'];

// Every figure differs from every other, so a limit read from the wrong field fails some test.
const KS: StateRules = {
  state: 'KS',
  version: 7,
  max_width_in: 102,
  max_height_in: 162,
  max_length_in: 780,
  max_weight_lbs: 80_000,
  max_single_axle_lbs: 20_000,
  max_tandem_axle_lbs: 34_000,
  routine_width_in: 190,
  routine_height_in: 185,
  routine_length_in: 1_350,
  routine_weight_lbs: 150_000,
  routine_single_axle_lbs: 25_000,
  routine_tandem_axle_lbs: 46_000,
  escort_width_in: 150,
  escort_two_width_in: 170,
  escort_height_in: 175,
  escort_length_in: 1_100,
  travel_hours: 'Sunrise to sunset; narrow loads at night',
  weekend_travel: false,
  night_travel: true,
  daylight_width_in: 130,
  fee_base_cents: 2_300,
  fee_per_foot_cents: 410,
  fee_per_kip_cents: 270,
};

const NE: StateRules = {
  state: 'NE',
  version: 3,
  max_width_in: 108,
  max_height_in: 170,
  max_length_in: 900,
  max_weight_lbs: 90_000,
  max_single_axle_lbs: 21_000,
  max_tandem_axle_lbs: 35_000,
  routine_width_in: 198,
  routine_height_in: 194,
  routine_length_in: 1_500,
  routine_weight_lbs: 140_000,
  routine_single_axle_lbs: 26_000,
  routine_tandem_axle_lbs: 47_000,
  escort_width_in: 160,
  escort_two_width_in: 186,
  escort_height_in: 182,
  escort_length_in: 1_300,
  travel_hours: 'Day and night',
  weekend_travel: true,
  night_travel: true,
  daylight_width_in: 126,
  fee_base_cents: 1_900,
  fee_per_foot_cents: 330,
  fee_per_kip_cents: 190,
};

const CO: StateRules = {
  state: 'CO',
  version: 12,
  max_width_in: 100,
  max_height_in: 156,
  max_length_in: 840,
  max_weight_lbs: 85_000,
  max_single_axle_lbs: 19_000,
  max_tandem_axle_lbs: 36_000,
  routine_width_in: 204,
  routine_height_in: 192,
  routine_length_in: 1_440,
  routine_weight_lbs: 160_000,
  routine_single_axle_lbs: 24_000,
  routine_tandem_axle_lbs: 48_000,
  escort_width_in: 156,
  escort_two_width_in: 180,
  escort_height_in: 178,
  escort_length_in: 1_200,
  travel_hours: '30 minutes before sunrise to 30 minutes after sunset',
  weekend_travel: true,
  night_travel: false,
  daylight_width_in: 120,
  fee_base_cents: 1_500,
  fee_per_foot_cents: 200,
  fee_per_kip_cents: 250,
};

const FIXTURES = [KS, NE, CO] as const;
const ALL_RULES: ReadonlyMap<StateCode, StateRules> = new Map(FIXTURES.map((rules) => [rules.state, rules]));
/** TX has no rules in the fixture. */
const POOL: readonly StateCode[] = ['KS', 'NE', 'CO', 'TX'];

const DATES = { start_date: '2026-07-01', end_date: '2026-07-10' };
/** Within every legal limit of KS (and of NE and CO). */
const LEGAL: LoadDimensions = { width_in: 96, height_in: 150, length_in: 700, weight_lbs: 70_000 };

const ON = { enabled: true, states_off: [], fee_ceiling_cents: null } as const satisfies RuleDecisions;
const OFFICE = { base_fee_cents: 1_500, rule_decisions: ON, company_in_good_standing: true };

/** Axles from weights and the spacings between them (one fewer), so a test reads like a diagram. */
function vehicle(weights: readonly number[], spacings: readonly number[]): VehicleAxle[] {
  if (spacings.length !== weights.length - 1) throw new Error('one spacing between each pair of axles');
  return weights.map((weight_lbs, i) => ({ weight_lbs, spacing_in: spacings[i] ?? null }));
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One state's outcome under `rules` alone. */
function decide(
  load: Partial<LoadDimensions>,
  options: { rules?: StateRules; axles?: readonly VehicleAxle[]; closures?: DecisionInput['closures'] } = {},
): StateOutcome {
  const rules = options.rules ?? KS;
  return decideState(rules.state, {
    load: { ...LEGAL, ...load },
    axles: options.axles ?? null,
    ...DATES,
    rules: new Map([[rules.state, rules]]),
    closures: options.closures ?? [],
  });
}

function request(
  overrides: Partial<Omit<DecisionInput, 'office'>> & { office?: Partial<DecisionInput['office']> } = {},
) {
  const { office, ...rest } = overrides;
  return decidePermit({
    load: LEGAL,
    axles: null,
    states: ['KS', 'NE'],
    ...DATES,
    rules: ALL_RULES,
    closures: [],
    ...rest,
    office: { ...OFFICE, ...office },
  });
}

describe('decideState: dimensions and gross weight', () => {
  const LIMITS = [
    ['width', 'width_in', 102, 190],
    ['height', 'height_in', 162, 185],
    ['length', 'length_in', 780, 1_350],
    ['weight', 'weight_lbs', 80_000, 150_000],
  ] as const;

  it('needs no permit for a load within every legal limit', () => {
    expect(decide({})).toEqual({
      state: 'KS',
      outcome: 'no_permit',
      rule_version: 7,
      fee_cents: 0,
      reasons: [],
      conditions: {
        escorts_front: 0,
        escorts_rear: 0,
        height_pole: false,
        daylight_only: false,
        weekends: true,
        travel_hours: KS.travel_hours,
        closures: [],
      },
    });
  });

  it.each(LIMITS)('%s: legal up to %s = %i, a permit one over', (_rule, field, legal) => {
    expect(decide({ [field]: legal - 1 }).outcome).toBe('no_permit');
    expect(decide({ [field]: legal }).outcome).toBe('no_permit');
    const over = decide({ [field]: legal + 1 });
    expect(over.outcome).toBe('routine');
    expect(over.reasons).toEqual([]);
  });

  it.each(LIMITS)('%s: routine up to %s = routine figure, review one over', (rule, field, _legal, routine) => {
    expect(decide({ [field]: routine - 1 }).outcome).toBe('routine');
    expect(decide({ [field]: routine }).outcome).toBe('routine');
    const over = decide({ [field]: routine + 1 });
    expect(over.outcome).toBe('needs_review');
    expect(over.reasons).toEqual([{ rule, limit: routine, value: routine + 1 }]);
  });

  it('gives every reason, one per limit exceeded', () => {
    const outcome = decide({ width_in: 191, height_in: 186, length_in: 1_351, weight_lbs: 150_001 });
    expect(outcome.outcome).toBe('needs_review');
    expect(outcome.reasons).toEqual([
      { rule: 'width', limit: 190, value: 191 },
      { rule: 'height', limit: 185, value: 186 },
      { rule: 'length', limit: 1_350, value: 1_351 },
      { rule: 'weight', limit: 150_000, value: 150_001 },
    ]);
  });
});

describe('decideState: axles', () => {
  // Two axles 30 ft apart: the bridge formula allows 60,000 lb, far above any weight used here.
  const single = (front: number, rear = 6_000) => vehicle([front, rear], [360]);
  // A steer axle 30 ft ahead of a tandem 50 in apart (bridge formula: 60,000 and 61,500 lb).
  const tandem = (a: number, b: number) => vehicle([10_000, a, b], [360, 50]);
  const grossOf = (axles: readonly VehicleAxle[]) => ({ weight_lbs: sum(axles.map((axle) => axle.weight_lbs)) });

  it.each([
    [19_999, 'no_permit'],
    [20_000, 'no_permit'],
    [20_001, 'routine'],
    [24_999, 'routine'],
    [25_000, 'routine'],
  ] as const)('a single axle of %i lb: %s', (weight, outcome) => {
    const axles = single(weight);
    const decided = decide(grossOf(axles), { axles });
    expect(decided.outcome).toBe(outcome);
    expect(decided.reasons).toEqual([]);
  });

  it('reviews a single axle one pound over the routine limit, naming the axle', () => {
    const axles = single(25_001);
    const decided = decide(grossOf(axles), { axles });
    expect(decided.outcome).toBe('needs_review');
    expect(decided.reasons).toEqual([{ rule: 'single_axle', limit: 25_000, value: 25_001, axles: '1' }]);
    const rear = vehicle([6_000, 25_001], [360]);
    expect(decide(grossOf(rear), { axles: rear }).reasons).toEqual([
      { rule: 'single_axle', limit: 25_000, value: 25_001, axles: '2' },
    ]);
  });

  it.each([
    [16_999, 17_000, 'no_permit'],
    [17_000, 17_000, 'no_permit'],
    [17_000, 17_001, 'routine'],
    [22_999, 23_000, 'routine'],
    [23_000, 23_000, 'routine'],
  ] as const)('a tandem of %i + %i lb: %s', (a, b, outcome) => {
    const axles = tandem(a, b);
    const decided = decide(grossOf(axles), { axles });
    expect(decided.outcome).toBe(outcome);
    expect(decided.reasons).toEqual([]);
  });

  it('reviews a tandem one pound over the routine limit, naming its axles', () => {
    const axles = tandem(23_000, 23_001);
    const decided = decide(grossOf(axles), { axles });
    expect(decided.outcome).toBe('needs_review');
    expect(decided.reasons).toEqual([{ rule: 'tandem_axle', limit: 46_000, value: 46_001, axles: '2-3' }]);
  });

  // 35,000 lb on two axles: over a single axle (routine 25,000) within 40 in; a tandem over the
  // legal 34,000 within the routine 46,000 from 41 to 96 in; two singles within the formula beyond.
  it.each([
    [40, 'needs_review'],
    [41, 'routine'],
    [96, 'routine'],
    [97, 'no_permit'],
  ] as const)('two axles of 17,500 lb %i in apart: %s', (spacing, outcome) => {
    const axles = vehicle([17_500, 17_500], [spacing]);
    expect(decide(grossOf(axles), { axles }).outcome).toBe(outcome);
  });

  it('weighs axles within 40 in as one single axle', () => {
    const axles = vehicle([17_500, 17_500], [40]);
    expect(decide(grossOf(axles), { axles }).reasons).toEqual([
      { rule: 'single_axle', limit: 25_000, value: 35_000, axles: '1-2' },
    ]);
  });

  it('weighs only the gross weight without axles', () => {
    expect(decide({ weight_lbs: 80_000 }).outcome).toBe('no_permit');
    expect(decide({ weight_lbs: 80_000 }, { axles: [] }).outcome).toBe('no_permit');
  });
});

describe('decideState: the bridge formula', () => {
  // Three axles 10 ft apart: each pair may carry 40,000 lb, all three 51,000 (20 ft, 3 axles).
  const WITHIN = vehicle([17_000, 17_000, 17_000], [120, 120]);
  const OVER = vehicle([17_000, 17_000, 17_001], [120, 120]);
  // Every axle at the legal single limit and the gross legal, but every group far over the formula.
  const FAR_OVER = vehicle([20_000, 20_000, 20_000], [120, 120]);

  it('needs no permit within the formula, a permit one pound over it', () => {
    expect(decide({ weight_lbs: 51_000 }, { axles: WITHIN }).outcome).toBe('no_permit');
    const over = decide({ weight_lbs: 51_001 }, { axles: OVER });
    expect(over.outcome).toBe('routine');
    expect(over.reasons).toEqual([]);
  });

  it('makes a load within the legal gross and axle limits need a permit, routinely', () => {
    const decided = decide({ weight_lbs: 60_000 }, { axles: FAR_OVER });
    expect(decided.outcome).toBe('routine');
    expect(decided.reasons).toEqual([]);
    // Nothing over a legal dimension or the legal gross: the state's base fee alone.
    expect(decided.fee_cents).toBe(KS.fee_base_cents);
  });

  it('is no reason for review on its own, however far over', () => {
    const heavy = vehicle([25_000, 25_000, 25_000], [120, 120]);
    expect(decide({ weight_lbs: 75_000 }, { axles: heavy })).toMatchObject({ outcome: 'routine', reasons: [] });
    // Reviewed for its width, and for that alone.
    expect(decide({ width_in: 191, weight_lbs: 75_000 }, { axles: heavy }).reasons).toEqual([
      { rule: 'width', limit: 190, value: 191 },
    ]);
  });
});

describe('the fee', () => {
  const { fee_base_cents: base, fee_per_foot_cents: foot, fee_per_kip_cents: kip } = KS;

  it.each([
    ['1 in over legal width', { width_in: 103 }, base + foot],
    ['exactly 1 ft over legal width', { width_in: 114 }, base + foot],
    ['1 ft 1 in over legal width', { width_in: 115 }, base + 2 * foot],
    ['exactly 1 ft over legal height', { height_in: 174 }, base + foot],
    ['1 ft 1 in over legal height', { height_in: 175 }, base + 2 * foot],
    ['exactly 2 ft over legal length', { length_in: 804 }, base + 2 * foot],
    ['2 ft 1 in over legal length', { length_in: 805 }, base + 3 * foot],
    ['1 lb over legal gross', { weight_lbs: 80_001 }, base + kip],
    ['exactly 1,000 lb over legal gross', { weight_lbs: 81_000 }, base + kip],
    ['1,001 lb over legal gross', { weight_lbs: 81_001 }, base + 2 * kip],
    ['exactly 12,000 lb over legal gross', { weight_lbs: 92_000 }, base + 12 * kip],
    ['12,001 lb over legal gross', { weight_lbs: 92_001 }, base + 13 * kip],
    // 2 ft + 1 ft + 2 ft (13 in) and 13 kips.
    ['over every legal limit', { width_in: 126, height_in: 163, length_in: 793, weight_lbs: 92_001 }, 7_860],
  ] as const)('%s', (_case, load, fee) => {
    expect(stateFeeCents({ ...LEGAL, ...load }, KS)).toBe(fee);
    expect(decide(load)).toMatchObject({ outcome: 'routine', fee_cents: fee });
  });

  it('is nothing where no permit is needed', () => {
    expect(decide({ width_in: 102, height_in: 162, length_in: 780, weight_lbs: 80_000 }).fee_cents).toBe(0);
  });

  it('is charged on a superload too, for staff to confirm', () => {
    // 89 in over legal width: 8 ft.
    expect(decide({ width_in: 191 })).toMatchObject({ outcome: 'needs_review', fee_cents: base + 8 * foot });
  });

  it("of a request is the office's base plus each state's", () => {
    // KS: 8 in over (1 ft); NE: 2 in over (1 ft); TX has no rules.
    const decision = request({ load: { ...LEGAL, width_in: 110 }, states: ['KS', 'NE', 'TX'] });
    expect(decision.states.map((outcome) => outcome.fee_cents)).toEqual([2_300 + 410, 1_900 + 330, 0]);
    expect(decision.fee_cents).toBe(1_500 + 2_710 + 2_230);
    // Legal in NE: it adds nothing.
    expect(request({ load: { ...LEGAL, width_in: 105 } }).fee_cents).toBe(1_500 + 2_710);
    expect(request().fee_cents).toBe(1_500);
  });
});

describe('conditions', () => {
  const escorts = (load: Partial<LoadDimensions>) => {
    const { escorts_front, escorts_rear, height_pole } = decide(load).conditions;
    return { escorts_front, escorts_rear, height_pole };
  };
  const none = { escorts_front: 0, escorts_rear: 0, height_pole: false };
  const front = { ...none, escorts_front: 1 };
  const rear = { ...none, escorts_rear: 1 };

  it.each([
    ['at escort_width_in', { width_in: 150 }, none],
    ['over escort_width_in', { width_in: 151 }, front],
    ['at escort_two_width_in', { width_in: 170 }, front],
    ['over escort_two_width_in', { width_in: 171 }, { ...front, escorts_rear: 1 }],
    ['at escort_height_in', { height_in: 175 }, none],
    ['over escort_height_in', { height_in: 176 }, { ...front, height_pole: true }],
    ['at escort_length_in', { length_in: 1_100 }, none],
    ['over escort_length_in', { length_in: 1_101 }, rear],
    ['wide and long', { width_in: 151, length_in: 1_101 }, { ...front, escorts_rear: 1 }],
    [
      'two wide, tall and long',
      { width_in: 171, height_in: 176, length_in: 1_101 },
      {
        escorts_front: 1,
        escorts_rear: 1,
        height_pole: true,
      },
    ],
  ] as const)('escorts %s', (_case, load, expected) => {
    expect(decide(load).outcome).toBe('routine');
    expect(escorts(load)).toEqual(expected);
  });

  it('moves in daylight only wider than daylight_width_in where night travel is allowed', () => {
    expect(decide({ width_in: 130 }).conditions.daylight_only).toBe(false);
    expect(decide({ width_in: 131 }).conditions.daylight_only).toBe(true);
  });

  it('moves in daylight only, however narrow, where night travel is not allowed', () => {
    const rules = { ...KS, night_travel: false };
    expect(decide({ width_in: 103 }, { rules }).conditions.daylight_only).toBe(true);
    expect(decide({ height_in: 163 }, { rules }).conditions.daylight_only).toBe(true);
  });

  it('moves on weekends as the state allows, within its travel hours', () => {
    expect(decide({ width_in: 103 }).conditions).toMatchObject({ weekends: false, travel_hours: KS.travel_hours });
    const rules = { ...KS, weekend_travel: true, travel_hours: 'Any time' };
    expect(decide({ width_in: 103 }, { rules }).conditions).toMatchObject({ weekends: true, travel_hours: 'Any time' });
  });

  it("lists the state's own closures within the permit's dates, in date order", () => {
    const closures = [
      { state: 'KS', date: '2026-07-10', name: 'Last day' },
      { state: 'KS', date: '2026-06-30', name: 'Day before' },
      { state: 'NE', date: '2026-07-04', name: 'Elsewhere' },
      { state: 'KS', date: '2026-07-04', name: 'Independence Day' },
      { state: 'KS', date: '2026-07-11', name: 'Day after' },
      { state: 'KS', date: '2026-07-01', name: 'First day' },
    ] as const;
    expect(decide({ width_in: 103 }, { closures }).conditions.closures).toEqual([
      { date: '2026-07-01', name: 'First day' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-07-10', name: 'Last day' },
    ]);
  });
});

describe('a state without rules', () => {
  it('needs review, reading no version', () => {
    const outcome = decideState('TX', { load: LEGAL, axles: null, ...DATES, rules: ALL_RULES, closures: [] });
    expect(outcome).toMatchObject({
      state: 'TX',
      outcome: 'needs_review',
      rule_version: null,
      fee_cents: 0,
      reasons: [{ rule: 'no_rules' }],
    });
    expect(request({ states: ['KS', 'TX'] }).outcome).toBe('needs_review');
  });
});

describe('rule_version', () => {
  it("is each state's own version, whatever its outcome", () => {
    const decision = request({ load: { ...LEGAL, width_in: 192 }, states: ['KS', 'NE', 'CO'] });
    expect(decision.states.map(({ state, outcome, rule_version }) => [state, outcome, rule_version])).toEqual([
      ['KS', 'needs_review', 7],
      ['NE', 'routine', 3],
      ['CO', 'routine', 12],
    ]);
    expect(request({ states: ['NE', 'CO'] }).states.map((outcome) => outcome.rule_version)).toEqual([3, 12]);
  });
});

describe("decidePermit: the office's reasons", () => {
  // Routine in KS and NE: fee 1,500 + 2,710 + 2,230.
  const load = { ...LEGAL, width_in: 110 };
  const FEE = 6_440;
  const settings = (changes: Partial<RuleDecisions>): RuleDecisions => ({ ...ON, ...changes });

  it('approves by rule a request routine in every state, with no reason of its own', () => {
    const decision = request({ load });
    expect(decision).toMatchObject({ outcome: 'routine', by_rule: false, fee_cents: FEE, reasons: [] });
    expect(decision.states.map((outcome) => outcome.outcome)).toEqual(['routine', 'routine']);
  });

  it('is routine where no state needs a permit', () => {
    expect(request()).toMatchObject({ outcome: 'routine', fee_cents: 1_500, reasons: [] });
  });

  it('is not routine without a state', () => {
    expect(request({ states: [] }).outcome).toBe('needs_review');
  });

  it('reviews every request when decision by rule is off', () => {
    const decision = request({ load, office: { rule_decisions: settings({ enabled: false }) } });
    expect(decision).toMatchObject({ outcome: 'needs_review', reasons: [{ rule: 'rules_off' }] });
    expect(decision.states.every((outcome) => outcome.outcome === 'routine')).toBe(true);
  });

  it('names each state turned off on the route, and only those', () => {
    const off = request({ load, office: { rule_decisions: settings({ states_off: ['OK', 'NE', 'WY'] }) } });
    expect(off).toMatchObject({ outcome: 'needs_review', reasons: [{ rule: 'state_off', state: 'NE' }] });
    const both = request({ load, office: { rule_decisions: settings({ states_off: ['NE', 'KS'] }) } });
    expect(both.reasons).toEqual([
      { rule: 'state_off', state: 'KS' },
      { rule: 'state_off', state: 'NE' },
    ]);
    const elsewhere = request({ load, office: { rule_decisions: settings({ states_off: ['OK', 'CO'] }) } });
    expect(elsewhere).toMatchObject({ outcome: 'routine', reasons: [] });
  });

  it('reviews a fee over the ceiling, not one at it', () => {
    const at = request({ load, office: { rule_decisions: settings({ fee_ceiling_cents: FEE }) } });
    expect(at).toMatchObject({ outcome: 'routine', reasons: [] });
    const over = request({ load, office: { rule_decisions: settings({ fee_ceiling_cents: FEE - 1 }) } });
    expect(over).toMatchObject({
      outcome: 'needs_review',
      fee_cents: FEE,
      reasons: [{ rule: 'fee_ceiling', limit: FEE - 1, value: FEE }],
    });
  });

  it('reviews a request of a company not in good standing', () => {
    const decision = request({ load, office: { company_in_good_standing: false } });
    expect(decision).toMatchObject({ outcome: 'needs_review', reasons: [{ rule: 'company_standing' }] });
  });

  it('gives every reason that stands', () => {
    const decision = request({
      load,
      office: {
        rule_decisions: { enabled: false, states_off: ['KS'], fee_ceiling_cents: 0 },
        company_in_good_standing: false,
      },
    });
    expect(decision.reasons).toEqual([
      { rule: 'rules_off' },
      { rule: 'state_off', state: 'KS' },
      { rule: 'fee_ceiling', limit: 0, value: FEE },
      { rule: 'company_standing' },
    ]);
  });

  it('reviews a request with a state that needs review, whatever the settings', () => {
    const decision = request({ load: { ...load, width_in: 195 } });
    expect(decision.outcome).toBe('needs_review');
    expect(decision.reasons).toEqual([]);
    expect(decision.states.map((outcome) => outcome.outcome)).toEqual(['needs_review', 'routine']);
  });
});

describe('properties', () => {
  // Each generator leans towards what passes (a load within every envelope, a permissive office),
  // so that routine requests make up a fair share of the cases rather than one in a hundred.
  const loadWithin = (width: number, height: number, length: number, weight: number) =>
    fc.record({
      width_in: fc.integer({ min: 90, max: width }),
      height_in: fc.integer({ min: 140, max: height }),
      length_in: fc.integer({ min: 600, max: length }),
      weight_lbs: fc.integer({ min: 60_000, max: weight }),
    });
  const load = fc.oneof(loadWithin(190, 185, 1_350, 140_000), loadWithin(230, 210, 1_600, 170_000));
  const axleList = (heaviest: number) =>
    fc
      .array(
        fc.record({ weight: fc.integer({ min: 4_000, max: heaviest }), spacing: fc.integer({ min: 30, max: 400 }) }),
        {
          minLength: 2,
          maxLength: 6,
        },
      )
      .map((list) =>
        vehicle(
          list.map((axle) => axle.weight),
          list.slice(1).map((axle) => axle.spacing),
        ),
      );
  const axles = fc.option(fc.oneof(axleList(15_000), axleList(30_000)), { nil: null, freq: 2 });
  const route = fc.oneof(
    { arbitrary: fc.shuffledSubarray<StateCode>(['KS', 'NE', 'CO'], { minLength: 1 }), weight: 3 },
    { arbitrary: fc.shuffledSubarray([...POOL], { minLength: 1 }), weight: 1 },
  );
  const permissive = fc.oneof(fc.constant(true), fc.boolean());
  const ruleDecisions: fc.Arbitrary<RuleDecisions> = fc.record({
    enabled: permissive,
    states_off: fc.oneof(fc.constant<StateCode[]>([]), fc.subarray<StateCode>(['KS', 'NE', 'CO', 'TX', 'OK', 'WY'])),
    fee_ceiling_cents: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null, freq: 2 }),
  });
  const office = fc.record({
    base_fee_cents: fc.integer({ min: 0, max: 5_000 }),
    rule_decisions: ruleDecisions,
    company_in_good_standing: permissive,
  });
  const fixture = fc.constantFrom(...FIXTURES);
  const input = fc.record({ load, axles, states: route, office });
  const fullInput = (generated: Pick<DecisionInput, 'load' | 'axles' | 'states' | 'office'>): DecisionInput => ({
    ...generated,
    ...DATES,
    rules: ALL_RULES,
    closures: [],
  });
  const RANK = { no_permit: 0, routine: 1, needs_review: 2 } as const;

  it('a request is routine exactly when every state is and no reason of the office stands', () => {
    fc.assert(
      fc.property(input, (generated) => {
        const decision = decidePermit(fullInput(generated));
        const { rule_decisions: settings, company_in_good_standing } = generated.office;
        expect(decision.states.map((outcome) => outcome.state)).toEqual(generated.states);
        for (const outcome of decision.states) {
          expect(outcome.rule_version).toBe(ALL_RULES.get(outcome.state)?.version ?? null);
        }
        const expected =
          decision.states.every((outcome) => outcome.outcome !== 'needs_review') &&
          settings.enabled &&
          !generated.states.some((state) => settings.states_off.includes(state)) &&
          (settings.fee_ceiling_cents === null || decision.fee_cents <= settings.fee_ceiling_cents) &&
          company_in_good_standing;
        expect(decision.outcome === 'routine').toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('a load beyond a state’s routine envelope is never routine, whatever the settings', () => {
    const beyond = fc.constantFrom('width_in', 'height_in', 'length_in', 'weight_lbs', 'single_axle');
    fc.assert(
      fc.property(
        input,
        fixture,
        beyond,
        fc.integer({ min: 1, max: 20_000 }),
        (generated, rules, dimension, excess) => {
          const routineOf = {
            width_in: rules.routine_width_in,
            height_in: rules.routine_height_in,
            length_in: rules.routine_length_in,
            weight_lbs: rules.routine_weight_lbs,
          };
          const states = [rules.state, ...generated.states.filter((state) => state !== rules.state)];
          const superload =
            dimension === 'single_axle'
              ? { ...generated, states, axles: vehicle([rules.routine_single_axle_lbs + excess, 5_000], [360]) }
              : {
                  ...generated,
                  states,
                  load: { ...generated.load, [dimension]: routineOf[dimension] + excess },
                };
          const decision = decidePermit(fullInput(superload));
          expect(decision.outcome).toBe('needs_review');
          expect(decision.states[0]?.outcome).toBe('needs_review');
          // The most permissive office changes nothing.
          const open = { ...superload.office, rule_decisions: ON, company_in_good_standing: true };
          expect(decidePermit(fullInput({ ...superload, office: open })).outcome).toBe('needs_review');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a bigger or heavier load never decides better in a state', () => {
    const growth = fc.record({
      width_in: fc.nat({ max: 60 }),
      height_in: fc.nat({ max: 40 }),
      length_in: fc.nat({ max: 500 }),
      weight_lbs: fc.nat({ max: 60_000 }),
      axles: fc.array(fc.nat({ max: 10_000 }), { minLength: 6, maxLength: 6 }),
    });
    fc.assert(
      fc.property(fixture, load, axles, growth, (rules, small, smallAxles, more) => {
        const big: LoadDimensions = {
          width_in: small.width_in + more.width_in,
          height_in: small.height_in + more.height_in,
          length_in: small.length_in + more.length_in,
          weight_lbs: small.weight_lbs + more.weight_lbs,
        };
        const bigAxles = smallAxles?.map((axle, i) => ({
          ...axle,
          weight_lbs: axle.weight_lbs + (more.axles[i] ?? 0),
        }));
        const before = decide(small, { rules, axles: smallAxles ?? undefined });
        const after = decide(big, { rules, axles: bigAxles });
        expect(RANK[after.outcome]).toBeGreaterThanOrEqual(RANK[before.outcome]);
        if (before.outcome === 'needs_review') expect(after.outcome).toBe('needs_review');
        // Every limit exceeded before is exceeded still.
        const limits = (outcome: StateOutcome) =>
          outcome.reasons.map(({ rule, limit, axles }) => ({ rule, limit, axles }));
        for (const reason of limits(before)) expect(limits(after)).toContainEqual(reason);
      }),
      { numRuns: 300 },
    );
  });

  it("the fee is the office's base plus each state's, whatever the settings", () => {
    fc.assert(
      fc.property(input, ruleDecisions, (generated, otherSettings) => {
        const decision = decidePermit(fullInput(generated));
        const states = generated.states.map((state) => {
          const rules = ALL_RULES.get(state);
          const outcome = decideState(state, fullInput(generated));
          expect(outcome.fee_cents).toBe(
            rules === undefined || outcome.outcome === 'no_permit' ? 0 : stateFeeCents(generated.load, rules),
          );
          return outcome.fee_cents;
        });
        expect(decision.fee_cents).toBe(generated.office.base_fee_cents + sum(states));
        const other = { ...generated.office, rule_decisions: otherSettings };
        expect(decidePermit(fullInput({ ...generated, office: other })).fee_cents).toBe(decision.fee_cents);
      }),
      { numRuns: 300 },
    );
  });
});

describe("decideState: the state's longest single trip", () => {
  // DATES run 10 days, 1 to 10 July; a load just over the legal width needs a routine permit in KS.
  const WIDE = { width_in: 120 };
  const limited = (days: number | null) => decide(WIDE, { rules: { ...KS, max_validity_days: days } });

  it('counts the first and the last day', () => {
    expect(permitDays(DATES)).toBe(10);
    expect(permitDays({ start_date: '2026-12-31', end_date: '2027-01-01' })).toBe(2);
  });

  it('is routine at and under the limit, and needs review a day over, saying by how many days', () => {
    expect(limited(11).outcome).toBe('routine');
    expect(limited(10).outcome).toBe('routine');
    expect(limited(9)).toMatchObject({ outcome: 'needs_review', reasons: [{ rule: 'validity', limit: 9, value: 10 }] });
  });

  it('leaves a state without a limit, and a load that needs no permit, alone', () => {
    expect(limited(null).outcome).toBe('routine');
    expect(decide({}, { rules: { ...KS, max_validity_days: 1 } }).outcome).toBe('no_permit');
  });
});

describe('extensionReasons', () => {
  const decided = (end_date: string, rules: StateRules = KS) =>
    decidePermit({
      load: { ...LEGAL, width_in: 120 },
      axles: null,
      states: ['KS'],
      start_date: '2026-07-01',
      end_date,
      rules: new Map([[rules.state, rules]]),
      closures: [],
      office: OFFICE,
    });

  it('allows later dates that add nothing to judge, and names the validity they would exceed', () => {
    const rules = { ...KS, max_validity_days: 7 };
    expect(extensionReasons(decided('2026-07-05', rules), decided('2026-07-07', rules))).toEqual([]);
    expect(extensionReasons(decided('2026-07-05', rules), decided('2026-07-08', rules))).toEqual([
      { rule: 'validity', limit: 7, value: 8, state: 'KS' },
    ]);
  });

  it('keeps what staff approved already, and refuses what the rules now add', () => {
    const superload = { ...KS, routine_width_in: 110 };
    expect(extensionReasons(decided('2026-07-05', superload), decided('2026-07-09', superload))).toEqual([]);
    expect(extensionReasons(decided('2026-07-05'), decided('2026-07-09', superload))).toEqual([
      { rule: 'width', limit: 110, value: 120, state: 'KS' },
    ]);
  });
});
