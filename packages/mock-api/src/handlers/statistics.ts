/**
 * The overview and the statistics, computed from the records themselves, so that what is created
 * in the app shows in the charts.
 */
import type { Company, Invoice, PermitRequest, StateCode } from '../db/store.js';
import { invalid, isStaff, me, notFound, ok, type Ctx, type Operations } from '../operation.js';
import { isDueToday } from '@permit-office/sdk';
import { clockOf, clockRulesOf, isRunning } from '../permit-clock.js';
import { OPEN_STATUSES } from './permits.js';

const month = (iso: string) => iso.slice(0, 7);

/** The months of the asked period, `from` to `to` inclusive; twelve months to this one by default. */
function period(ctx: Ctx): string[] | undefined {
  const now = ctx.now();
  const defaultFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString();
  const from = typeof ctx.query.from === 'string' ? ctx.query.from : month(defaultFrom);
  const to = typeof ctx.query.to === 'string' ? ctx.query.to : month(now.toISOString());
  if (from > to) return undefined;
  const months: string[] = [];
  const [year = 0, first = 1] = from.split('-').map(Number);
  for (let index = 0; months.length < 120; index++) {
    const value = month(new Date(Date.UTC(year, first - 1 + index, 1)).toISOString());
    if (value > to) break;
    months.push(value);
  }
  return months;
}

const billable = (invoice: Invoice) => invoice.status !== 'void';

function series(months: string[], permits: PermitRequest[], invoices: Invoice[]) {
  return months.map((value) => ({
    month: value,
    permits: permits.filter((permit) => month(permit.created_at) === value).length,
    revenue_cents: invoices
      .filter((invoice) => billable(invoice) && month(invoice.issued_at) === value)
      .reduce((total, invoice) => total + invoice.total_cents, 0),
  }));
}

function byState(months: string[], permits: PermitRequest[]) {
  const inPeriod = permits.filter((permit) => months.includes(month(permit.created_at)));
  const totals = new Map<StateCode, { permits: number; revenue_cents: number }>();
  for (const permit of inPeriod) {
    for (const state of permit.states) {
      const entry = totals.get(state) ?? { permits: 0, revenue_cents: 0 };
      entry.permits += 1;
      entry.revenue_cents += Math.round(permit.fee_cents / permit.states.length);
      totals.set(state, entry);
    }
  }
  return [...totals.entries()]
    .map(([state, entry]) => ({ state, ...entry }))
    .sort((a, b) => b.permits - a.permits || a.state.localeCompare(b.state));
}

/** The queue's figures on the overview: the same clocks the queue is ordered by. */
function queueFigures(ctx: Ctx, permits: PermitRequest[]) {
  const now = ctx.now();
  const { hours } = clockRulesOf(ctx.db);
  let overdue = 0;
  let dueToday = 0;
  let unassigned = 0;
  for (const permit of permits) {
    // Unassigned: open and nobody's, as the queue's "Unassigned" view lists them.
    if (OPEN_STATUSES.includes(permit.status) && (permit.agent_id ?? null) === null) unassigned += 1;
    const clock = clockOf(permit, ctx.db, now);
    if (clock.flag === 'late') overdue += 1;
    else if (isRunning(clock.flag) && isDueToday(clock, now, hours)) dueToday += 1;
  }
  return { overdue, due_today: dueToday, unassigned };
}

interface OnTimeCount {
  answered: number;
  on_time: number;
}
const counted = (counts: Map<string | number, OnTimeCount>, key: string | number, onTime: boolean) => {
  const entry = counts.get(key) ?? { answered: 0, on_time: 0 };
  entry.answered += 1;
  if (onTime) entry.on_time += 1;
  counts.set(key, entry);
};

export const statisticsOperations: Operations = {
  getOverview(ctx) {
    const user = me(ctx);
    const own = <T extends { company_id: number }>(rows: T[]) =>
      isStaff(user) ? rows : rows.filter((row) => row.company_id === user.company_id);
    const permits = own(ctx.db.permitRequests.all());
    const invoices = own(ctx.db.invoices.all());
    const loads = own(ctx.db.loads.all());
    const unpaid = invoices.filter((invoice) => invoice.status === 'unpaid');
    const months = period({ ...ctx, query: {} }) ?? [];
    const recent = [
      ...permits.map((permit) => ({
        kind: 'permit_request' as const,
        id: permit.id,
        title: `${permit.number} · ${permit.company_name}`,
        status: permit.status,
        at: permit.updated_at,
      })),
      ...invoices.map((invoice) => ({
        kind: 'invoice' as const,
        id: invoice.id,
        title: `${invoice.number} · ${invoice.company_name}`,
        status: invoice.status,
        at: invoice.created_at,
      })),
      ...loads.map((load) => ({
        kind: 'load' as const,
        id: load.id,
        title: load.description,
        status: load.on_road ? 'on road' : 'parked',
        at: load.created_at,
      })),
      ...(isStaff(user)
        ? ctx.db.applications.all().map((application) => ({
            kind: 'application' as const,
            id: application.id,
            title: application.company_name,
            status: application.status,
            at: application.created_at,
          }))
        : []),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 10);
    return ok({
      data: {
        kpis: {
          open_permit_requests: permits.filter((permit) => OPEN_STATUSES.includes(permit.status)).length,
          loads_on_road: loads.filter((load) => load.on_road).length,
          unpaid_invoices: unpaid.length,
          unpaid_invoices_cents: unpaid.reduce((total, invoice) => total + invoice.total_cents, 0),
          companies: isStaff(user) ? ctx.db.companies.all().filter((company) => company.status === 'active').length : 1,
          ...(isStaff(user) ? queueFigures(ctx, permits) : {}),
        },
        months: series(months, permits, invoices),
        recent,
      },
    });
  },

  getServiceStatistics(ctx) {
    const months = period(ctx);
    if (!months) return invalid({ from: ['The start of the period must come before its end.'] });
    const permits = ctx.db.permitRequests.all();
    return ok({
      data: {
        from: months[0],
        to: months.at(-1),
        months: series(months, permits, ctx.db.invoices.all()),
        states: byState(months, permits),
      },
    });
  },

  getAgentStatistics(ctx) {
    const months = period(ctx);
    if (!months) return invalid({ from: ['The start of the period must come before its end.'] });
    const staff = ctx.db.users.all().filter((user) => user.role === 'admin' || user.role === 'agent');
    const decided = ctx.db.permitRequests
      .all()
      .filter((permit) => months.includes(month(permit.updated_at)) && (permit.agent_id ?? null) !== null);
    const rows = staff.map((agent) => {
      const handled = decided.filter((permit) => permit.agent_id === agent.id);
      const hours = handled
        .map((permit) => {
          const submitted = permit.status_history[0]?.at;
          const decision = permit.status_history.find((change) => ['approved', 'rejected'].includes(change.status))?.at;
          return submitted && decision ? (Date.parse(decision) - Date.parse(submitted)) / 3_600_000 : undefined;
        })
        .filter((value): value is number => value !== undefined);
      return {
        agent_id: agent.id,
        agent_name: agent.name,
        permits_processed: handled.length,
        average_handling_hours: hours.length
          ? Math.round((hours.reduce((a, b) => a + b, 0) / hours.length) * 10) / 10
          : null,
      };
    });
    return ok({ data: rows.sort((a, b) => b.permits_processed - a.permits_processed) });
  },

  getDecisionStatistics(ctx) {
    const months = period(ctx);
    if (!months) return invalid({ from: ['The start of the period must come before its end.'] });
    const hours = (values: number[]) =>
      values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
    const perMonth = new Map(
      months.map((value) => [value, { decided: 0, by_rule: 0, rule: [] as number[], staff: [] as number[] }]),
    );
    const perState = new Map<StateCode, { decided: number; by_rule: number }>();
    for (const permit of ctx.db.permitRequests.all()) {
      const submitted = permit.status_history[0]?.at;
      const decided = permit.status_history.find(
        (change) => change.status === 'approved' || change.status === 'rejected',
      );
      const row = decided && perMonth.get(month(decided.at));
      if (!submitted || !decided || !row) continue;
      const took = (Date.parse(decided.at) - Date.parse(submitted)) / 3_600_000;
      const byRule = permit.decision.by_rule;
      row.decided += 1;
      if (byRule) row.by_rule += 1;
      (byRule ? row.rule : row.staff).push(took);
      for (const state of permit.states) {
        const entry = perState.get(state) ?? { decided: 0, by_rule: 0 };
        entry.decided += 1;
        if (byRule) entry.by_rule += 1;
        perState.set(state, entry);
      }
    }
    return ok({
      data: {
        from: months[0],
        to: months.at(-1),
        months: [...perMonth].map(([value, row]) => ({
          month: value,
          decided: row.decided,
          by_rule: row.by_rule,
          hours_by_rule: hours(row.rule),
          hours_by_staff: hours(row.staff),
        })),
        states: [...perState]
          .map(([state, row]) => ({ state, ...row }))
          .sort((a, b) => b.decided - a.decided || a.state.localeCompare(b.state)),
      },
    });
  },

  getOnTimeStatistics(ctx) {
    const months = period(ctx);
    if (!months) return invalid({ from: ['The start of the period must come before its end.'] });
    const now = ctx.now();
    const { targetHours } = clockRulesOf(ctx.db);
    const agents = new Map<string | number, OnTimeCount>();
    const states = new Map<string | number, OnTimeCount>();
    for (const permit of ctx.db.permitRequests.all()) {
      const clock = clockOf(permit, ctx.db, now);
      if (clock.flag !== 'answered' || !clock.answered_at || !months.includes(month(clock.answered_at))) continue;
      const onTime = clock.worked_minutes <= targetHours * 60;
      if (permit.agent_id != null) counted(agents, permit.agent_id, onTime);
      for (const state of permit.states) counted(states, state, onTime);
    }
    const names = new Map(ctx.db.users.all().map((user) => [user.id, user.name]));
    return ok({
      data: {
        from: months[0],
        to: months.at(-1),
        target_hours: targetHours,
        agents: [...agents.entries()]
          .map(([id, count]) => ({ agent_id: Number(id), agent_name: names.get(Number(id)) ?? '', ...count }))
          .sort((a, b) => b.answered - a.answered || a.agent_name.localeCompare(b.agent_name)),
        states: [...states.entries()]
          .map(([state, count]) => ({ state: state as StateCode, ...count }))
          .sort((a, b) => b.answered - a.answered || a.state.localeCompare(b.state)),
      },
    });
  },

  getWorkload(ctx) {
    const now = ctx.now();
    const staff = ctx.db.users.all().filter((user) => isStaff(user) && user.active);
    const rows = new Map(
      staff.map((agent) => [agent.id, { agent_id: agent.id, agent_name: agent.name, open: 0, late: 0, at_risk: 0 }]),
    );
    let unassigned = 0;
    for (const permit of ctx.db.permitRequests.all()) {
      const clock = clockOf(permit, ctx.db, now);
      if (!isRunning(clock.flag) && clock.flag !== 'paused') continue;
      const row = permit.agent_id == null ? undefined : rows.get(permit.agent_id);
      if (!row) {
        if ((permit.agent_id ?? null) === null && isRunning(clock.flag)) unassigned += 1;
        continue;
      }
      row.open += 1;
      if (clock.flag === 'late') row.late += 1;
      if (clock.flag === 'at_risk') row.at_risk += 1;
    }
    return ok({
      data: {
        agents: [...rows.values()].sort((a, b) => b.open - a.open || a.agent_name.localeCompare(b.agent_name)),
        unassigned,
      },
    });
  },

  getCompanyStatistics(ctx) {
    const user = me(ctx);
    const companyId = isStaff(user)
      ? typeof ctx.query.company_id === 'number'
        ? ctx.query.company_id
        : undefined
      : user.company_id;
    const company: Company | undefined = companyId ? ctx.db.companies.get(companyId) : undefined;
    if (!company)
      return isStaff(user) && companyId === undefined
        ? invalid({ company_id: ['This field is required'] })
        : notFound();
    const months = period(ctx);
    if (!months) return invalid({ from: ['The start of the period must come before its end.'] });
    const permits = ctx.db.permitRequests.all().filter((permit) => permit.company_id === company.id);
    const invoices = ctx.db.invoices.all().filter((invoice) => invoice.company_id === company.id);
    return ok({
      data: {
        company_id: company.id,
        company_name: company.name,
        from: months[0],
        to: months.at(-1),
        months: series(months, permits, invoices),
        states: byState(months, permits),
      },
    });
  },
};
