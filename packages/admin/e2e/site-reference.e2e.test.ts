/**
 * The website's reference content as staff keep it: /site-settings/customer-manual (documents
 * uploaded and opened in the file viewer), /site-settings/holiday-closures (a list and its month
 * calendar) and /site-settings/state-regulations (the limits members and the permit sections
 * read); what a member gets instead; and each list and form at 1280 and 390 px wide.
 */
import type { components } from '@permit-office/sdk';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import * as screens from './screens.js';
import { openFromMenu, showSettled } from './screens.js';
import {
  allowConsoleErrors,
  closeNotification,
  dataCell,
  notification,
  pathOf,
  savesIn,
  SCREENSHOTS,
  url,
  useBrowser,
} from './support.js';
import * as fileViewer from './file-viewer.js';

const { signedIn, state } = useBrowser();

/** Picks an option of a react-admin autocomplete by typing part of it. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** The list's rows (the holiday calendar beside the list is a table too). */
const rows = (page: Page) => page.locator('.RaList-main tbody tr');
const feetInches = (inches: number) => `${Math.floor(inches / 12)}′ ${inches % 12}″`;
/** `2027-03-17` → `Wed, Mar 17`, as the calendar names its days. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

type ManualDocument = { id: number; title: string; file_link: string; file_name: string; position: number };

describe('/site-settings/customer-manual', () => {
  it('lists the manual in order; a PDF uploaded with a new document opens in the file viewer; edit; delete', async () => {
    const page = await signedIn('admin@example.com');
    await openFromMenu(page, 'Customer manual');
    await page.waitForURL('**/site-settings/customer-manual');
    const { data: seeded, total } = await readAsAdmin<{ data: ManualDocument[]; total: number }>(
      '/manual-documents?sort=position&order=asc',
    );
    await expect
      .poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).map((cell) => cell.split('\n')[0]))
      .toEqual(seeded.map((document) => document.title));

    // A seeded document opens in the file viewer from its row, without leaving the list.
    const first = seeded[0];
    if (!first) throw new Error('The manual has no documents');
    await page.getByRole('button', { name: `Open ${first.file_name}`, exact: true }).click();
    const viewer = fileViewer.dialog(page);
    expect(await fileViewer.pdfShown(viewer)).toContain(first.title);
    expect(await fileViewer.download(viewer).getAttribute('href')).toMatch(fileViewer.signedLinkTo(first.file_link));
    await fileViewer.close(viewer);
    expect(pathOf(page)).toBe('/site-settings/customer-manual');

    await page.getByRole('link', { name: 'New document', exact: true }).click();
    await page.waitForURL('**/site-settings/customer-manual/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const position = page.getByRole('textbox', { name: 'Position', exact: true });
    // A new document goes last.
    await expect.poll(() => position.inputValue()).toBe(String(total));

    // The specification's messages, before anything is sent.
    await position.fill('abc');
    await save.click();
    await page.getByText('This field can only contain numbers').waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await position.fill('2.5');
    await page.getByText('This field can only contain integer values').waitFor();

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Oversize checklist');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('What to check before a trip.');
    await position.fill(String(total));
    await page.locator('input[type=file]').setInputFiles({
      name: 'guide.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    // The uploaded file opens in the viewer before the document is saved.
    await page.getByRole('button', { name: 'View guide.pdf', exact: true }).click();
    const uploaded = await fileViewer.download(viewer).getAttribute('href');
    expect(uploaded).toMatch(fileViewer.signedLinkTo(/files\/\d+/));
    await fileViewer.close(viewer);
    expect(state.requests.some((request) => request.startsWith('POST') && request.endsWith('/files'))).toBe(true);

    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/customer-manual');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();
    const { data: found } = await readAsAdmin<{ data: ManualDocument[] }>('/manual-documents?q=checklist');
    const created = found[0];
    expect(created).toMatchObject({ title: 'Oversize checklist', file_name: 'guide.pdf', position: total });
    if (!created) throw new Error('The document was not created');

    // Found in the list, and opened from there in the file viewer: the file the API stored.
    await page.getByPlaceholder('Search').fill('checklist');
    await expect.poll(async () => rows(page).count()).toBe(1);
    await rows(page).getByText('guide.pdf').waitFor();
    await page.getByRole('button', { name: 'Open guide.pdf', exact: true }).click();
    const src = await fileViewer.download(viewer).getAttribute('href');
    expect(src).toMatch(fileViewer.signedLinkTo(created.file_link));
    // The same file as the one uploaded: the same path, signed again.
    expect(src?.split('?')[0]).toBe(uploaded?.split('?')[0]);
    const pdf = await fetch(src ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    await fileViewer.close(viewer);

    await rows(page).getByText('Oversize checklist').click();
    await page.waitForURL(`**/site-settings/customer-manual/${created.id}`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await expect.poll(() => title.inputValue()).toBe('Oversize checklist');
    await title.fill('Oversize checklist, 2027 edition');
    await position.fill('0');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/customer-manual');
    await rows(page).getByText('Oversize checklist, 2027 edition').waitFor();
    expect(await readAsAdmin<{ data: ManualDocument }>(`/manual-documents/${created.id}`)).toMatchObject({
      data: { title: 'Oversize checklist, 2027 edition', position: 0, file_name: 'guide.pdf' },
    });

    await page.goto(url(`/site-settings/customer-manual/${created.id}`));
    await expect.poll(() => title.inputValue()).toBe('Oversize checklist, 2027 edition');
    await screens.cancelDeletion(page, state);
    await screens.confirmDeletion(page);
    await screens.expectDeletedBackOnList(
      page,
      state,
      '/site-settings/customer-manual',
      `/manual-documents/${created.id}`,
    );
    await page.getByText('Nothing matches the search and filters.').waitFor();
  });
});

type Closure = { id: number; state: string; date: string; name: string; note: string | null };

describe('/site-settings/holiday-closures', () => {
  const year = new Date().getUTCFullYear() + 1;
  const date = `${year}-03-17`;

  it('creates a closure, finds it in the list and on the calendar, opens it from there, edits and deletes it', async () => {
    const page = await signedIn('admin@example.com');
    await openFromMenu(page, 'Holiday closures');
    await page.waitForURL('**/site-settings/holiday-closures');
    const calendar = page.getByRole('region', {
      name: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    });
    await calendar.waitFor();
    await rows(page).first().waitFor();

    await page.getByRole('link', { name: 'New closure', exact: true }).click();
    await page.waitForURL('**/site-settings/holiday-closures/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await page.getByRole('textbox', { name: 'Holiday', exact: true }).fill('St');
    await save.click();
    await page.getByText('You must enter a minimum of 3 characters').waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);

    await choose(page, 'State', 'Texas', 'Texas (TX)');
    await page.getByLabel('Date', { exact: true }).fill(date);
    await page.getByRole('textbox', { name: 'Holiday', exact: true }).fill('Spring road closure');
    await page.getByRole('textbox', { name: 'Note', exact: true }).fill('No oversize movement on state highways.');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/holiday-closures');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();
    const { data: found } = await readAsAdmin<{ data: Closure[] }>('/holiday-closures?q=spring+road');
    const created = found[0];
    expect(created).toMatchObject({ state: 'TX', date, name: 'Spring road closure' });
    if (!created) throw new Error('The closure was not created');

    // In the list, with the state and the date in words.
    await rows(page).first().waitFor();
    await choose(page, 'State', 'Texas', 'Texas (TX)');
    await page.getByPlaceholder('Search').fill('spring road');
    await expect.poll(async () => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.innerText()).toMatch(new RegExp(`Mar 17, ${year}\\s+Texas\\s+Spring road closure`));

    // The list's period filter brings its month onto the calendar.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'From', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(`${year}-03-01`);
    const march = page.getByRole('region', { name: `March ${year}`, exact: true });
    await march.waitFor();
    const chip = march.getByRole('link', { name: 'Spring road closure in Texas, TX', exact: true });
    await chip.waitFor();
    await march.getByRole('cell', { name: `${dayName(date)}: 1 closure`, exact: true }).waitFor();
    expect(state.requests.some((request) => new RegExp(`from=${year}-03-01&to=${year}-03-31`).test(request))).toBe(
      true,
    );

    // The month before is outside the filter; the month after has no closure of Texas.
    await march.getByRole('button', { name: 'Previous month' }).click();
    const february = page.getByRole('region', { name: `February ${year}`, exact: true });
    await february.getByText('The date filter leaves this month out.').waitFor();
    await february.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page
      .getByRole('region', { name: `April ${year}`, exact: true })
      .getByText('No closures in this month.')
      .waitFor();
    await page.getByRole('button', { name: 'Previous month' }).click();

    await chip.click();
    await page.waitForURL(`**/site-settings/holiday-closures/${created.id}`);
    const name = page.getByRole('textbox', { name: 'Holiday', exact: true });
    await expect.poll(() => name.inputValue()).toBe('Spring road closure');
    await name.fill('Spring road closure (highways)');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/holiday-closures');
    // Back on the list, the calendar is still on the closure's month, with the new name.
    const renamed = march.getByRole('link', { name: 'Spring road closure (highways) in Texas, TX', exact: true });
    await renamed.waitFor();
    await expect.poll(async () => rows(page).first().innerText()).toContain('Spring road closure (highways)');

    await renamed.click();
    await page.waitForURL(`**/site-settings/holiday-closures/${created.id}`);
    await expect.poll(() => name.inputValue()).toBe('Spring road closure (highways)');
    await screens.cancelDeletion(page, state);
    await screens.confirmDeletion(page);
    await screens.expectDeletedBackOnList(
      page,
      state,
      '/site-settings/holiday-closures',
      `/holiday-closures/${created.id}`,
    );
    await page.getByText('Nothing matches the search and filters.').waitFor();
    await march.getByText('No closures in this month.').waitFor();
  });

  it("shows a month's seeded closures by day and holiday, filtered by state as the list is", async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/holiday-closures' });
    const thisYear = new Date().getUTCFullYear();
    const { data: december } = await readAsAdmin<{ data: Closure[] }>(
      `/holiday-closures?from=${thisYear}-12-01&to=${thisYear}-12-31&per_page=500`,
    );
    const christmas = december.filter((closure) => closure.date === `${thisYear}-12-25`);
    expect(christmas.length).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'From', exact: true }).click();
    await page.getByLabel('From', { exact: true }).fill(`${thisYear}-12-01`);
    const region = page.getByRole('region', { name: `December ${thisYear}`, exact: true });
    await region
      .getByRole('cell', { name: `${dayName(`${thisYear}-12-25`)}: ${christmas.length} closures`, exact: true })
      .waitFor();
    await expect
      .poll(async () => region.getByRole('link', { name: /^Christmas Day in / }).count())
      .toBe(christmas.length);

    const texas = christmas.find((closure) => closure.state === 'TX') ?? christmas[0];
    if (!texas) throw new Error('No Christmas closure');
    const stateName = (await readAsAdmin<{ data: { state_name: string }[] }>(`/state-regulations?state=${texas.state}`))
      .data[0]?.state_name;
    if (!stateName) throw new Error('No state name');
    await choose(page, 'State', stateName, `${stateName} (${texas.state})`);
    await expect.poll(async () => region.getByRole('link', { name: /^Christmas Day in / }).count()).toBe(1);
    await region.getByRole('link', { name: `Christmas Day in ${stateName}, ${texas.state}`, exact: true }).waitFor();
  });
});

type Regulation = components['schemas']['StateRegulation'];

const regulationOf = async (code: string) =>
  (await readAsAdmin<{ data: Regulation[] }>(`/state-regulations?state=${code}`)).data[0];

describe('/site-settings/state-regulations', () => {
  /** The shared regulations the permit sections read (useStateRegulations asks for 100 per page). */
  const sharedReads = () =>
    state.requests.filter((request) => /^GET .*\/api\/state-regulations\?.*per_page=100/.test(request));

  it("edits a state's max width in feet and inches, and the permit sections read the new limits", async () => {
    const page = await signedIn('admin@example.com');
    // The loads read the shared regulations first, and keep them for minutes.
    await page.getByRole('menuitem', { name: 'Loads', exact: true }).click();
    await page.waitForURL('**/my-loads');
    await expect.poll(() => sharedReads().length).toBeGreaterThan(0);
    await page.locator('tbody tr').first().waitFor();
    const readsBefore = sharedReads().length;

    await openFromMenu(page, 'State regulations');
    await page.waitForURL('**/site-settings/state-regulations');
    await page.getByRole('cell', { name: 'Alabama', exact: true }).waitFor();
    const texas = await regulationOf('TX');
    if (!texas) throw new Error('No regulation for Texas');
    await page.getByPlaceholder('Search').fill('texas');
    await expect.poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).join('|')).toBe('Texas');
    const row = rows(page).first();
    const text = await row.innerText();
    for (const limit of [texas.max_length_in, texas.max_width_in, texas.max_height_in, texas.escort_width_in]) {
      expect(text).toContain(feetInches(limit));
    }
    expect(text).toContain(`${texas.max_weight_lbs.toLocaleString('en-US')} lb`);

    await row.click();
    await page.waitForURL(`**/site-settings/state-regulations/${texas.id}`);
    const feet = page.getByRole('textbox', { name: 'Max width (ft)', exact: true });
    const inches = page.getByRole('textbox', { name: 'Max width (in)', exact: true });
    const weight = page.getByRole('textbox', { name: 'Max weight', exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect.poll(() => feet.inputValue()).toBe(String(Math.floor(texas.max_width_in / 12)));
    expect(await inches.inputValue()).toBe(String(texas.max_width_in % 12));
    expect(await weight.inputValue()).toBe(String(texas.max_weight_lbs));

    // The specification's messages on wrong sizes, and nothing sent.
    await feet.fill('abc');
    await save.click();
    await page.getByText('This field can only contain numbers').waitFor();
    await feet.fill('8');
    await inches.fill('6.5');
    await page.getByText('This field can only contain numbers').waitFor({ state: 'detached' });
    await page.getByText('This field can only contain integer values').waitFor();
    await inches.fill('');
    await feet.fill('0');
    await page.getByText('At least 0′ 1″', { exact: true }).waitFor();
    await weight.fill('12,000');
    await page.getByText('This field can only contain numbers').waitFor();
    await weight.fill('0');
    await page.getByText('At least 1 lb', { exact: true }).waitFor();
    expect(savesIn(state.requests)).toEqual([]);

    await weight.fill(String(texas.max_weight_lbs));
    await feet.fill('9');
    await inches.fill('2');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/state-regulations');
    await notification(page).filter({ hasText: 'Element updated' }).waitFor();
    expect((await regulationOf('TX'))?.max_width_in).toBe(110);
    await expect.poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).join('|')).toBe('Texas');
    await expect.poll(async () => rows(page).first().innerText()).toContain('9′ 2″');

    // The loads' regulations were refreshed by the save: a new read, without reloading the page.
    await page.getByRole('menuitem', { name: 'Loads', exact: true }).click();
    await page.waitForURL('**/my-loads');
    await expect.poll(() => sharedReads().length).toBe(readsBefore + 1);
  });

  it('a member reads the new width in /company-state-regulation', async () => {
    // Its own width, whatever ran before: the test above sets the same one through the form.
    const texas = await regulationOf('TX');
    if (!texas) throw new Error('No regulation for Texas');
    await apiAs('admin@example.com', 'PUT', `/state-regulations/${texas.id}`, { ...texas, max_width_in: 110 });
    const page = await signedIn('member@example.com', { at: '/company-state-regulation' });
    await page.getByPlaceholder('Search').fill('texas');
    await expect.poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).join('|')).toBe('Texas');
    expect(await rows(page).first().innerText()).toContain('9′ 2″');
  });

  it('refuses a second regulation for a state under the state, keeping what is typed', async () => {
    const page = await signedIn('admin@example.com');
    const nevada = await regulationOf('NV');
    if (!nevada) throw new Error('No regulation for Nevada');
    await page.goto(url(`/site-settings/state-regulations/${nevada.id}`));
    const travel = page.getByRole('textbox', { name: 'Travel hours', exact: true });
    await expect.poll(() => travel.inputValue()).toBe(nevada.travel_hours);
    // Texas has regulations already: the server refuses the change with a 422.
    allowConsoleErrors(/status of 422/);
    await choose(page, 'State', 'Texas', 'Texas (TX)');
    await travel.fill('Sunrise to sunset, weekdays only');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This state already has regulations.').waitFor();
    expect(pathOf(page)).toBe(`/site-settings/state-regulations/${nevada.id}`);
    expect(await travel.inputValue()).toBe('Sunrise to sunset, weekdays only');
    expect((await regulationOf('NV'))?.travel_hours).toBe(nevada.travel_hours);
  });

  it("deletes a state's regulations through the confirmation and creates them again, for that state only", async () => {
    const page = await signedIn('admin@example.com');
    const wyoming = await regulationOf('WY');
    if (!wyoming) throw new Error('No regulation for Wyoming');
    await page.goto(url('/site-settings/state-regulations'));
    await page.getByRole('cell', { name: 'Alabama', exact: true }).waitFor();
    // Every state has regulations: a new one has no state to be for.
    await page.getByRole('link', { name: 'New state regulation', exact: true }).click();
    await page.getByText("Every state has regulations: edit the state's instead.").waitFor();

    await openFromMenu(page, 'State regulations');
    await page.getByPlaceholder('Search').fill('wyoming');
    await expect.poll(async () => (await rows(page).locator(dataCell(1)).allInnerTexts()).join('|')).toBe('Wyoming');
    await rows(page).first().click();
    await page.waitForURL(`**/site-settings/state-regulations/${wyoming.id}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Travel hours', exact: true }).inputValue())
      .toBe(wyoming.travel_hours);
    await screens.cancelDeletion(page, state);
    await screens.confirmDeletion(page);
    await screens.expectDeletedBackOnList(
      page,
      state,
      '/site-settings/state-regulations',
      `/state-regulations/${wyoming.id}`,
    );
    expect(await regulationOf('WY')).toBeUndefined();
    await page.getByText('Nothing matches the search and filters.').waitFor();
    await page.getByPlaceholder('Search').fill('');
    await page.getByText('1-49 of 49').waitFor();

    await page.getByRole('link', { name: 'New state regulation', exact: true }).click();
    await page.waitForURL('**/site-settings/state-regulations/create');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    const travel = page.getByRole('textbox', { name: 'Travel hours', exact: true });
    await travel.fill('AM');
    await save.click();
    await page.getByText('You must enter a minimum of 3 characters').waitFor();
    expect(await page.getByText('This field is required').count()).toBe(6);

    // Only the states without regulations are offered: the states on file were read again after the delete.
    const stateBox = page.getByRole('combobox', { name: 'State', exact: true });
    await stateBox.click();
    await stateBox.press('ArrowDown');
    await expect.poll(async () => page.getByRole('option').allInnerTexts()).toEqual(['Wyoming (WY)']);
    await page.getByRole('option', { name: 'Wyoming (WY)', exact: true }).click();

    const size = async (label: string, feet: number, inches: number) => {
      await page.getByRole('textbox', { name: `${label} (ft)`, exact: true }).fill(String(feet));
      await page.getByRole('textbox', { name: `${label} (in)`, exact: true }).fill(String(inches));
    };
    await size('Max length', 75, 0);
    await size('Max width', 8, 6);
    await size('Max height', 14, 6);
    await size('Escort needed over (width)', 14, 0);
    await page.getByRole('textbox', { name: 'Max weight', exact: true }).fill('117000');
    await travel.fill('Sunrise to sunset');
    await page.getByLabel('Weekend travel allowed', { exact: true }).check();
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Winter chain laws apply on I-80.');
    await save.click();
    await page.waitForURL((address) => address.pathname === '/site-settings/state-regulations');
    await notification(page).filter({ hasText: 'Element created' }).waitFor();
    expect(await regulationOf('WY')).toMatchObject({
      state_name: 'Wyoming',
      max_length_in: 900,
      max_width_in: 102,
      max_height_in: 174,
      escort_width_in: 168,
      max_weight_lbs: 117000,
      travel_hours: 'Sunrise to sunset',
      weekend_travel: true,
      night_travel: false,
      notes: 'Winter chain laws apply on I-80.',
    });
    await page.getByPlaceholder('Search').fill('wyoming');
    await expect
      .poll(async () => rows(page).first().innerText())
      .toMatch(/Wyoming\s+75′ 0″\s+8′ 6″\s+14′ 6″\s+117,000 lb\s+14′ 0″\s+Yes\s+No/);
  });

  it('exports the regulations as CSV', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/state-regulations' });
    await page.getByRole('cell', { name: 'Alabama', exact: true }).waitFor();
    const { text } = await screens.downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    const lines = text.trim().split('\n');
    expect(lines[0]).toContain('state_name');
    expect(lines[0]).toContain('max_width_in');
    expect(lines).toHaveLength(51);
  });
});

describe('members', () => {
  it('get the access-denied screen on the three routes, with no call to the collections they would read', async () => {
    const page = await signedIn('member@example.com');
    for (const item of ['Customer manual', 'Holiday closures']) {
      expect(await page.getByRole('menuitem', { name: item, exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('menuitem', { name: 'Website', exact: true }).count()).toBe(0);
    await screens.expectAccessDeniedAt(page, [
      '/site-settings/customer-manual',
      '/site-settings/customer-manual/create',
      '/site-settings/holiday-closures',
      '/site-settings/holiday-closures/1',
      '/site-settings/state-regulations',
      '/site-settings/state-regulations/1',
    ]);
    expect(state.requests.some((request) => /\/api\/(manual-documents|holiday-closures)/.test(request))).toBe(false);
    expect(state.requests.some((request) => /\/api\/state-regulations\/1$/.test(request))).toBe(false);
    // Still signed in: the 403 that a call would have earned ends the session.
    expect(pathOf(page)).not.toBe('/auth');
  });
});

describe('screenshots', () => {
  it.each([1280, 390])('each list and form at %i px, no page wider than the window', async (width) => {
    const page = await signedIn('admin@example.com', { viewport: { width, height: 844 } });
    await closeNotification(page);
    const manual = (await readAsAdmin<{ data: ManualDocument[] }>('/manual-documents')).data[0];
    const closure = (await readAsAdmin<{ data: Closure[] }>('/holiday-closures?state=TX')).data[0];
    const texas = await regulationOf('TX');
    const screens: [string, string, string][] = [
      ['customer-manual', '/site-settings/customer-manual', 'Getting started'],
      ['customer-manual-create', '/site-settings/customer-manual/create', 'Choose a file'],
      ['customer-manual-edit', `/site-settings/customer-manual/${manual?.id}`, 'Replace'],
      ['holiday-closures', '/site-settings/holiday-closures', 'Calendar of the closures'],
      ['holiday-closures-create', '/site-settings/holiday-closures/create', 'Holiday'],
      ['holiday-closures-edit', `/site-settings/holiday-closures/${closure?.id}`, 'Holiday'],
      ['state-regulations', '/site-settings/state-regulations', 'Alabama'],
      ['state-regulations-create', '/site-settings/state-regulations/create', 'Travel hours'],
      ['state-regulations-edit', `/site-settings/state-regulations/${texas?.id}`, 'Travel hours'],
    ];
    for (const [name, path, text] of screens) {
      await showSettled(page, path);
      await page.getByText(text, { exact: true }).first().waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}site-${name}-${width}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
