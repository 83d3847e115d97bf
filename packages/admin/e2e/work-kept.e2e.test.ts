/**
 * Nothing staff type is lost: not to a colleague's later save, not to the end of a session, not to
 * a lost answer or a server error. Two people in two browser contexts where the test needs them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import {
  allowConsoleErrors,
  dismissSignInPopups,
  mockApi,
  notification,
  pathOf,
  signOut,
  submitSignIn,
  url,
  useBrowser,
} from './support.js';

type Company = { id: number; name: string; city: string | null; version: number };

const { signedIn } = useBrowser();

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** After a company's save, the person is on its page. */
const savedTo = (page: Page, id: number) => page.waitForURL(`**/company/${id}`);

/**
 * The server ends the session (an admin revoked it, the access token ran out) while the person is
 * in a form, and they press `button`: the save meets the end and they are sent to sign in.
 */
async function saveAfterTheSessionEnded(page: Page, button = 'Save'): Promise<void> {
  await mockApi.revokeSessions();
  await mockApi.expireAccessTokens();
  allowConsoleErrors(/status of 401/);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/auth\?returnTo=/);
}

/**
 * A proxy that passes the first `count` matching writes to the API and loses what it answered; the
 * writes' `Idempotency-Key`s, in the order sent.
 */
async function dropAnswers(page: Page, pattern: string, method: string, count: number): Promise<string[]> {
  const keys: string[] = [];
  await page.route(pattern, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
    if (keys.length > count) return route.fallback();
    await route.fetch();
    return route.abort('connectionreset');
  });
  return keys;
}

async function openCompanyForm(page: Page, id: number): Promise<void> {
  await page.goto(url(`/companies/${id}`));
  await field(page, 'Name').waitFor();
}

describe('what a person typed', () => {
  it("meets a colleague's later save: the comparison, and both changes kept when they touch different fields", async () => {
    const a = await signedIn('admin@example.com');
    const b = await signedIn('agent@example.com');
    await openCompanyForm(a, 2);
    await openCompanyForm(b, 2);
    const { data: before } = await readAsAdmin<{ data: Company }>('/companies/2');

    await field(a, 'Name').fill('Renamed By Ada LLC');
    await a.getByRole('button', { name: 'Save' }).click();
    await savedTo(a, 2);

    allowConsoleErrors(/status of 412/);
    await field(b, 'City').fill('Amarillo');
    await b.getByRole('button', { name: 'Save' }).click();
    const dialog = b.getByRole('dialog', { name: 'Someone else saved this record after you opened it' });
    await dialog.waitFor();
    const rows = dialog.getByTestId('conflict-fields');
    const nameRow = rows.locator('tr[data-field="name"]');
    const cityRow = rows.locator('tr[data-field="city"]');
    expect(await nameRow.innerText()).toContain('changed by your colleague');
    expect(await nameRow.innerText()).toContain(before.name);
    expect(await nameRow.innerText()).toContain('Renamed By Ada LLC');
    expect(await cityRow.innerText()).toContain('changed by you');
    expect(await cityRow.innerText()).toContain('Amarillo');
    await dialog.getByRole('button', { name: 'Save again' }).click();
    await savedTo(b, 2);

    const { data: after } = await readAsAdmin<{ data: Company }>('/companies/2');
    expect(after.name).toBe('Renamed By Ada LLC');
    expect(after.city).toBe('Amarillo');
    expect(after.version).toBe(before.version + 2);
  });

  it('asks for a choice where both changed the same field, and keeps the form when the person keeps editing', async () => {
    const page = await signedIn('agent@example.com');
    await openCompanyForm(page, 3);
    const { data: opened } = await readAsAdmin<{ data: Company }>('/companies/3');
    await apiAs('admin@example.com', 'PUT', '/companies/3', { ...opened, name: 'Their Name LLC' });

    allowConsoleErrors(/status of 412/);
    await field(page, 'Name').fill('My Name LLC');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record after you opened it' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Save again' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await notification(page)
      .getByText('Nothing was saved: someone else changed this record.', { exact: false })
      .waitFor();
    expect(await field(page, 'Name').inputValue()).toBe('My Name LLC');

    await page.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Keep mine' }).check();
    await dialog.getByRole('button', { name: 'Save again' }).click();
    await savedTo(page, 3);
    expect((await readAsAdmin<{ data: Company }>('/companies/3')).data.name).toBe('My Name LLC');
  });

  it('survives the end of the session: signed in again, the typed values are back and save', async () => {
    const page = await signedIn('agent@example.com');
    await openCompanyForm(page, 4);
    await field(page, 'City').fill('Lubbock');
    await saveAfterTheSessionEnded(page);
    const stored = await page.evaluate(() => localStorage.getItem('permit-office.drafts') ?? '');
    expect(stored).toContain('Lubbock');
    expect(page.url()).not.toContain('Lubbock');

    await submitSignIn(page, 'agent@example.com');
    await page.waitForURL('**/companies/4');
    await page.getByText('What you typed before your session ended is back in the form.').waitFor();
    await dismissSignInPopups(page);
    expect(await field(page, 'City').inputValue()).toBe('Lubbock');
    await page.getByRole('button', { name: 'Save' }).click();
    await savedTo(page, 4);
    expect((await readAsAdmin<{ data: Company }>('/companies/4')).data.city).toBe('Lubbock');
  });

  it("keeps a new record's form through the end of the session, and creates it once signed in again", async () => {
    const page = await signedIn('agent@example.com', { at: '/companies/create' });
    await field(page, 'Name').fill('Draft Haulers LLC');
    await field(page, 'USDOT number').fill('55443322');
    await field(page, 'Email').fill('ops@drafthaulers.example.com');
    await saveAfterTheSessionEnded(page);

    await submitSignIn(page, 'agent@example.com');
    await page.waitForURL('**/companies/create');
    await page.getByText('What you typed before your session ended is back in the form.').waitFor();
    await dismissSignInPopups(page);
    expect(await field(page, 'Name').inputValue()).toBe('Draft Haulers LLC');
    expect(await field(page, 'USDOT number').inputValue()).toBe('55443322');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    expect((await readAsAdmin<{ total: number }>('/companies?q=55443322')).total).toBe(1);
  });

  it('is never shown to another person who signs in on the same browser, and goes with a logout', async () => {
    const page = await signedIn('agent@example.com');
    await openCompanyForm(page, 5);
    const { data: before } = await readAsAdmin<{ data: Company }>('/companies/5');
    await field(page, 'City').fill('Secret City');
    await saveAfterTheSessionEnded(page);

    // Someone else at the same desk.
    await submitSignIn(page, 'admin@example.com');
    await page.waitForURL('**/companies/5');
    await dismissSignInPopups(page);
    await field(page, 'Name').waitFor();
    expect(await field(page, 'City').inputValue()).toBe(before.city ?? '');
    expect(await page.getByText('What you typed before your session ended').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('permit-office.drafts') ?? '')).toContain('Secret City');

    // The agent's draft stays theirs; their explicit logout takes it away.
    await signOut(page);
    await submitSignIn(page, 'agent@example.com');
    await page.waitForURL('**/overview');
    await dismissSignInPopups(page);
    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('permit-office.drafts') ?? '')).not.toContain('Secret City');
  });

  it('keeps a settings form through the end of the session, and never a password', async () => {
    const page = await signedIn('agent@example.com', { at: '/main-settings' });
    const fee = page.getByRole('spinbutton', { name: 'Permit base fee (USD)' });
    await fee.fill('82.5');
    await saveAfterTheSessionEnded(page);

    await submitSignIn(page, 'agent@example.com');
    await page.waitForURL('**/main-settings');
    await page.getByText('What you typed before your session ended is back in the form.').waitFor();
    await dismissSignInPopups(page);
    expect(await fee.inputValue()).toBe('82.5');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).getByText('saved', { exact: false }).waitFor();
    const { data: settings } = await readAsAdmin<{ data: { permit_base_fee_cents: number } }>('/settings/main');
    expect(settings.permit_base_fee_cents).toBe(8250);

    // A password typed when the session ends is not kept anywhere: it is typed again.
    await page.goto(url('/settings'));
    await page.getByLabel('Current password').fill('a-secret-typed-once');
    await page.getByLabel('New password', { exact: true }).fill('another-secret-1');
    await page.getByLabel('Confirm the new password').fill('another-secret-1');
    await saveAfterTheSessionEnded(page, 'Change the password');
    const stored = await page.evaluate(() => localStorage.getItem('permit-office.drafts') ?? '');
    expect(stored).not.toContain('a-secret-typed-once');
    expect(stored).not.toContain('another-secret-1');
  });

  it("is saved once when a create's answer is lost: the SDK sends it again with its key, unseen", async () => {
    const page = await signedIn('admin@example.com');
    const keys = await dropAnswers(page, '**/api/companies', 'POST', 1);
    await page.goto(url('/companies/create'));
    await field(page, 'Name').fill('Dropped Answer Hauling LLC');
    await field(page, 'USDOT number').fill('66554433');
    await field(page, 'Email').fill('dispatch@dropped.example.com');
    allowConsoleErrors(/ERR_CONNECTION_RESET|Failed to fetch|Failed to load resource/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/company\/\d+$/);
    const found = await readAsAdmin<{ data: { id: number }[]; total: number }>('/companies?q=66554433');
    expect(found.total).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("is saved when an edit's answers were all lost and the person saves again with more typed: never a comparison with their own change", async () => {
    const page = await signedIn('admin@example.com');
    await openCompanyForm(page, 7);
    const { data: opened } = await readAsAdmin<{ data: Company & { phone: string | null } }>('/companies/7');
    // The first attempt and the SDK's two retries all reach the API, and every answer is lost.
    const keys = await dropAnswers(page, '**/api/companies/7', 'PUT', 3);
    await field(page, 'City').fill('Lost Answer Springs');
    allowConsoleErrors(/ERR_CONNECTION_RESET|Failed to fetch|Failed to load resource|status of 412/);
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).getByText('The server could not be reached.', { exact: false }).waitFor();
    expect(await field(page, 'City').inputValue()).toBe('Lost Answer Springs');
    expect(new Set(keys).size).toBe(1);
    expect((await readAsAdmin<{ data: Company }>('/companies/7')).data.city).toBe('Lost Answer Springs');

    // Saved already, unbeknown to the person, who types one more thing and saves.
    await field(page, 'Phone').fill('(512) 555-0199');
    await page.getByRole('button', { name: 'Save' }).click();
    await savedTo(page, 7);
    expect(await page.getByRole('dialog', { name: 'Someone else saved this record after you opened it' }).count()).toBe(
      0,
    );
    const { data: after } = await readAsAdmin<{ data: Company & { phone: string | null } }>('/companies/7');
    expect(after).toMatchObject({ city: 'Lost Answer Springs', phone: '(512) 555-0199', version: opened.version + 2 });
  });

  it("never offers a choice between two equal values, and still shows a colleague's change", async () => {
    const page = await signedIn('agent@example.com');
    await openCompanyForm(page, 8);
    const { data: opened } = await readAsAdmin<{ data: Company }>('/companies/8');
    await apiAs('admin@example.com', 'PUT', '/companies/8', { ...opened, name: 'Both Agree LLC', city: 'Agreed City' });

    allowConsoleErrors(/status of 412/);
    await field(page, 'City').fill('Agreed City');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this record after you opened it' });
    await dialog.waitFor();
    const rows = dialog.getByTestId('conflict-fields');
    const cityRow = rows.locator('tr[data-field="city"]');
    expect(await cityRow.innerText()).toContain('changed by both of you, alike');
    expect(await cityRow.getByRole('radio').count()).toBe(0);
    expect(await rows.locator('tr[data-field="name"]').innerText()).toContain('changed by your colleague');
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save again' }).click();
    await savedTo(page, 8);
    expect((await readAsAdmin<{ data: Company }>('/companies/8')).data).toMatchObject({
      name: 'Both Agree LLC',
      city: 'Agreed City',
    });
  });

  it('stays in the form when the server answers 503, and saves when tried again', async () => {
    const page = await signedIn('admin@example.com');
    await openCompanyForm(page, 6);
    await field(page, 'City').fill('El Paso');
    allowConsoleErrors(/status of 503/);
    // Three answers lost in a row: the first attempt and the SDK's two retries.
    await mockApi.fault({ method: 'PUT', path: '/companies/6', status: 503, count: 3 });
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).getByText('The server is unavailable right now.', { exact: false }).waitFor();
    expect(pathOf(page)).toBe('/companies/6');
    expect(await field(page, 'City').inputValue()).toBe('El Paso');
    await page.getByRole('button', { name: 'Save' }).click();
    await savedTo(page, 6);
    expect((await readAsAdmin<{ data: Company }>('/companies/6')).data.city).toBe('El Paso');
  });
});
