/**
 * GET /search: what people remember of a record (a name, a USDOT or MC number, a permit or
 * invoice number, a load's description, a member's e-mail), across the collections at once,
 * grouped by kind and within the caller's reach: a member finds only their company's permit
 * requests, invoices and loads, and no companies or members (staff's sections).
 *
 * One pass over each table, no sort of whole tables: a hit at the start of a field ranks before one
 * inside it, then the shorter title; 10,000 rows of a kind answer in a few milliseconds.
 */
import { searchKey, type components } from '@permit-office/sdk';
import { presentPermit } from './permits.js';
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
    const at = searchKey(field).indexOf(query);
    if (at === 0) return 0;
    if (at > 0) best = 1;
  }
  return best;
}

/**
 * The best `limit` hits of rows, keeping only `limit` candidates at a time. A hit's title is the
 * first of the fields searched (the name or number people remember).
 */
function best<T extends { id: number }>(
  rows: Iterable<T>,
  query: string,
  limit: number,
  fields: (row: T) => [string, ...(string | null | undefined)[]],
  subtitle: (row: T) => string,
): Hit[] {
  const kept: Candidate[] = [];
  for (const row of rows) {
    const searched = fields(row);
    const rank = rankOf(query, searched);
    if (rank === undefined) continue;
    kept.push({ hit: { id: row.id, title: searched[0], subtitle: subtitle(row) }, rank });
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
    const query = typeof ctx.query.q === 'string' ? searchKey(ctx.query.q.trim()) : '';
    const limit = typeof ctx.query.limit === 'number' ? ctx.query.limit : 5;
    const staff = isStaff(user);
    const ours = <T extends { company_id: number }>(row: T) => staff || row.company_id === user.company_id;
    const { db } = ctx;
    if (!query) return ok({ data: { companies: [], permit_requests: [], invoices: [], loads: [], members: [] } });
    const find = <T extends { id: number }>(
      rows: Iterable<T>,
      fields: (row: T) => [string, ...(string | null | undefined)[]],
      subtitle: (row: T) => string,
    ) => best(rows, query, limit, fields, subtitle);
    const joined = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join(' · ');
    return ok({
      data: {
        companies: staff
          ? find(
              db.companies.all(),
              (row) => [row.name, row.usdot, row.mc_number],
              (row) =>
                joined(
                  row.usdot && `USDOT ${row.usdot}`,
                  row.mc_number,
                  [row.city, row.state].filter(Boolean).join(', '),
                ),
            )
          : [],
        // Each with its clock as its own read gives it to this person (a member: no "at risk").
        permit_requests: find(
          db.permitRequests.all().filter(ours),
          (row) => [row.number],
          (row) => joined(row.company_name, row.status.replace(/_/g, ' ')),
        ).map((hit) => {
          const row = db.permitRequests.get(hit.id);
          return row ? { ...hit, clock: presentPermit(row, ctx).clock } : hit;
        }),
        invoices: find(
          db.invoices.all().filter(ours),
          (row) => [row.number],
          (row) => joined(row.company_name, row.status),
        ),
        loads: find(
          db.loads.all().filter(ours),
          (row) => [row.description],
          (row) => joined(row.company_name, row.commodity),
        ),
        members: staff
          ? find(
              db.users.all().filter((row) => row.role === 'member'),
              (row) => [row.name, row.email],
              (row) => joined(row.email, db.companies.get(row.company_id ?? 0)?.name),
            )
          : [],
      },
    });
  },
};
