/**
 * /companies, as staff use it: find, create, edit and delete a company, the last through the
 * shared confirmation; and what a member sees instead.
 */
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import * as screens from './screens.js';
import { allowConsoleErrors, dataCell, pathOf, SCREENSHOTS, url, useBrowser } from './support.js';
import * as fileViewer from './file-viewer.js';

const { signedIn, state } = useBrowser();

describe('/companies', () => {
  it('has a submit a keyboard reaches in its search form, shown while it has the focus (issue 43)', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill('Lone Star');
    await search.press('Enter');
    await page.waitForURL((address) => address.searchParams.get('filter')?.includes('Lone Star') ?? false);
    const submit = page.getByRole('button', { name: 'Apply the search' });
    // Not painted for people who see the bar: one pixel, clipped.
    expect((await submit.boundingBox())?.width).toBeLessThanOrEqual(1);
    // From the search, past its clear button: the next stop.
    await search.focus();
    const focused = () => submit.evaluate((element) => element === document.activeElement);
    for (let step = 0; step < 2 && !(await focused()); step++) await page.keyboard.press('Tab');
    expect(await focused()).toBe(true);
    expect((await submit.boundingBox())?.width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await page
      .getByText(/Lone Star/)
      .first()
      .waitFor();
  });

  // Drawn with the field, not with the first letter (issue 68: that letter was the slowest touch).
  it('has a clear button that is hidden while the search is empty, and empties it', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    await page.getByText('1-25 of 150').waitFor();
    const search = page.getByRole('textbox', { name: 'Search' });
    const clear = page.getByRole('button', { name: 'Clear value' });
    expect(await clear.count()).toBe(0);
    await search.fill('lone star');
    await page.waitForFunction(() => !document.body.innerText.includes('of 150'));
    await clear.click();
    await page.getByText('1-25 of 150').waitFor();
    expect(await search.inputValue()).toBe('');
    expect(await clear.count()).toBe(0);
    expect(await page.locator('.RaResettableTextField-clearButton').count()).toBe(1);
  });

  it('is in the staff menu, lists 150 companies paged by the server, and searches and filters them', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Companies' }).click();
    await page.waitForURL('**/companies');
    await page.getByText('1-25 of 150').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(25);

    await page.getByPlaceholder('Search').fill('lone star');
    await page.waitForFunction(() => !document.body.innerText.includes('of 150'));
    const names = await page.locator(`tbody tr ${dataCell(1)}`).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /lone star/i.test(name))).toBe(true);
    expect(state.requests.some((request) => /\/api\/companies\?.*q=lone(\+|%20)star/.test(request))).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}companies-1280.png` });
  });

  it('sorts on the server when a column header is clicked', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    await page.getByText('1-25 of 150').waitFor();
    await page.getByRole('columnheader', { name: 'USDOT number' }).getByRole('button').click();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('sort') === 'usdot');
    // react-admin shows the previous rows until the sorted page arrives.
    const column = async () => (await page.locator(`tbody tr ${dataCell(2)}`).allInnerTexts()).map(Number);
    await expect
      .poll(async () => {
        const numbers = await column();
        return (
          numbers.length === 25 && numbers.every((value, index) => index === 0 || (numbers[index - 1] ?? 0) <= value)
        );
      })
      .toBe(true);
    expect(state.requests.some((request) => /sort=usdot&order=asc/.test(request))).toBe(true);
  });

  it('exports the filtered companies as CSV', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    await page.getByText('1-25 of 150').waitFor();
    const csv = await screens.downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toContain('name');
    expect(lines[0]).toContain('usdot');
    expect(lines).toHaveLength(151);
  });

  it('creates, finds, edits and deletes a company, deleting through the confirmation', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    await page.getByRole('link', { name: 'New company' }).click();
    await page.waitForURL('**/companies/create');
    await page.getByRole('button', { name: 'Save' }).waitFor();

    // The specification's messages, before anything is sent.
    await page.getByRole('textbox', { name: 'USDOT number' }).fill('12ab');
    await page.getByRole('textbox', { name: 'MC number' }).fill('123456');
    await page.getByRole('button', { name: 'Save' }).click();
    // The contract's patterns, the API's own rules: digits only for the USDOT number, `MC-` and
    // digits for the MC number.
    await expect.poll(() => page.getByText('Invalid format').count()).toBe(2);
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(2);

    // The server's refusal shows under its field, and nothing typed is lost.
    allowConsoleErrors(/status of 422/);
    const { data: registered } = await readAsAdmin<{ data: { usdot: string } }>('/companies/1');
    const taken = registered.usdot;
    await page.getByRole('textbox', { name: 'Name' }).fill('Zephyr Heavy Haul LLC');
    await page.getByRole('textbox', { name: 'USDOT number' }).fill(taken);
    await page.getByRole('textbox', { name: 'MC number' }).fill('MC-778899');
    await page.getByRole('textbox', { name: 'Email' }).fill('dispatch@zephyr.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This USDOT number is already registered.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Zephyr Heavy Haul LLC');
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('dispatch@zephyr.example.com');

    await page.getByRole('textbox', { name: 'USDOT number' }).fill('77665544');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    const id = pathOf(page).split('/').pop();
    await page.getByRole('heading', { level: 1, name: 'Zephyr Heavy Haul LLC' }).waitFor();

    await page.goto(url('/companies'));
    await page.getByPlaceholder('Search').fill('zephyr');
    await page.getByRole('cell', { name: 'Zephyr Heavy Haul LLC', exact: true }).waitFor();

    await page.goto(url(`/company/${id}`));
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(`**/companies/${id}`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Zephyr Specialized LLC');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`**/company/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Zephyr Specialized LLC' }).waitFor();

    await page.goto(url(`/companies/${id}`));
    await screens.cancelDeletion(page, state);
    expect(pathOf(page)).toBe(`/companies/${id}`);

    await screens.confirmDeletion(page);
    await screens.expectDeletedBackOnList(page, state, '/companies', `/companies/${id}`);
    await page.getByPlaceholder('Search').fill('zephyr');
    await page.getByText('Nothing matches the search and filters.').waitFor();
  });

  // A press does not take the focus into the tabs (MUI's Tabs draw every tab again when it comes):
  // the keyboard's way through them is as ever, from the page's own tab.
  it("keeps on a phone a field's help text clear of the next field's label", async () => {
    const page = await signedIn('admin@example.com', { at: '/companies/1', viewport: { width: 390, height: 844 } });
    await page.getByRole('textbox', { name: 'MC number' }).waitFor();
    // From the USDOT number's hint to the MC number's label below it, letter to letter.
    const gap = await page.evaluate(() => {
      const form = document.querySelector('form');
      const find = (selector: string, text: string) =>
        [...(form?.querySelectorAll<HTMLElement>(selector) ?? [])].find((node) => node.textContent?.trim() === text);
      // Where a line's letters are: its box less the line height's room above and below them (a
      // label on an outline's edge is drawn smaller: its box's scale).
      const letters = (node: HTMLElement | undefined) => {
        if (!node) throw new Error('The hint or the label is not on the screen');
        const box = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        const room =
          ((parseFloat(style.lineHeight) - parseFloat(style.fontSize)) / 2) * (box.height / node.offsetHeight);
        return { top: box.top + room, bottom: box.bottom - room };
      };
      return letters(find('label', 'MC number')).top - letters(find('p', 'Up to 8 digits')).bottom;
    });
    expect(gap).toBeGreaterThanOrEqual(2);
  });

  it("moves to a tab's page at a press, and the keyboard reaches the page's tab and the next", async () => {
    const page = await signedIn('admin@example.com', { at: '/company/1' });
    await page.getByRole('heading', { level: 1, name: 'Lone Star Heavy Haul LLC' }).waitFor();
    const members = page.getByRole('tab', { name: 'Members' });
    await members.click();
    await page.waitForURL('**/company/1/members');
    await page.getByRole('tab', { name: 'Members', selected: true }).waitFor();
    expect(await members.evaluate((element) => element === document.activeElement)).toBe(false);
    // The tabs hold one stop for the keyboard: the page's own tab.
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.tabIndex))).toEqual([
      -1, 0, -1, -1, -1, -1, -1, -1,
    ]);
    await members.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/company/1/loads');
    await page.getByRole('tab', { name: 'Loads', selected: true }).waitFor();
  });

  it("shows each tab of /company/{id} with the company's own records", async () => {
    const page = await signedIn('admin@example.com', { at: '/company/1' });
    await page.getByRole('heading', { level: 1, name: 'Lone Star Heavy Haul LLC' }).waitFor();
    await page.getByText('dispatch@lone-star-heavy-haul-llc.example.com').waitFor();

    const tab = (name: string) => page.getByRole('tab', { name });
    await tab('Members').click();
    await page.waitForURL('**/company/1/members');
    await page.getByRole('cell', { name: 'member@example.com', exact: true }).waitFor();

    await tab('Loads').click();
    await page.waitForURL('**/company/1/loads');
    await page
      .getByText(/\d+′ \d+″ × \d+′ \d+″ × \d+′ \d+″/)
      .first()
      .waitFor();
    const { total: loads } = await readAsAdmin<{ total: number }>('/loads?company_id=1');
    await page.getByText(`1-10 of ${loads}`).waitFor();

    await tab('Permit requests').click();
    const permit = page.getByRole('link', { name: /^PR-\d{6}$/ }).first();
    await permit.waitFor();

    await tab('Invoices').click();
    await page
      .getByRole('button', { name: /^PDF INV-/ })
      .first()
      .click();
    await fileViewer.dialog(page).waitFor();
    await fileViewer.dialog(page).getByRole('button', { name: 'Close' }).click();

    await tab('Card operations').click();
    await page.waitForURL('**/company/1/card-operations');
    await page.locator('tbody tr').first().waitFor();

    await tab('Statistics').click();
    const months = page.getByRole('table', { name: 'Statistics' }).locator('tbody tr');
    await months.first().waitFor();
    expect(await months.count()).toBe(12);

    await tab('Permit requests').click();
    await permit.click();
    await page.waitForURL(/\/overview\/\d+$/);
    expect(
      state.requests.every(
        (request) =>
          !/\/api\/(loads|invoices|members|permit-requests|card-operations)\?/.test(request) ||
          request.includes('company_id=1'),
      ),
    ).toBe(true);
  });

  it('a member has no Companies in the menu and gets the access-denied screen, without being signed out', async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'Companies' }).count()).toBe(0);
    await screens.expectAccessDeniedAt(page, ['/companies', '/company/1']);
    expect(state.requests.some((request) => /\/api\/companies/.test(request))).toBe(false);
  });
});
