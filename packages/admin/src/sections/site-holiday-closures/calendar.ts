/**
 * The month calendar of holiday closures: which days a month grid shows, which of the list's
 * filtered dates fall in the month on screen, and the month's closures by day and holiday.
 * Dates are calendar dates (`2026-12-25`), as the API keeps them: no time zone can shift a day.
 */

/** `2026-12` */
export type Month = string;

export interface GridDay {
  date: string;
  day: number;
  /** Days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');
const ymd = (at: Date) => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
const startOf = (month: Month) => new Date(`${month}-01T00:00:00Z`);

export const monthOf = (date: string): Month => date.slice(0, 7);

export function shiftMonth(month: Month, by: number): Month {
  const start = startOf(month);
  start.setUTCMonth(start.getUTCMonth() + by);
  return ymd(start).slice(0, 7);
}

/** The month's first and last days. */
export function monthBounds(month: Month): { from: string; to: string } {
  const last = startOf(shiftMonth(month, 1));
  last.setUTCDate(0);
  return { from: `${month}-01`, to: ymd(last) };
}

/** Whole weeks, Sunday first as American calendars are, covering every day of the month. */
export function monthGrid(month: Month): GridDay[][] {
  const cursor = startOf(month);
  cursor.setUTCDate(1 - cursor.getUTCDay());
  const { to } = monthBounds(month);
  const weeks: GridDay[][] = [];
  while (ymd(cursor) <= to) {
    const week: GridDay[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      week.push({ date: ymd(cursor), day: cursor.getUTCDate(), inMonth: monthOf(ymd(cursor)) === month });
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * The part of the month that the list's own date filter keeps, or nothing when the filter leaves
 * the month out: the calendar shows the same closures as the list.
 */
export function visibleRange(
  month: Month,
  filter: { from?: unknown; to?: unknown },
): { from: string; to: string } | null {
  const bounds = monthBounds(month);
  const day = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';
  const fromFilter = day(filter.from);
  const toFilter = day(filter.to);
  const from = fromFilter > bounds.from ? fromFilter : bounds.from;
  const to = toFilter && toFilter < bounds.to ? toFilter : bounds.to;
  return from <= to ? { from, to } : null;
}

/** The month to open on: the start of the list's date filter, or today's month. */
export function initialMonth(filter: { from?: unknown }, today: string): Month {
  return typeof filter.from === 'string' && /^\d{4}-\d{2}/.test(filter.from) ? monthOf(filter.from) : monthOf(today);
}

export interface ClosureLike {
  id: number;
  date: string;
  name: string;
  state: string;
}

export interface ClosureDay<T extends ClosureLike> {
  date: string;
  /** The day's holidays by name, each with the states that close for it, in the closures' order. */
  holidays: { name: string; closures: T[] }[];
}

/** Closures by day, then by holiday: many states close for the same holiday on the same day. */
export function closureDays<T extends ClosureLike>(closures: readonly T[]): ClosureDay<T>[] {
  const days = new Map<string, Map<string, T[]>>();
  const sorted = [...closures].sort((a, b) => a.date.localeCompare(b.date) || a.state.localeCompare(b.state));
  for (const closure of sorted) {
    const holidays = days.get(closure.date) ?? new Map<string, T[]>();
    days.set(closure.date, holidays);
    holidays.set(closure.name, [...(holidays.get(closure.name) ?? []), closure]);
  }
  return [...days].map(([date, holidays]) => ({
    date,
    holidays: [...holidays].map(([name, members]) => ({ name, closures: members })),
  }));
}

const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayTitleFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** `2026-12` → `December 2026`. */
export const monthTitle = (month: Month) => monthTitleFormat.format(startOf(month));
/** `2026-12-25` → `Fri, Dec 25`. */
export const dayTitle = (date: string) => dayTitleFormat.format(new Date(`${date}T00:00:00Z`));
/** Sun … Sat, as the grid's columns are. */
export const WEEKDAYS =
  monthGrid('2026-02')[0]?.map((day) => weekdayFormat.format(new Date(`${day.date}T00:00:00Z`))) ?? [];
