/**
 * Every page an admin opens, under axe-core and HTML_CodeSniffer (axe.ts): one test per page and
 * width, on the walks' day (pinned-day.ts). And the holiday closures' calendar, which opens on
 * today's month, on the first day of months that start on a Sunday, a Tuesday and a Saturday: its
 * first and last weeks hold days of the months around it (issue 61).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ONLY, STAFF, WIDTHS, audit, auditEveryPage } from './axe.js';
import { WALK_DAY } from './pinned-day.js';
import { closeNotification, useBrowser } from './support.js';

const browser = useBrowser({ day: WALK_DAY });

describe('accessibility (axe-core WCAG 2.1 A and AA, HTML_CodeSniffer WCAG2AA): an admin', () => {
  auditEveryPage(browser, 'admin@example.com', [...STAFF, ...ADMIN_ONLY]);
});

/** A morning at the office on the first day of a month, and where that day falls in the week (Sunday first). */
const FIRST_DAYS = [
  { day: '2026-11-01T15:30:00Z', month: 'November 2026', starts: 'Sunday', weekday: 0 },
  { day: '2026-12-01T15:30:00Z', month: 'December 2026', starts: 'Tuesday', weekday: 2 },
  { day: '2026-08-01T15:30:00Z', month: 'August 2026', starts: 'Saturday', weekday: 6 },
];

describe("the holiday closures' calendar on the first day of a month", () => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(FIRST_DAYS)('finds nothing in $month, which starts on a $starts', async ({ day, month, weekday }) => {
      const page = await browser.signedIn('admin@example.com', { viewport: { width, height: 844 }, day, blank: true });
      expect(await audit(page, ['/site-settings/holiday-closures'])).toEqual({});
      await closeNotification(page);
      // Today's month, its 1st under its weekday, the days of the month before left blank.
      const calendar = page.getByRole('region', { name: month });
      await calendar.getByRole('heading', { name: month }).waitFor();
      const firstWeek = await calendar.locator('tbody tr').first().locator('td').allInnerTexts();
      expect(firstWeek.map((text) => text.trim().split('\n')[0])).toEqual(
        Array.from({ length: 7 }, (_, column) => (column < weekday ? '' : String(column - weekday + 1))),
      );
    });
  });
});
