import { describe, expect, it } from 'vitest';
import {
  closureDays,
  dayTitle,
  initialMonth,
  monthBounds,
  monthGrid,
  monthTitle,
  shiftMonth,
  visibleRange,
  WEEKDAYS,
} from './calendar.js';

describe('shiftMonth', () => {
  it('moves across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', 0)).toBe('2026-05');
  });
});

describe('monthBounds', () => {
  it('ends each month on its last day, leap years included', () => {
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});

describe('monthGrid', () => {
  it('covers the month in whole weeks starting on Sunday', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const weeks = monthGrid('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toEqual({ date: '2026-11-29', day: 29, inMonth: false });
    expect(weeks[0]?.[2]).toEqual({ date: '2026-12-01', day: 1, inMonth: true });
    expect(weeks[4]?.[4]).toEqual({ date: '2026-12-31', day: 31, inMonth: true });
    expect(weeks[4]?.[6]).toEqual({ date: '2027-01-02', day: 2, inMonth: false });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(31);
  });

  it('has no week of the next month only', () => {
    // February 2026 starts on a Sunday and ends on a Saturday: exactly four weeks.
    const weeks = monthGrid('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true);
  });

  it('takes six weeks when the month needs them', () => {
    // August 2026 starts on a Saturday and has 31 days.
    expect(monthGrid('2026-08')).toHaveLength(6);
  });
});

describe('visibleRange', () => {
  it('is the whole month without a date filter', () => {
    expect(visibleRange('2026-12', {})).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('keeps the part of the month the filter keeps', () => {
    expect(visibleRange('2026-12', { from: '2026-12-10' })).toEqual({ from: '2026-12-10', to: '2026-12-31' });
    expect(visibleRange('2026-12', { to: '2026-12-24' })).toEqual({ from: '2026-12-01', to: '2026-12-24' });
    expect(visibleRange('2026-12', { from: '2026-11-01', to: '2027-01-31' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('is nothing when the filter leaves the month out', () => {
    expect(visibleRange('2026-12', { from: '2027-01-01' })).toBeNull();
    expect(visibleRange('2026-12', { to: '2026-11-30' })).toBeNull();
  });

  it('ignores values that are not dates', () => {
    expect(visibleRange('2026-12', { from: '', to: null })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});

describe('initialMonth', () => {
  it("opens on the filter's first month, otherwise today's", () => {
    expect(initialMonth({ from: '2026-07-04' }, '2026-03-15')).toBe('2026-07');
    expect(initialMonth({}, '2026-03-15')).toBe('2026-03');
    expect(initialMonth({ from: '' }, '2026-03-15')).toBe('2026-03');
  });
});

describe('closureDays', () => {
  it('groups closures by day, then by holiday, states in order', () => {
    const days = closureDays([
      { id: 3, date: '2026-12-25', name: 'Christmas Day', state: 'TX' },
      { id: 1, date: '2026-12-24', name: 'Christmas Eve', state: 'AL' },
      { id: 2, date: '2026-12-25', name: 'Christmas Day', state: 'AL' },
      { id: 4, date: '2026-12-25', name: 'State holiday', state: 'NV' },
    ]);
    expect(days.map((day) => day.date)).toEqual(['2026-12-24', '2026-12-25']);
    expect(days[1]?.holidays.map((holiday) => holiday.name)).toEqual(['Christmas Day', 'State holiday']);
    expect(days[1]?.holidays[0]?.closures.map((closure) => closure.state)).toEqual(['AL', 'TX']);
  });

  it('is empty without closures', () => {
    expect(closureDays([])).toEqual([]);
  });
});

describe('titles', () => {
  it('names months, days and weekdays as Americans read them', () => {
    expect(monthTitle('2026-12')).toBe('December 2026');
    expect(dayTitle('2026-12-25')).toBe('Fri, Dec 25');
    expect(WEEKDAYS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});
