/**
 * Every page a member opens and the public pages, under axe-core and HTML_CodeSniffer (axe.ts), one
 * test per page and width; and the keyboard reaching every action of a list.
 */
import { describe, expect, it } from 'vitest';
import { MEMBER, PUBLIC, WIDTHS, audit, auditEveryPage, violations } from './axe.js';
import { WALK_DAY } from './pinned-day.js';
import { closeNotification, mockApi, networkSettled, url, useBrowser } from './support.js';

const browser = useBrowser({ day: WALK_DAY });
const { open, signedIn } = browser;

describe('accessibility (axe-core WCAG 2.1 A and AA, HTML_CodeSniffer WCAG2AA): the public pages and a member', () => {
  describe.each(WIDTHS)('at %i px', (width) => {
    it.each(PUBLIC)('finds nothing on the public page %s', async (path) => {
      const page = await open();
      await page.setViewportSize({ width, height: 844 });
      expect(await audit(page, [path])).toEqual({});
    });
  });
  auditEveryPage(browser, 'member@example.com', [...MEMBER, '/overview/{own}']);
});

describe('a page whose data is still on its way', () => {
  // The walk looks at pages once they have settled; what shows a page loading is seen here: the app
  // bar's spinner, and on a phone the card list's bar (react-admin's own are named by the theme).
  it.each(WIDTHS)('names what shows it loading, at %i px', async (width) => {
    const page = await signedIn('agent@example.com', { viewport: { width, height: 844 } });
    await closeNotification(page);
    await mockApi.latency({ method: 'GET', path: '/logs', ms: 8000 });
    // Within the running app, as from its menu: a page loaded afresh shows only the app's own spinner.
    await page.evaluate(() => {
      history.pushState(null, '', '/logs');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The overview gone (the router keeps it on screen while the list's code loads), the list waits.
    await page.getByText('Recent activity').waitFor({ state: 'detached' });
    await page.locator('header [role=progressbar]').waitFor();
    if (width < 600) await page.getByRole('main').getByRole('progressbar').waitFor();
    // At the desk, react-admin's placeholder rows, drawn after a second: they had a checkbox each,
    // unnamed, which HTML_CodeSniffer flagged when a slow engine happened to look that late.
    else await page.locator('.RaDataTable-table tbody tr').first().waitFor();
    expect(await violations(page)).toEqual([]);
    // Still loading when both engines finished: what they saw was the loading page (a record's row
    // is a RaDataTable-row, a placeholder's is not).
    const records = page.locator('tbody tr.RaDataTable-row, [data-testid=record-cards] li');
    expect(await records.count()).toBe(0);
  });
});

describe('the keyboard', () => {
  it('reaches every action of a list with a visible focus', async () => {
    const page = await signedIn('agent@example.com');
    await closeNotification(page);
    await page.goto(url('/invoices'));
    await page.locator('tbody tr').first().waitFor();
    await networkSettled(page);
    const reached = new Set<string>();
    const unseen: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        // MUI marks keyboard focus with a class and draws it as a ripple or a background.
        const drawn =
          (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') ||
          style.boxShadow !== 'none' ||
          element.classList.contains('Mui-focusVisible') ||
          element.closest('.Mui-focusVisible, .Mui-focused') !== null;
        const name =
          element.getAttribute('aria-label') ??
          element.getAttribute('placeholder') ??
          element.innerText.trim().split('\n')[0];
        return {
          name: `${element.tagName.toLowerCase()}: ${name}`,
          visible: element.matches(':focus-visible') && drawn,
        };
      });
      if (!focused) continue;
      reached.add(focused.name);
      if (!focused.visible) unseen.push(focused.name);
    }
    expect(unseen).toEqual([]);
    const names = [...reached].join(' | ');
    for (const action of [
      'Search',
      'Toggle light/dark mode',
      'Invoices',
      'Add filter',
      'Columns',
      'Export',
      'Select ',
    ]) {
      expect(names, `${action} is not reached by Tab`).toContain(action);
    }
  });
});
