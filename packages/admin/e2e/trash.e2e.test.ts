/**
 * The trash, as staff and members meet it (issue 25): a deletion from a list, single or bulk, keeps
 * the confirmation and then offers Undo in its notification, which brings the records back with
 * their ids; the Trash lists what was deleted from every section, filtered by section, and restores
 * a record with its id and its links; only an admin purges, after a confirmation of its own; a
 * member has no trash, but undoes their own deletion.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, apiCallsAs, readAsAdmin } from './api.js';
import { confirmDeletion, expectAccessDeniedAt, overflowWidth } from './screens.js';
import {
  allowConsoleErrors,
  chooseInSelect,
  mockApi,
  notification,
  SCREENSHOTS,
  url,
  useBrowser,
  waitForPath,
} from './support.js';

const { signedIn } = useBrowser();

type Entry = { id: number; collection: string; record_id: number; label: string };

/** What the trash holds now, as an admin reads it. */
const trashEntries = async (query = '') =>
  (await readAsAdmin<{ data: Entry[] }>(`/trash?per_page=100${query ? `&${query}` : ''}`)).data;

/** Whether a record is there to read, as the admin reads it (a trashed one answers 404). */
async function exists(path: string): Promise<boolean> {
  try {
    await readAsAdmin(path);
    return true;
  } catch {
    return false;
  }
}

const filtered = (path: string, filter: Record<string, unknown>) =>
  `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** The Undo of the deletion's notification, clicked while the notification still offers it. */
async function undoFromNotification(page: Page, said: string): Promise<void> {
  const deleted = notification(page).filter({ hasText: said });
  await deleted.getByRole('button', { name: 'Undo', exact: true }).click();
  await notification(page).filter({ hasText: 'Deletion undone' }).waitFor();
}

/** Picks a section in the Trash's "From" filter. */
async function filterTrashBy(page: Page, section: string): Promise<void> {
  await chooseInSelect(page, page.getByRole('combobox', { name: 'From', exact: true }), section);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('filter')?.includes('collection'));
}

/** The Trash's row or card of an entry, by its label. */
const entryOf = (page: Page, label: string) =>
  page.locator('tbody tr, [data-testid="record-cards"] li').filter({ hasText: label });

const newService = async (name: string) =>
  (
    await apiAs<{ data: { id: number } }>('admin@example.com', 'POST', '/services', {
      name,
      description: 'A service made to be deleted and brought back.',
      price_cents: 12_500,
      position: 90,
      active: false,
    })
  ).data.id;

describe('Undo after a deletion', () => {
  it('brings back a company deleted from its form: back in the list and its total, with its id', async () => {
    const name = 'Undone Heavy Haul LLC';
    const { data: company } = await apiAs<{ data: { id: number } }>('admin@example.com', 'POST', '/companies', {
      name,
      usdot: '76543210',
      email: 'ops@undone-heavy-haul.example.com',
    });
    const { total } = await readAsAdmin<{ total: number }>('/companies?per_page=1');
    const page = await signedIn('agent@example.com');
    // Found in the list, opened, and deleted from its form, which goes back to the list as it was.
    await page.goto(url(filtered('/companies', { q: 'undone heavy' })));
    await page.locator('tbody tr').filter({ hasText: name }).click();
    await waitForPath(page, `/company/${company.id}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await waitForPath(page, `/companies/${company.id}`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    // The specification's confirmation, as before.
    await confirmDeletion(page);
    await waitForPath(page, '/companies');
    // The person's pointer on the notification keeps it (and its Undo) while they look at the list.
    const deleted = notification(page).filter({ hasText: 'Element deleted' });
    await deleted.getByRole('button', { name: 'Undo', exact: true }).hover();
    await page.getByText('Nothing matches the search and filters.').waitFor();
    expect(await exists(`/companies/${company.id}`)).toBe(false);
    expect((await trashEntries('collection=companies')).some((entry) => entry.record_id === company.id)).toBe(true);
    // Gone from the list's total too.
    await page.getByPlaceholder('Search').fill('');
    await page.getByText(`1-25 of ${total - 1}`).waitFor();

    await undoFromNotification(page, 'Element deleted');
    await page.getByText(`1-25 of ${total}`).waitFor();
    await page.getByPlaceholder('Search').fill('undone heavy');
    await page.locator('tbody tr').filter({ hasText: name }).waitFor();
    const { data: back } = await readAsAdmin<{ data: { id: number; name: string } }>(`/companies/${company.id}`);
    expect(back).toMatchObject({ id: company.id, name });
    expect((await trashEntries('collection=companies')).some((entry) => entry.record_id === company.id)).toBe(false);
  });

  it('is offered to a member for their own load, and brings it back', async () => {
    const description = 'Spare transformer the member deletes and undoes';
    const { data: load } = await apiAs<{ data: { id: number } }>('member@example.com', 'POST', '/loads', {
      description,
      commodity: 'Transformer',
      length_in: 600,
      width_in: 120,
      height_in: 150,
      weight_lbs: 80_000,
      axles: 6,
      origin_city: 'Tulsa',
      origin_state: 'OK',
      destination_city: 'Wichita',
      destination_state: 'KS',
    });
    const page = await signedIn('member@example.com', { at: `/my-loads/${load.id}` });
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await confirmDeletion(page);
    await waitForPath(page, '/my-loads');
    await notification(page).filter({ hasText: 'Element deleted' }).getByRole('button', { name: 'Undo' }).hover();
    expect(await exists(`/loads/${load.id}`)).toBe(false);

    await undoFromNotification(page, 'Element deleted');
    const { data: back } = await apiAs<{ data: { id: number; description: string } }>(
      'member@example.com',
      'GET',
      `/loads/${load.id}`,
    );
    expect(back).toMatchObject({ id: load.id, description });
    await page.goto(url(filtered('/my-loads', { q: 'spare transformer' })));
    await page.locator('tbody tr').filter({ hasText: description }).waitFor();
  });
});

describe('Undo after a bulk deletion where some failed', () => {
  it('is offered in the report, for the records that did go', async () => {
    const names = ['Partial undo one', 'Partial undo two'] as const;
    const ids = [await newService(names[0]), await newService(names[1])];
    allowConsoleErrors(/status of 409/);
    await mockApi.fault({
      method: 'DELETE',
      path: `/services/${ids[1]}`,
      status: 409,
      body: { message: 'Locked by the website' },
    });
    const page = await signedIn('agent@example.com', {
      at: filtered('/site-settings/services', { q: 'partial undo' }),
    });
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').check();
    await page
      .locator('[data-test="bulk-actions-toolbar"]')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: 'Confirmation' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();

    const report = page.getByRole('dialog', { name: 'Not everything could be done' });
    await report.getByText(`${names[1]}: Locked by the website`).waitFor();
    expect(await exists(`/services/${ids[0]}`)).toBe(false);
    await report.getByRole('button', { name: 'Undo the 1 deleted' }).click();
    await notification(page).filter({ hasText: 'Deletion undone: 1 restored' }).waitFor();
    await expect.poll(() => exists(`/services/${ids[0]}`)).toBe(true);
    await expect.poll(() => rows.count()).toBe(2);
  });
});

describe('the Trash', () => {
  it('finds two records of a bulk deletion by their section, and restores one with its id', async () => {
    const names = ['Bulk trash escort planning', 'Bulk trash route survey'] as const;
    const ids = [await newService(names[0]), await newService(names[1])];
    const page = await signedIn('agent@example.com', { at: filtered('/site-settings/services', { q: 'bulk trash' }) });
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    for (const index of [0, 1]) await rows.nth(index).getByRole('checkbox').check();
    const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
    await toolbar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await confirmation.getByText('Do you confirm the deletion?').waitFor();
    await confirmation.getByText('2 records will be deleted.').waitFor();
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    // Undo is offered; this time the person goes to the Trash instead.
    await notification(page).filter({ hasText: '2 deleted' }).getByRole('button', { name: 'Undo' }).waitFor();
    await page.getByText('Nothing matches the search and filters.').waitFor();

    await page.getByRole('menuitem', { name: 'Trash' }).click();
    await waitForPath(page, '/trash');
    await filterTrashBy(page, 'Service');
    for (const name of names) await entryOf(page, name).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    const shown = await entryOf(page, names[0]).innerText();
    expect(shown).toContain('Service');
    expect(shown).toContain('Alex Agent');

    await page.getByRole('button', { name: `Restore ${names[0]}` }).click();
    const restored = notification(page).filter({ hasText: `${names[0]} is restored.` });
    await restored.waitFor();
    await expect.poll(() => entryOf(page, names[0]).count()).toBe(0);
    expect(await entryOf(page, names[1]).count()).toBe(1);
    // The notification links to the record, back with its id.
    await restored.getByRole('link', { name: 'Open it' }).click();
    await waitForPath(page, `/site-settings/services/${ids[0]}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(names[0]);
    expect(await exists(`/services/${ids[0]}`)).toBe(true);
    expect(await exists(`/services/${ids[1]}`)).toBe(false);
  });

  it('restores the deleted company of the seed with its members and loads, back on its page', async () => {
    const company = 'Prairie Wind Hauling LLC';
    const [entry] = (await trashEntries('collection=companies')).filter((row) => row.label === company);
    if (!entry) throw new Error(`The seed's trash has no ${company}`);
    const page = await signedIn('agent@example.com', { at: '/trash' });
    await filterTrashBy(page, 'Company');
    // What went with it is counted on its row.
    expect(await entryOf(page, company).innerText()).toMatch(/\b3\b/);
    await page.getByRole('button', { name: `Restore ${company}` }).click();
    await notification(page)
      .filter({ hasText: `${company} is restored.` })
      .getByRole('link')
      .click();
    await waitForPath(page, `/company/${entry.record_id}`);
    await page.getByRole('heading', { name: company }).first().waitFor();

    await page.goto(url(`/company/${entry.record_id}/members`));
    await page.getByText('Dana Prairie').waitFor();
    await page.goto(url(`/company/${entry.record_id}/loads`));
    await page.getByText('Grain dryer to Wichita').waitFor();
    await page.getByText('Combine header to Wichita').waitFor();
  });

  it('offers an agent no Purge; an admin purges after its own confirmation, and the entry is gone', async () => {
    const post = 'Oversize load checklist (first draft)';
    const agent = await signedIn('agent@example.com', { at: '/trash' });
    await agent.getByRole('button', { name: `Restore ${post}` }).waitFor();
    expect(await agent.getByRole('button', { name: /^Purge/ }).count()).toBe(0);

    const page = await signedIn('admin@example.com', { at: '/trash' });
    await page.getByRole('button', { name: `Purge ${post} for good` }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}trash-admin-1280.png`, fullPage: true });
    await page.getByRole('button', { name: `Purge ${post} for good` }).click();
    const confirmation = page.getByRole('dialog', { name: 'Purge for good?' });
    await confirmation.getByText('This cannot be undone.', { exact: false }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}trash-purge-1280.png` });
    // Cancel keeps it.
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect((await trashEntries()).some((entry) => entry.label === post)).toBe(true);

    await page.getByRole('button', { name: `Purge ${post} for good` }).click();
    await confirmation.getByRole('button', { name: 'Purge for good' }).click();
    await notification(page)
      .filter({ hasText: `${post} is purged for good.` })
      .waitFor();
    await expect.poll(() => entryOf(page, post).count()).toBe(0);
    expect((await trashEntries()).some((entry) => entry.label === post)).toBe(false);
  });

  it('shows its entries as cards on a phone, no wider than the window, each with its Restore', async () => {
    const name = 'Phone trash escort';
    const id = await newService(name);
    await (
      await apiCallsAs('agent@example.com')
    )('DELETE', `/services/${id}`);
    const page = await signedIn('agent@example.com', { viewport: { width: 390, height: 844 }, at: '/trash' });
    const card = page.getByTestId('record-cards').getByRole('listitem').filter({ hasText: name });
    await card.getByRole('button', { name: `Restore ${name}` }).waitFor();
    expect(await card.innerText()).toContain('Purged for good on');
    await page.screenshot({ path: `${SCREENSHOTS}trash-390.png`, fullPage: true });
    expect(await overflowWidth(page)).toBeLessThanOrEqual(0);
  });

  it('keeps records the days the service settings say, a setting explained beside it', async () => {
    const page = await signedIn('agent@example.com', { at: '/main-settings' });
    const days = page.getByRole('spinbutton', { name: 'Days in the trash' });
    await expect.poll(() => days.inputValue()).toBe('30');
    await page.getByText('How long a deleted record can still be restored from the trash').waitFor();
    await days.fill('14');
    await page.getByRole('button', { name: 'Save' }).click();
    await notification(page).filter({ hasText: 'The service settings are saved.' }).waitFor();
    const { data } = await readAsAdmin<{ data: { trash_days: number } }>('/settings/main');
    expect(data.trash_days).toBe(14);
    const [entry] = await readAsAdmin<{ data: { deleted_at: string; purge_at: string }[] }>('/trash').then(
      (trash) => trash.data,
    );
    if (!entry) throw new Error('The trash is empty');
    expect(Date.parse(entry.purge_at) - Date.parse(entry.deleted_at)).toBe(14 * 86_400_000);
  });

  it('is not a member’s: no Trash in their menu, and /trash answers the access-denied screen', async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Loads' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Trash' }).count()).toBe(0);
    await expectAccessDeniedAt(page, ['/trash']);
  });
});
