/**
 * /annual, /state-notes, /company-state-regulation and /permit-calculation/city, as staff and
 * members use them, against the mock API. Each page at 1280 and 390 px wide is looked at by the
 * accessibility walk (axe.ts `auditEveryPage`: photographed, no error screen, no wider than the window).
 */
import type { components } from '@permit-office/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import { cancelDeletion, confirmDeletion, downloadFrom, expectDeletedBackOnList } from './screens.js';
import {
  allowConsoleErrors,
  chooseInSelect,
  dataCell,
  mockApi,
  pathOf,
  SCREENSHOTS,
  url,
  useBrowser,
} from './support.js';

const { signedIn, state } = useBrowser();

const DAY = 86_400_000;
/** A calendar date as the server counts it (UTC), days from today. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const feetInches = (inches: number) => `${Math.floor(inches / 12)}′ ${inches % 12}″`;
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** Picks an option of a react-admin or MUI autocomplete by typing part of it (names may repeat). */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page
    .getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option })
    .first()
    .click();
}

/** A load's option: its description, then its size on a second line. */
const loadOption = (description: string) => new RegExp(`^${description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const rows = (page: Page) => page.locator('tbody tr');

type Permit = { id: number; permit_number: string; company_id: number; valid_to: string };

describe('/annual', () => {
  it('lets staff create a permit, find it, edit it and delete it through the confirmation', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Annual permits', exact: true }).click();
    await page.waitForURL('**/annual');
    await rows(page).first().waitFor();
    await page.getByRole('link', { name: 'New annual permit', exact: true }).click();
    await page.waitForURL('**/annual/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();

    // The specification's messages, before anything is sent.
    await page.getByRole('textbox', { name: 'Permit number', exact: true }).fill('TX');
    await save.click();
    await page.getByText('You must enter a minimum of 3 characters').waitFor();
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(4);
    expect(state.requests.some((request) => request.startsWith('POST') && request.includes('/annual-permits'))).toBe(
      false,
    );

    await choose(page, 'Company', 'Lone Star Heavy Haul', 'Lone Star Heavy Haul LLC');
    await choose(page, 'State', 'Texas', 'Texas (TX)');
    await page.getByRole('textbox', { name: 'Permit number', exact: true }).fill('TX-AN-E2E01');
    await chooseInSelect(page, page.getByRole('combobox', { name: 'Kind', exact: true }), 'Oversize and overweight');
    await page.getByLabel('Valid from', { exact: true }).fill(day(-100));
    await page.getByLabel('Valid to', { exact: true }).fill(day(-200));
    await page.getByRole('spinbutton', { name: 'Fee (USD)', exact: true }).fill('450');

    // The server's refusal shows under its field, and nothing typed is lost.
    allowConsoleErrors(/status of 422/);
    await save.click();
    await page.getByText('The end date must be on or after the start date.').waitFor();
    expect(pathOf(page)).toBe('/annual/create');
    expect(await page.getByRole('textbox', { name: 'Permit number', exact: true }).inputValue()).toBe('TX-AN-E2E01');

    await page.getByLabel('Valid to', { exact: true }).fill(day(20));
    await save.click();
    await page.waitForURL((address) => address.pathname === '/annual');
    const searched = page.waitForRequest(/\/api\/annual-permits\?.*q=TX-AN-E2E01/);
    await page.getByPlaceholder('Search').fill('TX-AN-E2E01');
    await searched;
    const row = rows(page).filter({ hasText: 'TX-AN-E2E01' });
    await row.waitFor();
    const text = await row.innerText();
    for (const part of [
      'Lone Star Heavy Haul LLC',
      'Texas',
      'Oversize and overweight',
      '$450.00',
      'Expiring in 20 days',
    ]) {
      expect(text).toContain(part);
    }
    // Expiring within 30 days: the row stands out.
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(TRANSPARENT);

    await row.click();
    await page.waitForURL(/\/annual\/\d+$/);
    const id = pathOf(page).split('/').pop();
    await page.getByRole('spinbutton', { name: 'Fee (USD)', exact: true }).fill('475.5');
    await page.getByLabel('Valid to', { exact: true }).fill(day(200));
    await save.click();
    await page.waitForURL((address) => address.pathname === '/annual');
    await expect.poll(async () => row.innerText()).toContain('$475.50');
    expect(await row.innerText()).toContain('Valid');
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(TRANSPARENT);

    await row.click();
    await page.waitForURL(`**/annual/${id}`);
    await cancelDeletion(page, state);
    await confirmDeletion(page);
    await expectDeletedBackOnList(page, state, '/annual', `/annual-permits/${id}`);
    await page.getByText('Nothing matches the search and filters.').waitFor();
  });

  it('keeps only the permits expiring within 30 days, each highlighted, and exports them as CSV', async () => {
    const page = await signedIn('agent@example.com', { at: '/annual' });
    const { total } = await readAsAdmin<{ total: number }>('/annual-permits');
    const expiring = await readAsAdmin<{ data: Permit[]; total: number }>('/annual-permits?expiring=true&per_page=500');
    expect(expiring.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${total}$`)).waitFor();
    // Off is every permit: the switch adds no `expiring=false`.
    expect(state.requests.some((request) => /annual-permits\?.*expiring=/.test(request))).toBe(false);

    await page.getByLabel('Expiring within 30 days', { exact: true }).check();
    await page.getByText(new RegExp(`of ${expiring.total}$`)).waitFor();
    expect(state.requests.some((request) => /annual-permits\?.*expiring=true/.test(request))).toBe(true);
    await expect
      .poll(async () =>
        (await rows(page).allInnerTexts()).every((row) => /Expiring in \d+ days?|Expires today/.test(row)),
      )
      .toBe(true);
    const shown = await rows(page).locator(dataCell(1)).allInnerTexts();
    expect(shown.sort()).toEqual(
      expiring.data
        .map((permit) => permit.permit_number)
        .slice(0, shown.length)
        .sort(),
    );
    const backgrounds = await rows(page).evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(backgrounds.every((colour) => colour !== 'rgba(0, 0, 0, 0)')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}annual-expiring-1280.png` });

    const { text } = await downloadFrom(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
    const csv = text.trim().split('\n');
    expect(csv[0]).toContain('permit_number');
    expect(csv).toHaveLength(expiring.total + 1);

    await page.getByLabel('Expiring within 30 days', { exact: true }).uncheck();
    await page.getByText(new RegExp(`of ${total}$`)).waitFor();
  });

  it("shows a member only their company's permits, to read: no create, no edit, no company column", async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Annual permits', exact: true }).click();
    await page.waitForURL('**/annual');
    const own = await readAsAdmin<{ data: Permit[]; total: number }>('/annual-permits?company_id=1&per_page=500');
    expect(own.total).toBeGreaterThan(0);
    await page.getByText(new RegExp(`of ${own.total}$`)).waitFor();
    const numbers = await rows(page).locator(dataCell(1)).allInnerTexts();
    const ownNumbers = new Set(own.data.map((permit) => permit.permit_number));
    expect(numbers.length).toBe(Math.min(own.total, 25));
    expect(numbers.every((number) => ownNumbers.has(number))).toBe(true);
    expect(await page.getByRole('link', { name: 'New annual permit', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Company', exact: true }).count()).toBe(0);
    await rows(page).first().click();
    expect(pathOf(page)).toBe('/annual');

    for (const path of ['/annual/create', `/annual/${own.data[0]?.id}`]) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
  });
});

describe('/state-notes', () => {
  it('lets an agent write a note, find it, correct it and delete it through the confirmation', async () => {
    const page = await signedIn('agent@example.com');
    await page.getByRole('menuitem', { name: 'State notes', exact: true }).click();
    await page.waitForURL('**/state-notes');
    await rows(page).first().waitFor();
    await page.getByRole('link', { name: 'New note', exact: true }).click();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.waitFor();
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill('ab');
    await save.click();
    await page.getByText('You must enter a minimum of 3 characters').waitFor();
    await page.getByText('This field is required').waitFor();

    await choose(page, 'State', 'Nevada', 'Nevada (NV)');
    const body = 'NDOT wants the escort certificate in the cab.\nCall the Carson City desk before 9 AM.';
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill(body);
    await save.click();
    await page.waitForURL((address) => address.pathname === '/state-notes');
    // The new note is the first row before the search is even sent: wait for the search itself.
    const searched = page.waitForRequest(/\/api\/state-notes\?.*q=escort/);
    await page.getByPlaceholder('Search').fill('escort certificate');
    await searched;
    const row = rows(page).filter({ hasText: 'NDOT wants the escort certificate' });
    await row.waitFor();
    const { data: agents } = await readAsAdmin<{ data: { name: string }[] }>('/accounts?q=agent@example.com');
    const text = await row.innerText();
    expect(text).toContain('Nevada');
    expect(text).toContain(agents[0]?.name);

    await row.click();
    await page.waitForURL(/\/state-notes\/\d+$/);
    const id = pathOf(page).split('/').pop();
    await page.getByText(/^Last changed by .+ on /).waitFor();
    expect(await page.getByRole('textbox', { name: 'Note', exact: true }).inputValue()).toBe(body);
    await page
      .getByRole('textbox', { name: 'Note', exact: true })
      .fill('NDOT wants the escort certificate and the route survey in the cab.');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/state-notes');
    await rows(page).filter({ hasText: 'and the route survey' }).waitFor();

    await rows(page).filter({ hasText: 'and the route survey' }).click();
    await page.waitForURL(`**/state-notes/${id}`);
    await confirmDeletion(page);
    await expectDeletedBackOnList(page, state, '/state-notes', `/state-notes/${id}`);
    await page.getByText('Nothing matches the search and filters.').waitFor();
  });

  it('filters the notes by state', async () => {
    const page = await signedIn('admin@example.com', { at: '/state-notes' });
    await rows(page).first().waitFor();
    const { data } = await readAsAdmin<{ data: { state: string }[] }>('/state-notes?per_page=1');
    const code = data[0]?.state ?? 'TX';
    const { total } = await readAsAdmin<{ total: number }>(`/state-notes?state=${code}`);
    const { data: regulation } = await readAsAdmin<{ data: { state_name: string }[] }>(
      `/state-regulations?state=${code}`,
    );
    const name = regulation[0]?.state_name ?? '';
    await choose(page, 'State', name, `${name} (${code})`);
    await page.getByText(new RegExp(`of ${total}$`)).waitFor();
    await expect
      .poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).every((cell) => cell === name))
      .toBe(true);
  });

  it('is not for members', async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'State notes', exact: true }).count()).toBe(0);
    await page.goto(url('/state-notes'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(state.requests.some((request) => /\/api\/state-notes/.test(request))).toBe(false);
  });
});

type Regulation = components['schemas']['StateRegulation'];
type Load = {
  id: number;
  description: string;
  length_in: number;
  width_in: number;
  height_in: number;
  weight_lbs: number;
};

describe('/company-state-regulation', () => {
  it('lets a member search a state, read its limits in feet and inches, compare a load, and open it', async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'State regulations', exact: true }).click();
    await page.waitForURL('**/company-state-regulation');
    await page.getByRole('cell', { name: 'Alabama', exact: true }).waitFor();

    const { data } = await readAsAdmin<{ data: Regulation[] }>('/state-regulations?state=TX');
    const texas = data[0];
    if (!texas) throw new Error('No regulation for Texas');
    await page.getByPlaceholder('Search').fill('texas');
    await expect.poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).join('|')).toBe('Texas');
    const row = rows(page).filter({ hasText: 'Texas' });
    const text = await row.innerText();
    for (const limit of [texas.max_length_in, texas.max_width_in, texas.max_height_in, texas.escort_width_in]) {
      expect(text).toContain(feetInches(limit));
    }
    expect(text).toContain(`${texas.max_weight_lbs.toLocaleString('en-US')} lb`);
    expect(text).toMatch(/\b(Yes|No)\b/);

    // One of the member's loads against Texas: the verdict is limits.ts's rule.
    const { data: loads } = await readAsAdmin<{ data: Load[] }>('/loads?company_id=1&per_page=500');
    const load = loads.find((candidate) => candidate.width_in > texas.max_width_in) ?? loads[0];
    if (!load) throw new Error('The member has no loads');
    await choose(page, 'Compare a load', load.description.slice(0, 12), loadOption(load.description));
    await page.getByRole('columnheader', { name: 'Your load', exact: true }).waitFor();
    const over = [
      load.length_in > texas.max_length_in && 'length',
      load.width_in > texas.max_width_in && 'width',
      load.height_in > texas.max_height_in && 'height',
      load.weight_lbs > texas.max_weight_lbs && 'weight',
    ].filter(Boolean);
    await expect.poll(async () => row.innerText()).toContain(over.length ? `Over ${over.join(', ')}` : 'Within limits');
    await page.screenshot({ path: `${SCREENSHOTS}company-state-regulation-compare-1280.png` });

    await row.click();
    await page.waitForURL(`**/company-state-regulation/${texas.id}/show`);
    await page.getByRole('heading', { level: 1, name: 'Texas' }).waitFor();
    const maxLength = page.locator('dt', { hasText: 'Max length' }).locator('xpath=following-sibling::dd[1]');
    expect(await maxLength.innerText()).toContain(feetInches(texas.max_length_in));
    await page.getByText(texas.notes ?? 'No notes for this state.').waitFor();
    await page.getByText(over.length ? `Over ${over.join(', ')}` : 'Within limits').waitFor();
    await page.getByRole('link', { name: 'All states', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/company-state-regulation');
  });

  it('is for members: staff get the access-denied screen', async () => {
    const page = await signedIn('admin@example.com');
    expect(await page.getByRole('menuitem', { name: 'State regulations', exact: true }).count()).toBeLessThanOrEqual(1);
    await page.goto(url('/company-state-regulation'));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(state.requests.some((request) => /\/api\/state-regulations\?/.test(request))).toBe(false);
  });
});

type CityRate = { id: number; city: string; state: string };
type Fee = { data: { city: string; lines: { label: string; amount_cents: number }[]; total_cents: number } };

describe('/permit-calculation/city', () => {
  const calculations = () =>
    state.requests.filter((request) => request.startsWith('POST') && request.includes('/permit-calculation/city'));

  it('routes at /permit-calculation/city, checks the sizes, and shows the fee the API computes', async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Fee calculator', exact: true }).click();
    await page.waitForURL('**/permit-calculation/city');
    await page.getByRole('heading', { level: 1, name: 'City permit fee calculator' }).waitFor();
    const calculate = page.getByRole('button', { name: 'Calculate the fee', exact: true });
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });

    // Invalid sizes: the specification's messages, and nothing sent.
    await calculate.click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(5);
    await field('Length (ft)').fill('abc');
    await field('Width (ft)').fill('12.5');
    await field('Height (in)').fill('14');
    await calculate.click();
    await page.getByText('This field can only contain numbers').waitFor();
    await page.getByText('This field can only contain integer values').waitFor();
    await page.getByText('Enter 0 to 11 inches').waitFor();
    expect(calculations()).toEqual([]);

    const { data: cities } = await readAsAdmin<{ data: CityRate[] }>('/city-rates?q=houston');
    const houston = cities[0];
    if (!houston) throw new Error('No rate for Houston');
    await choose(page, 'City', 'Houst', 'Houston, TX');
    await field('Length (ft)').fill('95');
    await field('Length (in)').fill('6');
    await field('Width (ft)').fill('14');
    await field('Width (in)').fill('2');
    await field('Height (ft)').fill('15');
    await field('Height (in)').fill('');
    await field('Gross weight (lb)').fill('120000');
    await calculate.click();

    const expected = await apiAs<Fee>('admin@example.com', 'POST', '/permit-calculation/city', {
      city_rate_id: houston.id,
      length_in: 95 * 12 + 6,
      width_in: 14 * 12 + 2,
      height_in: 15 * 12,
      weight_lbs: 120_000,
    });
    const breakdown = page.getByRole('table', { name: 'Fee breakdown' });
    await breakdown.waitFor();
    await page.getByRole('heading', { name: 'Fee for Houston, TX' }).waitFor();
    const lines = await breakdown.locator('tbody tr').allInnerTexts();
    expect(lines.map((line) => line.replace(/\s+/g, ' ').trim())).toEqual(
      expected.data.lines.map((line) => `${line.label} ${money(line.amount_cents)}`),
    );
    expect(await breakdown.locator('tfoot').innerText()).toMatch(
      new RegExp(`Total\\s+${money(expected.data.total_cents).replace('$', '\\$')}`),
    );
    expect(calculations()).toHaveLength(1);
    await page.screenshot({ path: `${SCREENSHOTS}permit-calculation-city-result-1280.png`, fullPage: true });

    // The server's field errors go under the fields; what was typed stays.
    allowConsoleErrors(/status of 422/);
    await field('Length (ft)').fill('400');
    await calculate.click();
    await page.getByText('The value must be at most 3600').waitFor();
    expect(await field('Length (ft)').inputValue()).toBe('400');
    expect(await field('Width (ft)').inputValue()).toBe('14');

    // A server failure says so, and keeps everything typed.
    allowConsoleErrors(/status of 500/);
    await field('Length (ft)').fill('95');
    await mockApi.fault({ method: 'POST', path: '/permit-calculation/city', status: 500 });
    await calculate.click();
    await page.getByRole('alert').filter({ hasText: 'The fee could not be calculated' }).waitFor();
    expect(await field('Length (ft)').inputValue()).toBe('95');
    expect(await field('Gross weight (lb)').inputValue()).toBe('120000');
    expect(await page.getByRole('combobox', { name: 'City', exact: true }).inputValue()).toBe('Houston, TX');
  });

  it("fills the sizes from one of the member's loads", async () => {
    const page = await signedIn('member@example.com', { at: '/permit-calculation/city' });
    const { data: loads } = await readAsAdmin<{ data: Load[] }>('/loads?company_id=1&per_page=1');
    const load = loads[0];
    if (!load) throw new Error('The member has no loads');
    await choose(page, 'Fill from one of my loads', load.description.slice(0, 12), loadOption(load.description));
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    expect(await field('Length (ft)').inputValue()).toBe(String(Math.floor(load.length_in / 12)));
    expect(await field('Length (in)').inputValue()).toBe(String(load.length_in % 12));
    expect(await field('Width (ft)').inputValue()).toBe(String(Math.floor(load.width_in / 12)));
    expect(await field('Gross weight (lb)').inputValue()).toBe(String(load.weight_lbs));
  });
});
