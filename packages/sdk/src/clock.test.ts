/** The service's clock: working hours, weekends, closures per state, daylight saving, waits. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addWorkingTime,
  closureDays,
  clockFlag,
  dayIn,
  isDueToday,
  permitClock,
  subtractWorkingTime,
  workingTimeBetween,
  type ClockRules,
  type ClockedRequest,
  type OfficeHours,
} from './clock.js';
import type { components } from './schema.js';

type StateCode = components['schemas']['StateCode'];
type PermitStatus = components['schemas']['PermitStatus'];

const HOUR = 3_600_000;
const CHICAGO: OfficeHours = { days: [1, 2, 3, 4, 5], start: '08:00', end: '17:00', time_zone: 'America/Chicago' };
const rules = (overrides: Partial<ClockRules> = {}): ClockRules => ({
  hours: CHICAGO,
  targetHours: 8,
  closures: new Map(),
  ...overrides,
});

/** A request submitted at `at` through `states`, moved on by `moves`. */
const request = (at: string, states: StateCode[] = ['TX'], moves: [PermitStatus, string][] = []): ClockedRequest => ({
  states,
  status: moves.at(-1)?.[0] ?? 'submitted',
  status_history: [{ status: 'submitted', at }, ...moves.map(([status, when]) => ({ status, at: when }))],
});

describe('permitClock', () => {
  it('gives a request submitted on a Monday at nine the end of that day (8 working hours)', () => {
    // Monday 2026-11-23, 09:00 in Chicago (UTC−6).
    const clock = permitClock(request('2026-11-23T15:00:00Z'), rules(), new Date('2026-11-23T16:00:00Z'));
    expect(clock).toMatchObject({ flag: 'on_time', due_at: '2026-11-23T23:00:00.000Z', worked_minutes: 60 });
    // Three quarters of eight hours: six hours in, Monday 15:00.
    expect(clock.at_risk_at).toBe('2026-11-23T21:00:00.000Z');
  });

  it('skips the weekend: Friday 16:00 is due Monday 15:00; Saturday is due Monday 16:00', () => {
    expect(permitClock(request('2026-11-20T22:00:00Z'), rules(), new Date('2026-11-20T22:00:00Z')).due_at).toBe(
      '2026-11-23T21:00:00.000Z',
    );
    expect(permitClock(request('2026-11-21T15:00:00Z'), rules(), new Date('2026-11-21T15:00:00Z')).due_at).toBe(
      '2026-11-23T22:00:00.000Z',
    );
  });

  it('stops on a day a state on the route is closed, and only for requests through that state', () => {
    const closures = closureDays([{ state: 'TX', date: '2026-11-26' }]);
    // Wednesday 12:00: five hours on Wednesday; Thursday closed in Texas; three more on Friday.
    const through = permitClock(request('2026-11-25T18:00:00Z', ['OK', 'TX']), rules({ closures }), new Date(0));
    expect(through.due_at).toBe('2026-11-27T17:00:00.000Z');
    const around = permitClock(request('2026-11-25T18:00:00Z', ['OK']), rules({ closures }), new Date(0));
    expect(around.due_at).toBe('2026-11-26T17:00:00.000Z');
  });

  it('follows the wall clock across daylight saving, both ways', () => {
    // Friday 2026-10-30 16:00 CDT (UTC−5); summer time ends on Sunday; Monday 08:00 is 14:00 UTC.
    const autumn = permitClock(request('2026-10-30T21:00:00Z'), rules(), new Date(0));
    expect(autumn.due_at).toBe('2026-11-02T21:00:00.000Z');
    // Friday 2026-03-06 16:00 CST (UTC−6); summer time starts on Sunday; Monday 08:00 is 13:00 UTC.
    const spring = permitClock(request('2026-03-06T22:00:00Z'), rules(), new Date(0));
    expect(spring.due_at).toBe('2026-03-09T20:00:00.000Z');
  });

  it('spans several days for a long target: 45 working hours from Monday 08:00 end on Friday 17:00', () => {
    const clock = permitClock(request('2026-11-16T14:00:00Z'), rules({ targetHours: 45 }), new Date(0));
    expect(clock.due_at).toBe('2026-11-20T23:00:00.000Z');
  });

  it('does not count the time the request waits on the member, and says it is paused meanwhile', () => {
    const asked = request('2026-11-23T15:00:00Z', ['TX'], [['waiting_on_member', '2026-11-23T16:00:00Z']]);
    const paused = permitClock(asked, rules(), new Date('2026-11-30T16:00:00Z'));
    expect(paused).toMatchObject({ flag: 'paused', due_at: null, worked_minutes: 60 });
    // Answered a week later at 10:00: seven hours left from there, to 17:00.
    const answered = request(
      '2026-11-23T15:00:00Z',
      ['TX'],
      [
        ['waiting_on_member', '2026-11-23T16:00:00Z'],
        ['in_review', '2026-11-30T16:00:00Z'],
      ],
    );
    expect(permitClock(answered, rules(), new Date('2026-11-30T16:00:00Z')).due_at).toBe('2026-11-30T23:00:00.000Z');
  });

  it('says late once the due time has passed, and how long the answer took once answered', () => {
    const late = permitClock(request('2026-11-23T15:00:00Z'), rules(), new Date('2026-11-24T15:00:00Z'));
    expect(late.flag).toBe('late');
    // Monday 09:00–17:00 and Tuesday 08:00–09:00.
    expect(late.worked_minutes).toBe(9 * 60);
    const approved = request('2026-11-23T15:00:00Z', ['TX'], [['approved', '2026-11-23T18:30:00Z']]);
    expect(permitClock(approved, rules(), new Date('2026-12-24T00:00:00Z'))).toEqual({
      flag: 'answered',
      due_at: null,
      at_risk_at: null,
      worked_minutes: 210,
      answered_at: '2026-11-23T18:30:00.000Z',
    });
    const cancelled = request('2026-11-23T15:00:00Z', ['TX'], [['cancelled', '2026-11-23T16:00:00Z']]);
    expect(permitClock(cancelled, rules(), new Date('2026-11-24T00:00:00Z')).flag).toBe('closed');
  });

  it('runs on from where it stopped when a rejected request is reopened', () => {
    const reopened = request(
      '2026-11-23T15:00:00Z',
      ['TX'],
      [
        ['rejected', '2026-11-23T17:00:00Z'],
        ['in_review', '2026-11-25T14:00:00Z'],
      ],
    );
    // Two hours on Monday, six more from Wednesday 08:00.
    expect(permitClock(reopened, rules(), new Date('2026-11-25T14:00:00Z')).due_at).toBe('2026-11-25T20:00:00.000Z');
  });

  it('never answers with a due time when the office works no hours at all', () => {
    const closed = rules({ hours: { ...CHICAGO, days: [] } });
    expect(permitClock(request('2026-11-23T15:00:00Z'), closed, new Date(0)).due_at).toBeNull();
  });
});

describe('clockFlag and isDueToday', () => {
  const clock = permitClock(request('2026-11-23T15:00:00Z'), rules(), new Date('2026-11-23T15:00:00Z'));

  it('moves a running clock from on time to at risk to late as time passes, without reading it again', () => {
    expect(clockFlag(clock, new Date('2026-11-23T20:59:00Z'))).toBe('on_time');
    expect(clockFlag(clock, new Date('2026-11-23T21:00:00Z'))).toBe('at_risk');
    expect(clockFlag(clock, new Date('2026-11-23T23:00:00Z'))).toBe('late');
    expect(clockFlag({ flag: 'paused', due_at: null, at_risk_at: null }, new Date())).toBe('paused');
  });

  it('counts as due today what falls due before the office day ends, not what is already late', () => {
    expect(isDueToday(clock, new Date('2026-11-23T14:00:00Z'), CHICAGO)).toBe(true);
    expect(isDueToday(clock, new Date('2026-11-23T22:59:00Z'), CHICAGO)).toBe(true);
    expect(isDueToday(clock, new Date('2026-11-23T23:30:00Z'), CHICAGO)).toBe(false);
    expect(isDueToday(clock, new Date('2026-11-22T20:00:00Z'), CHICAGO)).toBe(false);
  });
});

describe('the clock over any hours, zones and closures (property)', () => {
  const zones = ['America/Chicago', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Lord_Howe'];
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const hours = fc
    .record({
      days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      start: time,
      end: time,
      time_zone: fc.constantFrom(...zones),
    })
    .filter((office) => office.start < office.end);
  // Instants over two years that cross both daylight saving changes of every zone above.
  const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') });
  const closures = fc.array(
    fc.record({
      state: fc.constantFrom<StateCode>('TX', 'OK', 'LA'),
      date: instant.map((at) => new Date(at).toISOString().slice(0, 10)),
    }),
    { maxLength: 40 },
  );
  const states = fc.uniqueArray(fc.constantFrom<StateCode>('TX', 'OK', 'LA', 'AR'), { minLength: 1, maxLength: 3 });
  const settings = fc
    .record({ hours, closures })
    .map(({ hours, closures }): ClockRules => ({ hours, targetHours: 8, closures: closureDays(closures) }));

  it('spends exactly the working time it adds, and only inside working windows of open days', () => {
    fc.assert(
      fc.property(settings, states, instant, fc.integer({ min: 1, max: 60 * HOUR }), (rule, route, from, amount) => {
        const due = addWorkingTime(from, amount, rule, route);
        expect(due).not.toBeNull();
        if (due === null) return;
        expect(workingTimeBetween(from, due, rule, route)).toBe(amount);
        // The due time is on a day the office works and no state on the route is closed.
        const day = dayIn(due - 1, rule.hours.time_zone);
        expect(rule.hours.days).toContain(new Date(`${day}T00:00:00Z`).getUTCDay() || 7);
        expect(route.some((state) => rule.closures.get(day)?.has(state))).toBe(false);
        // And back: the same amount before the due time starts where the count began, or at the
        // end of the working window before it when the count began outside one.
        const back = subtractWorkingTime(due, amount, rule, route);
        expect(back).not.toBeNull();
        if (back !== null) expect(workingTimeBetween(back, due, rule, route)).toBe(amount);
        if (back !== null) expect(back).toBeGreaterThanOrEqual(from);
      }),
      { numRuns: 150 },
    );
  });

  it('adds up: the working time from a to c is that from a to b plus from b to c', () => {
    fc.assert(
      fc.property(settings, states, fc.array(instant, { minLength: 3, maxLength: 3 }), (rule, route, points) => {
        const [a = 0, b = 0, c = 0] = [...points].sort((x, y) => x - y);
        const whole = workingTimeBetween(a, c, rule, route);
        expect(whole).toBe(workingTimeBetween(a, b, rule, route) + workingTimeBetween(b, c, rule, route));
        // No day gives more than its hours' span (plus the hour a daylight saving change adds).
        expect(whole).toBeLessThanOrEqual(c - a);
      }),
      { numRuns: 100 },
    );
  });

  it('moves the due time by exactly the wait: a pause costs the member nothing and the office nothing', () => {
    fc.assert(
      fc.property(
        settings,
        states,
        instant,
        fc.integer({ min: 0, max: 8 * HOUR }),
        fc.integer({ min: 1, max: 30 * 24 * HOUR }),
        (rule, route, submitted, before, wait) => {
          const asked = submitted + before;
          const answered = asked + wait;
          const iso = (at: number) => new Date(at).toISOString();
          const clock = permitClock(
            {
              states: route,
              status: 'in_review',
              status_history: [
                { status: 'submitted', at: iso(submitted) },
                { status: 'waiting_on_member', at: iso(asked) },
                { status: 'in_review', at: iso(answered) },
              ],
            },
            rule,
            new Date(answered),
          );
          const spent = workingTimeBetween(submitted, asked, rule, route);
          const left = Math.max(0, 8 * HOUR - spent);
          const expected =
            spent >= 8 * HOUR
              ? addWorkingTime(submitted, 8 * HOUR, rule, route)
              : addWorkingTime(answered, left, rule, route);
          expect(clock.due_at).toBe(expected === null ? null : iso(expected));
        },
      ),
      { numRuns: 100 },
    );
  });
});
