/**
 * A day of the tests' choosing, for the screens whose look depends on today: this month's calendar
 * and where its weeks start, due times and their flags, "expiring within 30 days", the last twelve
 * months' charts, relative dates. A walk over every page (the accessibility and pseudo-locale
 * walks) looks at them on one fixed day, so that its outcome does not depend on the day it runs
 * (issue 61: December 2026 starts on a Tuesday, and a defect every earlier run had missed turned the
 * test command red on its first day).
 *
 * The day is the browser's and the mock API's alike (`useBrowser({ day })`, support.ts): the mock's
 * clock is reset to it and its seed laid out around it (`POST /__reset {at}`), and each page's
 * `Date` reads the same moment, running on from it. Only `Date`: Playwright's clock would fake every
 * timer too (React's scheduler, react-query's, the page's own), and its contexts cannot be kept from
 * test to test (context-pool.ts); what the screens ask of today is `Date`'s.
 */
import type { Page } from 'playwright-core';

/**
 * The walks' day: a Wednesday mid-morning in the office's hours, in a month that starts mid-week
 * (October 2026 starts on a Thursday: its calendar opens with days of September's).
 */
export const WALK_DAY = '2026-10-14T15:30:00Z';

/** How far `day` is from the machine's clock now: what the page's `Date` and the mock's clock add. */
export const offsetTo = (day: string): number => Date.parse(day) - Date.now();

/**
 * The page's `Date` from its next document on: `offset` ms from the machine's clock (`new Date()`,
 * `Date.now()`, `Date()`); a date made from a value is that value, as before.
 */
export async function shiftDate(page: Page, offset: number): Promise<void> {
  await page.addInitScript((by) => {
    const RealDate = Date;
    const realNow = RealDate.now.bind(RealDate);
    const Shifted = function (this: unknown, ...values: unknown[]) {
      if (!new.target) return new RealDate(realNow() + by).toString();
      const made = values.length ? (values as ConstructorParameters<DateConstructor>) : [realNow() + by];
      return Reflect.construct(RealDate, made, new.target) as Date;
    } as unknown as DateConstructor;
    Object.setPrototypeOf(Shifted, RealDate);
    Object.defineProperty(Shifted, 'prototype', { value: RealDate.prototype });
    Object.defineProperty(Shifted, 'now', { value: () => realNow() + by, writable: true, configurable: true });
    Object.defineProperty(RealDate.prototype, 'constructor', { value: Shifted, writable: true, configurable: true });
    globalThis.Date = Shifted;
  }, offset);
}
