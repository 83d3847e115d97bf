/**
 * Permit requests decided by rule (README, "Decided by rule"): what the API reads to work out a
 * request's decision (the SDK's `decidePermit`, the one rule the admin reads too), and the approval
 * by rule of a routine submission, within the member's own call.
 */
import {
  decidePermit,
  weighedLoad,
  type components,
  type PermitDecision,
  type RuleDecisions,
  type StateRules,
} from '@permit-office/sdk';
import { invoiceIdentity } from './db/numbers.js';
import type { Db, PermitRequest } from './db/store.js';
import { regulationsOf } from './history.js';
import type { Ctx } from './operation.js';
import { producePermitDocument, vehicleOf } from './permit-document.js';

type StateCode = components['schemas']['StateCode'];
const DAY = 86_400_000;

/**
 * What a decision reads: the load and its vehicle, the rules, the closures, the company and its
 * invoices, the settings.
 */
export type DecisionTables = Pick<
  Db,
  | 'loads'
  | 'vehicles'
  | 'stateRegulations'
  | 'holidayClosures'
  | 'companies'
  | 'invoices'
  | 'permitRequests'
  | 'settings'
>;

/** Decision by rule as a new office starts: on for every state, no ceiling. */
export const DEFAULT_RULE_DECISIONS: RuleDecisions = { enabled: true, states_off: [], fee_ceiling_cents: null };

export const ruleDecisionsOf = (db: Pick<Db, 'settings'>): RuleDecisions =>
  db.settings.main.rule_decisions ?? DEFAULT_RULE_DECISIONS;

/** Who approves by rule, as the history and the status history name it. */
export const BY_RULE = 'Decided by rule';

/**
 * A company in good standing: active, and no invoice of its own left unpaid past its due day. Who
 * owes the office is asked again by a person before the next permit goes out.
 */
export function inGoodStanding(db: Pick<Db, 'companies' | 'invoices'>, companyId: number, now: Date): boolean {
  const company = db.companies.get(companyId);
  if (company?.status !== 'active') return false;
  const today = now.toISOString().slice(0, 10);
  return !db.invoices
    .all()
    .some((invoice) => invoice.company_id === companyId && invoice.status === 'unpaid' && invoice.due_at < today);
}

/** Each state's rules in force now, by state. */
export function rulesInForce(db: Pick<Db, 'stateRegulations'>): Map<StateCode, StateRules> {
  return new Map(db.stateRegulations.all().map((row) => [row.state, row]));
}

/** The decision on a request as the rules and the office stand now. */
export function decisionOf(db: DecisionTables, request: DecidedRequest, now: Date): PermitDecision {
  return decider(db, now)(request);
}

type DecidedRequest = Pick<
  PermitRequest,
  'load_id' | 'states' | 'start_date' | 'end_date' | 'company_id' | 'vehicle_id'
>;

/**
 * Decides requests against the rules as they stand at `now`: the rules, the closures and the
 * office's settings read once, each company's standing once, however many requests it decides (a
 * rule change checks every active permit through a state again: rule-changes.ts).
 */
export function decider(db: DecisionTables, now: Date): (request: DecidedRequest) => PermitDecision {
  const rules = rulesInForce(db);
  const closures = db.holidayClosures.all();
  const office = { base_fee_cents: db.settings.main.permit_base_fee_cents, rule_decisions: ruleDecisionsOf(db) };
  const standing = new Map<number, boolean>();
  return (request) => {
    const load = db.loads.get(request.load_id) ?? { length_in: 0, width_in: 0, height_in: 0, weight_lbs: 0 };
    let good = standing.get(request.company_id);
    if (good === undefined) {
      good = inGoodStanding(db, request.company_id, now);
      standing.set(request.company_id, good);
    }
    return decidePermit({
      ...weighedLoad(load, vehicleOf(db, request)),
      states: request.states,
      start_date: request.start_date,
      end_date: request.end_date,
      rules,
      closures,
      office: { ...office, company_in_good_standing: good },
    });
  };
}

/** The office's own reasons, which are staff's to read: a member reads only their company's standing. */
export function decisionForMember(decision: PermitDecision): PermitDecision {
  return { ...decision, reasons: decision.reasons.filter((reason) => reason.rule === 'company_standing') };
}

/** The rule versions a decision read, as the history says them: `TX v3, OK v2`. */
export const versionsOf = (decision: PermitDecision) =>
  decision.states.map((state) => `${state.state} v${state.rule_version ?? '–'}`).join(', ');

/** A permit request's fee invoiced to its company now, due after the service's invoice terms. */
export function invoicePermit(ctx: Ctx, request: PermitRequest, feeCents: number): void {
  writePermitInvoice(ctx.db, request, feeCents, ctx.now(), 'unpaid');
}

/**
 * A permit request's invoice as issued at `issued`, due after the service's invoice terms: what the
 * API writes at an approval or an issue, and the seed for the approvals by rule it draws (paid or
 * void as their story goes).
 */
export function writePermitInvoice(
  db: Pick<Db, 'invoices' | 'settings'>,
  request: PermitRequest,
  feeCents: number,
  issued: Date,
  status: 'unpaid' | 'paid' | 'void',
  // The seed writes its records as they stand, at their first version.
  { quietly = false } = {},
): void {
  const at = issued.toISOString();
  const due = new Date(issued.getTime() + db.settings.main.invoice_due_days * DAY);
  const invoice = db.invoices.insert({
    number: '',
    company_id: request.company_id,
    company_name: request.company_name,
    permit_request_id: request.id,
    description: `Permit ${request.number} (${request.states.join(', ')})`,
    amount_cents: feeCents,
    tax_cents: 0,
    total_cents: feeCents,
    status,
    issued_at: at.slice(0, 10),
    due_at: due.toISOString().slice(0, 10),
    // Paid on its due day: the seed's companies pay on time.
    paid_at: status === 'paid' ? due.toISOString() : null,
    pdf: '',
    created_at: at,
  });
  db.invoices.update(invoice.id, invoiceIdentity(invoice.id, issued), { quietly });
}

/**
 * A routine request approved by rule: its status, its fee invoiced, the history saying so with the
 * rule versions it read. The member's submission is already its own revision (`journal.step`), so
 * the approval is told to the company as the office's, member who submitted it included.
 */
export function approveByRule(ctx: Ctx, request: PermitRequest): PermitRequest {
  const now = ctx.now();
  const at = now.toISOString();
  const decision = { ...request.decision, by_rule: true };
  invoicePermit(ctx, request, decision.fee_cents);
  const reason = `Approved by rule (${versionsOf(decision)})`;
  const approved =
    ctx.db.permitRequests.update(request.id, {
      status: 'approved',
      status_history: [...request.status_history, { status: 'approved', at, by_name: BY_RULE, note: reason }],
      // The permit the driver carries, produced with the approval.
      documents: producePermitDocument(ctx, { ...request, decision }),
      decision,
      fee_cents: decision.fee_cents,
      updated_at: at,
    }) ?? request;
  ctx.journal.note('permit-requests', request.id, {
    action: 'transitioned',
    reason,
    regulations: regulationsOf(ctx.db, request.states),
  });
  ctx.journal.step(ctx.db, null, at);
  return approved;
}
