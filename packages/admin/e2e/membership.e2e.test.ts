/** /applications, /existing-member-list and /logs, as staff use them. */
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { confirmDeletion } from './screens.js';
import { dataCell, notification, url, useBrowser } from './support.js';

const { signedIn } = useBrowser();

describe('/applications', () => {
  it('approves an application, which creates the company, and rejects one with a reason', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.waitForURL(/\/applications/);
    await page.locator('tbody tr').first().waitFor();
    const { data: pending } = await readAsAdmin<{ data: { company_name: string }[] }>(
      '/applications?status=pending&sort=created_at&order=desc',
    );
    const [first, second] = pending;

    await page
      .getByRole('button', { name: `Approve ${first?.company_name}` })
      .first()
      .click();
    await notification(page).filter({ hasText: 'Approved: the company is created.' }).waitFor();
    const { data: created } = await readAsAdmin<{ data: { name: string }[] }>(
      `/companies?q=${encodeURIComponent(first?.company_name ?? '')}`,
    );
    expect(created.map((company) => company.name)).toContain(first?.company_name);

    await page
      .getByRole('button', { name: `Reject ${second?.company_name}` })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Reject the application/ });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog.getByLabel('Reason, sent to the applicant').fill('The USDOT number is not active.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await notification(page).filter({ hasText: 'The application is rejected.' }).waitFor();
    const { data: rejected } = await readAsAdmin<{ data: { reason: string }[] }>(
      '/applications?status=rejected&sort=decided_at&order=desc&per_page=1',
    );
    expect(rejected[0]?.reason).toBe('The USDOT number is not active.');
  });
});

describe('/existing-member-list and /logs', () => {
  it('adds, edits and removes a member, and the audit log shows each change', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Members' }).click();
    await page.waitForURL(/\/existing-member-list/);
    await page.getByRole('link', { name: 'New member' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Jordan Driver');
    await page.getByRole('textbox', { name: 'Email' }).fill('jordan.driver@lonestar.example.com');
    await page.getByRole('combobox', { name: 'Company', exact: true }).fill('Lone Star Heavy Haul');
    await page.getByRole('option', { name: 'Lone Star Heavy Haul LLC' }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/existing-member-list(\?.*)?$/);

    await page.getByPlaceholder('Search').fill('jordan.driver');
    const row = page.locator('tbody tr').filter({ hasText: 'jordan.driver@lonestar.example.com' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Driver');
    await row.locator(dataCell(1)).click();
    await page.getByRole('combobox', { name: 'Role in the company' }).click();
    await page.getByRole('option', { name: 'Dispatcher' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/existing-member-list(\?.*)?$/);
    await row.filter({ hasText: 'Dispatcher' }).waitFor();

    await row.locator(dataCell(1)).click();
    await confirmDeletion(page);
    // Back on the list once the delete was answered (the row was gone already on the record's page).
    await notification(page).filter({ hasText: 'Element deleted' }).waitFor();
    await page.waitForURL(/\/existing-member-list(\?.*)?$/);
    await row.waitFor({ state: 'detached' });

    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.waitForURL(/\/logs/);
    await page.locator('tbody tr').first().waitFor();
    await page.goto(url(`/logs?filter=${encodeURIComponent(JSON.stringify({ q: 'jordan.driver' }))}`));
    const entries = page.locator('tbody tr');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('tbody tr')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('jordan.driver'));
    });
    const actions = (await entries.allInnerTexts()).map((text) =>
      text
        .split('\t')
        .find((cell) => /Created|Updated|Deleted/.test(cell))
        ?.trim(),
    );
    expect(actions).toEqual(['Deleted', 'Updated', 'Created']);
    expect(await entries.first().innerText()).toContain('Ada Admin');
  });
});
