/**
 * Finding anything from the app bar, keyboard only: Ctrl+K opens the search, typing finds
 * companies by USDOT, permit requests and invoices by number, the arrows choose, Enter opens the
 * record; a member finds only their own company's records.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import { closeNotification, pathOf, useBrowser } from './support.js';

const { signedIn } = useBrowser();

type Row = { id: number } & Record<string, unknown>;

const LABEL = 'Search companies, permit requests, invoices, loads and members';
const searchBox = (page: Page) => page.getByRole('combobox', { name: LABEL });
const results = (page: Page) => page.getByRole('listbox', { name: 'Results' });

/** Opens the search with the keyboard, types `text`, and waits for the results to show it. */
async function searchFor(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await searchBox(page).waitFor();
  await page.keyboard.type(text);
  // The results of the whole text, not those of a part typed before a pause of the machine's.
  await page.locator('[role=listbox][aria-busy=false]').getByRole('option').first().waitFor();
}

/** The first result of `group`, chosen with the arrows and opened with Enter. */
async function openFirstOf(page: Page, group: string): Promise<void> {
  const options = results(page).getByRole('option');
  const wanted = results(page).getByRole('group', { name: group }).getByRole('option').first();
  const wantedId = await wanted.getAttribute('id');
  // The first option is active as soon as results show; the arrows walk down to the wanted one.
  for (let step = 0; step < (await options.count()); step++) {
    if ((await searchBox(page).getAttribute('aria-activedescendant')) === wantedId) break;
    await page.keyboard.press('ArrowDown');
  }
  expect(await searchBox(page).getAttribute('aria-activedescendant')).toBe(wantedId);
  await page.keyboard.press('Enter');
}

describe('search', () => {
  it('finds a company by its USDOT number, a permit request and an invoice by number, keyboard only', async () => {
    const { data: companies } = await readAsAdmin<{ data: Row[] }>('/companies?per_page=1&sort=name&order=desc');
    const { data: permits } = await readAsAdmin<{ data: Row[] }>('/permit-requests?per_page=1');
    const { data: invoices } = await readAsAdmin<{ data: Row[] }>('/invoices?per_page=1');
    const [company] = companies;
    const [permit] = permits;
    const [invoice] = invoices;
    if (!company || !permit || !invoice) throw new Error('The seed has no company, permit request or invoice');

    const page = await signedIn('agent@example.com');
    await closeNotification(page);

    await searchFor(page, String(company.usdot));
    expect(await results(page).getByRole('group', { name: 'Companies' }).innerText()).toContain(String(company.name));
    await openFirstOf(page, 'Companies');
    await expect.poll(() => pathOf(page)).toBe(`/company/${company.id}`);
    await page
      .getByRole('heading', { name: String(company.name) })
      .first()
      .waitFor();

    // A late request says so in the results, in words (issue 38).
    const { data: late } = await readAsAdmin<{ data: Row[] }>('/permit-requests?clock=late&per_page=1');
    await searchFor(page, String(late[0]?.number));
    await expect
      .poll(() => results(page).getByRole('group', { name: 'Permit requests' }).innerText())
      .toMatch(new RegExp(`${String(late[0]?.number)}\\s+.* · Late`));
    await page.keyboard.press('Escape');
    await searchBox(page).waitFor({ state: 'detached' });

    await searchFor(page, String(permit.number));
    await openFirstOf(page, 'Permit requests');
    await expect.poll(() => pathOf(page)).toBe(`/overview/${permit.id}`);

    await searchFor(page, String(invoice.number));
    await openFirstOf(page, 'Invoices');
    await expect.poll(() => pathOf(page)).toBe(`/invoices/${invoice.id}`);

    // Escape closes it, and the focus is back where it was.
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    await page.keyboard.press('Escape');
    await searchBox(page).waitFor({ state: 'detached' });
  });

  it("finds a member's own records only, and no companies or members", async () => {
    const mine = await apiAs<{ data: Row[] }>('member@example.com', 'GET', '/permit-requests?per_page=1');
    const { data: everyone } = await readAsAdmin<{ data: Row[] }>('/permit-requests?per_page=200');
    const [own] = mine.data;
    const others = everyone.find((row) => row.company_id !== own?.company_id);
    if (!own || !others) throw new Error('The seed has no permit request of the member, or of another company');

    const page = await signedIn('member@example.com');
    await closeNotification(page);
    await searchFor(page, String(own.number));
    await openFirstOf(page, 'Permit requests');
    await expect.poll(() => pathOf(page)).toBe(`/overview/${own.id}`);

    await page.keyboard.press('Control+k');
    await page.keyboard.type(String(others.number));
    await page
      .getByRole('status')
      .filter({ hasText: `Nothing found for “${String(others.number)}”.` })
      .waitFor();

    // A company's name finds nothing for a member: companies and members are staff's sections.
    const { data: companies } = await readAsAdmin<{ data: Row[] }>('/companies?per_page=1&sort=name&order=desc');
    await searchBox(page).fill(String(companies[0]?.name));
    await page.getByRole('status').filter({ hasText: 'Nothing found' }).waitFor();
    expect(await results(page).getByRole('group', { name: 'Companies' }).count()).toBe(0);
    expect(await results(page).getByRole('group', { name: 'Members' }).count()).toBe(0);
  });

  it('finds a name typed with a combining accent or a zero-width joiner, and names where it is without a gap', async () => {
    // Typed on other keyboards: "Café" with the accent as its own mark, a name with a zero-width joiner.
    await apiAs('admin@example.com', 'POST', '/companies', {
      name: 'Cafe\u0301 Bidi Haulage',
      usdot: '4400001',
      email: 'cafe-bidi@example.com',
      status: 'active',
      city: 'Laredo',
    });
    await apiAs('admin@example.com', 'POST', '/companies', {
      name: 'Zero\u200dWidth Cartage',
      usdot: '4400002',
      email: 'zero-width@example.com',
      status: 'active',
    });
    const page = await signedIn('agent@example.com');
    await closeNotification(page);
    await searchFor(page, 'café bidi');
    const companies = results(page).getByRole('group', { name: 'Companies' });
    // A city without a state reads as the city, not "Laredo, undefined".
    expect(await companies.innerText()).toContain('Café Bidi Haulage');
    expect(await companies.innerText()).toContain('USDOT 4400001 · Laredo');
    expect(await companies.innerText()).not.toMatch(/undefined|null/);
    await page.keyboard.press('Escape');
    await searchFor(page, 'ZeroWidth');
    expect(await companies.innerText()).toContain('USDOT 4400002');
  });
});

describe("a list's own search", () => {
  it('never takes the person back to the list over a record they opened before it applied', async () => {
    const page = await signedIn('admin@example.com', { at: '/accounts' });
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    // The record's screen is slow to load, as on a phone's network: its code waits until the list's
    // search has come due. The list stays drawn meanwhile (the router navigates in a transition).
    let release = () => undefined as void;
    const released = new Promise<void>((done) => (release = done));
    const held: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    // react-admin applies a search half a second after the typing.
    await page.getByPlaceholder('Search').fill('a');
    await firstRow.click();
    await page.waitForURL(/\/accounts\/\d+$/);
    // A timer set now in the page fires after the search's (due half a second after the typing),
    // and after the navigation the search makes a moment later: timers fire in the order they fall due.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 600)));
    expect(held.length, "the record's screen was loading when the search came due").toBeGreaterThan(0);
    expect(pathOf(page)).toMatch(/^\/accounts\/\d+$/);
    release();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(pathOf(page)).toMatch(/^\/accounts\/\d+$/);
  });
});
