/** Loads, permit requests and their workflow, annual permits, city rates and the fee calculator. */
import {
  extensionReasons,
  feetAndInches,
  isDueToday,
  loadOnVehicleMessage,
  loadOnVehicleProblems,
  needsReason,
  permitMover,
  routeGap,
  routeGapMessage,
  US_STATES,
  type ClockFlag,
  type DecisionReason,
  type components,
} from '@permit-office/sdk';
import type { AnnualPermit, CityRate, Load, PermitRequest } from '../db/store.js';
import {
  Refusal,
  conflict,
  forbidden,
  invalid,
  isStaff,
  me,
  noContent,
  notFound,
  ok,
  type Ctx,
  type Operations,
} from '../operation.js';
import { checkPermit, currentDocumentOf, producePermitDocument } from '../permit-document.js';
import { approveByRule, decisionForMember, decisionOf, invoicePermit } from '../decisions.js';
import { actorOf, regulationsOf } from '../history.js';
import { clockFieldsOf, clockOf, clockRulesOf, isRunning, officeDay } from '../permit-clock.js';
import { collection, companyOf } from './collection.js';
import { checkLoadVehicle, vehicles } from './vehicles.js';

type Status = PermitRequest['status'];
const DAY = 86_400_000;

const loads = collection<Load>({
  resource: 'loads',
  schema: 'Load',
  table: (db) => db.loads,
  companyScoped: true,
  searchText: (row) => [row.description, row.commodity, row.company_name, row.origin_city, row.destination_city],
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) =>
    `${row.description} (${feetAndInches(row.length_in)} × ${feetAndInches(row.width_in)}, ${row.weight_lbs.toLocaleString('en-US')} lb)`,
  label: (row) => row.description,
  build(input, ctx) {
    const company = companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const load = {
      ...(input as components['schemas']['LoadInput']),
      company_id: company.id,
      company_name: company.name,
      on_road: input.on_road === true,
      vehicle_id: (input.vehicle_id as number | null | undefined) ?? null,
      created_at: ctx.now().toISOString(),
    };
    return checkLoadVehicle(load, ctx) ?? load;
  },
  change(row, input, ctx) {
    let patch = input as Partial<Load>;
    if (input.company_id !== undefined && input.company_id !== row.company_id) {
      const company = companyOf(ctx, input.company_id);
      if (company instanceof Refusal) return company;
      patch = { ...patch, company_name: company.name };
    }
    return checkLoadVehicle({ ...row, ...patch }, ctx) ?? patch;
  },
  guardDelete(row, ctx) {
    const permitted = ctx.db.permitRequests
      .all()
      .some((permit) => permit.load_id === row.id && permit.status !== 'cancelled');
    return permitted ? new Refusal(conflict('This load has permit requests; cancel them first.')) : undefined;
  },
});

function checkDates(input: Record<string, unknown>): Refusal | undefined {
  if (typeof input.start_date === 'string' && typeof input.end_date === 'string' && input.end_date < input.start_date) {
    return new Refusal(invalid({ end_date: ['The end date must be on or after the start date.'] }));
  }
  return undefined;
}

/** The office's day now, as the clock's time zone reads it: a permit runs to the end of its last day. */
const officeToday = (ctx: Ctx) => officeDay(ctx.db, ctx.now());

/** The vehicle a request names for its load: one of the load's company, that can carry it. */
function checkPermitVehicle(load: Load, vehicleId: number | null | undefined, ctx: Ctx): Refusal | undefined {
  if (vehicleId === null || vehicleId === undefined) return undefined;
  const vehicle = ctx.db.vehicles.get(vehicleId);
  if (!vehicle || vehicle.company_id !== load.company_id)
    return new Refusal(invalid({ vehicle_id: ['Invalid format'] }));
  const problems = loadOnVehicleProblems(load, vehicle);
  return problems.length ? new Refusal(invalid({ vehicle_id: problems.map(loadOnVehicleMessage) })) : undefined;
}

/** A request the caller may read, by id (a copy's or an amendment's source), or why it cannot be named. */
function sourceOf(ctx: Ctx, id: unknown, field: 'copied_from_id' | 'amends_id'): PermitRequest | Refusal | null {
  if (id === null || id === undefined) return null;
  const user = me(ctx);
  const source = ctx.db.permitRequests.get(Number(id));
  if (!source || (!isStaff(user) && source.company_id !== user.company_id)) {
    return new Refusal(invalid({ [field]: ['Invalid format'] }));
  }
  return source;
}

/**
 * What an amendment may amend: an approved or issued permit, still running, not amended already nor
 * with an amendment waiting; and it keeps the permit's load (another load is a copy, a new request).
 */
function checkAmendable(ctx: Ctx, permit: PermitRequest, loadId: number): Refusal | undefined {
  const refuse = (message: string) => new Refusal(invalid({ amends_id: [message] }));
  if (permit.status !== 'approved' && permit.status !== 'issued') {
    return refuse(
      `Only an approved or issued permit can be amended; ${permit.number} is ${permit.status.replace(/_/g, ' ')}.`,
    );
  }
  if (permit.amended_by_id) return refuse(`${permit.number} was amended already: amend the permit that replaced it.`);
  if (permit.end_date < officeToday(ctx)) return refuse(`${permit.number} has expired: copy it into a new request.`);
  const waiting = ctx.db.permitRequests
    .all()
    .find((row) => row.amends_id === permit.id && !['rejected', 'cancelled'].includes(row.status));
  if (waiting) return refuse(`${permit.number} has an amendment waiting already: ${waiting.number}.`);
  if (permit.load_id !== loadId) {
    return new Refusal(
      invalid({ load_id: ["An amendment keeps its permit's load; copy the request to move another."] }),
    );
  }
  return undefined;
}

/** Whether a save of the record warned this permit. */
const warnedBy = (ctx: Ctx, row: PermitRequest, collection: string, recordId: unknown) =>
  ctx.db.ruleWarnings
    .all()
    .some(
      (warning) =>
        warning.permit_request_id === row.id && warning.collection === collection && warning.record_id === recordId,
    );

/** Statuses of a permit request that is still being processed: the overview counts them as open. */
export const OPEN_STATUSES: readonly Status[] = ['submitted', 'in_review', 'waiting_on_member', 'approved'];

/** A route no truck can drive, refused with what is wrong with it (rules/routes.ts in the SDK). */
function checkRoute(states: PermitRequest['states'], load: Load | undefined): Refusal | undefined {
  const gap = routeGap(states, load && { origin: load.origin_state, destination: load.destination_state });
  return gap ? new Refusal(invalid({ states: [routeGapMessage(gap)] })) : undefined;
}

/** The clock's flag as the caller reads it: "at risk" is the office's own warning. */
const memberFlag = (flag: ClockFlag, ctx: Ctx): ClockFlag =>
  flag === 'at_risk' && !isStaff(ctx.user) ? 'on_time' : flag;

/**
 * A permit request as the API answers it: with its clock now. A member reads when to expect an
 * answer, never who holds the request nor the office's own warning (at risk).
 */
export function presentPermit(row: PermitRequest, ctx: Ctx): PermitRequest {
  const clock = clockFieldsOf(row, ctx.db, ctx.now());
  if (isStaff(ctx.user)) return { ...row, ...clock };
  return {
    ...row,
    version: ctx.db.permitRequests.memberVersion(row),
    ...clock,
    clock: memberFlag(clock.clock, ctx),
    at_risk_at: null,
    agent_id: null,
    agent_name: null,
    decision: decisionForMember(row.decision),
  };
}

const permitRequests = collection<PermitRequest>({
  resource: 'permit-requests',
  schema: 'PermitRequest',
  table: (db) => db.permitRequests,
  companyScoped: true,
  present: (row, _db, ctx) => (ctx ? presentPermit(row, ctx) : row),
  // The queue's order: the clock's due time, kept per request (permit-clock.ts).
  sortKeys: { due_at: (row, ctx) => clockOf(row, ctx.db, ctx.now()).due_at },
  searchText: (row) => [row.number, row.company_name, row.states.join(' '), row.agent_name, row.notes],
  filters: {
    state: (row, value) => row.states.includes(value as PermitRequest['states'][number]),
    open: (row, value) => OPEN_STATUSES.includes(row.status) === value,
    mine: (row, value, ctx) => (row.agent_id === me(ctx).id) === value,
    // The active permits a save of this regulation or closure changed (rule-changes.ts).
    affected_by_regulation: (row, value, ctx) => warnedBy(ctx, row, 'state-regulations', value),
    affected_by_closure: (row, value, ctx) => warnedBy(ctx, row, 'holiday-closures', value),
    assigned: (row, value) => ((row.agent_id ?? null) !== null) === value,
    clock: (row, value, ctx) => memberFlag(clockOf(row, ctx.db, ctx.now()).flag, ctx) === value,
    due_today: (row, value, ctx) => {
      const clock = clockOf(row, ctx.db, ctx.now());
      return (isRunning(clock.flag) && isDueToday(clock, ctx.now(), clockRulesOf(ctx.db).hours)) === value;
    },
  },
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => `${row.number || 'Permit request'} for ${row.states.join(', ')} (${row.status})`,
  label: (row) => row.number,
  build(input, ctx) {
    const user = me(ctx);
    const load = ctx.db.loads.get(Number(input.load_id));
    if (!load || (!isStaff(user) && load.company_id !== user.company_id)) {
      return new Refusal(invalid({ load_id: ['Invalid format'] }));
    }
    const dates = checkDates(input);
    if (dates) return dates;
    const states = input.states as PermitRequest['states'];
    const route = checkRoute(states, load);
    if (route) return route;
    const vehicle_id = (input.vehicle_id as number | null | undefined) ?? null;
    const vehicle = checkPermitVehicle(load, vehicle_id, ctx);
    if (vehicle) return vehicle;
    const copied = sourceOf(ctx, input.copied_from_id, 'copied_from_id');
    if (copied instanceof Refusal) return copied;
    const amended = sourceOf(ctx, input.amends_id, 'amends_id');
    if (amended instanceof Refusal) return amended;
    const amendable = amended && checkAmendable(ctx, amended, load.id);
    if (amendable) return amendable;
    const now = ctx.now().toISOString();
    const start_date = String(input.start_date);
    const end_date = String(input.end_date);
    const decision = decisionOf(
      ctx.db,
      { load_id: load.id, states, start_date, end_date, company_id: load.company_id, vehicle_id },
      ctx.now(),
    );
    // Its history says where it came from.
    const origin = amended ? `Amends ${amended.number}` : copied ? `Copied from ${copied.number}` : null;
    return {
      number: '',
      company_id: load.company_id,
      company_name: load.company_name,
      load_id: load.id,
      states,
      start_date,
      end_date,
      notes: (input.notes as string | null | undefined) ?? null,
      vehicle_id,
      copied_from_id: copied?.id ?? null,
      amends_id: amended?.id ?? null,
      amended_by_id: null,
      status: 'submitted',
      status_history: [{ status: 'submitted', at: now, by_name: user.name, note: origin }],
      documents: [],
      fee_cents: decision.fee_cents,
      decision,
      agent_id: null,
      agent_name: null,
      created_at: now,
      updated_at: now,
    };
  },
  change(row, input, ctx) {
    if (row.status === 'issued' || row.status === 'cancelled') {
      return new Refusal(conflict(`A permit request that is ${row.status} cannot be changed.`));
    }
    if (!isStaff(ctx.user) && row.status !== 'submitted') {
      return new Refusal(
        conflict('Only a submitted permit request can be changed; contact us for changes under review.'),
      );
    }
    const dates = checkDates({ start_date: row.start_date, end_date: row.end_date, ...input });
    if (dates) return dates;
    const states = (input.states as PermitRequest['states'] | undefined) ?? row.states;
    const load = ctx.db.loads.get(row.load_id);
    const route = checkRoute(states, load);
    if (route) return route;
    const vehicle = load && checkPermitVehicle(load, input.vehicle_id as number | null | undefined, ctx);
    if (vehicle) return vehicle;
    // Where it came from is fixed at its creation.
    const { load_id: _loadId, copied_from_id: _copied, amends_id: _amends, ...rest } = input;
    const changed = { ...row, ...(rest as Partial<PermitRequest>), states };
    // Decided again as it now reads; a decision already acted on (approved by rule) stays as it was.
    const decision = row.decision.by_rule ? row.decision : decisionOf(ctx.db, changed, ctx.now());
    return {
      ...(rest as Partial<PermitRequest>),
      states,
      fee_cents: decision.fee_cents,
      decision,
      updated_at: ctx.now().toISOString(),
    };
  },
  guardDelete(row, ctx) {
    if (row.status === 'issued') return new Refusal(conflict('An issued permit cannot be deleted.'));
    if (!isStaff(ctx.user) && row.status !== 'submitted' && row.status !== 'cancelled') {
      return new Refusal(conflict('Only a submitted or cancelled permit request can be deleted.'));
    }
    return undefined;
  },
});

async function createPermitRequest(ctx: Ctx) {
  const reply = await permitRequests.createPermitRequest?.(ctx);
  if (!reply || reply instanceof Response || reply.status !== 201) return reply ?? notFound();
  const { id } = (reply.body as { data: PermitRequest }).data;
  const stored = ctx.db.permitRequests.update(id, { number: `PR-${String(id).padStart(6, '0')}` });
  if (!stored || stored.decision.outcome !== 'routine') {
    return { ...reply, body: { data: stored && presentPermit(stored, ctx) } };
  }
  // The member's submission is theirs; what the rules then do is the office's, within the same call.
  ctx.journal.step(ctx.db, actorOf(ctx.user), ctx.now().toISOString());
  const approved = approveByRule(ctx, stored);
  ctx.audit('transition', 'permit-requests', id, `${approved.number}: submitted → approved by rule`);
  return { ...reply, body: { data: presentPermit(approved, ctx) } };
}

export function transitionPermitRequest(ctx: Ctx) {
  const user = me(ctx);
  const permit = ctx.db.permitRequests.get(ctx.params.id ?? 0);
  if (!permit || (!isStaff(user) && permit.company_id !== user.company_id)) return notFound();
  const { status, note } = ctx.body as components['schemas']['PermitTransition'];
  const who = permitMover(permit.status, status);
  if (!who || (who === 'staff' && !isStaff(user))) {
    return conflict(
      `A permit request that is ${permit.status.replace(/_/g, ' ')} cannot become ${status.replace(/_/g, ' ')}.`,
    );
  }
  if (needsReason(permit.status, status) && !note?.trim()) return invalid({ note: ['This field is required'] });
  const now = ctx.now().toISOString();
  // The permit the driver carries: produced when it is approved (again, after a reversal: a new
  // version), or at its issue when it has none (approved before permits had documents).
  const documented = currentDocumentOf(ctx.db, permit.id) !== undefined;
  const produced =
    status === 'approved' || (status === 'issued' && !documented) ? producePermitDocument(ctx, permit) : undefined;
  // Invoiced once: at issue, unless it was at its approval by rule (and that invoice still stands).
  const invoices = ctx.db.invoices.all().filter((invoice) => invoice.permit_request_id === permit.id);
  if (status === 'issued' && invoices.every((invoice) => invoice.status === 'void')) {
    invoicePermit(ctx, permit, permit.fee_cents);
  }
  // An approval reversed takes back what it billed, unless the company has paid it, and is no
  // longer the rules' (the request is staff's to decide now).
  const reversed = permit.status === 'approved' && status !== 'issued';
  if (reversed) {
    for (const invoice of invoices) {
      if (invoice.status === 'unpaid') ctx.db.invoices.update(invoice.id, { status: 'void' });
    }
  }
  const updated = ctx.db.permitRequests.update(permit.id, {
    status,
    status_history: [...permit.status_history, { status, at: now, by_name: user.name, note: note ?? null }],
    ...(produced ? { documents: produced } : {}),
    ...(reversed ? { decision: { ...permit.decision, by_rule: false } } : {}),
    updated_at: now,
    // Staff who move an unassigned request on have taken it; an assigned one stays with its holder.
    ...(isStaff(user) && (permit.agent_id ?? null) === null ? { agent_id: user.id, agent_name: user.name } : {}),
  });
  // The history keeps the reason, and the rules of the route's states as they stand at this decision.
  ctx.journal.note('permit-requests', permit.id, {
    action: 'transitioned',
    reason: note ?? null,
    regulations: regulationsOf(ctx.db, permit.states),
  });
  ctx.audit('transition', 'permit-requests', permit.id, `${permit.number}: ${permit.status} → ${status}`);
  return ok({ data: updated && presentPermit(updated, ctx) });
}

/** Why the rules do not extend a permit, one line per reason: the validity said in days. */
function extensionRefusal(reason: DecisionReason): string {
  if (reason.rule === 'validity' && reason.state) {
    return `${US_STATES[reason.state]} allows a permit of at most ${reason.limit} days; extended, this one would run ${reason.value}.`;
  }
  // The office's own reasons are its to read (decisionForMember): said without them.
  if (!reason.state || reason.rule === 'state_off') return 'Staff decide this extension: ask for an amendment instead.';
  return `${US_STATES[reason.state]}'s rules now have staff review this permit (${reason.rule.replace(/_/g, ' ')}): ask for an amendment instead.`;
}

/**
 * `POST /permit-requests/{id}/extend`: a later last day for a running permit, where the rules allow
 * it. Decided again on the new dates (a closure on them becomes a condition); its fee stays, and its
 * document is produced again, the old one superseded.
 */
function extendPermitRequest(ctx: Ctx) {
  const user = me(ctx);
  const permit = ctx.db.permitRequests.get(ctx.params.id ?? 0);
  if (!permit || (!isStaff(user) && permit.company_id !== user.company_id)) return notFound();
  if (permit.status !== 'approved' && permit.status !== 'issued') {
    return conflict(
      `Only an approved or issued permit can be extended; ${permit.number} is ${permit.status.replace(/_/g, ' ')}.`,
    );
  }
  if (permit.amended_by_id) return conflict(`${permit.number} was amended: extend the permit that replaced it.`);
  if (permit.end_date < officeToday(ctx)) return conflict(`${permit.number} has expired: copy it into a new request.`);
  const { end_date } = ctx.body as components['schemas']['PermitExtension'];
  if (end_date <= permit.end_date) {
    return invalid({ end_date: [`The new last day must be after the permit's, ${permit.end_date}.`] });
  }
  const decision = decisionOf(ctx.db, { ...permit, end_date }, ctx.now());
  const refused = extensionReasons(permit.decision, decision);
  if (refused.length) return invalid({ end_date: refused.map(extensionRefusal) });
  const now = ctx.now().toISOString();
  const note = `Extended to ${end_date}`;
  // The decision as it reads the new dates, still the one that approved it; the fee charged stands.
  const extended = { ...permit, end_date, decision: { ...decision, by_rule: permit.decision.by_rule } };
  const updated = ctx.db.permitRequests.update(permit.id, {
    end_date,
    decision: extended.decision,
    status_history: [...permit.status_history, { status: permit.status, at: now, by_name: user.name, note }],
    documents: producePermitDocument(ctx, extended),
    // Decided again as the rules stand: a warning of an earlier change of them is answered.
    rule_warning: null,
    updated_at: now,
  });
  ctx.journal.note('permit-requests', permit.id, {
    action: 'updated',
    reason: note,
    regulations: regulationsOf(ctx.db, permit.states),
  });
  ctx.audit('update', 'permit-requests', permit.id, `${permit.number}: ${note.toLowerCase()}`);
  return ok({ data: updated && presentPermit(updated, ctx) });
}

/** The staff account an assignment names, or why it cannot be named. */
function assigneeOf(ctx: Ctx, agentId: number | null) {
  if (agentId === null) return null;
  const agent = ctx.db.users.get(agentId);
  return agent && isStaff(agent) && agent.active ? agent : new Refusal(invalid({ agent_id: ['Invalid format'] }));
}

function assign(ctx: Ctx, permit: PermitRequest, agent: { id: number; name: string } | null, reason: string | null) {
  // Who holds it, and nothing else: not its `updated_at`, nor the version a member reads (staff-only
  // fields, db/store.ts), so that a member cannot tell that staff did anything.
  const updated = ctx.db.permitRequests.update(permit.id, {
    agent_id: agent?.id ?? null,
    agent_name: agent?.name ?? null,
  });
  ctx.journal.note('permit-requests', permit.id, { action: 'assigned', reason });
  const to = agent ? `assigned to ${agent.name}` : 'left unassigned';
  ctx.audit('update', 'permit-requests', permit.id, `${permit.number}: ${to}${reason ? ` (${reason})` : ''}`);
  return updated ?? permit;
}

function assignPermitRequest(ctx: Ctx) {
  const user = me(ctx);
  const permit = ctx.db.permitRequests.get(ctx.params.id ?? 0);
  if (!permit) return notFound();
  const input = ctx.body as components['schemas']['PermitAssignment'];
  const reason = input.reason?.trim() || null;
  // An agent takes what no one holds and hands over what they hold; an admin assigns any.
  if (user.role !== 'admin' && (permit.agent_id ?? null) !== null && permit.agent_id !== user.id) return forbidden();
  if (user.role !== 'admin' && (permit.agent_id ?? null) === null && input.agent_id !== user.id) return forbidden();
  const flag = clockFieldsOf(permit, ctx.db, ctx.now()).clock;
  if (flag === 'answered' || flag === 'closed') {
    return conflict(`A permit request that is ${permit.status.replace(/_/g, ' ')} is no longer assigned.`);
  }
  const agent = assigneeOf(ctx, input.agent_id ?? null);
  if (agent instanceof Refusal) return agent.reply;
  if ((permit.agent_id ?? null) !== null && permit.agent_id !== input.agent_id && !reason) {
    return invalid({ reason: ['This field is required'] });
  }
  if (permit.agent_id === input.agent_id) return ok({ data: presentPermit(permit, ctx) });
  return ok({ data: presentPermit(assign(ctx, permit, agent, reason), ctx) });
}

/**
 * The most urgent request no one holds, now the caller's. Chosen and assigned in one step with no
 * wait between, so two callers at once never get the same request.
 */
function takeNextPermitRequest(ctx: Ctx) {
  const user = me(ctx);
  const candidates = ctx.db.permitRequests
    .all()
    .filter((row) => (row.agent_id ?? null) === null)
    .map((row) => ({ row, clock: clockFieldsOf(row, ctx.db, ctx.now()) }))
    .filter(({ clock }) => isRunning(clock.clock));
  if (!candidates.length) return noContent();
  const [next] = candidates.sort(
    (a, b) =>
      (a.clock.due_at ?? '\uffff').localeCompare(b.clock.due_at ?? '\uffff') ||
      a.row.created_at.localeCompare(b.row.created_at) ||
      a.row.id - b.row.id,
  );
  if (!next) return noContent();
  return ok({ data: presentPermit(assign(ctx, next.row, user, null), ctx) });
}

const annualPermits = collection<AnnualPermit>({
  resource: 'annual-permits',
  schema: 'AnnualPermit',
  table: (db) => db.annualPermits,
  companyScoped: true,
  searchText: (row) => [row.permit_number, row.company_name, row.state, row.kind],
  filters: {
    // Still valid, and no longer than 30 days.
    expiring: (row, value, ctx) => {
      const today = ctx.now().toISOString().slice(0, 10);
      const limit = new Date(ctx.now().getTime() + 30 * DAY).toISOString().slice(0, 10);
      const expiring = row.valid_to >= today && row.valid_to <= limit;
      return value === expiring;
    },
  },
  defaultSort: { field: 'valid_to', order: 'asc' },
  describe: (row) => `${row.permit_number} (${row.state}) for ${row.company_name}`,
  label: (row) => row.permit_number,
  build(input, ctx) {
    const company = companyOf(ctx, input.company_id);
    if (company instanceof Refusal) return company;
    const dates =
      typeof input.valid_to === 'string' && typeof input.valid_from === 'string' && input.valid_to < input.valid_from;
    if (dates) return new Refusal(invalid({ valid_to: ['The end date must be on or after the start date.'] }));
    return {
      ...(input as components['schemas']['AnnualPermitInput']),
      company_id: company.id,
      company_name: company.name,
      created_at: ctx.now().toISOString(),
    };
  },
  change(row, input, ctx) {
    if (input.company_id === undefined || input.company_id === row.company_id) return input;
    const company = companyOf(ctx, input.company_id);
    return company instanceof Refusal ? company : { ...(input as Partial<AnnualPermit>), company_name: company.name };
  },
});

const cityRates = collection<CityRate>({
  resource: 'city-rates',
  schema: 'CityRate',
  table: (db) => db.cityRates,
  searchText: (row) => [row.city, row.state],
  defaultSort: { field: 'city', order: 'asc' },
  describe: (row) => `${row.city}, ${row.state}`,
});

/** Legal limits without a permit, in inches and pounds: the thresholds of the city rates. */
const LEGAL = { width: 102, height: 162, length: 636, weight: 80_000, escortWidth: 144 };

function calculateCityFee(ctx: Ctx) {
  const input = ctx.body as components['schemas']['FeeCalculationInput'];
  const rate = ctx.db.cityRates.get(input.city_rate_id);
  if (!rate) return invalid({ city_rate_id: ['Invalid format'] });
  const over = (value: number, limit: number, unit: number) => Math.max(0, Math.ceil((value - limit) / unit));
  const lines = [{ label: 'Base fee', amount_cents: rate.base_cents }];
  const add = (label: string, units: number, cents: number) => {
    if (units > 0) lines.push({ label, amount_cents: units * cents });
  };
  add(
    `Over width: ${over(input.width_in, LEGAL.width, 12)} ft over 8 ft 6 in`,
    over(input.width_in, LEGAL.width, 12),
    rate.overwidth_cents_per_ft,
  );
  add(
    `Over height: ${over(input.height_in, LEGAL.height, 12)} ft over 13 ft 6 in`,
    over(input.height_in, LEGAL.height, 12),
    rate.overheight_cents_per_ft,
  );
  add(
    `Over length: ${over(input.length_in, LEGAL.length, 12)} ft over 53 ft`,
    over(input.length_in, LEGAL.length, 12),
    rate.overlength_cents_per_ft,
  );
  add(
    `Over weight: ${over(input.weight_lbs, LEGAL.weight, 1000)} × 1,000 lb over 80,000 lb`,
    over(input.weight_lbs, LEGAL.weight, 1000),
    rate.overweight_cents_per_kip,
  );
  if (input.width_in > LEGAL.escortWidth)
    lines.push({ label: 'Escort vehicle (wider than 12 ft)', amount_cents: rate.escort_cents });
  return ok({
    data: {
      city: rate.city,
      state: rate.state,
      lines,
      total_cents: lines.reduce((total, line) => total + line.amount_cents, 0),
    },
  });
}

export const permitOperations: Operations = {
  ...loads,
  ...vehicles,
  ...permitRequests,
  createPermitRequest,
  transitionPermitRequest,
  extendPermitRequest,
  // The roadside check of a permit document, public (permit-document.ts).
  checkPermit,
  // What the member's form adds to the states' fees (the rest of the settings are staff's).
  getPermitFees: (ctx) => ok({ data: { service_fee_cents: ctx.db.settings.main.permit_base_fee_cents } }),
  assignPermitRequest,
  takeNextPermitRequest,
  listAssignees: (ctx) =>
    ok({
      data: ctx.db.users
        .all()
        .filter((user) => isStaff(user) && user.active)
        .map((user) => ({ id: user.id, name: user.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }),
  ...annualPermits,
  ...cityRates,
  calculateCityFee,
};
