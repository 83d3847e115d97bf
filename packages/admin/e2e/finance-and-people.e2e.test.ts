/** /invoices, /company-invoices and /accounts, as staff, members and admins use them. */
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { confirmDeletion } from './screens.js';
import {
  mockApi,
  networkSettled,
  notification,
  pathOf,
  savesIn,
  signIn,
  url,
  useBrowser,
  waitForPath,
} from './support.js';
import * as fileViewer from './file-viewer.js';

const { open, signedIn, state } = useBrowser();

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe('/invoices', () => {
  it('totals the filtered invoices, opens an invoice PDF in the file viewer, and marks one paid', async () => {
    const page = await signedIn('agent@example.com');
    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    await page.waitForURL('**/invoices');
    const totals = page.getByRole('status', { name: 'Totals of the filtered invoices' });
    await totals.waitFor();
    const unpaidBefore = dollars((await totals.innerText()).split('Unpaid:')[1] ?? '');

    // Only unpaid ones: the total of the filtered rows is all unpaid.
    await page.goto(url('/invoices?filter=%7B%22status%22%3A%22unpaid%22%7D'));
    await networkSettled(page);
    const filtered = await totals.innerText();
    expect(dollars(filtered.split('Total:')[1]?.split('Paid:')[0] ?? '')).toBe(unpaidBefore);
    expect(dollars(filtered.split('Paid:')[1]?.split('Unpaid:')[0] ?? '')).toBe(0);

    const { number: firstNumber, viewer, text } = await fileViewer.openFirstInvoicePdf(page);
    // Drawn by pdf.js from a signed link to that invoice's PDF.
    expect(text).toContain(`Invoice ${firstNumber}`);
    expect(await fileViewer.download(viewer).getAttribute('href')).toMatch(
      fileViewer.signedLinkTo(/invoices\/\d+\/pdf/),
    );
    await viewer.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Mark paid ${firstNumber}` }).click();
    await notification(page).filter({ hasText: 'The invoice is marked paid' }).waitFor();
    await page.waitForFunction((number) => !document.body.innerText.includes(number), firstNumber);
    const after = await totals.innerText();
    expect(dollars(after.split('Total:')[1]?.split('Paid:')[0] ?? '')).toBeLessThan(unpaidBefore);
    expect(state.requests.some((request) => /POST .*\/api\/invoices\/\d+\/pay$/.test(request))).toBe(true);
  });

  it('creates an invoice in dollars (stored in cents), edits it, and deletes it through the confirmation', async () => {
    const page = await signedIn('admin@example.com', { at: '/invoices/create' });
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('combobox', { name: 'Company', exact: true }).fill('Lone Star Heavy Haul');
    await page.getByRole('option', { name: 'Lone Star Heavy Haul LLC' }).first().click();
    await page.getByRole('textbox', { name: 'Description' }).fill('Route survey, Houston to Odessa');
    await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('499.90');
    await page.getByRole('spinbutton', { name: 'Tax (USD)' }).fill('41.24');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/invoices');
    await page.getByPlaceholder('Search').fill('Route survey, Houston');
    // The search is applied (its address written) before a row is opened: a search still waiting on
    // its pause would take the list's address back over the opened record's (issue 42 notes it).
    await page.waitForURL((address) => address.searchParams.get('filter')?.includes('Route survey, Houston') ?? false);
    const row = page.locator('tbody tr').filter({ hasText: 'Route survey, Houston to Odessa' });
    await row.waitFor();
    expect(await row.innerText()).toContain('$541.14');

    await row.click();
    await page.waitForURL(/\/invoices\/\d+$/);
    await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('500');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/invoices');
    await row.filter({ hasText: '$541.24' }).waitFor();

    await row.click();
    await confirmDeletion(page);
    await waitForPath(page, '/invoices');
    await notification(page).filter({ hasText: 'Element deleted' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(state.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });

  it('says what is stored when a date cannot be shown, and asks for a real one before saving', async () => {
    // An invoice kept from before the API refused days that do not exist.
    const { data: invoice } = await readAsAdmin<{ data: Record<string, unknown> }>('/invoices/1');
    await mockApi.fault({
      method: 'GET',
      path: '/invoices/1',
      status: 200,
      count: 20,
      body: { data: { ...invoice, issued_at: '2023-02-31' } },
    });
    const page = await signedIn('admin@example.com', { at: '/invoices/1' });
    const issued = page.getByLabel('Issued');
    await page
      .getByText('Saved as “2023-02-31”, which is not a day of the calendar: please choose the date again')
      .waitFor();
    // Another change, then Save: nothing is sent until a real day is chosen.
    await page.getByRole('textbox', { name: 'Description' }).fill('Permit fee, corrected');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a date that exists, between 1900 and 2199').waitFor();
    expect(savesIn(state.requests)).toEqual([]);
    expect(await issued.inputValue()).toBe('');
  });

  it("shows a member only their company's invoices, with PDFs and no staff actions", async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'Invoices', exact: true }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Company invoices' }).click();
    await page.waitForURL('**/company-invoices');
    await page.getByRole('status', { name: 'Totals of the filtered invoices' }).waitFor();
    const { data } = await readAsAdmin<{ data: { company_id: number }[]; total: number }>(
      '/invoices?company_id=1&per_page=500',
    );
    await page.getByText(new RegExp(`of ${data.length}$`)).waitFor();
    expect(await page.getByRole('button', { name: /^Mark paid/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^PDF / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'New invoice' }).count()).toBe(0);
    await page.goto(url('/invoices'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });
});

describe('/accounts', () => {
  it('lets an admin create a staff account that can then sign in', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Staff accounts' }).click();
    await page.waitForURL('**/accounts');
    await page.getByRole('link', { name: 'New account' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Riley Agent');
    await page.getByRole('textbox', { name: 'Email' }).fill('riley@permit-office.example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You must enter a minimum of 8 characters').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a-long-password');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/accounts');
    await page.getByPlaceholder('Search').fill('riley');
    await page.getByRole('cell', { name: 'riley@permit-office.example.com', exact: true }).waitFor();

    const other = await open();
    await signIn(other, 'riley@permit-office.example.com', 'a-long-password');
    expect(pathOf(other)).toBe('/overview');
  });

  it('is not for agents or members: the menu leaves it out and the page says access denied', async () => {
    for (const email of ['agent@example.com', 'member@example.com']) {
      const page = await signedIn(email);
      expect(await page.getByRole('menuitem', { name: 'Staff accounts' }).count()).toBe(0);
      await page.goto(url('/accounts'));
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(state.requests.some((request) => /\/api\/accounts/.test(request))).toBe(false);
      expect((await state.context.cookies()).some((cookie) => cookie.name === 'access_token_om')).toBe(true);
    }
  });
});
