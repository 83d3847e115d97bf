/**
 * GET /search: what people remember of a record (a name, a USDOT or MC number, a permit or
 * invoice number, a load's description, a member's e-mail), across the collections at once,
 * grouped by kind and within the caller's reach: a member finds only their company's permit
 * requests, invoices and loads, and no companies or members (staff's sections).
 *
 * One pass over each table, no sort of whole tables: a hit at the start of a field ranks before one
 * inside it, then the shorter title; 10,000 rows of a kind answer in a few milliseconds.
 */
import type { components } from '@permit-office/sdk';
import { isStaff, me, ok, type Operations } from '../operation.js';

type Hit = components['schemas']['SearchHit'];

interface Candidate {
  hit: Hit;
  rank: number;
}

/** 0: a field starts with the query; 1: a field holds it; undefined: no match. */
function rankOf(query: string, fields: readonly (string | null | undefined)[]): number | undefined {
  let best: number | undefined;
  for (const field of fields) {
    if (!field) continue;
    const at = field.toLowerCase().indexOf(query);
    if (at === 0) return 0;
    if (at > 0) best = 1;
  }
  return best;
}

/** The best `limit` hits of rows, keeping only `limit` candidates at a time. */
function best<T>(
  rows: Iterable<T>,
  query: string,
  limit: number,
  fields: (row: T) => (string | null | undefined)[],
  hit: (row: T) => Hit,
): Hit[] {
  const kept: Candidate[] = [];
  for (const row of rows) {
    const rank = rankOf(query, fields(row));
    if (rank === undefined) continue;
    const candidate = { hit: hit(row), rank };
    kept.push(candidate);
    if (kept.length > limit * 4) {
      kept.sort(order);
      kept.length = limit;
    }
  }
  return kept
    .sort(order)
    .slice(0, limit)
    .map((candidate) => candidate.hit);
}

const order = (a: Candidate, b: Candidate) =>
  a.rank - b.rank || a.hit.title.length - b.hit.title.length || a.hit.id - b.hit.id;

export const searchOperations: Operations = {
  search(ctx) {
    const user = me(ctx);
    const query = typeof ctx.query.q === 'string' ? ctx.query.q.trim().toLowerCase() : '';
    const limit = typeof ctx.query.limit === 'number' ? ctx.query.limit : 5;
    const staff = isStaff(user);
    const ours = <T extends { company_id: number }>(row: T) => staff || row.company_id === user.company_id;
    const { db } = ctx;
    if (!query) return ok({ data: { companies: [], permit_requests: [], invoices: [], loads: [], members: [] } });
    return ok({
      data: {
        companies: staff
          ? best(
              db.companies.all(),
              query,
              limit,
              (row) => [row.name, row.usdot, row.mc_number],
              (row) => ({
                id: row.id,
                title: row.name,
                subtitle: [row.usdot && `USDOT ${row.usdot}`, row.mc_number, row.city && `${row.city}, ${row.state}`]
                  .filter(Boolean)
                  .join(' · '),
              }),
            )
          : [],
        permit_requests: best(
          db.permitRequests.all().filter(ours),
          query,
          limit,
          (row) => [row.number],
          (row) => ({
            id: row.id,
            title: row.number,
            subtitle: `${row.company_name} · ${row.status.replace('_', ' ')}`,
          }),
        ),
        invoices: best(
          db.invoices.all().filter(ours),
          query,
          limit,
          (row) => [row.number],
          (row) => ({
            id: row.id,
            title: row.number,
            subtitle: `${row.company_name} · ${row.status}`,
          }),
        ),
        loads: best(
          db.loads.all().filter(ours),
          query,
          limit,
          (row) => [row.description],
          (row) => ({
            id: row.id,
            title: row.description,
            subtitle: `${row.company_name} · ${row.commodity}`,
          }),
        ),
        members: staff
          ? best(
              db.users.all().filter((row) => row.role === 'member'),
              query,
              limit,
              (row) => [row.name, row.email],
              (row) => ({
                id: row.id,
                title: row.name,
                subtitle: [row.email, db.companies.get(row.company_id ?? 0)?.name].filter(Boolean).join(' · '),
              }),
            )
          : [],
      },
    });
  },
};
