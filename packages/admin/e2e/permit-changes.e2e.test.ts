/**
 * Copy, amend and extend a permit (issue 64), as a member does it on a phone: a copy opens the form
 * filled from the permit with new dates to choose; an amendment, decided again by the same rules,
 * replaces it, and the old document's code then reads as superseded at the roadside, pointing to
 * the new number; an extension moves the last day where the rules allow it, and says why not.
 */
import { describe, expect, it } from 'vitest';
import { apiCallsAs, routineLoadOf, tokenOf } from './api.js';
import { watchPlaces } from './screens.js';
import { SCREENSHOTS, allowConsoleErrors, apiUrl, url, useBrowser } from './support.js';

const { open, signedInAs } = useBrowser();

const PHONE = { width: 390, height: 844 };
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Permit {
  id: number;
  number: string;
  status: string;
  documents: { id: number }[];
}

/** A routine request of the demo member's, approved by rule as it is sent. */
async function approvedPermit(description: string): Promise<Permit> {
  const member = await apiCallsAs('member@example.com');
  const load = await routineLoadOf(description);
  const { data } = await member<{ data: Permit }>('POST', '/permit-requests', {
    load_id: load,
    states: ['OK', 'TX'],
    start_date: day(1),
    end_date: day(3),
  });
  expect(data.status).toBe('approved');
  return data;
}

/** The verification code the permit's current document prints. */
async function codeOf(permit: Permit): Promise<string> {
  const pdf = await fetch(`${apiUrl()}/files/${permit.documents.at(-1)?.id}`, {
    headers: { Authorization: `Bearer ${await tokenOf('member@example.com')}` },
  });
  return /\(Verification code: ([0-9A-Z]{4}-[0-9A-Z]{4})\) Tj/.exec(await pdf.text())?.[1] ?? '';
}

describe('copy, amend and extend a permit', () => {
  it('a member copies a permit into a new request with new dates', async () => {
    const permit = await approvedPermit('Transformer 11 from Tulsa to Dallas');
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url(`/overview/${permit.id}`));
    await page.getByRole('link', { name: 'Copy', exact: true }).click();
    await page.waitForURL(/\/my-permit-request\/create$/);
    await page.getByText(`A copy of ${permit.number}: choose its dates`).waitFor();
    // The load and the route come with it; the dates are the member's to choose.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Load' }).inputValue())
      .toBe('Transformer 11 from Tulsa to Dallas');
    await page.getByLabel('Start date').fill(day(10));
    await page.getByLabel('End date').fill(day(12));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/overview\/\d+$/);
    // Linked to the permit it came from.
    await page.getByRole('link', { name: permit.number }).waitFor();
  });

  it('a copy is drawn filled on a phone: its fields stay where they are from the first paint, and keep what is typed at once', async () => {
    const permit = await approvedPermit('Transformer 13 from Tulsa to Dallas');
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url(`/overview/${permit.id}`));
    const copy = page.getByRole('link', { name: 'Copy', exact: true });
    await copy.waitFor();
    // Every place the start date's field is drawn at, frame by frame, from its first paint on.
    const placesOfStartDate = await watchPlaces(page, 'input[name="start_date"]');
    await copy.click();
    // A date typed the moment the field is there stays: nothing fills the form again after it.
    await page.getByLabel('Start date').fill(day(10));
    await page.getByText(`A copy of ${permit.number}: choose its dates`).waitFor();
    const route = page.getByRole('combobox', { name: 'States on the route' }).locator('..');
    await expect.poll(() => route.getByRole('button', { name: /^(Oklahoma|Texas)/ }).count()).toBe(2);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Load' }).inputValue())
      .toBe('Transformer 13 from Tulsa to Dallas');
    await page
      .getByRole('region', { name: 'What each state says' })
      .getByText(/^Price: /)
      .waitFor();
    expect(await placesOfStartDate()).toHaveLength(1);
    expect(await page.getByLabel('Start date').inputValue()).toBe(day(10));
  });

  it('a member amends a permit: approved by the same rules, the old code reads as superseded at the roadside', async () => {
    const permit = await approvedPermit('Transformer 12 from Tulsa to Dallas');
    const oldCode = await codeOf(permit);
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url(`/overview/${permit.id}`));
    await page.getByRole('link', { name: 'Amend', exact: true }).click();
    await page.getByText(`An amendment of ${permit.number}`).waitFor();
    // The load stays; a day later to finish.
    await expect.poll(() => page.getByRole('combobox', { name: 'Load' }).isEditable()).toBe(false);
    await page.getByLabel('End date').fill(day(4));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(
      (address) => !address.pathname.endsWith(`/overview/${permit.id}`) && /\/overview\/\d+$/.test(address.pathname),
    );
    await page.getByText('Approved by rule', { exact: true }).first().waitFor();
    const amendmentNumber = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('link', { name: permit.number }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}permit-amended-390.png`, fullPage: true });

    // The permit it replaced says so, and is neither amended nor extended again.
    await page.getByRole('link', { name: permit.number }).click();
    await page.getByRole('link', { name: amendmentNumber }).waitFor();
    expect(await page.getByRole('link', { name: 'Amend', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Extend', exact: true }).count()).toBe(0);

    // At the roadside, signed out: the old code points to the new permit.
    const roadside = await open();
    await roadside.setViewportSize(PHONE);
    await roadside.goto(url(`/check?number=${permit.number}&code=${oldCode}`));
    await roadside.getByText('Replaced by a newer permit', { exact: true }).waitFor();
    await roadside.getByText(`The current permit is ${amendmentNumber}`, { exact: false }).waitFor();
    const shown = await roadside.locator('body').innerText();
    for (const never of ['Lone Star', 'Morgan', '@', '$', 'Transformer']) expect(shown).not.toContain(never);
  });

  it('a member extends a permit by a day, and reads why the rules refuse a later day', async () => {
    const permit = await approvedPermit('Transformer 13 from Tulsa to Dallas');
    const admin = await apiCallsAs('admin@example.com');
    const { data: regulations } = await admin<{ data: { id: number; state: string }[] }>(
      'GET',
      '/state-regulations?state=TX',
    );
    const texas = regulations.find((row) => row.state === 'TX');
    if (!texas) throw new Error('The seed has no Texas rules');
    // Texas allows 4 days at most for the length of this test, and its rules are put back after.
    await admin('PUT', `/state-regulations/${texas.id}`, { ...texas, max_validity_days: 4 });
    // The refusal is the API's 422, which Chromium reports: provoked here.
    allowConsoleErrors(/status of 422/);
    try {
      const page = await signedInAs('member@example.com', { viewport: PHONE });
      await page.goto(url(`/overview/${permit.id}`));
      await page.getByRole('button', { name: 'Extend', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Extend ${permit.number}` });
      // Days 1 to 5 are 5 days, one more than Texas allows: the reason stays in front of the member.
      await dialog.getByLabel('New last day').fill(day(5));
      await dialog.getByRole('button', { name: 'Extend' }).click();
      await dialog.getByText('Texas allows a permit of at most 4 days; extended, this one would run 5.').waitFor();
      await dialog.getByLabel('New last day').fill(day(4));
      await dialog.getByRole('button', { name: 'Extend' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByText(/^The permit now runs to/).waitFor();
      const member = await apiCallsAs('member@example.com');
      const { data } = await member<{ data: { end_date: string; documents: unknown[] } }>(
        'GET',
        `/permit-requests/${permit.id}`,
      );
      expect(data.end_date).toBe(day(4));
      expect(data.documents).toHaveLength(2);
    } finally {
      await admin('PUT', `/state-regulations/${texas.id}`, texas);
    }
  });
});

describe('a warning when the rules change under a permit', () => {
  it('an admin adds a closure on a permit’s day: the closure lists the permit, and its member reads what to do', async () => {
    const permit = await approvedPermit('Transformer 14 from Tulsa to Dallas');
    const admin = await signedInAs('admin@example.com');
    await admin.goto(url('/site-settings/holiday-closures/create'));
    const state = admin.getByRole('combobox', { name: 'State', exact: true });
    await state.click();
    await state.fill('Texas');
    await admin.getByRole('option', { name: 'Texas (TX)', exact: true }).click();
    await admin.getByLabel('Date', { exact: true }).fill(day(2));
    await admin.getByRole('textbox', { name: 'Holiday', exact: true }).fill('Bridge inspection on I-35');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL((address) => address.pathname === '/site-settings/holiday-closures');

    // The closure's page lists the permits its save reached.
    const api = await apiCallsAs('admin@example.com');
    const { data: closures } = await api<{ data: { id: number }[] }>('GET', '/holiday-closures?q=bridge+inspection');
    const closure = closures[0];
    if (!closure) throw new Error('The closure was not saved');
    try {
      await admin.goto(url(`/site-settings/holiday-closures/${closure.id}`));
      const reached = admin.getByRole('region', { name: 'Permits this change reached' });
      await reached.getByRole('link', { name: permit.number }).waitFor();

      // The member, on a phone: told in the bell, and the permit's page says what changed and what to do.
      const member = await signedInAs('member@example.com', { viewport: PHONE });
      await member.goto(url('/notifications'));
      await member.getByText(`The rules changed under your permit ${permit.number}`).first().click();
      await member.waitForURL(`**/overview/${permit.id}`);
      const warning = member.getByRole('alert').filter({ hasText: 'The rules changed on' });
      await warning.getByText(`closed ${day(2)} (Bridge inspection on I-35)`, { exact: false }).waitFor();
      expect(await warning.innerText()).toContain('The permit stands: plan the trip by these conditions.');
      await member.screenshot({ path: `${SCREENSHOTS}permit-rule-warning-390.png` });
    } finally {
      await api('DELETE', `/holiday-closures/${closure.id}`);
    }
  });
});
