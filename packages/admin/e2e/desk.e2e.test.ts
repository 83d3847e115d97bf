/**
 * At the desk: the light or dark theme each person chose, the columns they keep on a list, and the
 * saved filter staff find ready ("My open requests"), each still there after a reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './api.js';
import { closeNotification, dismissSignInPopups, pathOf, signIn, signOut, url, useBrowser } from './support.js';

const { open, signedIn } = useBrowser();

const DARK_BACKGROUND = 'rgb(18, 18, 18)';
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('at the desk', () => {
  it("keeps each person's light or dark theme, in a browser they share", async () => {
    const page = await open();
    await signIn(page, 'agent@example.com');
    await dismissSignInPopups(page);
    expect(await background(page)).not.toBe(DARK_BACKGROUND);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
    await page.reload();
    await page.getByRole('main').waitFor();
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);

    // Someone else at the same desk keeps their own light theme…
    await signOut(page);
    await signIn(page, 'member@example.com');
    await dismissSignInPopups(page);
    await expect.poll(() => background(page)).not.toBe(DARK_BACKGROUND);
    // …and the agent finds theirs again.
    await signOut(page);
    await signIn(page, 'agent@example.com');
    await dismissSignInPopups(page);
    await expect.poll(() => background(page)).toBe(DARK_BACKGROUND);
  });

  it("draws a request's status and clock flag in the colours of the theme in use, light and dark", async () => {
    const page = await signedIn('agent@example.com', { at: '/my-permit-request?filter={"status":"in_review"}' });
    // The status, filled with the palette's info blue; a clock flag on time, outlined in grey.
    const status = page.locator('tbody').getByText('In review', { exact: true }).first().locator('..');
    const flag = page.locator('tbody [data-clock="on_time"]').first();
    await status.waitFor();
    const looks = () =>
      Promise.all(
        [status, flag].map((tag) =>
          tag.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.backgroundColor, style.color, style.borderTop, style.borderRadius].join(' | ');
          }),
        ),
      );
    expect(await looks()).toEqual([
      'rgb(2, 119, 189) | rgb(255, 255, 255) | 0px none rgb(255, 255, 255) | 16px',
      'rgba(0, 0, 0, 0) | rgba(0, 0, 0, 0.87) | 1px solid rgb(189, 189, 189) | 16px',
    ]);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect
      .poll(looks)
      .toEqual([
        'rgb(79, 195, 247) | rgba(0, 0, 0, 0.87) | 0px none rgba(0, 0, 0, 0.87) | 16px',
        'rgba(0, 0, 0, 0) | rgb(255, 255, 255) | 1px solid rgb(97, 97, 97) | 16px',
      ]);
  });

  it('hides a column of a list with the column chooser, and keeps it hidden', async () => {
    const page = await signedIn('agent@example.com', { at: '/companies' });
    const header = page.getByRole('columnheader', { name: 'MC number' });
    await header.waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    // Its search is named for everyone, not only by a placeholder that goes once something is typed.
    const find = page.getByRole('textbox', { name: 'Find a column' });
    await find.fill('MC');
    expect(await find.getAttribute('aria-label')).toBe('Find a column');
    await find.fill('');
    await page.getByRole('menu').or(page.getByRole('presentation')).getByText('MC number', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => header.count()).toBe(0);
    await page.reload();
    await page.getByRole('columnheader', { name: 'USDOT number' }).waitFor();
    expect(await header.count()).toBe(0);
  });

  it("offers staff 'My open requests' among the saved filters: theirs, still open", async () => {
    const page = await signedIn('agent@example.com');
    await closeNotification(page);
    await page.goto(url('/my-permit-request'));
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'My open requests' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).search)).toContain('"mine":true');
    expect(pathOf(page)).toBe('/my-permit-request');

    const { total } = await apiAs<{ total: number }>(
      'agent@example.com',
      'GET',
      '/permit-requests?mine=true&open=true&per_page=1',
    );
    expect(total).toBeGreaterThan(0);
    const agents = page.locator('tbody tr td.column-agent_name');
    await expect.poll(() => agents.count()).toBe(Math.min(total, 25));
    expect(new Set(await agents.allInnerTexts())).toEqual(new Set(['Alex Agent']));
  });
});
