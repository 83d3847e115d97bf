/**
 * The decision on a permit request, stated once: the mock API decides submissions by it and the
 * admin shows, as a member types, what each state will say. For a load (and the axles it rides on,
 * when known), its route and its dates, each state's outcome is read from that state's rules in
 * force (its `StateRegulation`, whose version the outcome names):
 *
 * - no permit needed: within every legal limit (and the bridge formula, axles known);
 * - routine: within the envelope the state issues routinely, with its fee and its conditions
 *   (escorts, travel hours, the state's closures within the dates);
 * - needs review: beyond the envelope, every reason given (which limit, the value against it).
 *
 * The request is routine when every state is, and none of the office's own reasons stands
 * (decision by rule off, the fee over the ceiling, the company not in good standing). Office
 * settings can only add reasons: nothing turns a superload routine.
 */
import type { components } from '../schema.js';
import { axleGroupChecks, type AxleGroupOverage, type VehicleAxle } from './axles.js';

type S = components['schemas'];
type StateCode = S['StateCode'];
export type PermitDecision = S['PermitDecision'];
export type StateOutcome = S['StateOutcome'];
export type DecisionReason = S['DecisionReason'];
export type PermitConditions = S['PermitConditions'];
export type RuleDecisions = S['RuleDecisions'];

/** A state's rules as the decision reads them: its regulation's figures and version. */
export type StateRules = Pick<
  S['StateRegulation'],
  | 'state'
  | 'version'
  | 'max_length_in'
  | 'max_width_in'
  | 'max_height_in'
  | 'max_weight_lbs'
  | 'max_single_axle_lbs'
  | 'max_tandem_axle_lbs'
  | 'routine_width_in'
  | 'routine_height_in'
  | 'routine_length_in'
  | 'routine_weight_lbs'
  | 'routine_single_axle_lbs'
  | 'routine_tandem_axle_lbs'
  | 'escort_width_in'
  | 'escort_two_width_in'
  | 'escort_height_in'
  | 'escort_length_in'
  | 'travel_hours'
  | 'weekend_travel'
  | 'night_travel'
  | 'daylight_width_in'
  | 'fee_base_cents'
  | 'fee_per_foot_cents'
  | 'fee_per_kip_cents'
> &
  // Optional to a caller that keeps older rules: no limit, as null says.
  Partial<Pick<S['StateRegulation'], 'max_validity_days'>>;

/** What a load measures: overall, in inches and pounds. */
export interface LoadDimensions {
  length_in: number;
  width_in: number;
  height_in: number;
  weight_lbs: number;
}

export interface DecisionInput {
  load: LoadDimensions;
  /** The axles the load rides on, front to back; without them only the gross weight is weighed. */
  axles?: readonly VehicleAxle[] | null;
  /** The route, in travel order. */
  states: readonly StateCode[];
  /** The permit's first and last day, `YYYY-MM-DD`. */
  start_date: string;
  end_date: string;
  /** Each state's rules in force; a state without rules needs review. */
  rules: ReadonlyMap<StateCode, StateRules>;
  /** The states' holiday closures (any dates: those within the permit's are kept). */
  closures: readonly { state: StateCode; date: string; name: string }[];
  office: {
    /** The service's own fee, added once to the states'. */
    base_fee_cents: number;
    rule_decisions: RuleDecisions;
    /** Active, and no invoice overdue (the API's judgement of the company). */
    company_in_good_standing: boolean;
  };
}

const FOOT_IN = 12;
const DAY_MS = 86_400_000;

/** A permit's days, its first and last included: `2026-12-01` to `2026-12-05` is 5. */
export const permitDays = (dates: { start_date: string; end_date: string }) =>
  Math.round((Date.parse(dates.end_date) - Date.parse(dates.start_date)) / DAY_MS) + 1;

/** The permit's days over the state's longest single trip, as a reason; none within it or without a limit. */
function validityReason(rules: StateRules, dates: { start_date: string; end_date: string }): DecisionReason[] {
  const days = permitDays(dates);
  const limit = rules.max_validity_days ?? null;
  return limit !== null && days > limit ? [{ rule: 'validity', limit, value: days }] : [];
}

const KIP_LBS = 1000;

/** Whole feet, a part counted as one: fees are charged for each foot or part of one. */
const feetOver = (value: number, legal: number) => (value > legal ? Math.ceil((value - legal) / FOOT_IN) : 0);

/** Axle numbers as a driver counts them, from 1 at the front: `2-3`, or `4` for one axle. */
const axlesOf = (overage: AxleGroupOverage) =>
  overage.first === overage.last ? String(overage.first + 1) : `${overage.first + 1}-${overage.last + 1}`;

const AXLE_RULE = {
  'single-axle': 'single_axle',
  tandem: 'tandem_axle',
  'bridge-formula': 'bridge_formula',
  gross: 'weight',
} as const satisfies Record<AxleGroupOverage['rule'], DecisionReason['rule']>;

const axleReason = (overage: AxleGroupOverage): DecisionReason => ({
  rule: AXLE_RULE[overage.rule],
  limit: overage.limit_lbs,
  value: overage.weight_lbs,
  axles: axlesOf(overage),
});

/** Each dimension and weight over a set of limits, as reasons. */
function overLimits(
  load: LoadDimensions,
  axles: readonly VehicleAxle[] | null | undefined,
  limits: {
    width: number;
    height: number;
    length: number;
    weight: number;
    single: number;
    tandem: number;
    bridge: boolean;
  },
): DecisionReason[] {
  const reasons: DecisionReason[] = [];
  const dimension = (rule: 'width' | 'height' | 'length' | 'weight', value: number, limit: number) => {
    if (value > limit) reasons.push({ rule, limit, value });
  };
  dimension('width', load.width_in, limits.width);
  dimension('height', load.height_in, limits.height);
  dimension('length', load.length_in, limits.length);
  dimension('weight', load.weight_lbs, limits.weight);
  if (axles && axles.length > 0) {
    const overages = axleGroupChecks(axles, { single_axle_lbs: limits.single, tandem_axle_lbs: limits.tandem });
    for (const overage of overages) {
      // A permit's axle limits are the state's table; the bridge formula is what makes a load legal.
      if (overage.rule === 'bridge-formula' && !limits.bridge) continue;
      reasons.push(axleReason(overage));
    }
  }
  return reasons;
}

const NO_CONDITIONS = (rules: StateRules | undefined): PermitConditions => ({
  escorts_front: 0,
  escorts_rear: 0,
  height_pole: false,
  daylight_only: false,
  weekends: true,
  travel_hours: rules?.travel_hours ?? '',
  closures: [],
});

/** What a permitted load must do in a state: escorts, when it may move, the days it may not. */
export function conditionsOf(
  load: LoadDimensions,
  rules: StateRules,
  closures: DecisionInput['closures'],
  dates: { start_date: string; end_date: string },
): PermitConditions {
  const twoWide = load.width_in > rules.escort_two_width_in;
  const wide = load.width_in > rules.escort_width_in;
  const tall = load.height_in > rules.escort_height_in;
  const long = load.length_in > rules.escort_length_in;
  return {
    escorts_front: wide || twoWide || tall ? 1 : 0,
    escorts_rear: twoWide || long ? 1 : 0,
    height_pole: tall,
    daylight_only: !rules.night_travel || load.width_in > rules.daylight_width_in,
    weekends: rules.weekend_travel,
    travel_hours: rules.travel_hours,
    closures: closures
      .filter(
        (closure) =>
          closure.state === rules.state && closure.date >= dates.start_date && closure.date <= dates.end_date,
      )
      .map(({ date, name }) => ({ date, name }))
      .sort((a, b) => a.date.localeCompare(b.date)),
  };
}

/** The state's fee for a load: its base, and each foot and each 1,000 lb (or part) over legal. */
export function stateFeeCents(load: LoadDimensions, rules: StateRules): number {
  const feet =
    feetOver(load.width_in, rules.max_width_in) +
    feetOver(load.height_in, rules.max_height_in) +
    feetOver(load.length_in, rules.max_length_in);
  const kips =
    load.weight_lbs > rules.max_weight_lbs ? Math.ceil((load.weight_lbs - rules.max_weight_lbs) / KIP_LBS) : 0;
  return rules.fee_base_cents + feet * rules.fee_per_foot_cents + kips * rules.fee_per_kip_cents;
}

/** One state's outcome for the load, its axles and the permit's dates. */
export function decideState(
  state: StateCode,
  input: Pick<DecisionInput, 'load' | 'axles' | 'start_date' | 'end_date' | 'rules' | 'closures'>,
): StateOutcome {
  const rules = input.rules.get(state);
  if (!rules) {
    return {
      state,
      outcome: 'needs_review',
      rule_version: null,
      fee_cents: 0,
      reasons: [{ rule: 'no_rules' }],
      conditions: NO_CONDITIONS(rules),
    };
  }
  const legal = overLimits(input.load, input.axles, {
    width: rules.max_width_in,
    height: rules.max_height_in,
    length: rules.max_length_in,
    weight: rules.max_weight_lbs,
    single: rules.max_single_axle_lbs,
    tandem: rules.max_tandem_axle_lbs,
    bridge: true,
  });
  if (legal.length === 0) {
    return {
      state,
      outcome: 'no_permit',
      rule_version: rules.version,
      fee_cents: 0,
      reasons: [],
      conditions: NO_CONDITIONS(rules),
    };
  }
  const beyond = overLimits(input.load, input.axles, {
    width: rules.routine_width_in,
    height: rules.routine_height_in,
    length: rules.routine_length_in,
    weight: rules.routine_weight_lbs,
    single: rules.routine_single_axle_lbs,
    tandem: rules.routine_tandem_axle_lbs,
    bridge: false,
  }).concat(validityReason(rules, input));
  return {
    state,
    outcome: beyond.length === 0 ? 'routine' : 'needs_review',
    rule_version: rules.version,
    fee_cents: stateFeeCents(input.load, rules),
    reasons: beyond,
    conditions: conditionsOf(input.load, rules, input.closures, input),
  };
}

/**
 * The decision on a request: each state's outcome, the fee (the service's and each state's), and
 * whether it is routine. `by_rule` is false: the API sets it when it approves by this decision.
 */
export function decidePermit(input: DecisionInput): PermitDecision {
  const states = input.states.map((state) => decideState(state, input));
  const fee = input.office.base_fee_cents + states.reduce((sum, outcome) => sum + outcome.fee_cents, 0);
  const { rule_decisions: settings } = input.office;
  const reasons: DecisionReason[] = [];
  if (!settings.enabled) reasons.push({ rule: 'rules_off' });
  for (const state of input.states) {
    if (settings.states_off.includes(state)) reasons.push({ rule: 'state_off', state });
  }
  if (settings.fee_ceiling_cents !== null && fee > settings.fee_ceiling_cents) {
    reasons.push({ rule: 'fee_ceiling', limit: settings.fee_ceiling_cents, value: fee });
  }
  if (!input.office.company_in_good_standing) reasons.push({ rule: 'company_standing' });
  const routine =
    states.length > 0 && states.every((outcome) => outcome.outcome !== 'needs_review') && reasons.length === 0;
  return { outcome: routine ? 'routine' : 'needs_review', by_rule: false, fee_cents: fee, states, reasons };
}

/** A reason as it names its limit: the same limit on a later decision is the same reason. */
const reasonKey = (state: StateCode | null, reason: DecisionReason) =>
  [state ?? reason.state ?? '', reason.rule, reason.axles ?? ''].join(':');

/**
 * What extending a permit (its decision `before`) to later dates (the decision on them, `after`)
 * would add for staff to judge: each reason that the permit's own decision did not have, and always
 * a state's validity, which no approval stretches. None: the rules allow the extension.
 */
export function extensionReasons(before: PermitDecision, after: PermitDecision): DecisionReason[] {
  const known = new Set([
    ...before.reasons.map((reason) => reasonKey(null, reason)),
    ...before.states.flatMap((outcome) => outcome.reasons.map((reason) => reasonKey(outcome.state, reason))),
  ]);
  const added = [
    ...after.reasons.map((reason) => ({ state: null, reason })),
    ...after.states.flatMap((outcome) => outcome.reasons.map((reason) => ({ state: outcome.state, reason }))),
  ].filter(({ state, reason }) => reason.rule === 'validity' || !known.has(reasonKey(state, reason)));
  return added.map(({ state, reason }) => (state ? { ...reason, state } : reason));
}
