/**
 * Acting on several records at once, as staff do: select rows, then mark paid, assign, approve,
 * reject, publish, unpublish, delete or export them. One record of each selection is made to fail
 * at the API: the others succeed, the failure is reported on a line of its own, and the failed
 * record stays selected.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import { downloadFrom } from './screens.js';
import { allowConsoleErrors, dataCell, isLiveStream, mockApi, notification, url, useBrowser } from './support.js';

const { signedIn } = useBrowser();

type Row = { id: number } & Record<string, unknown>;

/** A record's status as the API holds it now. */
const statusOf = async (path: string) => (await readAsAdmin<{ data: Row }>(path)).data.status;

const bulkToolbar = (page: Page) => page.locator('[data-test="bulk-actions-toolbar"]');
const rows = (page: Page) => page.locator('tbody tr');

/** Ticks the first `count` rows of the list, as a person does, and waits for the bulk toolbar. */
async function selectFirst(page: Page, count: number): Promise<void> {
  await rows(page).first().waitFor();
  for (let index = 0; index < count; index++) {
    await rows(page).nth(index).getByRole('checkbox').check();
  }
  await bulkToolbar(page)
    .getByText(count === 1 ? '1 item selected' : `${count} items selected`)
    .waitFor();
}

/** As an agent on `path`: ticks the first `count` rows and clicks the bulk toolbar's `action`. */
async function actOnFirst(path: string, count: number, action: string): Promise<Page> {
  const page = await signedIn('agent@example.com', { at: path });
  await selectFirst(page, count);
  await bulkToolbar(page).getByRole('button', { name: action, exact: true }).click();
  return page;
}

/** The report of a bulk action with failures: its lines, one per failed record. */
async function failureLines(page: Page): Promise<string[]> {
  const report = page.getByRole('dialog', { name: 'Not everything could be done' });
  await report.waitFor();
  return report.getByTestId('bulk-failures').locator('li').allInnerTexts();
}

/**
 * What the list still has selected once the report is closed: the failed record, and only it;
 * `records`: the table's rows, or a phone's cards.
 */
async function expectOnlySelected(page: Page, text: string, records = rows(page)): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Not everything could be done' })
    .getByRole('button', { name: 'Close' })
    .click();
  await bulkToolbar(page).getByText('1 item selected').waitFor();
  const checked = records.filter({ has: page.locator('input[type=checkbox]:checked') });
  await expect.poll(() => checked.count()).toBe(1);
  expect(await checked.innerText()).toContain(text);
}

/** The refusal injected for one record; the browser logs its status, as it does any 409. */
const refusal = (path: string, method = 'POST') => {
  allowConsoleErrors(/status of 409/);
  return refusal409(path, method);
};
const refusal409 = (path: string, method: string) => ({
  method,
  path,
  status: 409,
  body: { message: 'Locked by accounting' },
});

describe('bulk actions on a phone', () => {
  const cards = (page: Page) => page.getByTestId('record-cards').getByRole('listitem');

  it('marks two selected cards paid, reports the one that failed and keeps it selected', async () => {
    const { data: unpaid } = await readAsAdmin<{ data: Row[] }>(
      '/invoices?status=unpaid&sort=issued_at&order=desc&per_page=2',
    );
    const [first, failing] = unpaid;
    if (!first || !failing) throw new Error('The seed has fewer than two unpaid invoices');
    await mockApi.fault(refusal(`/invoices/${failing.id}/pay`));
    const page = await signedIn('agent@example.com', {
      viewport: { width: 390, height: 844 },
      at: '/invoices?filter=%7B%22status%22%3A%22unpaid%22%7D',
    });
    // Each card's box is named by its record, beside the card's link.
    await page.getByRole('checkbox', { name: `Select ${String(first.number)}` }).check();
    await page.getByRole('checkbox', { name: `Select ${String(failing.number)}` }).check();
    await bulkToolbar(page).getByText('2 items selected').waitFor();
    await bulkToolbar(page).getByRole('button', { name: 'Mark paid', exact: true }).click();

    expect(await failureLines(page)).toEqual([`${String(failing.number)}: Locked by accounting`]);
    await expect.poll(async () => await statusOf(`/invoices/${first.id}`)).toBe('paid');
    expect(await statusOf(`/invoices/${failing.id}`)).toBe('unpaid');
    await expectOnlySelected(page, String(failing.number), cards(page));
  });
});

describe('bulk actions', () => {
  it('marks the selected invoices paid, reports the one that failed and keeps it selected', async () => {
    const { data: unpaid } = await readAsAdmin<{ data: Row[] }>(
      '/invoices?status=unpaid&sort=issued_at&order=desc&per_page=3',
    );
    const [first, failing, third] = unpaid;
    if (!first || !failing || !third) throw new Error('The seed has fewer than three unpaid invoices');
    await mockApi.fault(refusal(`/invoices/${failing.id}/pay`));

    const page = await actOnFirst('/invoices?filter=%7B%22status%22%3A%22unpaid%22%7D', 3, 'Mark paid');

    expect(await failureLines(page)).toEqual([`${String(failing.number)}: Locked by accounting`]);
    await expect.poll(async () => await statusOf(`/invoices/${first.id}`)).toBe('paid');
    expect(await statusOf(`/invoices/${third.id}`)).toBe('paid');
    expect(await statusOf(`/invoices/${failing.id}`)).toBe('unpaid');
    await expectOnlySelected(page, String(failing.number));

    // Tried again, it goes through: all done is said in one line, and nothing stays selected.
    await bulkToolbar(page).getByRole('button', { name: 'Mark paid', exact: true }).click();
    await notification(page).filter({ hasText: '1 marked paid' }).waitFor();
    expect(await statusOf(`/invoices/${failing.id}`)).toBe('paid');
    await expect.poll(() => rows(page).locator('input[type=checkbox]:checked').count()).toBe(0);
  });

  it('reports an invoice a colleague changed since the list was read, and a retry does not overwrite it', async () => {
    const { data: unpaid } = await readAsAdmin<{ data: Row[] }>(
      '/invoices?status=unpaid&sort=issued_at&order=desc&per_page=2',
    );
    const [first, changed] = unpaid;
    if (!first || !changed) throw new Error('The seed has fewer than two unpaid invoices');
    const page = await signedIn('agent@example.com');
    // No live stream for this page (as behind a proxy that holds it): the list keeps the rows as it
    // read them, and only the versions protect the colleague's change. With the stream, the row
    // would be read again in place, and marking it paid would start from the colleague's version.
    await page.route(
      (address) => isLiveStream(address.href),
      () => undefined,
    );
    await page.goto(url('/invoices?filter=%7B%22status%22%3A%22unpaid%22%7D'));
    await selectFirst(page, 2);
    // A colleague edits the second invoice after the list was read.
    const { data: current } = await readAsAdmin<{ data: Row }>(`/invoices/${changed.id}`);
    await apiAs('admin@example.com', 'PUT', `/invoices/${changed.id}`, {
      ...current,
      description: 'Corrected by accounting',
    });

    allowConsoleErrors(/status of 412/);
    await bulkToolbar(page).getByRole('button', { name: 'Mark paid', exact: true }).click();
    expect(await failureLines(page)).toEqual([
      `${String(changed.number)}: Someone else changed this record after you opened it. Nothing was saved.`,
    ]);
    expect(await statusOf(`/invoices/${first.id}`)).toBe('paid');
    expect(await statusOf(`/invoices/${changed.id}`)).toBe('unpaid');
    await expectOnlySelected(page, String(changed.number));

    // Tried again as it is: at the version first tried, so the colleague's change is reported again.
    await bulkToolbar(page).getByRole('button', { name: 'Mark paid', exact: true }).click();
    expect(await failureLines(page)).toHaveLength(1);
    expect(await statusOf(`/invoices/${changed.id}`)).toBe('unpaid');
  });

  it('assigns the selected permit requests to the agent', async () => {
    const { data: submitted } = await readAsAdmin<{ data: Row[] }>(
      // As the queue lists them: due first.
      '/permit-requests?status=submitted&sort=due_at&order=asc&per_page=2',
    );
    const [taken, failing] = submitted;
    if (!taken || !failing) throw new Error('The seed has fewer than two submitted permit requests');
    await mockApi.fault(refusal(`/permit-requests/${failing.id}/assign`));

    const page = await actOnFirst('/my-permit-request?filter=%7B%22status%22%3A%22submitted%22%7D', 2, 'Assign to me');

    expect(await failureLines(page)).toEqual([`${String(failing.number)}: Locked by accounting`]);
    const after = (await readAsAdmin<{ data: Row }>(`/permit-requests/${taken.id}`)).data;
    // Taken, not moved on: its status is the reviewer's to change.
    expect([after.status, after.agent_name]).toEqual(['submitted', 'Alex Agent']);
    const untouched = (await readAsAdmin<{ data: Row }>(`/permit-requests/${failing.id}`)).data;
    expect(untouched.agent_name).toBe(failing.agent_name ?? null);
    await expectOnlySelected(page, String(failing.number));
  });

  it('approves the selected applications, and rejects others with one reason', async () => {
    const { data: pending } = await readAsAdmin<{ data: Row[] }>(
      '/applications?status=pending&sort=created_at&order=desc&per_page=4',
    );
    const [approved, failing, rejected, refused] = pending;
    if (!approved || !failing || !rejected || !refused) {
      throw new Error('The seed has fewer than four pending applications');
    }
    await mockApi.fault(refusal(`/applications/${failing.id}/approve`));

    const page = await actOnFirst('/applications', 2, 'Approve');
    expect(await failureLines(page)).toEqual([`${String(failing.company_name)}: Locked by accounting`]);
    expect(await statusOf(`/applications/${approved.id}`)).toBe('approved');
    await expectOnlySelected(page, String(failing.company_name));

    // The failed one, still selected, and the next two: rejected with the reason typed once, one refused.
    await mockApi.fault(refusal(`/applications/${refused.id}/reject`));
    for (const { company_name: name } of [rejected, refused]) {
      await rows(page)
        .filter({ hasText: String(name) })
        .getByRole('checkbox')
        .check();
    }
    await bulkToolbar(page).getByText('3 items selected').waitFor();
    await bulkToolbar(page).getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject the selected applications' });
    await dialog.getByLabel('Reason, sent to the applicant').fill('Incomplete insurance papers');
    await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
    expect(await failureLines(page)).toEqual([`${String(refused.company_name)}: Locked by accounting`]);
    for (const { id } of [failing, rejected]) {
      const { data } = await readAsAdmin<{ data: Row }>(`/applications/${id}`);
      expect([data.status, data.reason]).toEqual(['rejected', 'Incomplete insurance papers']);
    }
    expect(await statusOf(`/applications/${refused.id}`)).toBe('pending');
    await expectOnlySelected(page, String(refused.company_name));
  });

  it('publishes and unpublishes the selected blog posts', async () => {
    const { data: drafts } = await readAsAdmin<{ data: Row[] }>(
      '/blog-posts?status=draft&sort=updated_at&order=desc&per_page=2',
    );
    const [published, failing] = drafts;
    if (!published || !failing) throw new Error('The seed has fewer than two draft posts');
    await mockApi.fault(refusal(`/blog-posts/${failing.id}`, 'PUT'));

    const page = await actOnFirst('/site-settings/blog?filter=%7B%22status%22%3A%22draft%22%7D', 2, 'Publish');
    expect(await failureLines(page)).toEqual([`${String(failing.title)}: Locked by accounting`]);
    const after = (await readAsAdmin<{ data: Row }>(`/blog-posts/${published.id}`)).data;
    expect([after.status, after.title, after.body]).toEqual(['published', published.title, published.body]);
    await expectOnlySelected(page, String(failing.title));

    // Back to drafts: the post just published and the next published one, which is refused.
    const { data: live } = await readAsAdmin<{ data: Row[] }>(
      '/blog-posts?status=published&sort=updated_at&order=desc&per_page=2',
    );
    const stays = live.find((post) => post.id !== published.id);
    if (!stays) throw new Error('The seed has no other published post');
    await mockApi.fault(refusal(`/blog-posts/${stays.id}`, 'PUT'));
    await page.goto(url('/site-settings/blog?filter=%7B%22status%22%3A%22published%22%7D'));
    // The selection is the list's, whatever its filter: the failed draft is still in it.
    await bulkToolbar(page).getByText('1 item selected').waitFor();
    await bulkToolbar(page).getByRole('button', { name: 'Unselect' }).click();
    for (const { title } of [published, stays]) {
      await rows(page)
        .filter({ hasText: String(title) })
        .getByRole('checkbox')
        .check();
    }
    await bulkToolbar(page).getByRole('button', { name: 'Unpublish', exact: true }).click();
    expect(await failureLines(page)).toEqual([`${String(stays.title)}: Locked by accounting`]);
    expect(await statusOf(`/blog-posts/${published.id}`)).toBe('draft');
    expect(await statusOf(`/blog-posts/${stays.id}`)).toBe('published');
    await expectOnlySelected(page, String(stays.title));
  });

  it('deletes the selected records after a confirmation that says how many', async () => {
    const { data: notes } = await readAsAdmin<{ data: Row[] }>('/state-notes?sort=updated_at&order=desc&per_page=3');
    const [gone, failing, alsoGone] = notes;
    if (!gone || !failing || !alsoGone) throw new Error('The seed has fewer than three state notes');
    await mockApi.fault(refusal(`/state-notes/${failing.id}`, 'DELETE'));

    const page = await actOnFirst('/state-notes', 3, 'Delete');
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await confirmation.getByText('Do you confirm the deletion?').waitFor();
    await confirmation.getByText('3 records will be deleted.').waitFor();
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();

    const lines = await failureLines(page);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/: Locked by accounting$/);
    const left = (await readAsAdmin<{ data: Row[] }>('/state-notes?per_page=100')).data.map(({ id }) => id);
    expect(left).toContain(failing.id);
    expect(left).not.toContain(gone.id);
    expect(left).not.toContain(alsoGone.id);
    await page
      .getByRole('dialog', { name: 'Not everything could be done' })
      .getByRole('button', { name: 'Close' })
      .click();
    await bulkToolbar(page).getByText('1 item selected').waitFor();
  });

  it('exports only the selected rows', async () => {
    const page = await signedIn('agent@example.com', { at: '/companies' });
    await selectFirst(page, 2);
    const names = await rows(page)
      .filter({ has: page.locator('input[type=checkbox]:checked') })
      .locator(dataCell(1))
      .allInnerTexts();
    const { text } = await downloadFrom(page, () =>
      bulkToolbar(page).getByRole('button', { name: 'Export', exact: true }).click(),
    );
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    for (const name of names) expect(text).toContain(name.trim());
  });

  it('is not offered to a member where they may neither export nor delete', async () => {
    const page = await signedIn('member@example.com', { at: '/company-invoices' });
    await selectFirst(page, 1);
    expect(await bulkToolbar(page).getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    expect(await bulkToolbar(page).getByRole('button', { name: 'Mark paid', exact: true }).count()).toBe(0);
  });
});
