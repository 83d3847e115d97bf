/**
 * Import from a spreadsheet (issue 65), as staff do it: a file of holiday closures with three bad
 * rows; the check lists exactly those three with their line and field and writes nothing; the
 * import writes the rest; the rows not imported come back as a CSV with their reason.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
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
    expect(lines[0]).toContain('name:');
    expect(lines[1]).toContain('date:');
    expect(lines[2]).toContain('state:');
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
