/**
 * Routine permits decided by rule (issue 63), as people meet it: a member on a phone fills in a
 * request and watches what each state says change as they type, sends it and finds it approved
 * with its fee; a superload waits in the agent's queue, flagged with why; an admin turns decision
 * by rule off for a state, and the next request through it waits for staff.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCallsAs } from './api.js';
import { SCREENSHOTS, url, useBrowser } from './support.js';

const { signedInAs } = useBrowser();

const PHONE = { width: 390, height: 844 };

/** A day `days` from now, as a date field takes it. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A load of the demo member's, from Tulsa to Dallas, made through the API. */
async function loadOf(description: string, figures: { width_in: number; weight_lbs: number }) {
  const member = await apiCallsAs('member@example.com');
  const { data } = await member<{ data: { id: number } }>('POST', '/loads', {
    description,
    commodity: 'Wind turbine blade',
    length_in: 960,
    height_in: 162,
    axles: 9,
    origin_city: 'Tulsa',
    origin_state: 'OK',
    destination_city: 'Dallas',
    destination_state: 'TX',
    ...figures,
  });
  return data.id;
}

async function chooseLoad(page: Page, description: string) {
  const field = page.getByRole('combobox', { name: 'Load' });
  await field.fill(description.slice(0, 12));
  await page.getByRole('option', { name: description }).click();
}

describe('decided by rule', () => {
  it('a member on a phone watches each state’s outcome change as they fill in a request, sends it and finds it approved with its fee', async () => {
    const ordinary = 'Blade 41 from Tulsa to Dallas';
    const wide = 'Blade 42, extra wide, from Tulsa to Dallas';
    await loadOf(ordinary, { width_in: 144, weight_lbs: 90_000 });
    await loadOf(wide, { width_in: 250, weight_lbs: 90_000 });
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url('/my-permit-request/create'));
    const preview = page.getByRole('region', { name: 'What each state says' });

    // A superload first: both states say why.
    await chooseLoad(page, wide);
    await preview.getByText('Width 20′ 10″, routine up to 16′ 0″').first().waitFor();
    expect(await preview.getByText('Needs review', { exact: true }).count()).toBe(2);
    await preview.getByText(/^Our staff review it/).waitFor();

    // The ordinary load on the same route: routine in both, approved as soon as it is sent.
    await chooseLoad(page, ordinary);
    await expect.poll(() => preview.getByText('Routine', { exact: true }).count()).toBe(2);
    await preview.getByText(/it is approved as soon as you send it/).waitFor();
    // Its dates bring in the conditions of those days: the seed's closure of Texas (today, on the office's clock).
    const { data: closures } = await (
      await apiCallsAs('member@example.com')
    )<{ data: { state: string; date: string; name: string }[] }>(
      'GET',
      '/holiday-closures?q=Severe+weather&per_page=5',
    );
    const closed = closures.find((closure) => closure.state === 'TX');
    expect(closed).toBeDefined();
    const start = closed?.date ?? day(0);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('End date').fill(new Date(Date.parse(start) + 2 * 86_400_000).toISOString().slice(0, 10));
    await preview.getByText(/Closed .* \(Severe weather closure\)/).waitFor();
    const price = (await preview.getByText(/^Price: /).innerText()).replace('Price: ', '');
    await page.screenshot({ path: `${SCREENSHOTS}permit-request-routine-390.png`, fullPage: true });
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/overview\/\d+$/);
    await page.getByText('Approved by rule', { exact: true }).first().waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    // The fee on the request is the price the form said.
    await page.getByText(price, { exact: true }).first().waitFor();
    const id = new URL(page.url()).pathname.split('/').pop();
    const member = await apiCallsAs('member@example.com');
    const { data } = await member<{ data: { status: string; fee_cents: number; decision: { by_rule: boolean } } }>(
      'GET',
      `/permit-requests/${id}`,
    );
    expect(data).toMatchObject({ status: 'approved', decision: { by_rule: true } });
  });

  it('a superload waits in the agent’s queue, flagged, its reasons on its page', async () => {
    const load = await loadOf('Blade 43, extra wide, from Tulsa to Dallas', { width_in: 250, weight_lbs: 90_000 });
    const member = await apiCallsAs('member@example.com');
    const { data: request } = await member<{ data: { id: number; number: string; status: string } }>(
      'POST',
      '/permit-requests',
      { load_id: load, states: ['OK', 'TX'], start_date: day(5), end_date: day(7) },
    );
    expect(request.status).toBe('submitted');
    const agent = await signedInAs('agent@example.com');
    await agent.goto(url('/my-permit-request'));
    await agent.getByPlaceholder('Search').fill(request.number);
    const row = agent.locator('tbody tr', { hasText: request.number });
    await row.getByText('Needs review', { exact: true }).waitFor();
    // Why, in the row's few words: the limit, and the states it is over.
    await row.getByText('Width: OK, TX', { exact: true }).waitFor();
    await row.click();
    await agent.waitForURL(`**/overview/${request.id}`);
    const decided = agent.getByRole('region', { name: 'What the rules say' });
    await decided.getByText('Width 20′ 10″, routine up to 16′ 0″').first().waitFor();
  });

  it('an admin turns decision by rule off for a state, and the next request through it waits for staff', async () => {
    const admin = await signedInAs('admin@example.com');
    await admin.goto(url('/main-settings'));
    const states = admin.getByRole('combobox', { name: 'States whose requests always wait for staff' });
    await states.fill('Oklah');
    await admin.getByRole('option', { name: 'Oklahoma (OK)' }).click();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('The service settings are saved.').waitFor();

    const load = await loadOf('Blade 44 from Tulsa to Dallas', { width_in: 144, weight_lbs: 90_000 });
    const member = await apiCallsAs('member@example.com');
    const { data: request } = await member<{ data: { id: number; status: string } }>('POST', '/permit-requests', {
      load_id: load,
      states: ['OK', 'TX'],
      start_date: day(5),
      end_date: day(7),
    });
    expect(request.status).toBe('submitted');
    await admin.goto(url(`/overview/${request.id}`));
    await admin
      .getByRole('region', { name: 'What the rules say' })
      .getByText('Staff decide every request through Oklahoma')
      .waitFor();
  });
});
