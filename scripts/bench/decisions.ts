/**
 * Issue 63: permit requests decided by rule. A routine request is approved within the member's own
 * `POST /permit-requests`, so the decision is on the path of every submission and of every form the
 * admin shows as a member types: it has to stay cheap however long the route.
 *
 * - The decision alone: the SDK's `decidePermit` over 10,000 requests built once from a fixed
 *   generator (real routes of 1 to 20 states, walked over `STATE_NEIGHBOURS` without coming back
 *   into a state; loads around the routine figures, a tenth of them superloads; dates over a week
 *   around the seed's holiday closures; the seed's rules of each state with their versions;
 *   decision by rule on). Once to warm up, then the median of 5 runs. The figure is without axles,
 *   as the API and the admin decide today; beside it, reported, the same requests with the axles of
 *   every other load, whose checks (each group of axles, the bridge formula) cost the most.
 * - A submission to its decision over HTTP: the mock API's node server on a free port, the demo
 *   member signed in, one routine load, then 200 routine requests for it, each awaited in turn and
 *   timed from the call to the answer read; p50 and p95, and whether every one came back approved
 *   by rule.
 * - The seed as the API starts with it (`createMockApi` lays it out from `seed(now)`): how many of
 *   its requests were decided by rule, whether every routine one was, and that none needing review
 *   was.
 *
 * Figures to read beside their goals, no pass/fail. Alone, after the build: `tsx scripts/bench/decisions.ts`
 * (the sources through tsx, `--conditions=source`, decide some 2.5 times slower: tsx keeps the
 * names of the functions the decision makes as it goes).
 */
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import {
  decidePermit,
  STATE_NEIGHBOURS,
  type components,
  type DecisionInput,
  type LoadDimensions,
  type StateRules,
  type VehicleAxle,
} from '@permit-office/sdk';
import { createMockApi, DEMO_PASSWORD, DEMO_USERS, type Db } from '@permit-office/mock-api';
import { startMockServer } from '@permit-office/mock-api/server';

type StateCode = components['schemas']['StateCode'];
type PermitRequest = components['schemas']['PermitRequest'];

export const DECISIONS = 10_000;
export const MAX_ROUTE_STATES = 20;
/** The 10,000 decisions: a tenth of a millisecond each. */
export const DECISIONS_GOAL_MS = 1_000;
const DECISION_RUNS = 5;
export const SUBMISSIONS = 200;
/** A member waits at most a second for the answer to a routine submission. */
export const SUBMISSION_GOAL_MS = 1_000;
const DAY = 86_400_000;

/** A fixed sequence of numbers in [0, 1) (mulberry32): the same requests on every run. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The nearest-rank percentile `p` (0 to 100) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

/**
 * A route of up to `length` states a truck can drive: a walk from `start` to a neighbour not yet on
 * it, at random, until `length` or until every neighbour is on it already.
 */
export function randomRoute(start: StateCode, length: number, random: () => number): StateCode[] {
  const route = [start];
  const on = new Set(route);
  while (route.length < length) {
    const last = route[route.length - 1] as StateCode;
    const next = STATE_NEIGHBOURS[last].filter((state) => !on.has(state));
    if (next.length === 0) break;
    const state = next[Math.floor(random() * next.length)] as StateCode;
    route.push(state);
    on.add(state);
  }
  return route;
}

const ft = (feet: number) => Math.round(feet * 12);
const between = (random: () => number, low: number, high: number) => low + random() * (high - low);

/** A load around the figures a state issues routinely (11-12 ft wide, 90,000 lb), or a superload. */
function randomLoad(random: () => number, superload: boolean): LoadDimensions {
  return superload
    ? {
        width_in: ft(between(random, 15, 20)),
        height_in: ft(between(random, 15.5, 18)),
        length_in: ft(between(random, 120, 180)),
        weight_lbs: Math.round(between(random, 150_000, 300_000) / 100) * 100,
      }
    : {
        width_in: ft(between(random, 9, 13.5)),
        height_in: ft(between(random, 13, 15)),
        length_in: ft(between(random, 55, 105)),
        weight_lbs: Math.round(between(random, 70_000, 115_000) / 100) * 100,
      };
}

/** A tractor and trailer under the load: a steer axle, a drive tandem, a trailer group of 2 or more. */
function axlesUnder(load: LoadDimensions): VehicleAxle[] {
  const steer = 12_000;
  const trailer = Math.max(2, Math.ceil((load.weight_lbs - steer) / 18_000) - 2);
  const each = Math.round((load.weight_lbs - steer) / (2 + trailer));
  return [
    { weight_lbs: steer, spacing_in: 200 },
    { weight_lbs: each, spacing_in: 51 },
    { weight_lbs: each, spacing_in: 420 },
    ...Array.from({ length: trailer }, (_, index) => ({
      weight_lbs: each,
      spacing_in: index === trailer - 1 ? null : 51,
    })),
  ];
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The 10,000 inputs, from the seed's rules and closures. With `axles`, every other load (at random)
 * has its axles; the loads, routes and dates are the same either way.
 */
export function decisionInputs(db: Db, { axles = false, count = DECISIONS } = {}): DecisionInput[] {
  const random = prng(20261263);
  const rules = new Map<StateCode, StateRules>(db.stateRegulations.all().map((row) => [row.state, row]));
  const closures = db.holidayClosures.all().map(({ state, date, name }) => ({ state, date, name }));
  // The week around the holiday the most states close for, so that the closures are met too.
  const byDate = new Map<string, number>();
  for (const closure of closures) byDate.set(closure.date, (byDate.get(closure.date) ?? 0) + 1);
  const busiest = [...byDate].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const weekStart = Date.parse(busiest ?? isoDay(Date.now())) - 3 * DAY;
  const starts = (Object.keys(STATE_NEIGHBOURS) as StateCode[]).filter((state) => STATE_NEIGHBOURS[state].length > 0);
  const office = {
    base_fee_cents: db.settings.main.permit_base_fee_cents,
    rule_decisions: { enabled: true, states_off: [], fee_ceiling_cents: null },
    company_in_good_standing: true,
  };
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(random() * MAX_ROUTE_STATES);
    // A walk may end early in a corner (Maine); the longest of a few tries.
    let states: StateCode[] = [];
    for (let attempt = 0; attempt < 10 && states.length < length; attempt++) {
      const walk = randomRoute(starts[Math.floor(random() * starts.length)] as StateCode, length, random);
      if (walk.length > states.length) states = walk;
    }
    const load = randomLoad(random, random() < 0.1);
    const first = weekStart + Math.floor(random() * 7) * DAY;
    const withAxles = random() < 0.5;
    return {
      load,
      axles: axles && withAxles ? axlesUnder(load) : null,
      states,
      start_date: isoDay(first),
      end_date: isoDay(first + Math.floor(random() * 5) * DAY),
      rules,
      closures,
      office,
    };
  });
}

export interface DecisionsResult {
  decide: {
    requests: number;
    meanStates: number;
    maxStates: number;
    /** How many the rules found routine (the runs' answer, so that none is left unused). */
    routine: number;
    /** Every run after the warm-up, ms. */
    runsMs: number[];
    medianMs: number;
    /** The same requests, every other one with its axles: runs and their median, ms. */
    axlesRunsMs: number[];
    axlesMedianMs: number;
  };
  submit: {
    calls: number;
    p50Ms: number;
    p95Ms: number;
    maxMs: number;
    /** Answered `approved` with `decision.by_rule`. */
    approvedByRule: number;
  };
  seed: {
    requests: number;
    byRule: number;
    routine: number;
    routineByRule: number;
    /** Decided `needs_review`, yet approved by rule: none should be. */
    reviewByRule: number;
  };
}

function measureDecide(db: Db): DecisionsResult['decide'] {
  const inputs = decisionInputs(db);
  const withAxles = decisionInputs(db, { axles: true });
  const run = (list: readonly DecisionInput[]) => {
    let routine = 0;
    const started = performance.now();
    for (const input of list) if (decidePermit(input).outcome === 'routine') routine++;
    return { ms: performance.now() - started, routine };
  };
  const { routine } = run(inputs);
  run(withAxles);
  const runsMs: number[] = [];
  const axlesRunsMs: number[] = [];
  // Interleaved, so that a slow moment of the machine weighs on both alike.
  for (let round = 0; round < DECISION_RUNS; round++) {
    runsMs.push(run(inputs).ms);
    axlesRunsMs.push(run(withAxles).ms);
  }
  const lengths = inputs.map((input) => input.states.length);
  return {
    requests: inputs.length,
    meanStates: lengths.reduce((sum, length) => sum + length, 0) / lengths.length,
    maxStates: Math.max(...lengths),
    routine,
    runsMs,
    medianMs: percentile(runsMs, 50),
    axlesRunsMs,
    axlesMedianMs: percentile(axlesRunsMs, 50),
  };
}

async function measureSubmit(): Promise<DecisionsResult['submit']> {
  const mock = startMockServer({ port: 0, log: () => undefined });
  await mock.ready;
  try {
    const { port } = mock.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: DEMO_USERS.member, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`the demo member's sign-in was answered ${login.status}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
    const created = await post('/loads', {
      description: 'Wind turbine tower section',
      commodity: 'Steel tower section',
      origin_city: 'Tulsa',
      origin_state: 'OK',
      destination_city: 'Dallas',
      destination_state: 'TX',
      width_in: ft(12),
      height_in: ft(14),
      length_in: ft(80),
      weight_lbs: 90_000,
      axles: 5,
    });
    if (created.status !== 201) throw new Error(`the load was answered ${created.status}: ${await created.text()}`);
    const { data: load } = (await created.json()) as { data: { id: number } };
    const start = Date.now() + 7 * DAY;
    const times: number[] = [];
    let approvedByRule = 0;
    for (let call = 0; call < SUBMISSIONS; call++) {
      const first = start + (call % 7) * DAY;
      const started = performance.now();
      const answer = await post('/permit-requests', {
        load_id: load.id,
        states: ['OK', 'TX'],
        start_date: isoDay(first),
        end_date: isoDay(first + 2 * DAY),
      });
      const body = (await answer.json()) as { data?: PermitRequest };
      times.push(performance.now() - started);
      if (answer.status === 201 && body.data?.status === 'approved' && body.data.decision.by_rule) approvedByRule++;
    }
    return {
      calls: times.length,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(...times),
      approvedByRule,
    };
  } finally {
    mock.server.closeAllConnections();
    await new Promise<void>((resolve) => mock.server.close(() => resolve()));
  }
}

function measureSeed(db: Db): DecisionsResult['seed'] {
  const requests = db.permitRequests.all();
  const routine = requests.filter((row) => row.decision.outcome === 'routine');
  return {
    requests: requests.length,
    byRule: requests.filter((row) => row.decision.by_rule).length,
    routine: routine.length,
    routineByRule: routine.filter((row) => row.decision.by_rule).length,
    reviewByRule: requests.filter((row) => row.decision.outcome === 'needs_review' && row.decision.by_rule).length,
  };
}

export async function measureDecisions(): Promise<DecisionsResult> {
  // The seed as the API lays it out from now (`seed(now)`); its rules and closures feed the inputs.
  const { db } = createMockApi({ baseUrl: 'http://decisions.bench/api' });
  const seed = measureSeed(db);
  const decide = measureDecide(db);
  const submit = await measureSubmit();
  return { decide, submit, seed };
}

export function decisionRows(result: DecisionsResult) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const share = (part: number, whole: number) =>
    `${part.toLocaleString('en-US')} of ${whole.toLocaleString('en-US')} (${whole ? ((100 * part) / whole).toFixed(1) : '–'} %)`;
  const { decide, submit, seed } = result;
  return [
    {
      figure: `Decision by rule: ${decide.requests.toLocaleString('en-US')} requests of up to ${MAX_ROUTE_STATES} states each (SDK decidePermit; median of ${DECISION_RUNS} runs after a warm-up)`,
      value: `${ms(decide.medianMs)} in all (${((decide.medianMs * 1000) / decide.requests).toFixed(1)} µs each; slowest run ${ms(Math.max(...decide.runsMs))}); ${decide.meanStates.toFixed(1)} states on average, ${decide.routine.toLocaleString('en-US')} routine; every other load with its axles: ${ms(decide.axlesMedianMs)}`,
      goal: '< 1 s in all',
      met: decide.medianMs < DECISIONS_GOAL_MS,
    },
    {
      figure: `Submission to decision over HTTP (routine request), p95 (mock API's node server; ${submit.calls} POST /permit-requests in turn)`,
      value: `p95 ${ms(submit.p95Ms)}, p50 ${ms(submit.p50Ms)}, slowest ${ms(submit.maxMs)}; ${submit.approvedByRule}/${submit.calls} approved by rule`,
      goal: 'p95 ≤ 1 s, every one approved by rule',
      met: submit.p95Ms <= SUBMISSION_GOAL_MS && submit.approvedByRule === submit.calls,
    },
    {
      figure: 'On the seed: share of requests decided by rule (and of those routine at submission)',
      value: `${share(seed.byRule, seed.requests)}; routine: ${share(seed.routineByRule, seed.routine)}`,
      goal: '100 % of routine',
      met: seed.routineByRule === seed.routine,
    },
    {
      figure: 'On the seed: requests needing review approved by rule',
      value: String(seed.reviewByRule),
      goal: '0',
      met: seed.reviewByRule === 0,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureDecisions();
  console.log(JSON.stringify(result, null, 2));
  console.log(decisionRows(result));
}
