/**
 * Permit requests against the clock (issue 38): due times by the service's clock, the queue,
 * "take the next one", assignment and hand-over, what a member reads, the overview's figures and
 * the on-time statistics. The API's clock is held at Tuesday 2026-12-08, 10:00 in Chicago.
 */
import { permitClock, type components } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { clockRulesOf } from '../src/permit-clock.js';
import { BASE, as, signIn, useMockApi } from './support.js';

type PermitRequest = components['schemas']['PermitRequest'];
type Page = { data: PermitRequest[]; total: number };

let now = Date.parse('2026-12-08T16:00:00Z');
const { api } = useMockApi({ now: () => new Date(now) });

describe('the clock on every permit request', () => {
  it('answers each request with the clock the shared rule computes, and the seed shows every situation', async () => {
    const admin = await as('admin');
    const page = (await admin('GET', '/permit-requests?per_page=500')).body as Page;
    const rules = clockRulesOf(api.db);
    for (const row of page.data) {
      const clock = permitClock(row, rules, new Date(now));
      expect({ id: row.id, clock: row.clock, due_at: row.due_at, at_risk_at: row.at_risk_at }).toEqual({
        id: row.id,
        clock: clock.flag,
        due_at: clock.due_at,
        at_risk_at: clock.at_risk_at,
      });
    }
    const flags = new Set(page.data.map((row) => row.clock));
    expect([...flags].sort()).toEqual(['answered', 'at_risk', 'closed', 'late', 'on_time', 'paused']);
    // Texas is closed today (the seed's severe weather): a request through it has not run today.
    expect(api.db.holidayClosures.all().some((row) => row.state === 'TX' && row.date === '2026-12-08')).toBe(true);
  });

  it('orders the queue by due time, and filters late, at risk and unassigned', async () => {
    const agent = await as('agent');
    const queue = (await agent('GET', '/permit-requests?open=true&sort=due_at&order=asc&per_page=500')).body as Page;
    const due = queue.data.map((row) => row.due_at).filter((value): value is string => value !== null);
    expect(due.length).toBeGreaterThan(10);
    expect(due).toEqual([...due].sort());
    // Requests without a due time (paused, answered) come after every dated one.
    expect(queue.data.slice(0, due.length).every((row) => row.due_at !== null)).toBe(true);

    const late = (await agent('GET', '/permit-requests?clock=late&per_page=500')).body as Page;
    expect(late.total).toBeGreaterThan(0);
    expect(late.data.every((row) => typeof row.due_at === 'string' && Date.parse(row.due_at) <= now)).toBe(true);
    const unassigned = (await agent('GET', '/permit-requests?assigned=false&open=true&per_page=500')).body as Page;
    expect(unassigned.data.every((row) => row.agent_id === null)).toBe(true);
  });

  it('moves the due times when the office changes its hours, and refuses a day that ends before it starts', async () => {
    const admin = await as('admin');
    // The running request due the latest: longer hours bring its due time forward.
    const dueTimes = async () =>
      new Map(
        ((await admin('GET', '/permit-requests?clock=on_time&per_page=500')).body as Page).data.map((row) => [
          row.id,
          row.due_at,
        ]),
      );
    const dueBefore = await dueTimes();
    const id = [...dueBefore].sort((a, b) => (b[1] ?? '').localeCompare(a[1] ?? ''))[0]?.[0] ?? 0;
    const before = ((await admin('GET', `/permit-requests/${id}`)).body as { data: PermitRequest }).data;
    const settings = ((await admin('GET', '/settings/main')).body as { data: components['schemas']['ServiceSettings'] })
      .data;
    const longer = {
      ...settings,
      office_hours: { days: [1, 2, 3, 4, 5, 6, 7], start: '06:00', end: '22:00', time_zone: 'America/Chicago' },
    };
    expect((await admin('PUT', '/settings/main', longer)).status).toBe(200);
    const after = ((await admin('GET', `/permit-requests/${id}`)).body as { data: PermitRequest }).data;
    expect(before.due_at).not.toBeNull();
    expect(Date.parse(after.due_at ?? '')).toBeLessThan(Date.parse(before.due_at ?? ''));

    const backwards = { ...longer, office_hours: { ...longer.office_hours, start: '17:00', end: '08:00' } };
    const refused = await admin('PUT', '/settings/main', backwards);
    expect(refused.status).toBe(422);
    expect(refused.body?.errors).toEqual({ 'office_hours.end': ['The day must end after it starts.'] });
    // A save that leaves the hours out keeps them.
    const { office_hours: _hours, first_answer_hours: _target, ...older } = longer;
    expect((await admin('PUT', '/settings/main', older)).status).toBe(200);
    expect(api.db.settings.main.office_hours?.start).toBe('06:00');
    expect((await admin('PUT', '/settings/main', settings)).status).toBe(200);
  });
});

describe('the figures', () => {
  it('counts on the overview what the queue shows: overdue, due today, unassigned', async () => {
    const admin = await as('admin');
    const kpis = ((await admin('GET', '/overview')).body as { data: { kpis: Record<string, number> } }).data.kpis;
    const count = async (query: string) =>
      ((await admin('GET', `/permit-requests?${query}&per_page=1`)).body as Page).total;
    expect(kpis.overdue).toBe(await count('clock=late'));
    expect(kpis.unassigned).toBe(await count('assigned=false&open=true'));
    expect(kpis.unassigned).toBeGreaterThan(0);
    expect(kpis.due_today).toBeGreaterThan(0);
    expect(kpis.due_today).toBe(await count('due_today=true'));
    const member = await as('member');
    const theirs = ((await member('GET', '/overview')).body as { data: { kpis: Record<string, number> } }).data.kpis;
    expect(theirs).not.toHaveProperty('overdue');
  });

  it('shows each agent their on-time share, and the open load per agent to admins only', async () => {
    const agent = await as('agent');
    const mine = api.db.permitRequests.all().find((row) => row.agent_id === 2 && row.status === 'in_review');
    if (!mine) throw new Error('no request under review held by the agent');
    expect((await agent('POST', `/permit-requests/${mine.id}/transition`, { status: 'approved' })).status).toBe(200);
    const stats = (await agent('GET', '/statistics/on-time?from=2026-12&to=2026-12')).body as {
      data: components['schemas']['OnTimeStatistics'];
    };
    const row = stats.data.agents.find((entry) => entry.agent_id === 2);
    expect(row?.answered).toBeGreaterThanOrEqual(1);
    for (const state of mine.states) expect(stats.data.states.map((entry) => entry.state)).toContain(state);

    expect((await agent('GET', '/statistics/workload')).status).toBe(403);
    const admin = await as('admin');
    const load = (await admin('GET', '/statistics/workload')).body as { data: components['schemas']['Workload'] };
    const alex = load.data.agents.find((entry) => entry.agent_id === 2);
    const held = api.db.permitRequests
      .all()
      .filter(
        (entry) => entry.agent_id === 2 && ['submitted', 'in_review', 'waiting_on_member'].includes(entry.status),
      );
    expect(alex?.open).toBe(held.length);
  });
});

describe('take the next one', () => {
  it('hands 20 agents pressing at once 20 different requests, the most urgent unassigned first', async () => {
    const agent = await as('agent');
    const waiting = (await agent('GET', '/permit-requests?assigned=false&sort=due_at&order=asc&per_page=500'))
      .body as Page;
    const running = waiting.data.filter(
      (row) => row.clock === 'on_time' || row.clock === 'at_risk' || row.clock === 'late',
    );
    expect(running.length).toBeGreaterThanOrEqual(20);
    const { access_token: token } = await signIn('agent');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        fetch(`${BASE}/permit-requests/next`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `take-${index}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const taken = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: PermitRequest }).data),
    );
    expect(new Set(taken.map((row) => row.id)).size).toBe(20);
    expect(taken.every((row) => row.agent_name === 'Alex Agent')).toBe(true);
    // The twenty were the twenty due first.
    expect(new Set(taken.map((row) => row.id))).toEqual(new Set(running.slice(0, 20).map((row) => row.id)));
    // The history says so, with no reason (nothing was handed over).
    const history = (await agent('GET', `/revisions?collection=permit-requests&record_id=${taken[0]?.id}`)).body as {
      data: { action: string; reason: string | null }[];
    };
    expect(history.data.some((revision) => revision.action === 'assigned')).toBe(true);
  });

  it('answers a retry of the same press with the same request, and nothing when none waits', async () => {
    const { access_token: token } = await signIn('admin');
    const press = () =>
      fetch(`${BASE}/permit-requests/next`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'one-press' },
      }).then(async (answer) => ((await answer.json()) as { data: PermitRequest }).data.id);
    const first = await press();
    expect(await press()).toBe(first);
    for (const row of api.db.permitRequests.all()) {
      if (row.agent_id === null) api.db.permitRequests.update(row.id, { agent_id: 1, agent_name: 'Ada Admin' });
    }
    const none = await fetch(`${BASE}/permit-requests/next`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(none.status).toBe(204);
  });

  it('is staff only', async () => {
    const member = await as('member');
    expect((await member('POST', '/permit-requests/next')).status).toBe(403);
  });
});

describe('assign and hand over', () => {
  const heldBy = (agentId: number) =>
    api.db.permitRequests.all().find((row) => row.status === 'in_review' && row.agent_id === agentId);

  it('refuses a member, an agent taking what a colleague holds, and a hand-over without a reason', async () => {
    const [member, agent] = [await as('member'), await as('agent')];
    const admins = heldBy(1);
    const mine = heldBy(2);
    if (!admins || !mine) throw new Error('the seed has no request under review held by each');
    // A member of the request's own company may not assign it either.
    const own = api.db.permitRequests.all().find((row) => row.company_id === 1 && row.status === 'in_review');
    expect((await member('POST', `/permit-requests/${own?.id ?? admins.id}/assign`, { agent_id: 3 })).status).toBe(403);
    expect(
      (await agent('POST', `/permit-requests/${admins.id}/assign`, { agent_id: 2, reason: 'Mine now' })).status,
    ).toBe(403);
    const silent = await agent('POST', `/permit-requests/${mine.id}/assign`, { agent_id: 1 });
    expect(silent.status).toBe(422);
    expect(silent.body?.errors).toEqual({ reason: ['This field is required'] });
    // Nobody but staff can hold a request.
    const toMember = await agent('POST', `/permit-requests/${mine.id}/assign`, { agent_id: 3, reason: 'Try' });
    expect(toMember.status).toBe(422);
  });

  it('hands over with a reason, recorded in the history; the member sees neither', async () => {
    const agent = await as('agent');
    const mine = heldBy(2);
    if (!mine) throw new Error('the seed has no request under review held by the agent');
    const handed = await agent('POST', `/permit-requests/${mine.id}/assign`, {
      agent_id: 1,
      reason: 'Ada knows the Louisiana bridges.',
    });
    expect(handed.status).toBe(200);
    expect((handed.body?.data as PermitRequest).agent_name).toBe('Ada Admin');
    const history = (await agent('GET', `/revisions?collection=permit-requests&record_id=${mine.id}`)).body as {
      data: { action: string; reason: string | null; changes: { field: string }[] }[];
    };
    expect(history.data[0]).toMatchObject({ action: 'assigned', reason: 'Ada knows the Louisiana bridges.' });

    // The member of that company reads when to expect an answer, and nothing of who holds it.
    api.db.users.update(3, { company_id: mine.company_id });
    const member = await as('member');
    const read = ((await member('GET', `/permit-requests/${mine.id}`)).body as { data: PermitRequest }).data;
    expect(read).toMatchObject({ agent_id: null, agent_name: null, at_risk_at: null });
    expect(read.due_at).toEqual(expect.any(String));
    expect(read.clock).not.toBe('at_risk');
    const theirs = (await member('GET', `/revisions?collection=permit-requests&record_id=${mine.id}`)).body as {
      data: { action: string; changes: { field: string }[] }[];
    };
    expect(theirs.data.some((revision) => revision.action === 'assigned')).toBe(false);
    expect(theirs.data.flatMap((revision) => revision.changes.map((change) => change.field))).not.toContain(
      'agent_name',
    );
  });
});

describe('time passing', () => {
  it('turns an on-time request late once its due time passes, without any write', async () => {
    const admin = await as('admin');
    const onTime = ((await admin('GET', '/permit-requests?clock=on_time&per_page=1')).body as Page).data[0];
    if (!onTime?.due_at) throw new Error('no request on time');
    now = Date.parse(onTime.due_at) + 1;
    // Signed in again: the tokens follow the same clock.
    const later = ((await (await as('admin'))('GET', `/permit-requests/${onTime.id}`)).body as { data: PermitRequest })
      .data;
    expect(later.clock).toBe('late');
  });
});
