/**
 * The closures' month calendar (HolidayCalendar) as staff see it on the day they open it: the month
 * of today, whatever weekday it starts on. Drawn in Chromium as a component, with the browser's
 * date pinned (only `Date`: React and react-query keep their real timers) to the first day of a
 * month that starts on each weekday, and to a leap February. Issue 61: December 2026 starts on a
 * Tuesday, and the two days of November that opened its grid were drawn faint, under WCAG's contrast;
 * every run in a month starting on a Sunday had been green.
 */
import axe from 'axe-core';
import type { components } from '@permit-office/sdk';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, ListBase, memoryStore, type DataProvider, type GetListParams } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { i18nProvider } from '../../providers/i18n-provider.js';
import { darkTheme, lightTheme } from '../../theme.js';
import { HolidayCalendar } from './HolidayCalendar.js';
import { monthBounds, monthTitle, type Month } from './calendar.js';

type HolidayClosure = components['schemas']['HolidayClosure'];

/** The first month from January 2026 on that starts on `weekday` (0: Sunday). */
function monthStartingOn(weekday: number): Month {
  for (let at = new Date(Date.UTC(2026, 0, 1)); ; at.setUTCMonth(at.getUTCMonth() + 1)) {
    if (at.getUTCDay() === weekday) return at.toISOString().slice(0, 7);
  }
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Each weekday's month, then a leap February (2028 starts it on a Tuesday: 29 days, five weeks). */
const MONTHS: { month: Month; starts: string }[] = [
  ...WEEKDAY_NAMES.map((starts, weekday) => ({ month: monthStartingOn(weekday), starts })),
  { month: '2028-02', starts: 'Tuesday, in a leap year' },
];

/** Two closures on the month's 1st (two states), one on its last day, one on each neighbouring month's edge. */
function closuresAround(month: Month): HolidayClosure[] {
  const { from, to } = monthBounds(month);
  const before = new Date(`${from}T00:00:00Z`);
  before.setUTCDate(0);
  const after = new Date(`${to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  const closure = (id: number, date: string, state: string, name: string) =>
    ({ id, date, state, name, note: null, updated_at: `${date}T00:00:00Z` }) as unknown as HolidayClosure;
  return [
    closure(1, from, 'TX', 'First closure'),
    closure(2, from, 'OK', 'First closure'),
    closure(3, to, 'NM', 'Last closure'),
    closure(4, before.toISOString().slice(0, 10), 'AZ', 'Closure of the month before'),
    closure(5, after.toISOString().slice(0, 10), 'CO', 'Closure of the month after'),
  ];
}

/** The API's answer to the calendar's read: the closures within its dates, as the list filter asks. */
function dataProviderOf(closures: HolidayClosure[]): DataProvider {
  const getList = (_resource: string, { filter }: GetListParams) => {
    const { from, to } = filter as { from: string; to: string };
    const data = closures.filter((closure) => closure.date >= from && closure.date <= to);
    return Promise.resolve({ data, total: data.length });
  };
  return { getList } as unknown as DataProvider;
}

let mounted: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  mounted?.unmount();
  container?.remove();
  mounted = container = undefined;
  vi.useRealTimers();
});

/** The calendar as the list shows it beside itself, on `today` (the browser's date), in a theme. */
function showCalendarOn(today: string, mode: 'light' | 'dark', closures: HolidayClosure[]) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T15:00:00Z`));
  container = document.createElement('div');
  document.body.append(container);
  mounted = createRoot(container);
  mounted.render(
    <MemoryRouter initialEntries={['/site-settings/holiday-closures']}>
      <AdminContext
        dataProvider={dataProviderOf(closures)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        defaultTheme={mode}
      >
        <ListBase resource="site-settings/holiday-closures" disableSyncWithLocation>
          <HolidayCalendar />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A cell's day as a person reads it: its text, the badge's count left out (it is said in the cell's name). */
function dayIn(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent.trim();
}

/** Each week of the grid as its cells' days: '' for a cell that draws no day. */
const gridWeeks = () =>
  [...document.querySelectorAll('table tbody tr')].map((row) => [...row.querySelectorAll('td')].map(dayIn));

describe('the calendar of holiday closures, opened on the first day of a month', () => {
  describe.each(['light', 'dark'] as const)('in the %s theme', (mode) => {
    it.each(MONTHS)('draws $month (starting on a $starts) readable, its own days only', async ({ month }) => {
      await page.viewport(1280, 900);
      const today = `${month}-01`;
      showCalendarOn(today, mode, closuresAround(month));
      await expect.element(page.getByRole('heading', { name: monthTitle(month) })).toBeVisible();
      // The closures of the month's first and last days, and none of the neighbouring months'.
      await expect.element(page.getByText('Last closure')).toBeVisible();
      expect(document.body.textContent).not.toContain('Closure of the month');

      // Every day of the month once, in order, the 1st under its own weekday; no day of another month.
      const weeks = gridWeeks();
      const days = Number(monthBounds(month).to.slice(8));
      expect(weeks.flat().filter(Boolean)).toEqual(Array.from({ length: days }, (_, day) => String(day + 1)));
      expect(weeks[0]?.indexOf('1')).toBe(new Date(`${today}T00:00:00Z`).getUTCDay());
      for (const week of weeks) expect(week).toHaveLength(7);
      // The two closures of the 1st counted on its day, for eyes and for a screen reader.
      const first = page.getByRole('cell', { name: /: 2 closures$/ });
      await expect.element(first).toBeVisible();
      expect(dayIn(first.element())).toBe('1');

      // Readable: WCAG 2.1 AA, the contrast of every day's number included.
      const calendar = page.getByRole('region', { name: monthTitle(month) }).element();
      const { violations } = await axe.run(calendar, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      expect(
        violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
    });
  });
});
