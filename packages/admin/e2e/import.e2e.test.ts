/**
 * Import from a spreadsheet (issue 65), as staff do it: a file with three bad rows (holiday
 * closures; fifty states' regulations); the check lists exactly those three with their line and
 * field and writes nothing; the import writes the rest; the rows not imported come back as a CSV
 * with their reason; the import is undone as one. What the list exports, imported back, changes nothing.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import { SCREENSHOTS, useBrowser } from './support.js';

const { signedIn } = useBrowser();

const YEAR = new Date().getUTCFullYear() + 2;

/** Ten closures in the spreadsheet's own words, separated by semicolons, three of them wrong. */
const FILE = [
  'State;Date;Name;Note',
  `TX;${YEAR}-01-02;Import day one;`,
  `OK;${YEAR}-01-02;Import day one;"Closed; both ways"`,
  `KS;${YEAR}-01-03;Import day two;`,
  `NM;${YEAR}-01-03;No;`,
  `AR;${YEAR}-01-04;Import day three;`,
  `LA;${YEAR}-02-30;Import day four;`,
  `MS;${YEAR}-01-05;Import day five;`,
  `ZZ;${YEAR}-01-05;Import day five;`,
  `AL;${YEAR}-01-06;Import day six;`,
  `GA;${YEAR}-01-06;Import day six;`,
  '',
].join('\r\n');

describe('importing holiday closures', () => {
  it('checks first, imports the good rows, and gives the bad ones back with their reason', async () => {
    const page = await signedIn('admin@example.com', { at: '/site-settings/holiday-closures' });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
    await dialog.getByLabel('Choose a CSV file').setInputFiles({
      name: 'closures.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(FILE, 'utf8'),
    });
    // The columns matched by name.
    await dialog.getByText('10 rows. Each column fills the field chosen for it:').waitFor();
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    const report = dialog.getByRole('region', { name: 'What the rows are' });
    await report
      .getByText('Checked: 7 new, 0 changed, 0 unchanged, 3 with a mistake. Nothing is written yet.')
      .waitFor();
    const lines = await report.getByRole('listitem').allInnerTexts();
    expect(lines.map((line) => line.replace(/: .*/, ''))).toEqual(['Line 5', 'Line 7', 'Line 9']);
    // Each field as the form names it.
    expect(lines[0]).toContain('Holiday:');
    expect(lines[1]).toContain('Date:');
    expect(lines[2]).toContain('State:');
    await page.screenshot({ path: `${SCREENSHOTS}import-checked.png` });
    const before = await readAsAdmin<{ total: number }>(`/holiday-closures?from=${YEAR}-01-01&to=${YEAR}-12-31`);
    expect(before.total).toBe(0);

    await dialog.getByRole('button', { name: 'Import 7 rows' }).click();
    await report.getByText('Imported: 7 new, 0 changed, 0 unchanged, 3 not imported.').waitFor();
    const after = await readAsAdmin<{ total: number }>(`/holiday-closures?from=${YEAR}-01-01&to=${YEAR}-12-31`);
    expect(after.total).toBe(7);

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the rows not imported' }).click();
    const csv = await readFile((await (await download).path()) ?? '', 'utf8');
    // The export's own file: its byte order mark first, for spreadsheets on Windows.
    const rows = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('State,Date,Name,Note,Reason');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(['NM', 'LA', 'ZZ']);
  });
});

/** A state's regulation as the API answers it: the fields the file carries. */
interface Regulation {
  id: number;
  state: string;
  version: number;
  notes: string | null;
  [field: string]: unknown;
}

const FIELDS = [
  'state',
  'max_length_in',
  'max_width_in',
  'max_height_in',
  'max_weight_lbs',
  'escort_width_in',
  'travel_hours',
  'weekend_travel',
  'night_travel',
  'notes',
] as const;

const regulations = async () =>
  (await readAsAdmin<{ data: Regulation[] }>('/state-regulations?per_page=100&sort=state&order=asc')).data;

/** Chooses `file` in the import dialog of the list open on `page`. */
async function chooseFile(page: Page, name: string, file: string | Buffer): Promise<Locator> {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from a spreadsheet' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(file) });
  return dialog;
}

describe("importing fifty states' regulations", () => {
  it('checks, imports all but the three bad rows, gives those back, and is undone as one', async () => {
    const before = await regulations();
    expect(before).toHaveLength(50);
    // Every state's sheet with a note of the office's, three rows of it wrong.
    const bad = new Map([
      [7, { max_width_in: 'wide' }],
      [23, { state: 'ZZ' }],
      [41, { max_weight_lbs: '0' }],
    ]);
    const file = [
      FIELDS.join(','),
      ...before.map((regulation, index) => {
        const row: Record<string, unknown> = { ...regulation, notes: `Office sheet ${regulation.state}` };
        Object.assign(row, bad.get(index + 2));
        // Every field here is a text, a number or a yes/no.
        return FIELDS.map((field) => `"${String(row[field] as string | number | boolean | null)}"`)
          .map((cell) => (cell === '"null"' ? '""' : cell))
          .join(',');
      }),
    ].join('\n');

    const page = await signedIn('admin@example.com', { at: '/site-settings/state-regulations' });
    const dialog = await chooseFile(page, 'states.csv', file);
    await dialog.getByText('50 rows. Each column fills the field chosen for it:').waitFor();
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    const report = dialog.getByRole('region', { name: 'What the rows are' });
    await report
      .getByText('Checked: 0 new, 47 changed, 0 unchanged, 3 with a mistake. Nothing is written yet.')
      .waitFor();
    const lines = await report.getByRole('listitem').allInnerTexts();
    expect(lines.map((line) => line.replace(/: .*/, ''))).toEqual(['Line 7', 'Line 23', 'Line 41']);
    expect(await regulations()).toEqual(before);

    await dialog.getByRole('button', { name: 'Import 47 rows' }).click();
    await report.getByText('Imported: 0 new, 47 changed, 0 unchanged, 3 not imported.').waitFor();
    const imported = await regulations();
    expect(imported.filter((regulation) => regulation.notes?.startsWith('Office sheet'))).toHaveLength(47);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download the rows not imported' }).click();
    const failed = (await readFile((await (await download).path()) ?? '', 'utf8')).trim().split('\r\n');
    expect(failed).toHaveLength(4);
    // (`trim` took the byte order mark.)
    expect(failed[0]).toBe(`${FIELDS.join(',')},Reason`);
    await page.screenshot({ path: `${SCREENSHOTS}import-states-imported.png` });

    // Undone as one: every state as it was, each a revision of its own.
    await dialog.getByRole('button', { name: 'Undo this import' }).click();
    await dialog.getByText('Import undone: 0 new records removed, 47 changed records put back.').waitFor();
    const undone = await regulations();
    expect(undone.map(({ version: _version, updated_at: _at, ...regulation }) => regulation)).toEqual(
      before.map(({ version: _version, updated_at: _at, ...regulation }) => regulation),
    );
  });

  it('imports back what the list exports, unchanged, formulas guarded in the file coming back as the text they were', async () => {
    // Notes a spreadsheet would run: the export guards them with a quote, the import takes it off.
    const texas = (await regulations()).find((regulation) => regulation.state === 'TX');
    if (!texas) throw new Error('The seed has no Texas rules');
    await apiAs('admin@example.com', 'PUT', `/state-regulations/${texas.id}`, {
      ...texas,
      notes: '=HYPERLINK("http://evil.example","Escort rules"), +1 escort; "quoted"',
    });
    const page = await signedIn('admin@example.com', { at: '/site-settings/state-regulations' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exported = await readFile((await (await download).path()) ?? '');
    expect(exported.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.example""`);
    const dialog = await chooseFile(page, 'state-regulations.csv', exported);
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    await dialog
      .getByRole('region', { name: 'What the rows are' })
      .getByText('Checked: 0 new, 0 changed, 50 unchanged, 0 with a mistake. Nothing is written yet.')
      .waitFor();
  });
});

describe('importing city rates', () => {
  it('brings a sheet of city rates into their list, a new city and a changed one', async () => {
    const [tulsa] = (await readAsAdmin<{ data: { escort_cents: number }[] }>('/city-rates?q=Tulsa')).data;
    if (!tulsa) throw new Error('The seed has no rates for Tulsa');
    const file = [
      'City;State;Base fee;Over width, per foot;Over height, per foot;Over length, per foot;Over weight, per 1,000 lb;Escort',
      'Amarillo;TX;4500;300;300;200;150;9000',
      `Tulsa;OK;3900;250;250;150;120;${tulsa.escort_cents + 100}`,
      '',
    ].join('\r\n');
    const page = await signedIn('admin@example.com', { at: '/site-settings/city-rates' });
    const dialog = await chooseFile(page, 'rates.csv', file);
    await dialog.getByText('2 rows. Each column fills the field chosen for it:').waitFor();
    await dialog.getByRole('button', { name: 'Check the rows' }).click();
    const report = dialog.getByRole('region', { name: 'What the rows are' });
    await report
      .getByText('Checked: 1 new, 1 changed, 0 unchanged, 0 with a mistake. Nothing is written yet.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
    await report.getByText('Imported: 1 new, 1 changed, 0 unchanged, 0 not imported.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The list shows them, in dollars.
    const amarillo = page.getByRole('row').filter({ hasText: 'Amarillo' });
    await amarillo.getByRole('cell', { name: '$45.00', exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}city-rates-imported.png` });
    const rates = await readAsAdmin<{ data: { city: string; escort_cents: number }[] }>('/city-rates?q=Tulsa');
    expect(rates.data.map((rate) => [rate.city, rate.escort_cents])).toEqual([['Tulsa', tulsa.escort_cents + 100]]);
  });
});
