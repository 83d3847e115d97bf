/**
 * A warning when the rules change under an issued permit (issue 64): a holiday closure or a state's
 * rules saved, every active permit through that state is decided again; exactly the companies whose
 * permits it changed are told, once each, in the app and by e-mail, what changed and what to do;
 * saving again with nothing that matters changed tells nobody; an expired permit is left alone.
 */
import { describe, expect, it } from 'vitest';
import { isActivePermit } from '../src/rule-changes.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-12-02T15:30:00Z'), appUrl: 'https://permits.example' });

const TODAY = '2026-12-02';

interface Permit {
  id: number;
  number: string;
  status: string;
  company_id: number;
  rule_warning?: { message: string; at: string } | null;
}

/** A routine permit, approved by rule as it is sent: a load of `companyId`'s through `states`, made by the admin. */
async function permitOf(companyId: number, states: string[], start: string, end: string): Promise<Permit> {
  const admin = await as('admin');
  const ends = { OK: ['Tulsa', 'OK'], TX: ['Dallas', 'TX'], KS: ['Wichita', 'KS'] } as const;
  const first = ends[states[0] as keyof typeof ends];
  const last = ends[states.at(-1) as keyof typeof ends];
  const load = await admin('POST', '/loads', {
    company_id: companyId,
    description: `Transformer through ${states.join(', ')}`,
    commodity: 'Transformer',
    width_in: 144,
    height_in: 162,
    length_in: 960,
    weight_lbs: 90_000,
    axles: 9,
    origin_city: first[0],
    origin_state: first[1],
    destination_city: last[0],
    destination_state: last[1],
  });
  const made = await admin('POST', '/permit-requests', {
    load_id: (load.body as { data: { id: number } }).data.id,
    states,
    start_date: start,
    end_date: end,
  });
  const permit = (made.body as { data: Permit }).data;
  expect(permit.status).toBe('approved');
  return permit;
}

/** The rule-change notifications since `since` (a notification id), as (member, permit) pairs. */
const toldSince = (since: number) =>
  api.db.notifications
    .all()
    .filter((row) => row.kind === 'rule_change' && row.id > since)
    .map((row) => ({ user: row.user_id, permit: row.permit_request_id ?? 0, message: row.message ?? '' }));

const lastNotificationId = () => api.db.notifications.all().at(-1)?.id ?? 0;

/** The companies whose active permits cross `state` on `date`, read off the data itself. */
const companiesCrossing = (state: string, date: string) =>
  new Set(
    api.db.permitRequests
      .all()
      .filter(
        (row) =>
          isActivePermit(row, TODAY) &&
          row.states.includes(state as never) &&
          row.start_date <= date &&
          row.end_date >= date,
      )
      .map((row) => row.company_id),
  );

const activeMembersOf = (companyId: number) =>
  api.db.users.all().filter((user) => user.role === 'member' && user.active && user.company_id === companyId);

describe('a holiday closure saved', () => {
  it('tells exactly the companies whose active permits cross that state on that date, once each', async () => {
    const crossing = await permitOf(1, ['OK', 'TX'], '2026-12-01', '2026-12-05');
    // Another company in good standing with someone to tell.
    const otherCompany =
      api.db.companies
        .all()
        .find((row) => row.id !== 1 && row.status === 'active' && activeMembersOf(row.id).length > 0)?.id ?? 2;
    const theirs = await permitOf(otherCompany, ['OK', 'TX'], '2026-12-03', '2026-12-06');
    const notThatDay = await permitOf(1, ['OK', 'TX'], '2026-12-06', '2026-12-08');
    const notThatState = await permitOf(otherCompany, ['KS', 'OK'], '2026-12-01', '2026-12-05');
    const expired = await permitOf(1, ['OK', 'TX'], '2026-11-20', '2026-11-22');
    const since = lastNotificationId();
    const outboxBefore = api.db.outbox.all().length;

    const admin = await as('admin');
    const saved = await admin('POST', '/holiday-closures', {
      state: 'TX',
      date: '2026-12-04',
      name: 'Bridge inspection on I-35',
    });
    expect(saved.status).toBe(201);
    const closureId = (saved.body as { data: { id: number } }).data.id;

    const told = toldSince(since);
    const toldPermits = new Set(told.map((row) => row.permit));
    expect(toldPermits.has(crossing.id)).toBe(true);
    expect(toldPermits.has(theirs.id)).toBe(true);
    for (const left of [notThatDay, notThatState, expired]) expect(toldPermits.has(left.id)).toBe(false);
    // Exactly the companies the data says (that have anyone to tell), each active member once per permit.
    const toldCompanies = new Set(told.map((row) => api.db.permitRequests.get(row.permit)?.company_id));
    const expected = [...companiesCrossing('TX', '2026-12-04')].filter((id) => activeMembersOf(id).length > 0);
    expect(toldCompanies).toEqual(new Set(expected));
    const pairs = told.map((row) => `${row.user}:${row.permit}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(
      told
        .filter((row) => row.permit === crossing.id)
        .map((row) => row.user)
        .sort(),
    ).toEqual(
      activeMembersOf(1)
        .map((user) => user.id)
        .sort(),
    );
    // What changed and what to do, in the decision's words.
    const message = told.find((row) => row.permit === crossing.id)?.message ?? '';
    expect(message).toContain(`The rules changed under permit ${crossing.number}.`);
    expect(message).toContain('closed 2026-12-04 (Bridge inspection on I-35)');
    expect(message).toContain('The permit stands: plan the trip by these conditions.');
    // By e-mail too, to the demo member, who keeps the default choice.
    const mail = api.db.outbox
      .all()
      .slice(outboxBefore)
      .find((row) => row.to === 'member@example.com' && row.subject.includes(crossing.number));
    expect(mail?.subject).toBe(`The rules changed under your permit ${crossing.number}`);
    expect(mail?.text).toContain('closed 2026-12-04 (Bridge inspection on I-35)');

    // The member reads the warning on the permit; staff see the affected permits of the closure.
    const member = await as('member');
    const read = await member('GET', `/permit-requests/${crossing.id}`);
    expect((read.body as { data: Permit }).data.rule_warning?.message).toBe(message);
    const affected = await admin('GET', `/permit-requests?affected_by_closure=${closureId}&per_page=100`);
    const listed = (affected.body as { data: Permit[] }).data.map((row) => row.id);
    expect(listed).toEqual(expect.arrayContaining([crossing.id, theirs.id]));
    expect(listed).not.toContain(notThatDay.id);

    // Saved again, with nothing that matters changed (its note): nobody is told.
    const quiet = lastNotificationId();
    const again = await admin('PUT', `/holiday-closures/${closureId}`, {
      state: 'TX',
      date: '2026-12-04',
      name: 'Bridge inspection on I-35',
      note: 'Confirmed by TxDOT',
    });
    expect(again.status).toBe(200);
    expect(toldSince(quiet)).toEqual([]);

    // Moved to a day only the later permit crosses: that one is told now, and the first one, whose
    // closure is gone, again.
    const moved = await admin('PUT', `/holiday-closures/${closureId}`, {
      state: 'TX',
      date: '2026-12-07',
      name: 'Bridge inspection on I-35',
    });
    expect(moved.status).toBe(200);
    const movedTold = new Set(toldSince(quiet).map((row) => row.permit));
    expect(movedTold.has(notThatDay.id)).toBe(true);
    expect(movedTold.has(crossing.id)).toBe(true);
    expect(movedTold.has(expired.id)).toBe(false);

    const removed = await admin('DELETE', `/holiday-closures/${closureId}`);
    expect(removed.status).toBe(204);
  });
});

describe("a state's rules saved", () => {
  it('tells the holder when its load now needs review, and what to do', async () => {
    const permit = await permitOf(1, ['OK', 'TX'], '2026-12-01', '2026-12-05');
    const texas = api.db.stateRegulations.all().find((row) => row.state === 'TX');
    if (!texas) throw new Error('The seed has no Texas rules');
    const admin = await as('admin');
    const read = await admin('GET', `/state-regulations/${texas.id}`);
    const rules = (read.body as { data: Record<string, unknown> }).data;
    const since = lastNotificationId();
    try {
      const saved = await admin('PUT', `/state-regulations/${texas.id}`, { ...rules, routine_width_in: 120 });
      expect(saved.status).toBe(200);
      const message = toldSince(since).find((row) => row.permit === permit.id)?.message ?? '';
      expect(message).toContain('Texas now has staff review this load (width 12 ft 0 in, routine up to 10 ft 0 in)');
      expect(message).toContain('ask for an amendment before the trip');
      const affected = await admin('GET', `/permit-requests?affected_by_regulation=${texas.id}&per_page=100`);
      expect((affected.body as { data: Permit[] }).data.map((row) => row.id)).toContain(permit.id);
    } finally {
      const current = await admin('GET', `/state-regulations/${texas.id}`);
      const now = (current.body as { data: Record<string, unknown> }).data;
      await admin('PUT', `/state-regulations/${texas.id}`, { ...now, routine_width_in: rules.routine_width_in });
    }
  });
});

describe('a warned permit extended', () => {
  it('is decided again as the rules stand: its warning answered, a later save that changes nothing tells no one', async () => {
    const permit = await permitOf(1, ['OK', 'TX'], '2026-12-01', '2026-12-05');
    const admin = await as('admin');
    const closureOf = async (date: string, name: string) =>
      ((await admin('POST', '/holiday-closures', { state: 'TX', date, name })).body as { data: { id: number } }).data
        .id;
    const within = await closureOf('2026-12-03', 'Road works');
    // A day after the permit's last: it changes nothing of the permit yet.
    const after = await closureOf('2026-12-06', 'Bridge works');
    try {
      const member = await as('member');
      const warned = await member('GET', `/permit-requests/${permit.id}`);
      expect((warned.body as { data: Permit }).data.rule_warning?.message).toContain('closed 2026-12-03 (Road works)');
      // Extended over the later closure: decided again, which names both.
      const extended = await member('POST', `/permit-requests/${permit.id}/extend`, { end_date: '2026-12-06' });
      expect((extended.body as { data: Permit }).data.rule_warning).toBeNull();
      const quiet = lastNotificationId();
      await admin('PUT', `/holiday-closures/${after}`, {
        state: 'TX',
        date: '2026-12-06',
        name: 'Bridge works',
        note: 'Lane closures only at night',
      });
      expect(toldSince(quiet).filter((row) => row.permit === permit.id)).toEqual([]);
    } finally {
      await admin('DELETE', `/holiday-closures/${within}`);
      await admin('DELETE', `/holiday-closures/${after}`);
    }
  });
});
