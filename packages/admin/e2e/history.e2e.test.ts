/**
 * A record's history on its screen (README "History and trash"): who changed what from what to
 * what, newest first; a value put back as a new save, which the history then shows; a put-back
 * over a change saved meanwhile refused and shown, nothing overwritten; a permit request's decisions
 * with the state regulations that stood then beside today's; a member's own loads' history, and no
 * History where the API would refuse it; a phone reading it without scrolling sideways.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCallsAs, readAsAdmin, tokenOf } from './api.js';
import { overflowWidth } from './screens.js';
import { allowConsoleErrors, apiUrl, notification, SCREENSHOTS, url, useBrowser, waitForPath } from './support.js';

const { signedIn } = useBrowser();

interface Company {
  id: number;
  name: string;
  phone: string | null;
  version: number;
}
interface Revision {
  id: number;
  action: string;
  version: number;
  reason: string | null;
  changes: { field: string; from: unknown; to: unknown }[];
  regulations?: Record<string, unknown>[];
}

const companyOf = async (id: number) => (await readAsAdmin<{ data: Company }>(`/companies/${id}`)).data;

/** The History drawer, once it shows its revisions. */
async function openHistory(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'History' });
  await drawer.locator('[data-revision]').first().waitFor();
  return drawer;
}

/** The revisions as the drawer lists them, newest first. */
const revisionsIn = (drawer: Locator) => drawer.locator('li[data-revision]');

describe("a record's history", () => {
  it('shows a rename as old → new and who made it, and puts the old name back as a new save', async () => {
    const page = await signedIn('admin@example.com');
    const before = await companyOf(2);
    const renamed = `${before.name} Renamed`;

    await page.goto(url('/companies/2'));
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe(before.name);
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/company/2');
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();

    // On the company's page: the newest revision is the rename, by the admin, from the old name.
    let drawer = await openHistory(page);
    expect(new URL(page.url()).search).toBe('?history');
    const rename = revisionsIn(drawer).first();
    await expect.poll(() => rename.getAttribute('data-action')).toBe('updated');
    expect(await rename.getByRole('heading', { level: 3 }).innerText()).toBe('Changed');
    expect(await rename.innerText()).toContain('Ada Admin (Admin)');
    const change = rename.locator('li[data-field="name"]');
    expect(await change.innerText()).toMatch(new RegExp(`Name\\s+${escape(before.name)}\\s*→\\s*${escape(renamed)}`));
    await page.screenshot({ path: `${SCREENSHOTS}history-company-1280.png` });
    // Closing it is Back: the page as it was.
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // On the edit form: with unsaved changes, nothing is put back over them.
    await page.goto(url('/companies/2'));
    await expect.poll(() => name.inputValue()).toBe(renamed);
    await page.getByRole('textbox', { name: 'City' }).fill('Typed but not saved');
    drawer = await openHistory(page);
    await drawer.getByTestId('history-unsaved').waitFor();
    expect(await drawer.getByRole('button', { name: /^Put back/ }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'City' }).inputValue()).toBe('Typed but not saved');

    // Saved as it was read, the old name is put back: one field, a new save the form shows.
    await page.goto(url('/companies/2'));
    await expect.poll(() => name.inputValue()).toBe(renamed);
    drawer = await openHistory(page);
    await revisionsIn(drawer)
      .first()
      .getByRole('button', { name: `Put back Name: ${before.name}`, exact: true })
      .click();
    await notification(page).filter({ hasText: 'Name is put back' }).waitFor();
    await expect.poll(() => revisionsIn(drawer).first().getAttribute('data-action')).toBe('reverted');
    const putBack = revisionsIn(drawer).first();
    expect(await putBack.getByRole('heading', { level: 3 }).innerText()).toBe('Put back');
    expect(await putBack.locator('li[data-field="name"]').innerText()).toMatch(
      new RegExp(`${escape(renamed)}\\s*→\\s*${escape(before.name)}`),
    );
    // Only the name: the rest of the record as it was.
    expect(await putBack.locator('li[data-field]').count()).toBe(1);
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await expect.poll(() => name.inputValue()).toBe(before.name);
    const after = await companyOf(2);
    expect(after).toMatchObject({ name: before.name, phone: before.phone, version: before.version + 2 });
  });

  it('keeps a settings page’s history beside its form, and puts a value back there', async () => {
    const page = await signedIn('admin@example.com', { at: '/main-settings' });
    const phone = page.getByRole('textbox', { name: 'Support phone' });
    await phone.waitFor();
    const before = await phone.inputValue();
    await phone.fill('(512) 555-0123');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notification(page).first().waitFor();

    const drawer = await openHistory(page);
    const change = revisionsIn(drawer).first();
    await expect.poll(() => change.getAttribute('data-action')).toBe('updated');
    expect(await change.locator('li[data-field="support_phone"]').innerText()).toContain('(512) 555-0123');
    await change
      .getByRole('button', { name: /^Put back .*555-0123|^Put back Support phone/ })
      .first()
      .click();
    await expect.poll(() => revisionsIn(drawer).first().getAttribute('data-action')).toBe('reverted');
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await drawer.waitFor({ state: 'detached' });
    // The form shows the value put back, as the API keeps it.
    await expect.poll(() => phone.inputValue()).toBe(before);
  });

  it('refuses a put-back over a change saved meanwhile, shows it, and puts back once asked again', async () => {
    const page = await signedIn('admin@example.com');
    const call = await apiCallsAs('agent@example.com');
    const original = await companyOf(3);
    const renamed = `${original.name} Group`;
    await call('PUT', '/companies/3', { ...original, name: renamed });

    await page.goto(url('/companies/3'));
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe(renamed);
    const drawer = await openHistory(page);
    const putBackName = revisionsIn(drawer)
      .first()
      .getByRole('button', { name: `Put back Name: ${original.name}`, exact: true });
    await putBackName.waitFor();

    // A colleague saves the record while the history is open.
    const current = await companyOf(3);
    await call('PUT', '/companies/3', { ...current, phone: '(512) 555-0199' });

    allowConsoleErrors(/status of 412/);
    await putBackName.click();
    await drawer.getByTestId('history-changed-since').waitFor();
    expect(await drawer.getByRole('alert').innerText()).toContain('nothing was put back');
    // Nothing overwritten: the colleague's phone, the name as they left it.
    expect(await companyOf(3)).toMatchObject({ name: renamed, phone: '(512) 555-0199' });
    // The history and the form show the record as it is now.
    await expect.poll(() => revisionsIn(drawer).first().locator('li[data-field="phone"]').count()).toBe(1);

    // Asked again, from the record as it is now: the name is put back, the colleague's phone kept.
    await revisionsIn(drawer)
      .nth(1)
      .getByRole('button', { name: `Put back Name: ${original.name}`, exact: true })
      .click();
    await notification(page).filter({ hasText: 'Name is put back' }).waitFor();
    expect(await companyOf(3)).toMatchObject({ name: original.name, phone: '(512) 555-0199' });
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await expect.poll(() => name.inputValue()).toBe(original.name);
    expect(await page.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('(512) 555-0199');
  });

  it("shows a permit request's decisions with the state regulations that stood then beside today's", async () => {
    const permit = await seededPermitWithHistory();
    const { data: revisions } = await readAsAdmin<{ data: Revision[] }>(
      `/revisions?collection=permit-requests&record_id=${permit}`,
    );
    const { data: today } = await readAsAdmin<{ data: Record<string, unknown>[] }>('/state-regulations?per_page=100');
    const decisions = revisions.filter((revision) => revision.action === 'transitioned');
    const latest = decisions[0];
    if (!latest?.regulations) throw new Error('the seeded permit request has decisions with their regulations');
    // Size and weight limits, escorts, travel hours: the rules a permit is issued against.
    const RULES = [
      'max_length_in',
      'max_width_in',
      'max_height_in',
      'max_weight_lbs',
      'escort_width_in',
      'travel_hours',
      'weekend_travel',
      'night_travel',
    ];
    const changedStates = latest.regulations.filter((then) => {
      const now = today.find((row) => row.state === then.state);
      return !now || RULES.some((rule) => now[rule] !== then[rule]);
    });
    expect(changedStates.length).toBeGreaterThan(0);

    const page = await signedIn('admin@example.com', { at: `/overview/${permit}` });
    const drawer = await openHistory(page);
    await expect.poll(() => revisionsIn(drawer).count()).toBe(revisions.length);
    const issued = revisionsIn(drawer).first();
    expect(await issued.getByRole('heading', { level: 3 }).innerText()).toBe('Status changed');
    expect(await issued.locator('li[data-field="status"]').innerText()).toMatch(/Approved\s*→\s*Issued/);
    expect(await issued.getByTestId('regulations-summary').innerText()).toBe(
      `Changed since in ${changedStates.length} of ${latest.regulations.length} states: ${changedStates
        .map((then) => String(then.state_name))
        .join(', ')}`,
    );
    await issued.getByRole('button', { name: 'Show the regulations' }).click();
    const changed = changedStates[0] ?? {};
    const state = issued.locator(`section[data-state="${String(changed.state)}"]`);
    await state.waitFor();
    expect(await state.innerText()).toContain('changed');
    const differing = state.locator('tr[data-changed]');
    expect(await differing.count()).toBeGreaterThan(0);
    const rows = await differing.allInnerTexts();
    expect(rows.every((row) => /changed/.test(row))).toBe(true);
    // Each state of the route, then and now.
    expect(await issued.locator('section[data-state]').count()).toBe(latest.regulations.length);
    await page.screenshot({ path: `${SCREENSHOTS}history-permit-regulations-1280.png` });
  });

  it("lets a member read their own load's history, and offers none where the API would refuse it", async () => {
    const member = await apiCallsAs('member@example.com');
    const { data: own } = await member<{ data: { id: number; company_id: number }[] }>('GET', '/loads?per_page=1');
    const load = own[0];
    if (!load) throw new Error('the member has loads');
    const { data: others } = await readAsAdmin<{ data: { id: number; company_id: number }[] }>('/loads?per_page=50');
    const other = others.find((row) => row.company_id !== load.company_id);
    if (!other) throw new Error('another company has loads');

    const page = await signedIn('member@example.com', { at: `/my-loads/${load.id}` });
    const drawer = await openHistory(page);
    const created = revisionsIn(drawer).last();
    expect(await created.getByRole('heading', { level: 3 }).innerText()).toBe('Created');
    expect(await created.innerText()).toContain('The system');
    await drawer.getByRole('button', { name: 'Close the history' }).click();
    await drawer.waitFor({ state: 'detached' });

    // Another company's load is not there for them (404), and a company's page is staff's: no History.
    allowConsoleErrors(/status of 404/);
    await page.goto(url(`/my-loads/${other.id}`));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    expect(await page.getByRole('button', { name: 'History', exact: true }).count()).toBe(0);
    await page.goto(url(`/company/${other.company_id}?history`));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'History' }).count()).toBe(0);
    // The API says the same: a company's history is not a member's.
    const refused = await fetch(`${apiUrl()}/revisions?collection=companies&record_id=${other.company_id}`, {
      headers: { Authorization: `Bearer ${await tokenOf('member@example.com')}` },
    });
    expect(refused.status).toBe(403);
    // And the session lives on: their own screens still open.
    await page.goto(url(`/my-loads/${load.id}`));
    await page.getByRole('button', { name: 'History', exact: true }).waitFor();
  });

  it('reads on a phone without scrolling sideways', async () => {
    const permit = await seededPermitWithHistory();
    const page = await signedIn('admin@example.com', { viewport: { width: 390, height: 844 } });
    for (const path of ['/company/1', '/companies/1', `/overview/${permit}`]) {
      await page.goto(url(path));
      const drawer = await openHistory(page);
      const shows = drawer.getByRole('button', { name: 'Show the regulations' });
      if (await shows.count()) await shows.first().click();
      const paper = drawer;
      expect(await paper.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}history${path.replaceAll('/', '-')}-390.png`, fullPage: true });
      await drawer.getByRole('button', { name: 'Close the history' }).click();
      await drawer.waitFor({ state: 'detached' });
    }
  });
});

/** A value inside a regular expression, as it is. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The seeded permit request of company 1 whose decisions kept their states' regulations. */
async function seededPermitWithHistory(): Promise<number> {
  const { data } = await readAsAdmin<{ data: { id: number }[] }>(
    '/permit-requests?company_id=1&status=issued&per_page=100',
  );
  for (const { id } of data) {
    const { data: revisions } = await readAsAdmin<{ data: Revision[] }>(
      `/revisions?collection=permit-requests&record_id=${id}`,
    );
    if (revisions.some((revision) => revision.regulations?.length)) return id;
  }
  throw new Error('the seed has a permit request with its decisions');
}
