/**
 * Permit requests against the clock (issue 38), as staff and a member meet them: an agent takes the
 * next request and hands it over with a reason, and the colleague finds it among theirs; late and
 * at-risk flags, in words, at the desk and on a phone; the overview's queue figures are what the
 * queue lists; a member reads when to expect an answer, and how long the answer took.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCallsAs, readAsAdmin } from './api.js';
import { allCardsDrawn, SCREENSHOTS, notification, url, useBrowser } from './support.js';

const { signedInAs } = useBrowser();

type Permit = {
  id: number;
  number: string;
  status: string;
  clock: string;
  due_at: string | null;
  agent_id: number | null;
  answered_in_minutes: number | null;
};
type List = { data: Permit[]; total: number };

/** The list's own count, as its pagination says it: `1-12 of 12`. */
async function listTotal(page: Page): Promise<number> {
  const text = await page
    .getByText(/^\d+-\d+ of \d+$/)
    .first()
    .innerText();
  return Number(/of (\d+)$/.exec(text)?.[1]);
}

describe('the queue', () => {
  it('an agent takes the next request, hands it over with a reason, and the colleague finds it as theirs', async () => {
    const { data: waiting } = await readAsAdmin<List>(
      '/permit-requests?assigned=false&open=true&sort=due_at&order=asc',
    );
    const next = waiting.find((row) => ['on_time', 'at_risk', 'late'].includes(row.clock));
    if (!next) throw new Error('the seed has no unassigned request waiting');

    const agent = await signedInAs('agent@example.com');
    await agent.goto(url('/my-permit-request'));
    await agent.getByRole('button', { name: 'Take the next one' }).click();
    await agent.waitForURL(`**/overview/${next.id}`);
    await notification(agent)
      .filter({ hasText: `${next.number} is yours now` })
      .waitFor();
    await expect.poll(() => agent.getByTestId('assignee').innerText()).toBe('Assigned to Alex Agent');

    await agent.getByRole('button', { name: 'Hand over' }).click();
    const dialog = agent.getByRole('dialog', { name: `Hand over ${next.number}` });
    // Without a colleague and a reason, nothing is sent.
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(2);
    await dialog.getByRole('combobox', { name: 'To' }).click();
    await agent.getByRole('option', { name: 'Ada Admin' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Ada knows the Louisiana bridges.');
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => agent.getByTestId('assignee').innerText()).toBe('Assigned to Ada Admin');
    // Hers now: the agent no longer offers to hand it over.
    expect(await agent.getByRole('button', { name: 'Hand over' }).count()).toBe(0);

    const { data: history } = await readAsAdmin<{ data: { action: string; reason: string | null }[] }>(
      `/revisions?collection=permit-requests&record_id=${next.id}`,
    );
    expect(history[0]).toMatchObject({ action: 'assigned', reason: 'Ada knows the Louisiana bridges.' });

    const admin = await signedInAs('admin@example.com');
    await admin.goto(url('/my-permit-request'));
    await admin.getByRole('button', { name: 'Mine' }).click();
    await admin.getByRole('link', { name: next.number, exact: true }).waitFor();
  });

  it('flags late and at-risk requests in words, at the desk and on a phone', async () => {
    const { data: late } = await readAsAdmin<List>('/permit-requests?clock=late&per_page=100');
    const { data: atRisk } = await readAsAdmin<List>('/permit-requests?clock=at_risk&per_page=100');
    expect(late.length).toBeGreaterThan(0);
    expect(atRisk.length).toBeGreaterThan(0);

    // Time passes during the test: a request at risk may fall due meanwhile (never the other way), so
    // counts are bounded by the API's before and after, and an at-risk row may say "Late" by then.
    const desk = await signedInAs('admin@example.com');
    await desk.goto(url('/my-permit-request'));
    await desk.getByRole('button', { name: 'Late' }).click();
    const flags = desk.locator('tbody [data-clock]');
    // The view applied: the list's count within the API's before and now.
    await expect
      .poll(async () => {
        const shown = await listTotal(desk);
        const { total } = await readAsAdmin<List>('/permit-requests?clock=late&per_page=1');
        return shown >= late.length && shown <= total;
      })
      .toBe(true);
    expect(new Set(await flags.allInnerTexts())).toEqual(new Set(['Late']));
    await desk.screenshot({ path: `${SCREENSHOTS}queue-late-1280.png` });

    const phone = await signedInAs('agent@example.com', { viewport: { width: 390, height: 844 } });
    await phone.goto(url(`/my-permit-request?filter=${encodeURIComponent(JSON.stringify({ clock: 'at_risk' }))}`));
    const cards = phone.getByTestId('record-cards');
    const phoneFlags = cards.locator('[data-clock]');
    await phoneFlags.first().waitFor();
    await allCardsDrawn(phone);
    const words = await phoneFlags.allInnerTexts();
    expect(words).toContain('At risk');
    expect(words.every((word) => word === 'At risk' || word === 'Late')).toBe(true);
    // The due time is written beside the flag, not left to a colour.
    await cards.getByText(/^due /).first().waitFor();
    await phone.screenshot({ path: `${SCREENSHOTS}queue-at-risk-390.png` });
  });

  it('counts on the overview what the queue lists: late, due today, unassigned', async () => {
    const page = await signedInAs('admin@example.com');
    const figures = page.getByRole('region', { name: 'The queue' });
    for (const name of ['Late', 'Due today', 'Unassigned']) {
      // Time passes between the overview's read and the list's: a request can fall due in between.
      // Then both are read again; a figure that is not the list's count fails every time.
      const readings: [number, number][] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        await page.goto(url('/overview'));
        const tile = figures.getByRole('link').filter({ hasText: name });
        // The tile reads: its name, its figure, what it counts.
        const shown = Number((await tile.locator('p').nth(1).innerText()).replace(/,/g, ''));
        await tile.click();
        await page.waitForURL('**/my-permit-request?**');
        // A filter that matches nothing: RecordTable says so (ListNoMatch), where a list with no records at all would invite to create.
        const listed =
          shown === 0
            ? (await page.getByText('Nothing matches the search and filters.').waitFor(), 0)
            : await listTotal(page);
        readings.push([shown, listed]);
        if (shown === listed) break;
      }
      expect(readings.at(-1)?.[0], `${name}: ${JSON.stringify(readings)}`).toBe(readings.at(-1)?.[1]);
    }
  });

  it("draws an admin's overview without moving it: what is below the workload waits for it", async () => {
    const page = await signedInAs('admin@example.com');
    // The workload's read answers last, after the overview's figures and charts are in.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (address) => address.pathname.endsWith('/statistics/workload'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const overviewRead = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/overview'));
    await page.goto(url('/overview'));
    await overviewRead;
    await page.getByRole('region', { name: 'The queue' }).getByRole('link').first().waitFor();
    await page.evaluate(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    release();
    await page.getByRole('heading', { name: 'Open requests per person' }).waitFor();
    await page.getByRole('heading', { name: 'The last 12 months' }).waitFor();
    // Every shift there was, from the page's start: none moved what was drawn.
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.01);
  });

  it('tells a member when to expect an answer, and how long the answer took', async () => {
    const member = await apiCallsAs('member@example.com');
    const { data: theirs } = await member<List>('GET', '/permit-requests?per_page=200');
    const waiting = theirs.find((row) => row.due_at !== null);
    const answered = theirs.find((row) => row.clock === 'answered' && row.answered_in_minutes !== null);
    if (!waiting || !answered) throw new Error('the member has no request waiting and none answered');
    // A member reads no assignee, not even of a request someone holds.
    expect(theirs.every((row) => row.agent_id === null)).toBe(true);

    const page = await signedInAs('member@example.com');
    await page.goto(url(`/overview/${waiting.id}`));
    const expectation = page.getByTestId('answer-expectation');
    await expect
      .poll(() => expectation.innerText())
      .toMatch(/^Expect an answer by \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(await page.getByTestId('assignee').count()).toBe(0);

    await page.goto(url(`/overview/${answered.id}`));
    await expect
      .poll(() => expectation.innerText())
      .toMatch(/^Answered in (\d+ h( \d+ min)?|\d+ min) of working time$/);
  });
});
