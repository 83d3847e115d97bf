/**
 * The service's clock on the mock's permit requests (the rule itself is the SDK's `permitClock`):
 * the rules as the settings and holiday closures state them now, and each request's clock, kept
 * while neither the request nor the rules change, so that a queue of 10,000 sorts by due time
 * without computing 10,000 clocks at every read.
 */
import {
  closureDays,
  clockFlag,
  dayIn,
  permitClock,
  type ClockFlag,
  type ClockRules,
  type components,
  type PermitClock,
} from '@permit-office/sdk';
import type { Db, PermitRequest } from './db/store.js';

/** docs/product.md, "Working together, against the clock". */
export const DEFAULT_OFFICE_HOURS: components['schemas']['OfficeHours'] = {
  days: [1, 2, 3, 4, 5],
  start: '08:00',
  end: '17:00',
  time_zone: 'America/Chicago',
};
export const DEFAULT_FIRST_ANSWER_HOURS = 8;

let current: { settings: unknown; closures: number; signature: string; rules: ClockRules } | undefined;

/**
 * The clock's rules as the database states them now: the same object while they do not change.
 * Asked once per request presented, so the check is the settings object and the closures' table
 * revision; only when one moved are the rules' contents compared (a save that changed nothing
 * keeps the clocks).
 */
export function clockRulesOf(db: Db): ClockRules {
  const { main } = db.settings;
  if (current?.settings === main && current.closures === db.holidayClosures.revision) return current.rules;
  const hours = main.office_hours ?? DEFAULT_OFFICE_HOURS;
  const targetHours = main.first_answer_hours ?? DEFAULT_FIRST_ANSWER_HOURS;
  const closures = db.holidayClosures.all();
  const signature = JSON.stringify([hours, targetHours, closures.map(({ state, date }) => `${state}${date}`).sort()]);
  const rules =
    current?.signature === signature
      ? current.rules
      : { hours: { ...hours }, targetHours, closures: closureDays(closures) };
  current = { settings: main, closures: db.holidayClosures.revision, signature, rules };
  return rules;
}

/**
 * Today at the office (`YYYY-MM-DD` in its time zone): the day a permit's dates, the roadside
 * check and a rule change's warnings are read against, whatever the caller's own zone.
 */
export const officeDay = (db: Db, now: Date): string => dayIn(now.getTime(), clockRulesOf(db).hours.time_zone);

// A request's row is replaced at every change, so the row itself keys its clock.
const clocks = new WeakMap<PermitRequest, { rules: ClockRules; clock: PermitClock }>();

/**
 * The request's clock at `now`. A kept clock is still right later: its due and at-risk times do
 * not move while the request does not, and its flag is read again at `now`.
 */
export function clockOf(row: PermitRequest, db: Db, now: Date): PermitClock {
  const rules = clockRulesOf(db);
  const kept = clocks.get(row);
  if (kept?.rules === rules) return { ...kept.clock, flag: clockFlag(kept.clock, now) };
  const clock = permitClock(row, rules, now);
  clocks.set(row, { rules, clock });
  return clock;
}

export interface ClockFields {
  clock: ClockFlag;
  due_at: string | null;
  at_risk_at: string | null;
  answered_in_minutes: number | null;
}

/** The clock's fields of a permit request as the API sends them. */
export function clockFieldsOf(row: PermitRequest, db: Db, now: Date): ClockFields {
  const clock = clockOf(row, db, now);
  return {
    clock: clock.flag,
    due_at: clock.due_at,
    at_risk_at: clock.at_risk_at,
    answered_in_minutes: clock.flag === 'answered' ? clock.worked_minutes : null,
  };
}

/** Whether the request waits on staff now (its clock runs). */
export const isRunning = (flag: ClockFlag): boolean => flag === 'on_time' || flag === 'at_risk' || flag === 'late';
