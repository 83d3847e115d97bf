/**
 * Permit requests decided by rule (issue 63): a routine submission approved and invoiced within
 * the member's own call, once; anything else waiting for staff with its reasons; routes that exist;
 * the office's settings; and nothing a member sends that makes a request approve itself.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RULE_DECISIONS } from '../src/decisions.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-12-02T15:30:00Z') });

interface Decision {
  outcome: string;
  by_rule: boolean;
  fee_cents: number;
  states: {
    state: string;
    outcome: string;
    rule_version: number | null;
    fee_cents: number;
    reasons: { rule: string }[];
  }[];
  reasons: { rule: string; state?: string }[];
}
interface Request {
  id: number;
  number: string;
  status: string;
  fee_cents: number;
  decision: Decision;
  status_history: { status: string; by_name: string; note: string | null }[];
}

/** An ordinary oversize load: 12 ft wide, 14 ft high, 80 ft long, 90,000 lb. */
const ORDINARY = { width_in: 144, height_in: 168, length_in: 960, weight_lbs: 90_000 };
/** Wider than any state issues routinely. */
const SUPERLOAD = { ...ORDINARY, width_in: 250 };

async function loadOf(member: Awaited<ReturnType<typeof as>>, figures: typeof ORDINARY, from = 'OK', to = 'TX') {
  const made = await member('POST', '/loads', {
    description: `Transformer, ${figures.width_in} in wide`,
    commodity: 'Transformer',
    ...figures,
    axles: 9,
    origin_city: 'Tulsa',
    origin_state: from,
    destination_city: 'Dallas',
    destination_state: to,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return (made.body as { data: { id: number } }).data.id;
}

const dates = { start_date: '2026-12-14', end_date: '2026-12-16' };
const invoicesOf = (request: number) => api.db.invoices.all().filter((row) => row.permit_request_id === request);

beforeEach(() => {
  api.db.settings.main.rule_decisions = { ...DEFAULT_RULE_DECISIONS, states_off: [] };
});

describe('a routine request', () => {
  it('comes back approved by rule in the same call, its fee invoiced, the member told, the history saying so', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const request = (made.body as { data: Request }).data;
    expect(request.status).toBe('approved');
    expect(request.decision).toMatchObject({ outcome: 'routine', by_rule: true });
    expect(request.decision.states.map((state) => [state.state, state.outcome])).toEqual([
      ['OK', 'routine'],
      ['TX', 'routine'],
    ]);
    // The service's fee and each state's, as the decision works it out.
    const stateFees = request.decision.states.reduce((sum, state) => sum + state.fee_cents, 0);
    expect(request.fee_cents).toBe(api.db.settings.main.permit_base_fee_cents + stateFees);
    expect(request.decision.fee_cents).toBe(request.fee_cents);
    expect(request.status_history.at(-1)).toMatchObject({ status: 'approved', by_name: 'Decided by rule' });

    const [invoice, ...more] = invoicesOf(request.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ total_cents: request.fee_cents, status: 'unpaid', company_id: 1 });

    // The member who submitted it is told of the approval and the invoice: the rules acted, not they.
    const { body: told } = await member('GET', '/notifications');
    const kinds = (
      told as { data: { kind: string; permit_request_id: number | null; invoice_id: number | null }[] }
    ).data
      .filter((row) => row.permit_request_id === request.id || row.invoice_id === invoice?.id)
      .map((row) => row.kind)
      .sort();
    expect(kinds).toEqual(['invoice_due', 'status_changed']);

    // The history: the member's submission, then the approval by rule naming the rule versions.
    const { body: history } = await member('GET', `/revisions?collection=permit-requests&record_id=${request.id}`);
    const revisions = (history as { data: { action: string; actor: { name: string } | null; reason: string | null }[] })
      .data;
    const versions = request.decision.states.map((state) => `${state.state} v${state.rule_version}`).join(', ');
    expect(revisions.map((row) => [row.action, row.actor?.name ?? null, row.reason])).toEqual([
      ['transitioned', null, `Approved by rule (${versions})`],
      ['created', 'Morgan Member', null],
    ]);
  });

  it('is approved and invoiced once, however often the same submission is sent', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const body = { load_id: load, states: ['OK', 'TX'], ...dates };
    const options = { headers: { 'Idempotency-Key': `submit-${load}` } };
    const first = await member('POST', '/permit-requests', body, options);
    const again = await member('POST', '/permit-requests', body, options);
    expect(again.status).toBe(first.status);
    const request = (first.body as { data: Request }).data;
    expect((again.body as { data: Request }).data.id).toBe(request.id);
    expect(api.db.permitRequests.all().filter((row) => row.load_id === load)).toHaveLength(1);
    expect(invoicesOf(request.id)).toHaveLength(1);
  });
});

describe('a request that needs judgment', () => {
  it('enters the queue, flagged with each reason, its fee and conditions offered to the agent', async () => {
    const member = await as('member');
    const load = await loadOf(member, SUPERLOAD);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    const request = (made.body as { data: Request }).data;
    expect(request.status).toBe('submitted');
    expect(request.decision.outcome).toBe('needs_review');
    for (const state of request.decision.states) {
      expect(state.outcome).toBe('needs_review');
      expect(state.reasons).toContainEqual({
        rule: 'width',
        value: 250,
        limit: api.db.stateRegulations.all().find((row) => row.state === state.state)?.routine_width_in,
      });
    }
    expect(invoicesOf(request.id)).toEqual([]);
    const agent = await as('agent');
    const { body: queue } = await agent(
      'GET',
      '/permit-requests?assigned=false&status=submitted&per_page=100&sort=id&order=desc',
    );
    const row = (queue as { data: Request[] }).data.find((item) => item.id === request.id);
    expect(row?.decision).toMatchObject({ outcome: 'needs_review', fee_cents: request.fee_cents });
  });

  it('cannot be made to approve itself by anything the member sends', async () => {
    const member = await as('member');
    const load = await loadOf(member, SUPERLOAD);
    const claims = {
      status: 'approved',
      fee_cents: 0,
      decision: { outcome: 'routine', by_rule: true, fee_cents: 0, states: [], reasons: [] },
      company_id: 1,
    };
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates, ...claims });
    const stored = api.db.permitRequests.all().filter((row) => row.load_id === load);
    // Refused, or taken without what only the API decides: either way nothing is approved or invoiced.
    for (const row of stored) {
      expect(row.status).toBe('submitted');
      expect(row.decision.outcome).toBe('needs_review');
      expect(invoicesOf(row.id)).toEqual([]);
    }
    expect([201, 422]).toContain(made.status);
    // Nor by an edit of the submitted request that claims it.
    const [row] = stored;
    if (row) {
      const edited = await member('PUT', `/permit-requests/${row.id}`, {
        load_id: load,
        states: ['OK', 'TX'],
        ...dates,
        ...claims,
      });
      expect([200, 422]).toContain(edited.status);
      expect(api.db.permitRequests.get(row.id)).toMatchObject({ status: 'submitted', decision: { by_rule: false } });
    }
  });

  it('waits for staff when the company is not in good standing: an invoice overdue', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const overdue = api.db.invoices.insert({
      number: 'INV-TEST-OVERDUE',
      company_id: 1,
      company_name: 'x',
      permit_request_id: null,
      description: 'Overdue for the test',
      amount_cents: 1000,
      tax_cents: 0,
      total_cents: 1000,
      status: 'unpaid',
      issued_at: '2026-10-01',
      due_at: '2026-12-01',
      paid_at: null,
      pdf: '',
      created_at: '2026-10-01T10:00:00Z',
    });
    try {
      const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
      const request = (made.body as { data: Request }).data;
      expect(request.status).toBe('submitted');
      expect(request.decision.reasons).toEqual([{ rule: 'company_standing' }]);
    } finally {
      api.db.invoices.delete(overdue.id);
    }
  });
});

describe('the office in charge', () => {
  it("waits for staff on a state whose decision by rule is off, which the member is not told as the office's", async () => {
    api.db.settings.main.rule_decisions = { enabled: true, states_off: ['TX'], fee_ceiling_cents: null };
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    const request = (made.body as { data: Request }).data;
    expect(request.status).toBe('submitted');
    expect(request.decision.outcome).toBe('needs_review');
    expect(request.decision.reasons).toEqual([]);
    const agent = await as('agent');
    const { body } = await agent('GET', `/permit-requests/${request.id}`);
    expect((body as { data: Request }).data.decision.reasons).toEqual([{ rule: 'state_off', state: 'TX' }]);
  });

  it('waits for staff above the fee ceiling, and on every request when decision by rule is off', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    api.db.settings.main.rule_decisions = { enabled: true, states_off: [], fee_ceiling_cents: 100 };
    const capped = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    expect((capped.body as { data: Request }).data.status).toBe('submitted');
    api.db.settings.main.rule_decisions = { enabled: false, states_off: [], fee_ceiling_cents: null };
    const off = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    expect((off.body as { data: Request }).data.status).toBe('submitted');
    const admin = await as('admin');
    for (const id of [capped, off].map((made) => (made.body as { data: Request }).data.id)) {
      const { body } = await admin('GET', `/permit-requests/${id}`);
      expect((body as { data: Request }).data.decision.reasons.map((reason) => reason.rule)).toEqual(
        id === (capped.body as { data: Request }).data.id ? ['fee_ceiling'] : ['rules_off'],
      );
    }
  });

  it('keeps a change of the settings in their history', async () => {
    const admin = await as('admin');
    const { body } = await admin('GET', '/settings/main');
    const settings = (body as { data: Record<string, unknown> }).data;
    const saved = await admin('PUT', '/settings/main', {
      ...settings,
      rule_decisions: { enabled: true, states_off: ['NM'], fee_ceiling_cents: 250_000 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { body: history } = await admin('GET', '/revisions?collection=settings/main&record_id=1');
    const [latest] = (history as { data: { changes: { field: string }[] }[] }).data;
    expect(latest?.changes.map((change) => change.field)).toContain('rule_decisions');
  });
});

describe('an approval by rule reversed', () => {
  it('needs a reason, voids the unpaid invoice, and is invoiced again only when staff issue it', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    const request = (made.body as { data: Request }).data;
    expect(request.status).toBe('approved');
    const agent = await as('agent');
    const path = `/permit-requests/${request.id}/transition`;
    // Without a reason: refused, and nothing changes.
    const bare = await agent('POST', path, { status: 'in_review' });
    expect(bare.status).toBe(422);
    expect((bare.body as { errors: Record<string, string[]> }).errors.note).toEqual(['This field is required']);
    expect(invoicesOf(request.id).map((invoice) => invoice.status)).toEqual(['unpaid']);

    const reason = 'The route crosses the I-35 bridge closed for repairs next week';
    const reversed = await agent('POST', path, { status: 'in_review', note: reason });
    expect(reversed.status).toBe(200);
    const back = (reversed.body as { data: Request }).data;
    expect(back).toMatchObject({ status: 'in_review', decision: { by_rule: false } });
    expect(back.status_history.at(-1)).toMatchObject({ status: 'in_review', note: reason });
    expect(invoicesOf(request.id).map((invoice) => invoice.status)).toEqual(['void']);
    // The member reads why.
    const seen = (await member('GET', `/permit-requests/${request.id}`)).body as { data: Request };
    expect(seen.data.status_history.at(-1)?.note).toBe(reason);

    // Approved by staff and issued: invoiced once more, the void one left as it is.
    expect((await agent('POST', path, { status: 'approved' })).status).toBe(200);
    expect((await agent('POST', path, { status: 'issued' })).status).toBe(200);
    expect(invoicesOf(request.id).map((invoice) => invoice.status)).toEqual(['void', 'unpaid']);
  });

  it('cancelled by staff with a reason; a paid invoice stays paid', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    const request = (made.body as { data: Request }).data;
    const [invoice] = invoicesOf(request.id);
    api.db.invoices.update(invoice?.id ?? 0, { status: 'paid', paid_at: '2026-12-02' });
    const agent = await as('agent');
    const path = `/permit-requests/${request.id}/transition`;
    expect((await agent('POST', path, { status: 'cancelled' })).status).toBe(422);
    expect((await agent('POST', path, { status: 'cancelled', note: 'Duplicate of an earlier request' })).status).toBe(
      200,
    );
    expect(invoicesOf(request.id).map((row) => row.status)).toEqual(['paid']);
    // Nor can a member reverse it.
    const again = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    const second = (again.body as { data: Request }).data;
    const refused = await member('POST', `/permit-requests/${second.id}/transition`, {
      status: 'in_review',
      note: 'x',
    });
    expect(refused.status).toBe(409);
  });
});

describe('routes that exist', () => {
  it('refuses a route with a gap, naming it', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY, 'NE', 'AR');
    const gap = await member('POST', '/permit-requests', { load_id: load, states: ['NE', 'ND', 'AR'], ...dates });
    expect(gap.status).toBe(422);
    expect(gap.body).toMatchObject({
      errors: {
        states: ['Nebraska and North Dakota do not share a border: add the states between them, in travel order'],
      },
    });
    const elsewhere = await member('POST', '/permit-requests', { load_id: load, states: ['MO', 'AR'], ...dates });
    expect(elsewhere.body).toMatchObject({
      errors: { states: ['The route must start in Nebraska, where the load starts'] },
    });
    const real = await member('POST', '/permit-requests', { load_id: load, states: ['NE', 'MO', 'AR'], ...dates });
    expect(real.status).toBe(201);
  });
});

describe("a state's rules", () => {
  it('kept by a client that does not know the figures for decisions: a new state reviewed by staff until set', async () => {
    const admin = await as('admin');
    const wyoming = api.db.stateRegulations.all().find((row) => row.state === 'WY');
    expect(wyoming).toBeDefined();
    expect((await admin('DELETE', `/state-regulations/${wyoming?.id}`)).status).toBe(204);
    const legal = {
      state: 'WY',
      max_length_in: 900,
      max_width_in: 102,
      max_height_in: 168,
      max_weight_lbs: 80_000,
      escort_width_in: 168,
      travel_hours: 'Sunrise to sunset',
      weekend_travel: true,
      night_travel: false,
      notes: null,
    };
    const made = await admin('POST', '/state-regulations', legal);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const rules = (made.body as { data: Record<string, unknown> }).data;
    expect(rules).toMatchObject({
      routine_width_in: 102,
      routine_height_in: 168,
      routine_length_in: 900,
      routine_weight_lbs: 80_000,
      max_single_axle_lbs: 20_000,
      max_tandem_axle_lbs: 34_000,
      fee_base_cents: 0,
    });
    // A save that leaves the figures out keeps them.
    const id = rules.id as number;
    api.db.stateRegulations.update(id, { routine_width_in: 180 });
    const saved = await admin('PUT', `/state-regulations/${id}`, { ...legal, travel_hours: 'Daylight only' });
    expect((saved.body as { data: Record<string, unknown> }).data).toMatchObject({ routine_width_in: 180 });
    api.db.stateRegulations.update(id, { routine_width_in: 102 });

    const member = await as('member');
    const load = await loadOf(member, ORDINARY, 'WY', 'WY');
    const request = await member('POST', '/permit-requests', { load_id: load, states: ['WY'], ...dates });
    expect((request.body as { data: Request }).data.decision.states[0]).toMatchObject({
      outcome: 'needs_review',
      reasons: expect.arrayContaining([{ rule: 'width', limit: 102, value: 144 }]) as unknown,
    });
  });
});

describe('the price a member sees as they fill in a request', () => {
  it("is the service's fee, read by anyone signed in, plus each state's", async () => {
    const member = await as('member');
    const { status, body } = await member('GET', '/permit-fees');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { service_fee_cents: api.db.settings.main.permit_base_fee_cents } });
    // The rest of the service settings stay staff's.
    expect((await member('GET', '/settings/main')).status).toBe(403);
  });
});

describe('the statistics of decisions', () => {
  it('count what the rules decided per month and per state, and how long a decision took either way', async () => {
    const member = await as('member');
    const load = await loadOf(member, ORDINARY);
    const made = await member('POST', '/permit-requests', { load_id: load, states: ['OK', 'TX'], ...dates });
    expect((made.body as { data: Request }).data.decision.by_rule).toBe(true);
    const admin = await as('admin');
    const { status, body } = await admin('GET', '/statistics/decisions?from=2026-12&to=2026-12');
    expect(status).toBe(200);
    const figures = (
      body as {
        data: {
          months: { month: string; decided: number; by_rule: number; hours_by_rule: number | null }[];
          states: { state: string; decided: number; by_rule: number }[];
        };
      }
    ).data;
    // Counted from the requests themselves: every one first decided this month.
    const decidedNow = api.db.permitRequests
      .all()
      .filter((row) =>
        row.status_history
          .find((change) => change.status === 'approved' || change.status === 'rejected')
          ?.at.startsWith('2026-12'),
      );
    const [december] = figures.months;
    expect(december).toMatchObject({
      month: '2026-12',
      decided: decidedNow.length,
      by_rule: decidedNow.filter((row) => row.decision.by_rule).length,
      // Decided in the same call: no time at all.
      hours_by_rule: 0,
    });
    expect(figures.states.find((row) => row.state === 'OK')?.by_rule).toBeGreaterThan(0);
    expect((await member('GET', '/statistics/decisions')).status).toBe(403);
  });
});
