/**
 * The service's clock on a permit request, stated once: the mock API answers by it, and the admin
 * reads it to say how a request stands as time passes and to preview what a settings change does.
 *
 * The clock counts the office's working time (its days and hours, in its time zone) from the
 * request's submission to its first answer (approved or rejected). It runs while the request
 * waits on staff (submitted, in review), and stops while it waits on anyone else (the member) and
 * on a day when a state on the request is closed (holiday closures). A request reopened after a
 * rejection runs on from where its clock stopped. Days are the office's days: a closure dated
 * 2026-12-25 closes that day in the office's time zone, whatever the state's own zone.
 */
import type { components } from './schema.js';

type StateCode = components['schemas']['StateCode'];
type PermitStatus = components['schemas']['PermitStatus'];

export interface OfficeHours {
  /** The days the office works: ISO weekdays, 1 Monday to 7 Sunday. */
  days: readonly number[];
  /** When a working day starts and ends, `HH:MM` on the office's clock. */
  start: string;
  end: string;
  /** An IANA zone, such as `America/Chicago`: daylight saving moves the hours with the wall clock. */
  time_zone: string;
}

/** The days (`YYYY-MM-DD`) on which each state is closed. */
export type ClosureDays = ReadonlyMap<string, ReadonlySet<StateCode>>;

export interface ClockRules {
  hours: OfficeHours;
  /** Working hours from submission to the first answer. */
  targetHours: number;
  closures: ClosureDays;
}

/**
 * How a request stands: `on_time`, `at_risk` (less than a quarter of its target left), `late`
 * (its due time has passed), `paused` (waiting on the member: no due time while it waits),
 * `answered` (approved, rejected, issued) or `closed` (cancelled before an answer).
 */
export type ClockFlag = 'on_time' | 'at_risk' | 'late' | 'paused' | 'answered' | 'closed';

export interface PermitClock {
  flag: ClockFlag;
  /** When the first answer is due; null while the clock is stopped. */
  due_at: string | null;
  /** When less than a quarter of the target remains; null while the clock is stopped. */
  at_risk_at: string | null;
  /** The working minutes the clock has run so far (up to the answer, once answered). */
  worked_minutes: number;
  /** When the first answer was given (the clock's last stop on an answered request). */
  answered_at: string | null;
}

/** The statuses in which the request waits on staff: the clock runs. */
export const CLOCK_RUNS: ReadonlySet<PermitStatus> = new Set<PermitStatus>(['submitted', 'in_review']);
/** The statuses that answer the request: the clock has stopped for good. */
const ANSWERED: ReadonlySet<PermitStatus> = new Set<PermitStatus>(['approved', 'rejected', 'issued']);
/** Below this share of its target left, a request is at risk (product decision: a quarter). */
export const AT_RISK_SHARE = 0.25;

const MINUTE = 60_000;
const DAY = 86_400_000;
/** How far the clock looks ahead for working time before it says there is none (ten years). */
const HORIZON_DAYS = 3_660;

export function closureDays(closures: Iterable<{ state: StateCode; date: string }>): ClosureDays {
  const days = new Map<string, Set<StateCode>>();
  for (const { state, date } of closures) {
    const states = days.get(date) ?? new Set<StateCode>();
    states.add(state);
    days.set(date, states);
  }
  return days;
}

// --- Wall clocks in a time zone -------------------------------------------------------------

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/**
 * Every zone's offset is a multiple of 15 minutes and changes on a quarter hour (UTC), so it is the
 * same across each quarter hour: read once per zone and quarter, the formatter's parts (the costly
 * part of the clock) are asked for once where a queue of 10,000 would ask a hundred thousand times.
 */
const QUARTER = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();
const OFFSETS_KEPT = 100_000;

/** The wall clock in `zone` at an instant, as if it were UTC (milliseconds). */
function wallClock(instant: number, zone: string): number {
  let byQuarter = offsets.get(zone);
  if (!byQuarter) {
    byQuarter = new Map();
    offsets.set(zone, byQuarter);
  }
  const quarter = Math.floor(instant / QUARTER);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER;
    offset = readWallClock(start, zone) - start;
    if (byQuarter.size >= OFFSETS_KEPT) byQuarter.clear();
    byQuarter.set(quarter, offset);
  }
  return instant + offset;
}

function readWallClock(instant: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** The day (`YYYY-MM-DD`) an instant falls on in `zone`. */
export function dayIn(instant: number, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 10);
}

/** The instant a wall-clock time of a day in `zone` shows (the later one across a DST change). */
function instantOf(day: string, time: string, zone: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE;
  // The offset at the wall time read as UTC is right except within hours of a change: take it
  // again at the first guess, which is then on the right side of the change.
  const first = wall - (wallClock(wall, zone) - wall);
  return wall - (wallClock(first, zone) - first);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

// Working windows by office hours and day: a request's clock reads the same days again and again.
const windowsByHours = new WeakMap<OfficeHours, Map<string, readonly [number, number] | null>>();

/** The office's working window on a day, whatever the closures; null on a day it does not work. */
function officeWindow(day: string, hours: OfficeHours): readonly [number, number] | null {
  let windows = windowsByHours.get(hours);
  if (!windows) {
    windows = new Map();
    windowsByHours.set(hours, windows);
  }
  let window = windows.get(day);
  if (window === undefined) {
    const open = hours.days.includes(isoWeekday(day));
    const start = instantOf(day, hours.start, hours.time_zone);
    const end = instantOf(day, hours.end, hours.time_zone);
    window = open && end > start ? [start, end] : null;
    windows.set(day, window);
  }
  return window;
}

function workingWindow(day: string, rules: ClockRules, states: readonly StateCode[]) {
  const closed = rules.closures.get(day);
  if (closed && states.some((state) => closed.has(state))) return null;
  return officeWindow(day, rules.hours);
}

/** Working milliseconds between two instants for a request through `states`. */
export function workingTimeBetween(from: number, to: number, rules: ClockRules, states: readonly StateCode[]): number {
  if (!(to > from)) return 0;
  let total = 0;
  const last = dayIn(to, rules.hours.time_zone);
  for (let day = dayIn(from, rules.hours.time_zone); day <= last; day = nextDay(day)) {
    const window = workingWindow(day, rules, states);
    if (window) total += Math.max(0, Math.min(to, window[1]) - Math.max(from, window[0]));
  }
  return total;
}

/** The instant at which `amount` working milliseconds after `from` are spent; null past ten years. */
export function addWorkingTime(
  from: number,
  amount: number,
  rules: ClockRules,
  states: readonly StateCode[],
): number | null {
  let left = amount;
  let day = dayIn(from, rules.hours.time_zone);
  for (let days = 0; days < HORIZON_DAYS; days += 1, day = nextDay(day)) {
    const window = workingWindow(day, rules, states);
    if (!window) continue;
    const start = Math.max(from, window[0]);
    const span = window[1] - start;
    if (span <= 0) continue;
    if (left <= span) return start + left;
    left -= span;
  }
  return null;
}

/** The instant `amount` working milliseconds before `to`; null past ten years (the seed's and tests' aid). */
export function subtractWorkingTime(
  to: number,
  amount: number,
  rules: ClockRules,
  states: readonly StateCode[],
): number | null {
  let left = amount;
  let day = dayIn(to, rules.hours.time_zone);
  for (let days = 0; days < HORIZON_DAYS; days += 1, day = previousDay(day)) {
    const window = workingWindow(day, rules, states);
    if (!window) continue;
    const end = Math.min(to, window[1]);
    const span = end - window[0];
    if (span <= 0) continue;
    if (left <= span) return end - left;
    left -= span;
  }
  return null;
}

// --- A request's clock ----------------------------------------------------------------------

export interface ClockedRequest {
  states: readonly StateCode[];
  status: PermitStatus;
  /** In the order the moves were made; the first is the submission. */
  status_history: readonly { status: PermitStatus; at: string }[];
}

/** The spans (ms) in which the clock ran; the last one has no end while it still runs. */
function runningSpans(request: ClockedRequest): [number, number | null][] {
  const spans: [number, number | null][] = [];
  for (const change of request.status_history) {
    const at = Date.parse(change.at);
    const open = spans.at(-1);
    const running = open !== undefined && open[1] === null;
    if (CLOCK_RUNS.has(change.status) && !running) spans.push([at, null]);
    else if (!CLOCK_RUNS.has(change.status) && running) open[1] = at;
  }
  return spans;
}

/** The instant the clock reaches `amount` of working time over its spans, the last one running on. */
function reached(
  spans: readonly [number, number | null][],
  amount: number,
  rules: ClockRules,
  states: readonly StateCode[],
): number | null {
  let left = amount;
  for (const [start, end] of spans) {
    if (end === null) return addWorkingTime(start, left, rules, states);
    const worked = workingTimeBetween(start, end, rules, states);
    if (worked >= left) return addWorkingTime(start, left, rules, states);
    left -= worked;
  }
  return null;
}

/** How a permit request stands by the service's clock at `now`. */
export function permitClock(request: ClockedRequest, rules: ClockRules, now: Date): PermitClock {
  const at = now.getTime();
  const spans = runningSpans(request);
  const worked = spans.reduce(
    (total, [start, end]) => total + workingTimeBetween(start, Math.min(end ?? at, at), rules, request.states),
    0,
  );
  const worked_minutes = Math.round(worked / MINUTE);
  const running = spans.at(-1)?.[1] === null && CLOCK_RUNS.has(request.status);
  if (!running) {
    const answered = ANSWERED.has(request.status);
    const stop = spans.at(-1)?.[1];
    return {
      flag: answered ? 'answered' : request.status === 'cancelled' ? 'closed' : 'paused',
      due_at: null,
      at_risk_at: null,
      worked_minutes,
      answered_at: answered && stop != null ? new Date(stop).toISOString() : null,
    };
  }
  const target = rules.targetHours * 60 * MINUTE;
  const due = reached(spans, target, rules, request.states);
  const risk = reached(spans, target * (1 - AT_RISK_SHARE), rules, request.states);
  const clock = {
    due_at: due === null ? null : new Date(due).toISOString(),
    at_risk_at: risk === null ? null : new Date(risk).toISOString(),
  };
  return { flag: clockFlag({ flag: 'on_time', ...clock }, now), ...clock, worked_minutes, answered_at: null };
}

/**
 * A running clock's flag at another moment, from its due and at-risk times: a list read at nine
 * says "At risk" at four without being read again. A stopped clock keeps its flag.
 */
export function clockFlag(clock: Pick<PermitClock, 'flag' | 'due_at' | 'at_risk_at'>, now: Date): ClockFlag {
  if (clock.flag !== 'on_time' && clock.flag !== 'at_risk' && clock.flag !== 'late') return clock.flag;
  const at = now.getTime();
  if (clock.due_at !== null && at >= Date.parse(clock.due_at)) return 'late';
  if (clock.at_risk_at !== null && at >= Date.parse(clock.at_risk_at)) return 'at_risk';
  return 'on_time';
}

/** Whether a running request falls due before the office's day ends (late ones are not "today"). */
export function isDueToday(clock: Pick<PermitClock, 'due_at'>, now: Date, hours: OfficeHours): boolean {
  if (clock.due_at === null) return false;
  const due = Date.parse(clock.due_at);
  return due > now.getTime() && dayIn(due, hours.time_zone) === dayIn(now.getTime(), hours.time_zone);
}
