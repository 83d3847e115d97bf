/**
 * Routine permits decided by rule (issue 63), as people meet it: a member on a phone fills in a
 * request and watches what each state says change as they type, sends it and finds it approved
 * with its fee; a superload waits in the agent's queue, flagged with why; an admin turns decision
 * by rule off for a state, and the next request through it waits for staff.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCallsAs } from './api.js';
import { framesDrawn, watchPlaces } from './screens.js';
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

  it('a request opened on a phone keeps its fields where they are while what each state says arrives', async () => {
    const load = await loadOf('Blade 44 from Tulsa to Dallas', { width_in: 144, weight_lbs: 90_000 });
    const member = await apiCallsAs('member@example.com');
    const { data: request } = await member<{ data: { id: number } }>('POST', '/permit-requests', {
      load_id: load,
      states: ['OK', 'TX'],
      start_date: day(5),
      end_date: day(7),
    });
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    // The load's answer is slow, as on a phone's network: the form is there before it.
    let release = () => undefined as void;
    const released = new Promise<void>((done) => (release = done));
    await page.route(`**/api/loads**`, async (route) => {
      await released;
      return route.continue();
    });
    await page.goto(url(`/my-permit-request/${request.id}`));
    const preview = page.getByRole('region', { name: 'What each state says' });
    const start = page.getByLabel('Start date');
    const notes = page.getByLabel('Notes');
    await expect.poll(() => start.inputValue()).toBe(day(5));
    // Not "choose a load": the request has one, still on its way.
    await preview.getByText('Loading…').waitFor();
    const before = [await start.boundingBox(), await notes.boundingBox()];

    release();
    await expect.poll(() => preview.getByText('Routine', { exact: true }).count()).toBe(2);
    await preview.getByText(/^Price: /).waitFor();
    expect([await start.boundingBox(), await notes.boundingBox()]).toEqual(before);
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

    // The office as it was, for the tests that follow on the same API.
    const asAdmin = await apiCallsAs('admin@example.com');
    const { data: settings } = await asAdmin<{ data: { rule_decisions: Record<string, unknown> } }>(
      'GET',
      '/settings/main',
    );
    await asAdmin('PUT', '/settings/main', {
      ...settings,
      rule_decisions: { ...settings.rule_decisions, states_off: [] },
    });
  });
});

describe('vehicles kept once', () => {
  it('a new vehicle’s form on a phone is drawn with its two axles: what follows them stays where it is', async () => {
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url('/my-vehicles'));
    const create = page.getByRole('link', { name: 'New vehicle', exact: true });
    await create.waitFor();
    const placesOfFigures = await watchPlaces(page, 'section', 'What the axles add up to');
    await create.click();
    await page.getByRole('region', { name: 'What the axles add up to' }).waitFor();
    await expect.poll(() => page.getByLabel(/^Axle \d weight/).count()).toBe(2);
    await page.getByRole('button', { name: 'Add' }).waitFor();
    await framesDrawn(page);
    expect(await placesOfFigures()).toHaveLength(1);
  });

  it('a member on a phone builds a vehicle axle by axle, copies it, puts a load on it and sends a request weighed by its axles', async () => {
    const page = await signedInAs('member@example.com', { viewport: PHONE });
    await page.goto(url('/my-vehicles/create'));
    await page.getByLabel('Name', { exact: true }).fill('Kenworth W900 + lowboy 7');
    await page.getByLabel('Power unit').fill('Kenworth W900 #7');
    await page.getByLabel('Trailers').fill('Jeep, 3-axle lowboy');
    await page.getByLabel('Overall length (ft)').fill('80');
    await page.getByLabel('Overall length (in)').fill('0');
    // Two axles to start with; three more, each with its weight and the spacing to the next.
    for (let more = 0; more < 3; more += 1) await page.getByRole('button', { name: 'Add' }).click();
    const axles: [number, number | null][] = [
      [12_000, 204],
      [25_000, 54],
      [25_000, 420],
      [14_000, 54],
      [14_000, null],
    ];
    for (const [index, [weight, spacing]] of axles.entries()) {
      await page.getByLabel(`Axle ${index + 1} weight`).fill(String(weight));
      if (spacing !== null) {
        await page.getByLabel(`Spacing to axle ${index + 2} (ft)`).fill(String(Math.floor(spacing / 12)));
        await page.getByLabel(`Spacing to axle ${index + 2} (in)`).fill(String(spacing % 12));
      }
    }
    const figures = page.getByRole('region', { name: 'What the axles add up to' });
    await figures.getByText('90,000 lb', { exact: true }).waitFor();
    // 50,000 lb on the drive tandem: the form says so before anything is sent.
    await figures.getByText('Tandem 2-3 carries 50,000 lb, over the federal 34,000 lb').waitFor();
    await figures.getByText('The gross weight 90,000 lb is over the federal 80,000 lb').waitFor();
    // 17,000 lb on each axle behind the steer: every group is within.
    for (const index of [2, 3, 4, 5]) await page.getByLabel(`Axle ${index} weight`).fill('17000');
    await figures.getByText('Every group of axles is within the federal axle limits and the Bridge Formula').waitFor();
    await figures.getByText('80,000 lb', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}vehicle-form-390.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/my-vehicles$/);

    // The next one starts from a copy: everything typed, under a name that says so.
    await page.getByRole('link', { name: 'Copy Kenworth W900 + lowboy 7 to a new vehicle' }).first().click();
    await page.waitForURL(/\/my-vehicles\/create$/);
    await expect
      .poll(() => page.getByLabel('Name', { exact: true }).inputValue())
      .toBe('Copy of Kenworth W900 + lowboy 7');
    expect(await page.getByLabel('Axle 5 weight').inputValue()).toBe('17000');
    await page.getByLabel('Name', { exact: true }).fill('Kenworth W900 + lowboy 8');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/my-vehicles$/);

    // A load on it: the vehicle gives its weight and axles.
    await page.goto(url('/my-loads/create'));
    await page.getByLabel('Description').fill('Transformer 7 from Tulsa to Dallas');
    await page.getByLabel('Commodity').fill('Transformer');
    const vehicle = page.getByRole('combobox', { name: 'Vehicle' });
    await vehicle.fill('lowboy 8');
    await page.getByRole('option', { name: 'Kenworth W900 + lowboy 8' }).click();
    await expect.poll(() => page.getByLabel('Gross weight').inputValue()).toBe('80000');
    expect(await page.getByLabel('Axles', { exact: true }).inputValue()).toBe('5');
    await page.getByLabel('Width (ft)').fill('12');
    await page.getByLabel('Width (in)').fill('0');
    await page.getByLabel('Height (ft)').fill('13');
    await page.getByLabel('Height (in)').fill('6');
    await page.getByLabel('Origin city').fill('Tulsa');
    await page.getByRole('combobox', { name: 'Origin state' }).click();
    await page.getByRole('option', { name: 'Oklahoma (OK)' }).click();
    await page.getByLabel('Destination city').fill('Dallas');
    await page.getByRole('combobox', { name: 'Destination state' }).click();
    await page.getByRole('option', { name: 'Texas (TX)' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/my-loads$/);

    await page.goto(url('/my-permit-request/create'));
    await chooseLoad(page, 'Transformer 7 from Tulsa to Dallas');
    const preview = page.getByRole('region', { name: 'What each state says' });
    await expect.poll(() => preview.getByText('Routine', { exact: true }).count()).toBe(2);
    await page.getByLabel('Start date').fill(day(5));
    await page.getByLabel('End date').fill(day(7));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/overview\/\d+$/);
    await page.getByText('Approved by rule', { exact: true }).first().waitFor();
  });
});

describe('an approval by rule reversed', () => {
  it('an agent sends it back to review with a reason, which the member reads', async () => {
    const load = await loadOf('Blade 45 from Tulsa to Dallas', { width_in: 144, weight_lbs: 90_000 });
    const member = await apiCallsAs('member@example.com');
    const { data: request } = await member<{ data: { id: number; number: string; status: string } }>(
      'POST',
      '/permit-requests',
      { load_id: load, states: ['OK', 'TX'], start_date: day(5), end_date: day(7) },
    );
    expect(request.status).toBe('approved');
    const agent = await signedInAs('agent@example.com');
    await agent.goto(url(`/overview/${request.id}`));
    await agent.getByRole('button', { name: 'Reverse the approval' }).click();
    const dialog = agent.getByRole('dialog', { name: `Reverse the approval of ${request.number}` });
    // No reason, no reversal.
    await dialog.getByRole('button', { name: 'Reverse the approval' }).click();
    await dialog.getByText('This field is required').waitFor();
    const reason = 'The I-35 bridge at Ardmore is closed next week';
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reverse the approval' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await agent.getByText('In review', { exact: true }).first().waitFor();
    const { data } = await member<{
      data: { status: string; decision: { by_rule: boolean }; status_history: { note: string | null }[] };
    }>('GET', `/permit-requests/${request.id}`);
    expect(data).toMatchObject({ status: 'in_review', decision: { by_rule: false } });
    expect(data.status_history.at(-1)?.note).toBe(reason);
  });
});
