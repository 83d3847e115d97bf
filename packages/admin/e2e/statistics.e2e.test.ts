/** /statistic, /agent-statistics and /company-statistic: the API's figures, the period, charts, CSV and failures. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readAsAdmin } from './api.js';
import { downloadFrom, overflowWidth, showSettled } from './screens.js';
import { allowConsoleErrors, closeNotification, dataCell, mockApi, SCREENSHOTS, url, useBrowser } from './support.js';

const { signedIn, signedInAs, state } = useBrowser();

interface MonthPoint {
  month: string;
  permits: number;
  revenue_cents: number;
}
interface StatePoint {
  state: string;
  permits: number;
  revenue_cents: number;
}
interface AgentRow {
  agent_id: number;
  agent_name: string;
  permits_processed: number;
  average_handling_hours: number | null;
}

// What a person reads, worked out here rather than imported, so that the page is checked against it.
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const integer = (value: number) => new Intl.NumberFormat('en-US').format(value);
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const monthsAgo = (count: number) => {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - count, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
};
const hours = (value: number | null) => {
  if (value === null) return '—';
  if (value < 24) return `${value.toFixed(1)} h`;
  const days = Math.floor(value / 24);
  const rest = Math.round(value - days * 24);
  return rest === 0 ? `${days} d` : rest === 24 ? `${days + 1} d` : `${days} d ${rest} h`;
};

const field = (page: Page, label: 'From' | 'To') => page.getByLabel(label, { exact: true });

/** The rows of a titled table, as their text, once the table shows `count` rows. */
async function tableRows(page: Page, region: string) {
  return page.getByRole('region', { name: region, exact: true }).locator('tbody tr').allInnerTexts();
}

const monthRow = (point: MonthPoint) =>
  [monthLabel(point.month), integer(point.permits), money(point.revenue_cents)].join('\t');

describe('/statistic', () => {
  it('shows the service figures of the last 12 months, follows the chosen period, and downloads the table', async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Statistics', exact: true }).click();
    await page.waitForURL('**/statistic');
    expect(await field(page, 'From').inputValue()).toBe(monthsAgo(11));
    expect(await field(page, 'To').inputValue()).toBe(monthsAgo(0));

    const { data } = await readAsAdmin<{ data: { months: MonthPoint[]; states: StatePoint[] } }>(
      `/statistics?from=${monthsAgo(11)}&to=${monthsAgo(0)}`,
    );
    await expect.poll(() => tableRows(page, 'Per month')).toEqual(data.months.map(monthRow));
    const perMonth = page.getByRole('region', { name: 'Per month', exact: true });
    const permits = data.months.reduce((total, point) => total + point.permits, 0);
    const revenue = data.months.reduce((total, point) => total + point.revenue_cents, 0);
    expect(await perMonth.locator('tfoot tr').innerText()).toBe(['Total', integer(permits), money(revenue)].join('\t'));
    const busiest = data.states[0];
    if (!busiest) throw new Error('The seed has no permit in the last 12 months');
    expect((await tableRows(page, 'Per state'))[0]).toContain(
      `${integer(busiest.permits)}\t${money(busiest.revenue_cents)}`,
    );

    // The charts are drawn, as wide as their cards.
    const chart = page.getByRole('region', { name: 'Permits per month', exact: true }).locator('svg').first();
    await chart.waitFor();
    expect((await chart.boundingBox())?.width).toBeGreaterThan(400);
    await page.getByRole('region', { name: 'Revenue per month', exact: true }).locator('svg').first().waitFor();

    // Another period: the table follows it.
    const from = monthsAgo(8);
    const to = monthsAgo(3);
    const earlier = await readAsAdmin<{ data: { months: MonthPoint[] } }>(`/statistics?from=${from}&to=${to}`);
    await field(page, 'From').fill(from);
    await field(page, 'To').fill(to);
    await expect.poll(() => tableRows(page, 'Per month')).toEqual(earlier.data.months.map(monthRow));
    expect(new URL(page.url()).searchParams.get('from')).toBe(from);
    await page.getByText(`Figures for ${monthLabel(from)} – ${monthLabel(to)}`, { exact: true }).waitFor();

    const download = await downloadFrom(page, () =>
      perMonth.getByRole('button', { name: 'Download CSV', exact: true }).click(),
    );
    expect(download.filename).toBe(`statistics-per-month_${from}_${to}.csv`);
    const csv = download.text.replace(/^\ufeff/, '').split('\r\n');
    const first = earlier.data.months[0];
    expect(csv[0]).toBe('Month,Permits,Revenue (USD)');
    expect(csv[1]).toBe(`${first?.month},${first?.permits},${((first?.revenue_cents ?? 0) / 100).toFixed(2)}`);

    // The start after the end: said under the field, and nothing is asked of the server.
    const asked = state.requests.length;
    await field(page, 'From').fill(monthsAgo(2));
    await field(page, 'To').fill(monthsAgo(5));
    await page.getByText('The start month must not be after the end month', { exact: true }).waitFor();
    await page.waitForTimeout(300);
    expect(state.requests.slice(asked).filter((request) => request.includes('/api/statistics'))).toEqual([]);

    // A period with no activity at all says so.
    await field(page, 'From').fill('2001-01');
    await field(page, 'To').fill('2001-12');
    await page.getByRole('heading', { name: 'No figures for this period', exact: true }).waitFor();
  });

  it('says what went wrong when the API fails, and Try again recovers', async () => {
    const page = await signedIn('admin@example.com');
    await mockApi.fault({ method: 'GET', path: '/statistics', status: 500 });
    allowConsoleErrors(/status of 500/);
    await page.goto(url('/statistic'));
    // The page's own message, beside the SDK's notification that says the same.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Internal Server Error. Something went wrong!' })
      .filter({ has: page.getByRole('button', { name: 'Try again', exact: true }) });
    await alert.waitFor();
    expect(await page.getByRole('region', { name: 'Per month', exact: true }).count()).toBe(0);
    await alert.getByRole('button', { name: 'Try again', exact: true }).click();
    await page.getByRole('region', { name: 'Per month', exact: true }).locator('tbody tr').first().waitFor();
    await expect.poll(() => tableRows(page, 'Per month').then((rows) => rows.length)).toBe(12);
  });

  it('is for staff: a member does not see it in the menu and gets the access-denied page', async () => {
    const page = await signedIn('member@example.com');
    expect(await page.getByRole('menuitem', { name: 'Statistics', exact: true }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Agent statistics', exact: true }).count()).toBe(0);
    for (const path of ['/statistic', '/agent-statistics']) {
      await page.goto(url(path));
      await page.getByRole('heading', { name: 'Access denied', exact: true }).waitFor();
    }
    expect(state.requests.some((request) => /\/api\/statistics(\?|\/agents)/.test(request))).toBe(false);
  });
});

type OnTime = {
  target_hours: number;
  agents: { agent_id: number; agent_name: string; answered: number; on_time: number }[];
  states: { state: string; answered: number; on_time: number }[];
};

describe('/agent-statistics', () => {
  it("shows each agent's permits and handling time, sorts them, and downloads them", async () => {
    const page = await signedIn('admin@example.com');
    await page.getByRole('menuitem', { name: 'Agent statistics', exact: true }).click();
    await page.waitForURL('**/agent-statistics');
    const { data } = await readAsAdmin<{ data: AgentRow[] }>(
      `/statistics/agents?from=${monthsAgo(11)}&to=${monthsAgo(0)}`,
    );
    const agent = data.find((row) => row.average_handling_hours !== null && row.permits_processed > 0);
    if (!agent) throw new Error('The seed has no agent with a decided permit request');
    const table = page.getByRole('region', { name: 'Per agent', exact: true });
    const row = table.locator('tbody tr').filter({ hasText: agent.agent_name });
    await expect
      .poll(() => row.innerText())
      .toBe([agent.agent_name, integer(agent.permits_processed), hours(agent.average_handling_hours)].join('\t'));
    const processed = data.reduce((total, entry) => total + entry.permits_processed, 0);
    expect(await table.locator('tfoot tr').innerText()).toContain(`All agents\t${integer(processed)}`);

    await page.getByRole('region', { name: 'Permits processed', exact: true }).locator('svg').first().waitFor();
    await page.getByRole('region', { name: 'Average handling time', exact: true }).locator('svg').first().waitFor();

    // Client-side sorting: every agent is there, by name.
    await table.getByRole('button', { name: 'Agent', exact: true }).click();
    const byName = data.map((entry) => entry.agent_name).sort((left, right) => left.localeCompare(right));
    await expect
      .poll(async () => (await table.locator(`tbody tr ${dataCell(1)}`).allInnerTexts()).map((text) => text.trim()))
      .toEqual(byName);
    expect(await table.getByRole('columnheader', { name: 'Agent', exact: true }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    const { text } = await downloadFrom(page, () =>
      table.getByRole('button', { name: 'Download CSV', exact: true }).click(),
    );
    const csv = text.replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0]).toBe('Agent,Permits processed,Average handling time (hours)');
    expect(csv).toContain(`${agent.agent_name},${agent.permits_processed},${agent.average_handling_hours}`);
    expect(csv).toHaveLength(data.length + 1);
  });

  it('shows how many first answers each agent and each state had within the target, and downloads them', async () => {
    const page = await signedInAs('admin@example.com');
    await page.goto(url('/agent-statistics'));
    const { data } = await readAsAdmin<{ data: OnTime }>(
      `/statistics/on-time?from=${monthsAgo(11)}&to=${monthsAgo(0)}`,
    );
    const agent = data.agents[0];
    const state = data.states[0];
    if (!agent || !state) throw new Error('No request was answered in the last twelve months');
    const share = (row: { answered: number; on_time: number }) => `${Math.round((row.on_time / row.answered) * 100)} %`;
    const perAgent = page.getByRole('region', { name: 'Answered on time, per agent', exact: true });
    await expect
      .poll(() => perAgent.locator('tbody tr').filter({ hasText: agent.agent_name }).innerText())
      .toBe([agent.agent_name, integer(agent.answered), integer(agent.on_time), share(agent)].join('\t'));
    const perState = page.getByRole('region', { name: 'Answered on time, per state', exact: true });
    await expect.poll(() => perState.locator('tbody tr').count()).toBe(data.states.length);
    expect(await perState.locator('tbody tr').first().innerText()).toContain(`(${state.state})`);
    expect(await perAgent.getByText(`within the target of ${data.target_hours} working hours`).count()).toBe(1);

    const { text } = await downloadFrom(page, () =>
      perState.getByRole('button', { name: 'Download CSV', exact: true }).click(),
    );
    const csv = text.replace(/^\ufeff/, '').split('\r\n');
    expect(csv[0]).toBe('State,Answered,On time,Share on time');
    expect(csv).toHaveLength(data.states.length + 1);
  });
});

describe('/company-statistic', () => {
  it("shows a member their own company's permits and spend", async () => {
    const page = await signedIn('member@example.com');
    await page.getByRole('menuitem', { name: 'Company statistics', exact: true }).click();
    await page.waitForURL('**/company-statistic');
    const { data } = await readAsAdmin<{ data: { company_name: string; months: MonthPoint[] } }>(
      `/statistics/company?company_id=1&from=${monthsAgo(11)}&to=${monthsAgo(0)}`,
    );
    await page.getByText(data.company_name, { exact: true }).waitFor();
    await expect.poll(() => tableRows(page, 'Per month')).toEqual(data.months.map(monthRow));
    const spend = data.months.reduce((total, point) => total + point.revenue_cents, 0);
    expect(
      await page.getByRole('region', { name: 'Per month', exact: true }).locator('tfoot tr').innerText(),
    ).toContain(money(spend));
    await page.getByRole('region', { name: 'Spend per month', exact: true }).locator('svg').first().waitFor();
    // Only the company's own figures are asked for: the server scopes them to the member.
    expect(state.requests.filter((request) => request.includes('/api/statistics'))).not.toContainEqual(
      expect.stringContaining('company_id'),
    );
  });
});

describe('at 1280 and 390 px', () => {
  it.each([1280, 390])('each statistics page fits the window at %i px', async (width) => {
    for (const [email, paths] of [
      ['admin@example.com', ['/statistic', '/agent-statistics']],
      ['member@example.com', ['/company-statistic']],
    ] as const) {
      const page = await signedIn(email, { viewport: { width, height: 844 } });
      // As a person who asked for less motion: the charts then draw their bars at once (MUI X's
      // default), so the picture shows them whole without waiting out an animation.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await closeNotification(page);
      for (const path of paths) {
        await showSettled(page, path);
        await page.locator('main section svg').first().waitFor();
        await page.screenshot({
          path: `${SCREENSHOTS}statistics${path.replaceAll('/', '-')}-${width}.png`,
          fullPage: true,
        });
        expect(await overflowWidth(page), `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
      }
      await state.context.close();
    }
  });
});
