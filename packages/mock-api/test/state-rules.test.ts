/**
 * The seed's rules for the 50 states, read through the SDK's decision: each state's figures hold
 * together (whole numbers, every routine figure above its legal one), and each limit decides as the
 * state's row says, just under, at and just over. An ordinary oversize load is routine in every
 * contiguous state, as the data promises.
 */
import { decideState, US_STATES, type components, type StateRules } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { SEED_STATE_RULES, type StateRuleFigures } from '../src/db/state-rules.js';

type StateCode = components['schemas']['StateCode'];
type Load = Parameters<typeof decideState>[1]['load'];
type Axles = NonNullable<Parameters<typeof decideState>[1]['axles']>;

const STATES = Object.entries(SEED_STATE_RULES) as [StateCode, StateRuleFigures][];
const CONTIGUOUS = STATES.filter(([state]) => state !== 'AK' && state !== 'HI');

const rulesOf = (state: StateCode, figures: StateRuleFigures): StateRules => ({ ...figures, state, version: 1 });

function decide(state: StateCode, figures: StateRuleFigures, load: Load, axles: Axles | null = null) {
  return decideState(state, {
    load,
    axles,
    start_date: '2026-07-01',
    end_date: '2026-07-10',
    rules: new Map([[state, rulesOf(state, figures)]]),
    closures: [],
  });
}

/** Axles from weights and the spacings between them (one fewer). */
const vehicle = (weights: readonly number[], spacings: readonly number[]): Axles =>
  weights.map((weight_lbs, i) => ({ weight_lbs, spacing_in: spacings[i] ?? null }));

const NUMBERS = [
  'max_width_in',
  'max_height_in',
  'max_length_in',
  'max_weight_lbs',
  'max_single_axle_lbs',
  'max_tandem_axle_lbs',
  'routine_width_in',
  'routine_height_in',
  'routine_length_in',
  'routine_weight_lbs',
  'routine_single_axle_lbs',
  'routine_tandem_axle_lbs',
  'escort_width_in',
  'escort_two_width_in',
  'escort_height_in',
  'escort_length_in',
  'daylight_width_in',
  'fee_base_cents',
  'fee_per_foot_cents',
  'fee_per_kip_cents',
] as const satisfies readonly (keyof StateRuleFigures)[];

/** Each dimension of a load: its field, the rule a reason names, the legal and routine figures. */
const DIMENSIONS = [
  ['width', 'width_in', 'max_width_in', 'routine_width_in'],
  ['height', 'height_in', 'max_height_in', 'routine_height_in'],
  ['length', 'length_in', 'max_length_in', 'routine_length_in'],
  ['weight', 'weight_lbs', 'max_weight_lbs', 'routine_weight_lbs'],
] as const;

it('has rules for each of the 50 states', () => {
  expect(STATES.map(([state]) => state).sort()).toEqual(Object.keys(US_STATES).sort());
  expect(STATES).toHaveLength(50);
});

describe.each(STATES)('%s', (state, figures) => {
  /** At every legal limit: still no permit. */
  const legal: Load = {
    width_in: figures.max_width_in,
    height_in: figures.max_height_in,
    length_in: figures.max_length_in,
    weight_lbs: figures.max_weight_lbs,
  };

  it('has whole, non-negative figures', () => {
    for (const field of NUMBERS) {
      expect(Number.isInteger(figures[field]), field).toBe(true);
      expect(figures[field], field).toBeGreaterThanOrEqual(0);
    }
  });

  it('has every routine figure above its legal one', () => {
    expect(figures.routine_width_in).toBeGreaterThan(figures.max_width_in);
    expect(figures.routine_height_in).toBeGreaterThan(figures.max_height_in);
    expect(figures.routine_length_in).toBeGreaterThan(figures.max_length_in);
    expect(figures.routine_weight_lbs).toBeGreaterThan(figures.max_weight_lbs);
    expect(figures.routine_single_axle_lbs).toBeGreaterThan(figures.max_single_axle_lbs);
    expect(figures.routine_tandem_axle_lbs).toBeGreaterThan(figures.max_tandem_axle_lbs);
  });

  it('has escort thresholds in order and above the legal figures', () => {
    expect(figures.escort_width_in).toBeLessThan(figures.escort_two_width_in);
    expect(figures.escort_width_in).toBeGreaterThan(figures.max_width_in);
    expect(figures.escort_height_in).toBeGreaterThan(figures.max_height_in);
    expect(figures.escort_length_in).toBeGreaterThan(figures.max_length_in);
  });

  it('needs no permit at every legal limit at once', () => {
    expect(decide(state, figures, legal)).toMatchObject({ outcome: 'no_permit', rule_version: 1, reasons: [] });
  });

  it.each(DIMENSIONS)('%s: legal, routine, and reviewed just over each', (rule, field, max, routine) => {
    const at = (value: number) => decide(state, figures, { ...legal, [field]: value });
    expect(at(figures[max] - 1).outcome).toBe('no_permit');
    expect(at(figures[max]).outcome).toBe('no_permit');
    expect(at(figures[max] + 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(at(figures[routine] - 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(at(figures[routine])).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(at(figures[routine] + 1)).toMatchObject({
      outcome: 'needs_review',
      reasons: [{ rule, limit: figures[routine], value: figures[routine] + 1 }],
    });
  });

  it('single axle: legal, routine, and reviewed just over each', () => {
    // Two axles 30 ft apart: the bridge formula allows 60,000 lb, above any single axle here.
    const on = (weight: number) => {
      const axles = vehicle([weight, 5_000], [360]);
      return decide(state, figures, { ...legal, weight_lbs: weight + 5_000 }, axles);
    };
    const { max_single_axle_lbs: max, routine_single_axle_lbs: routine } = figures;
    expect(on(max - 1).outcome).toBe('no_permit');
    expect(on(max).outcome).toBe('no_permit');
    expect(on(max + 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine - 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine + 1)).toMatchObject({
      outcome: 'needs_review',
      reasons: [{ rule: 'single_axle', limit: routine, value: routine + 1, axles: '1' }],
    });
  });

  it('tandem: legal, routine, and reviewed just over each', () => {
    // Three axles 4 ft apart are one tandem (within 96 in), and keep each axle well under the
    // single limits: two axles could not carry some states' routine tandem (FL: 55,000 lb against
    // 27,000 on one axle). A steer axle 30 ft ahead keeps the bridge formula out of the way.
    const on = (weight: number) => {
      const third = Math.floor(weight / 3);
      const axles = vehicle([8_000, third, third, weight - 2 * third], [360, 48, 48]);
      return decide(state, figures, { ...legal, weight_lbs: weight + 8_000 }, axles);
    };
    const { max_tandem_axle_lbs: max, routine_tandem_axle_lbs: routine } = figures;
    expect(on(max - 1).outcome).toBe('no_permit');
    expect(on(max).outcome).toBe('no_permit');
    expect(on(max + 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine - 1)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine)).toMatchObject({ outcome: 'routine', reasons: [] });
    expect(on(routine + 1)).toMatchObject({
      outcome: 'needs_review',
      reasons: [{ rule: 'tandem_axle', limit: routine, value: routine + 1, axles: '2-4' }],
    });
  });
});

describe('an ordinary oversize load', () => {
  // 12 ft wide, 14 ft 6 in high, 80 ft long, 90,000 lb.
  const ORDINARY: Load = { width_in: 144, height_in: 174, length_in: 960, weight_lbs: 90_000 };

  it('is tried in the 48 contiguous states', () => {
    expect(CONTIGUOUS).toHaveLength(48);
  });

  it.each(CONTIGUOUS)('is routine in %s', (state, figures) => {
    expect(decide(state, figures, ORDINARY)).toMatchObject({ outcome: 'routine', reasons: [] });
  });
});
