/**
 * Every list on a phone (390 px), for each role that has it: the same records as the desk's table,
 * one card each, nothing scrolling sideways, a tap on a card opening the record where a click on its
 * row does, and its search named by a label, at the desk and on the phone. What a card shows of its
 * columns and its sort button are the cards' own behaviour (components/RecordTable.browser.test.tsx).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { overflowWidth, showSettled } from './screens.js';
import { allCardsDrawn, pathOf, SCREENSHOTS, useBrowser } from './support.js';

const { signedInAs } = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };

/** A list, and where a tap on its first record goes (`undefined`: its records open nothing). */
type ListRoute = readonly [path: string, opens: RegExp | undefined];

const staffLists: ListRoute[] = [
  ['/my-permit-request', /^\/overview\/\d+$/],
  ['/my-loads', /^\/my-loads\/\d+$/],
  ['/companies', /^\/company\/\d+$/],
  ['/applications', undefined],
  ['/existing-member-list', /^\/existing-member-list\/\d+$/],
  ['/contacts', /^\/contacts\/\d+\/show$/],
  ['/invoices', /^\/invoices\/\d+$/],
  ['/card-operations', undefined],
  ['/annual', /^\/annual\/\d+$/],
  ['/state-notes', /^\/state-notes\/\d+$/],
  ['/accounts', /^\/accounts\/\d+$/],
  ['/logs', undefined],
  ['/site-settings/customer-manual', /^\/site-settings\/customer-manual\/\d+$/],
  ['/site-settings/holiday-closures', /^\/site-settings\/holiday-closures\/\d+$/],
  ['/site-settings/state-regulations', /^\/site-settings\/state-regulations\/\d+$/],
  ['/site-settings/city-rates', /^\/site-settings\/city-rates\/\d+$/],
  ['/site-settings/blog', /^\/site-settings\/blog\/\d+$/],
  ['/site-settings/pages', /^\/site-settings\/pages\/\d+$/],
  ['/site-settings/services', /^\/site-settings\/services\/\d+$/],
];
const memberLists: ListRoute[] = [
  ['/my-permit-request', /^\/overview\/\d+$/],
  ['/my-loads', /^\/my-loads\/\d+$/],
  ['/company-invoices', undefined],
  ['/card-operations', undefined],
  ['/annual', undefined],
  ['/company-state-regulation', /^\/company-state-regulation\/\d+\/show$/],
];

const cards = (page: Page) => page.getByTestId('record-cards').getByRole('listitem');

/**
 * The list's filter fields named only by their placeholder (its search): a placeholder is no name
 * for some assistive technology, and it goes once something is typed.
 */
const namedOnlyByPlaceholder = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('.RaFilterForm-filterFormInput input[placeholder]')]
      .filter((field) => !field.labels?.length && !field.ariaLabel && !field.getAttribute('aria-labelledby'))
      .map((field) => field.placeholder),
  );

/** The list's cards once its records have arrived, on a page loaded afresh as a phone opens it. */
async function cardsShown(page: Page, path: string): Promise<number> {
  await showSettled(page, path, { reload: true });
  await cards(page).first().waitFor();
  await allCardsDrawn(page);
  return cards(page).count();
}

/** The rows of the list on the screen, once the window is wide enough for its table. */
async function rowsShown(page: Page): Promise<number> {
  const rows = page.locator('.RaDataTable-table tbody tr');
  await rows.first().waitFor();
  return rows.count();
}

describe.each([
  ['admin@example.com', 'staff', staffLists],
  ['member@example.com', 'member', memberLists],
] as const)('every list of %s on a phone', (email, who, lists) => {
  // One test per list, each with its own time limit, all in the file's one session of the person.
  it.each(lists)(
    '%s: one card per record, nothing wider than the phone, and a tap opens the record',
    async (path, opens) => {
      const page = await signedInAs(email, { viewport: PHONE });
      const count = await cardsShown(page, path);
      expect(await page.locator('.RaDataTable-table').count(), `${path}: no table on a phone`).toBe(0);
      expect(await namedOnlyByPlaceholder(page), `${path}: a field named only by its placeholder`).toEqual([]);
      expect(await overflowWidth(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // Filters and the list's actions stay in reach: the toolbar is on the screen, not beyond it.
      const toolbar = page.locator('.RaList-actions');
      if (await toolbar.count()) {
        const box = await toolbar.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), `${path}: its toolbar is cut off`).toBeLessThanOrEqual(PHONE.width);
      }
      await page.screenshot({ path: `${SCREENSHOTS}${who}-cards${path.replaceAll('/', '-')}-390.png` });

      const first = cards(page).first();
      if (opens) {
        await first.getByRole('link').first().click();
        await expect.poll(() => pathOf(page)).toMatch(opens);
        await page.goBack();
        await cards(page).first().waitFor();
      } else {
        expect(await first.getByRole('link').count(), `${path}: its records open nothing`).toBe(0);
      }

      // The same page widened to the desk: a row for each card. (Widened rather than loaded again: a
      // load is most of what a look costs.)
      await page.setViewportSize(DESK);
      expect(await rowsShown(page), `${path}: one card per record`).toBe(count);
      expect(await namedOnlyByPlaceholder(page), `${path}: a field named only by its placeholder`).toEqual([]);
    },
  );
});

describe('a window that changes width', () => {
  it('narrowed from the desk to a phone, keeps the cards for everyone; widened, the menu is as the desk left it', async () => {
    const page = await signedInAs('agent@example.com', { viewport: DESK });
    await showSettled(page, '/companies', { reload: true });
    await rowsShown(page);
    await page.locator('.RaSidebar-open').waitFor();

    await page.setViewportSize(PHONE);
    await cards(page).first().waitFor();
    // The cards are in the accessibility tree: no menu drawer left open over them, nothing hidden.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[aria-hidden="true"] [data-testid="record-cards"]').count()).toBe(0);
    expect(await cards(page).count()).toBeGreaterThan(0);
    // The phone's menu is still there when asked for.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menuitem', { name: 'Applications' }).waitFor();
    await page.keyboard.press('Escape');
    await cards(page).first().waitFor();

    await page.setViewportSize(DESK);
    await rowsShown(page);
    await page.locator('.RaSidebar-open').waitFor();
  });
});
