/**
 * The permit path end to end: a member creates a load (sized in feet and inches, checked against
 * the states' regulations), requests a permit for it, staff approve it on /overview/{id}, and the
 * member sees the new status; then the overview, rejections, and loads edited and deleted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, readAsAdmin } from './api.js';
import { confirmDeletion } from './screens.js';
import {
  allowConsoleErrors,
  GREEN,
  notification,
  notificationColour,
  pathOf,
  SCREENSHOTS,
  url,
  useBrowser,
  waitForPath,
} from './support.js';
import * as fileViewer from './file-viewer.js';

const { signedIn, state } = useBrowser();

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Shared across the path's steps, which run in order. */
const journey = { permitPath: '', permitNumber: '' };

describe('a load, its permit request, and its approval', () => {
  it('a member creates a load in feet and inches, with the specification messages for wrong sizes', async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Loads' }).click();
    await page.waitForURL('**/my-loads');
    await page.getByRole('link', { name: 'New load' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    // A member's loads are their company's: there is nothing to choose.
    expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Length (ft)' }).fill('abc');
    await page.getByRole('textbox', { name: 'Gross weight' }).fill('12.5');
    await page.getByRole('button', { name: 'Save' }).click();
    // Save checks the form once the press is painted (components/submit-after-paint.ts): the
    // messages come a frame later, and are counted once there.
    await page.getByText('This field can only contain numbers').waitFor();
    expect(await page.getByText('This field can only contain numbers').count()).toBe(1);
    expect(await page.getByText('This field can only contain integer values').count()).toBe(1);
    expect(await page.getByText('This field is required').count()).toBeGreaterThanOrEqual(5);
    expect(state.requests.some((request) => request.startsWith('POST') && request.includes('/api/loads'))).toBe(false);

    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Power transformer from Houston to Denver');
    await page.getByRole('textbox', { name: 'Commodity' }).fill('Power transformer');
    await page.getByRole('textbox', { name: 'Length (ft)' }).fill('95');
    await page.getByRole('textbox', { name: 'Length (in)' }).fill('6');
    await page.getByRole('textbox', { name: 'Width (ft)' }).fill('14');
    await page.getByRole('textbox', { name: 'Width (in)' }).fill('0');
    await page.getByRole('textbox', { name: 'Height (ft)' }).fill('15');
    await page.getByRole('textbox', { name: 'Height (in)' }).fill('2');
    await page.getByRole('textbox', { name: 'Gross weight' }).fill('180000');
    await page.getByRole('textbox', { name: 'Axles' }).fill('9');
    await page.getByRole('textbox', { name: 'Origin city' }).fill('Houston');
    await chooseOption(page, 'Origin state', 'Texas (TX)');
    await page.getByRole('textbox', { name: 'Destination city' }).fill('Denver');
    await chooseOption(page, 'Destination state', 'Colorado (CO)');
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/my-loads');
    // react-admin's own news of a success is green, as every success is.
    await notification(page).filter({ hasText: 'Element created' }).waitFor();
    expect(await notificationColour(page)).toBe(GREEN);

    const { data } = await apiAs<{ data: Record<string, unknown>[] }>(
      'member@example.com',
      'GET',
      '/loads?q=houston+denver',
    );
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ length_in: 1146, width_in: 168, height_in: 182, weight_lbs: 180000, axles: 9 });

    await page.getByPlaceholder('Search').fill('transformer houston');
    const row = page.locator('tbody tr', { hasText: 'Power transformer from Houston to Denver' });
    await row.waitFor();
    await row.getByText('95′ 6″ × 14′ 0″ × 15′ 2″').waitFor();
    await row.getByText('180,000 lb').waitFor();
    // Over every Texas limit (the seeded regulation: 70 ft, 8 ft 6 in, 14 ft, 80,000 lb).
    await row.getByText('TX: length, width, height, weight').waitFor();
    await row.getByText(/^Escort needed: .*CO/).waitFor();
  });

  it('the member requests a permit from the load: its route proposed, what each state says shown as it changes', async () => {
    const page = await signedIn('member@example.com', { at: '/my-loads' });
    await page.getByPlaceholder('Search').fill('transformer houston');
    // Clicked at once, whether or not the search has applied yet: a search that comes due after the
    // list was left goes nowhere (admin/router-provider.ts; search.e2e.test.ts holds the moment).
    await page.getByRole('link', { name: 'Request a permit: Power transformer from Houston to Denver' }).click();
    await page.waitForURL('**/my-permit-request/create');
    await page.getByRole('button', { name: 'Save' }).waitFor();
    // The chosen load's name arrives with the load itself.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Load' }).inputValue())
      .toBe('Power transformer from Houston to Denver');
    // The load's route, proposed in travel order: the fewest states from Houston's to Denver's.
    const states = page.getByRole('combobox', { name: 'States on the route' }).locator('xpath=..');
    await expect
      .poll(() => states.locator('.MuiChip-label').allInnerTexts())
      .toEqual(['Texas (TX)', 'New Mexico (NM)', 'Colorado (CO)']);
    // What each state says of it: Texas issues it routinely; New Mexico and Colorado not at 180,000 lb.
    const preview = page.getByRole('region', { name: 'What each state says' });
    await preview.getByText('Gross weight 180,000 lb, routine up to 170,000 lb').waitFor();
    await preview.getByText('Gross weight 180,000 lb, routine up to 160,000 lb').waitFor();
    expect(await preview.getByText('Routine', { exact: true }).count()).toBe(1);
    expect(await preview.getByText('Needs review', { exact: true }).count()).toBe(2);
    await preview.getByText(/^Our staff review it/).waitFor();
    await preview.getByText(/^Price: \$/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}permit-request-decision-1280.png`, fullPage: true });

    // A route with a gap is named, and the real one is a click away.
    await states.getByRole('button', { name: 'New Mexico (NM)' }).locator('.MuiChip-deleteIcon').click();
    await preview
      .getByText('Texas and Colorado do not share a border: add the states between them, in travel order')
      .waitFor();
    await preview.getByRole('button', { name: 'Use TX → NM → CO' }).click();
    await expect
      .poll(() => states.locator('.MuiChip-label').allInnerTexts())
      .toEqual(['Texas (TX)', 'New Mexico (NM)', 'Colorado (CO)']);

    await page.getByLabel('Start date').fill('2026-12-10');
    await page.getByLabel('End date').fill('2026-12-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The end date must be on or after the start date.').waitFor();
    await page.getByLabel('End date').fill('2026-12-14');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Night moves only through Denver.');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/overview\/\d+$/);
    journey.permitPath = pathOf(page);
    const heading = page.getByRole('heading', { level: 1, name: /^PR-\d{6}$/ });
    await heading.waitFor();
    journey.permitNumber = await heading.innerText();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    const route = page.getByRole('region', { name: 'States on the route' });
    for (const name of ['Texas', 'New Mexico', 'Colorado']) await route.getByText(name, { exact: true }).waitFor();
    // Flagged for staff, with why: the rules' decision as the API made it.
    await page.getByText('Needs review', { exact: true }).first().waitFor();
    const decided = page.getByRole('region', { name: 'What the rules say' });
    await decided.getByText('Gross weight 180,000 lb, routine up to 170,000 lb').waitFor();
    // A member may cancel; the decisions are staff's.
    await page.getByRole('button', { name: 'Cancel request' }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    const id = journey.permitPath.split('/').pop();
    const { data } = await apiAs<{ data: { states: string[]; status: string } }>(
      'member@example.com',
      'GET',
      `/permit-requests/${id}`,
    );
    expect(data).toMatchObject({ states: ['TX', 'NM', 'CO'], status: 'submitted' });
  });

  it('staff approve it on /overview/{id}, and the member then sees it approved', async () => {
    expect(journey.permitPath).toMatch(/^\/overview\/\d+$/);
    const staff = await signedIn('agent@example.com', { at: journey.permitPath });
    await staff.getByRole('heading', { level: 1, name: journey.permitNumber }).waitFor();
    await staff.getByRole('button', { name: 'Approve' }).click();
    await notification(staff).filter({ hasText: 'The permit request is now approved' }).waitFor();
    await staff.getByRole('button', { name: 'Issue permit' }).waitFor();
    const { data: agent } = await apiAs<{ data: { name: string } }>('agent@example.com', 'GET', '/me');
    await staff
      .getByText(new RegExp(`by ${agent.name}$`))
      .first()
      .waitFor();
    await staff.screenshot({ path: `${SCREENSHOTS}permit-overview-1280.png`, fullPage: true });
    await staff.context().close();

    const member = await signedIn('member@example.com');
    await member.getByRole('menuitem', { name: 'Permit requests' }).click();
    await member.waitForURL('**/my-permit-request');
    const row = member.locator('tbody tr', { hasText: journey.permitNumber });
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.click();
    await member.waitForURL(`**${journey.permitPath}`);
    await member.getByText('Approved', { exact: true }).first().waitFor();
    // Decided: nothing left for the member to change.
    expect(await member.getByRole('button', { name: 'Cancel request' }).count()).toBe(0);
  });

  it('staff issue the permit; its PDF opens in the file viewer and its invoice is raised', async () => {
    const staff = await signedIn('admin@example.com', { at: journey.permitPath });
    await staff.getByRole('button', { name: 'Issue permit' }).click();
    await notification(staff).filter({ hasText: 'The permit request is now issued' }).waitFor();
    await staff.getByRole('button', { name: `${journey.permitNumber}.pdf` }).click();
    const viewer = fileViewer.dialog(staff);
    await viewer.waitFor();
    expect(await fileViewer.pdfShown(viewer)).toContain(`Oversize/overweight permit ${journey.permitNumber}`);
    expect(await fileViewer.download(viewer).getAttribute('href')).toMatch(fileViewer.signedLinkTo(/files\/\d+/));
    const { data } = await apiAs<{ data: { description: string }[] }>(
      'admin@example.com',
      'GET',
      `/invoices?q=${journey.permitNumber}`,
    );
    expect(data[0]?.description).toContain(journey.permitNumber);
  });
});

describe('decisions and their guards', () => {
  it('a rejection needs its reason, which the timeline then shows; it can be reviewed again', async () => {
    const { data } = await readAsAdmin<{ data: { id: number; number: string }[] }>(
      '/permit-requests?status=submitted&per_page=1',
    );
    const permit = data[0];
    if (!permit) throw new Error('The seed has no submitted permit request');
    const page = await signedIn('admin@example.com', { at: `/overview/${permit.id}` });
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the permit request ${permit.number}` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('This field is required').waitFor();
    expect(state.requests.some((request) => request.includes('/transition'))).toBe(false);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The route crosses a bridge closed to this weight.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await notification(page).filter({ hasText: 'The permit request is now rejected' }).waitFor();
    await page.getByLabel('Status').getByText('The route crosses a bridge closed to this weight.').waitFor();
    await page.getByRole('button', { name: 'Review again' }).waitFor();
  });

  it("a member's cancel of a request staff have decided since is refused as a change made meanwhile", async () => {
    const { data } = await apiAs<{ data: { id: number }[] }>(
      'member@example.com',
      'GET',
      '/permit-requests?status=submitted&per_page=1',
    );
    const permit = data[0];
    if (!permit) throw new Error('The member has no submitted permit request');
    const page = await signedIn('member@example.com', { at: `/overview/${permit.id}` });
    await page.getByRole('button', { name: 'Cancel request' }).waitFor();
    // Staff approve it meanwhile: the page still offers the cancel, which names the version it saw;
    // the API refuses it (412) and the page shows the request as it is now.
    allowConsoleErrors(/status of 412/);
    await apiAs('agent@example.com', 'POST', `/permit-requests/${permit.id}/transition`, { status: 'approved' });
    await page.getByRole('button', { name: 'Cancel request' }).click();
    await notification(page).filter({ hasText: 'Someone else changed this record after you opened it.' }).waitFor();
    await page.getByText('Approved', { exact: true }).first().waitFor();
  });

  it('a non-numeric id fails route validation, and another company’s request is not found', async () => {
    const page = await signedIn('member@example.com');
    await page.goto(url('/overview/abc'));
    await page.getByText('Page Not Found').waitFor();
    const { data } = await readAsAdmin<{ data: { id: number; company_id: number }[] }>(
      '/permit-requests?company_id=2&per_page=1',
    );
    const foreign = data[0];
    if (!foreign) throw new Error('Company 2 has no permit request');
    // Another company's request: the API answers 404.
    allowConsoleErrors(/status of 404/);
    await page.goto(url(`/overview/${foreign.id}`));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
  });

  it('staff see the open requests first, every company, and filter them', async () => {
    const page = await signedIn('agent@example.com');
    await page.getByRole('menuitem', { name: 'Permit requests' }).click();
    const { total } = await readAsAdmin<{ total: number }>('/permit-requests?open=true');
    await page.getByText(`1-25 of ${total}`).waitFor();
    expect(state.requests.some((request) => /\/api\/permit-requests\?.*open=true/.test(request))).toBe(true);
    await page.getByRole('columnheader', { name: 'Company' }).waitFor();
    // A search typed while the list draws is kept (its default filter stays the same object).
    const { data } = await readAsAdmin<{ data: { number: string }[] }>('/permit-requests?open=true&per_page=1');
    const number = data[0]?.number ?? '';
    await page.getByPlaceholder('Search').fill(number);
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('link', { name: number, exact: true }).waitFor();
  });
});

describe('loads, edited and deleted', () => {
  it('edits a load and deletes one through the confirmation; a load with permits is kept with the reason', async () => {
    const { data: spare } = await apiAs<{ data: { id: number } }>('member@example.com', 'POST', '/loads', {
      description: 'Spare excavator to delete',
      commodity: 'Excavator',
      length_in: 480,
      width_in: 110,
      height_in: 150,
      weight_lbs: 70000,
      axles: 5,
      origin_city: 'Tulsa',
      origin_state: 'OK',
      destination_city: 'Wichita',
      destination_state: 'KS',
    });
    const page = await signedIn('member@example.com', { at: `/my-loads/${spare.id}` });
    const length = page.getByRole('textbox', { name: 'Length (ft)' });
    await expect.poll(() => length.inputValue()).toBe('40');
    expect(await page.getByRole('textbox', { name: 'Length (in)' }).inputValue()).toBe('0');
    await page.getByRole('textbox', { name: 'Width (in)' }).fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/my-loads');
    const { data: edited } = await apiAs<{ data: { width_in: number } }>(
      'member@example.com',
      'GET',
      `/loads/${spare.id}`,
    );
    expect(edited.width_in).toBe(9 * 12 + 4);

    await page.goto(url(`/my-loads/${spare.id}`));
    await confirmDeletion(page);
    await page.waitForURL('**/my-loads');
    await notification(page).filter({ hasText: 'Element deleted' }).waitFor();

    const { data: permitted } = await apiAs<{ data: { id: number }[] }>(
      'member@example.com',
      'GET',
      '/loads?q=transformer+houston',
    );
    // A load with permit requests: the API refuses its deletion with a 409.
    allowConsoleErrors(/status of 409/);
    await page.goto(url(`/my-loads/${permitted[0]?.id}`));
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await confirmDeletion(page);
    await notification(page).filter({ hasText: 'This load has permit requests; cancel them first.' }).waitFor();
  });

  it('staff see every company’s loads and filter those on the road', async () => {
    const page = await signedIn('admin@example.com', { at: '/my-loads' });
    const { total } = await readAsAdmin<{ total: number }>('/loads');
    await page.getByText(`1-25 of ${total}`).waitFor();
    await page.getByRole('columnheader', { name: 'Company' }).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'On the road only' }).click();
    const { total: onRoad } = await readAsAdmin<{ total: number }>('/loads?on_road=true');
    await page.getByText(`1-25 of ${onRoad}`).waitFor();
  });
});

describe('/overview', () => {
  it("shows the member's own figures, linked to their lists, the 12 months as charts, and activity linked to records", async () => {
    const page = await signedIn('member@example.com');
    const { data } = await apiAs<{
      data: { kpis: { open_permit_requests: number; loads_on_road: number }; recent: { title: string }[] };
    }>('member@example.com', 'GET', '/overview');
    const card = (name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });
    await card('Open permit requests').getByText(String(data.kpis.open_permit_requests), { exact: true }).waitFor();
    expect(await page.getByText('Companies', { exact: true }).count()).toBe(0);
    // The two charts, each an image named by its heading and described by the twelve months' figures.
    await page.getByRole('img', { name: 'Permits' }).waitFor();
    const spend = page.getByRole('img', { name: 'Spend' });
    await spend.waitFor();
    const figures = await spend.evaluate((chart) =>
      document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent?.split('; '),
    );
    expect(figures).toHaveLength(12);
    expect(figures?.[0]).toMatch(/^[A-Z][a-z]{2} \d{2}: \$[\d,]+\.\d{2}$/);

    await card('Loads on the road').click();
    await page.waitForURL('**/my-loads?**');
    await page.getByText(`1-${Math.min(25, data.kpis.loads_on_road)} of ${data.kpis.loads_on_road}`).waitFor();

    await page.goto(url('/overview'));
    const first = data.recent[0];
    if (!first) throw new Error('The member has no activity');
    await page.getByRole('link', { name: first.title }).first().click();
    await page.waitForURL((target) => target.pathname !== '/overview');
    expect(await page.getByRole('heading', { name: /404 Not Found|Access denied|An error occurred/ }).count()).toBe(0);
  });
});
