/**
 * The five operations of a collection, following the conventions of docs/product.md: a list with `q`
 * search, filters, sort and pages answering `{ data, total }`; one record `{ data }`; create 201;
 * update; delete 204, which moves the record to the trash (history.ts). Members reach only their own
 * company's records in scoped collections, and another company's record is a 404 to them, as if it
 * did not exist.
 */
import { searchKey } from '@permit-office/sdk';
import type { Db, NewRow, Table } from '../db/store.js';
import { moveToTrash } from '../history.js';
import { registerKind, type RecordKind } from '../records.js';
import {
  Refusal,
  created,
  invalid,
  isStaff,
  noContent,
  notFound,
  ok,
  type Ctx,
  type JsonReply,
  type Operations,
  type OperationId,
} from '../operation.js';
import { pickWritable, propertiesOf, type Schema } from '../validate.js';

type Row = { id: number };
type Input = Record<string, unknown>;

export interface CollectionSpec<T extends Row> {
  /** The path segment (`permit-requests`), also the audit log's resource name. */
  resource: string;
  /** The contract's schema name (`PermitRequest`): operation ids and the input schema follow from it. */
  schema: string;
  table: (db: Db) => Table<T>;
  /** Which rows of the table belong to this collection (members and accounts share the users table). */
  where?: (row: T) => boolean;
  /**
   * The record as the API sends it; defaults to the row itself. `ctx` is the caller's request when
   * there is one (an answer); without it (a revision's state), only what is stored.
   */
  present?: (row: T, db: Db, ctx?: Ctx) => unknown;
  /** Members see and change only rows whose `company_id` is their company. */
  companyScoped?: boolean;
  /** Whether the caller may read a row beyond the collection's own access (an audit entry about accounts). */
  readableBy?: (row: T, ctx: Ctx) => boolean;
  /** The text that `q` searches. */
  searchText: (row: T) => (string | null | undefined)[];
  /** The date that `from` and `to` bound. */
  dateField?: keyof T & string;
  /** Filters that are not plain equality on a field of the same name. */
  filters?: Record<string, (row: T, value: unknown, ctx: Ctx) => boolean>;
  defaultSort?: { field: keyof T & string; order: 'asc' | 'desc' };
  /** A few words for the audit log. */
  describe: (row: T) => string;
  /** The record's name as its list shows it (the trash's `label`); defaults to `describe`. */
  label?: (row: T) => string;
  /** The whole new record from the validated input (its writable fields only). */
  build?: (input: Input, ctx: Ctx) => NewRow<T> | Refusal;
  /** The patch an update applies; defaults to the input itself. */
  change?: (row: T, input: Input, ctx: Ctx) => Partial<T> | Refusal;
  /** May refuse a delete (a paid invoice, an issued permit). */
  guardDelete?: (row: T, ctx: Ctx) => Refusal | undefined;
  /**
   * Sortable fields the answer computes rather than stores (a permit request's `due_at`): sorted
   * by these without presenting every row, then only the page's rows are presented.
   */
  sortKeys?: Record<string, (row: T, ctx: Ctx) => unknown>;
  /** Figures over every filtered row, answered beside the page as `summary`. */
  summarize?: (rows: T[]) => unknown;
}

const camel = (resource: string) => resource.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/**
 * One collator for every comparison: `localeCompare` with a locale builds one per call, which
 * made sorting a 10,000-row collection take a second; the order is the same.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A calendar date or a timestamp as the API writes them: their text sorts as their time does. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Dates by their text, without the collator: the queue sorts 10,000 due times at every read.
  if (typeof a === 'string' && typeof b === 'string' && ISO_DATE.test(a) && ISO_DATE.test(b)) return a < b ? -1 : 1;
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return collator.compare(text(a), text(b));
}

const RESERVED = new Set(['page', 'per_page', 'sort', 'order', 'q', 'from', 'to', 'created_after']);

export function collection<T extends Row>(spec: CollectionSpec<T>): Operations {
  const inputSchema: Schema = { $ref: `#/components/schemas/${spec.schema}Input` };
  const fields = () => Object.keys(propertiesOf({ $ref: `#/components/schemas/${spec.schema}` }));

  const view = (row: T, ctx: Ctx): unknown => (spec.present ? spec.present(row, ctx.db, ctx) : row);
  const kind: RecordKind = {
    collection: spec.resource,
    schema: spec.schema,
    table: spec.table,
    where: (row) => spec.where?.(row as T) ?? true,
    companyScoped: spec.companyScoped ?? false,
    present: (row, db) => (spec.present ? spec.present(row as T, db) : row) as Record<string, unknown>,
    label: (row) => (spec.label ?? spec.describe)(row as T),
  };
  registerKind(kind);
  const inScope = (row: T, ctx: Ctx): boolean =>
    (spec.where?.(row) ?? true) &&
    (spec.readableBy?.(row, ctx) ?? true) &&
    (!spec.companyScoped ||
      isStaff(ctx.user) ||
      (row as Row & { company_id?: unknown }).company_id === ctx.user?.company_id);

  /** The row as the caller may read it: staff read it whole, a member as the answer shows it. */
  const readable = (row: T, ctx: Ctx): T =>
    isStaff(ctx.user) || !spec.present ? row : (spec.present(row, ctx.db, ctx) as T);

  const find = (ctx: Ctx): T | undefined => {
    const row = spec.table(ctx.db).get(ctx.params.id ?? 0);
    return row && inScope(row, ctx) ? row : undefined;
  };

  /**
   * Rows matching the query's search, filters and period, before sorting and paging. Each row is
   * searched and filtered as the caller may read it (`present`): what a person may not read
   * (who holds a member's permit request) never narrows their list, so no query can tell it.
   */
  function matching(ctx: Ctx): T[] {
    const { q, from, to, created_after: createdAfter } = ctx.query;
    // What is new since a moment (the menu's counts): compared as instants, whatever their zone's spelling.
    const after = typeof createdAfter === 'string' ? Date.parse(createdAfter) : undefined;
    const terms = typeof q === 'string' ? searchKey(q).split(/\s+/).filter(Boolean) : [];
    const filters = Object.entries(ctx.query).filter(([name, value]) => !RESERVED.has(name) && value !== undefined);
    return spec
      .table(ctx.db)
      .all()
      .filter((row) => {
        if (!inScope(row, ctx)) return false;
        const seen = terms.length || filters.length ? readable(row, ctx) : row;
        if (terms.length) {
          const text = searchKey(spec.searchText(seen).filter(Boolean).join(' '));
          if (!terms.every((term) => text.includes(term))) return false;
        }
        for (const [name, value] of filters) {
          const custom = spec.filters?.[name];
          if (custom ? !custom(seen, value, ctx) : (seen as Record<string, unknown>)[name] !== value) return false;
        }
        if (after !== undefined && !(Date.parse(String((row as Record<string, unknown>).created_at)) > after))
          return false;
        if (spec.dateField && (typeof from === 'string' || typeof to === 'string')) {
          const day = String(row[spec.dateField] ?? '').slice(0, 10);
          if (typeof from === 'string' && day < from) return false;
          if (typeof to === 'string' && day > to) return false;
        }
        return true;
      });
  }

  function list(ctx: Ctx): JsonReply {
    const sort = typeof ctx.query.sort === 'string' ? ctx.query.sort : (spec.defaultSort?.field ?? 'id');
    if (!fields().includes(sort)) return invalid({ sort: ['Invalid format'] });
    const order = ctx.query.order ?? (ctx.query.sort === undefined ? spec.defaultSort?.order : undefined) ?? 'asc';
    const page = typeof ctx.query.page === 'number' ? ctx.query.page : 1;
    const perPage = typeof ctx.query.per_page === 'number' ? ctx.query.per_page : 25;
    const rows = matching(ctx);
    const direction = order === 'desc' ? -1 : 1;
    const computed = spec.sortKeys?.[sort];
    let data: unknown[];
    if (computed) {
      const keyed = rows.map((row) => ({ id: row.id, row, value: computed(row, ctx) }));
      keyed.sort((a, b) => direction * compare(a.value, b.value) || a.id - b.id);
      data = keyed.slice((page - 1) * perPage, page * perPage).map(({ row }) => view(row, ctx));
    } else {
      const views = rows.map((row) => ({ id: row.id, record: view(row, ctx) as Record<string, unknown> }));
      views.sort((a, b) => direction * compare(a.record[sort], b.record[sort]) || a.id - b.id);
      data = views.slice((page - 1) * perPage, page * perPage).map(({ record }) => record);
    }
    return ok(
      spec.summarize ? { data, total: rows.length, summary: spec.summarize(rows) } : { data, total: rows.length },
    );
  }

  function createOne(ctx: Ctx): JsonReply {
    const input = pickWritable(inputSchema, ctx.body as Input);
    if (spec.companyScoped && !isStaff(ctx.user)) input.company_id = ctx.user?.company_id;
    const built = spec.build
      ? spec.build(input, ctx)
      : ({ ...input, created_at: ctx.now().toISOString() } as unknown as NewRow<T>);
    if (built instanceof Refusal) return built.reply;
    const row = spec.table(ctx.db).insert(built);
    ctx.audit('create', spec.resource, row.id, spec.describe(row));
    return created(view(row, ctx));
  }

  function getOne(ctx: Ctx): JsonReply {
    const row = find(ctx);
    return row ? ok({ data: view(row, ctx) }) : notFound();
  }

  function updateOne(ctx: Ctx): JsonReply {
    const row = find(ctx);
    if (!row) return notFound();
    const input = pickWritable(inputSchema, ctx.body as Input);
    if (spec.companyScoped && !isStaff(ctx.user)) input.company_id = ctx.user?.company_id;
    const patch = spec.change ? spec.change(row, input, ctx) : (input as Partial<T>);
    if (patch instanceof Refusal) return patch.reply;
    const updated = spec.table(ctx.db).update(row.id, patch) ?? row;
    ctx.audit('update', spec.resource, row.id, spec.describe(updated));
    return ok({ data: view(updated, ctx) });
  }

  function deleteOne(ctx: Ctx): JsonReply {
    const row = find(ctx);
    if (!row) return notFound();
    const refusal = spec.guardDelete?.(row, ctx);
    if (refusal) return refusal.reply;
    // To the trash, with the records that cannot stand without it; their people are signed out.
    const { users } = moveToTrash(ctx.db, ctx.journal, kind, row, ctx.user, ctx.now().toISOString());
    for (const id of users) ctx.auth.revokeUser(id);
    ctx.audit('delete', spec.resource, row.id, spec.describe(row));
    return noContent();
  }

  const name = camel(spec.resource);
  return {
    [`list${name}` as OperationId]: list,
    [`create${spec.schema}` as OperationId]: createOne,
    [`get${spec.schema}` as OperationId]: getOne,
    [`update${spec.schema}` as OperationId]: updateOne,
    [`delete${spec.schema}` as OperationId]: deleteOne,
  };
}

/** The company a staff member names in `company_id`, or the refusal to answer when there is none. */
export function companyOf(ctx: Ctx, companyId: unknown): { id: number; name: string } | Refusal {
  const company = typeof companyId === 'number' ? ctx.db.companies.get(companyId) : undefined;
  return (
    company ??
    new Refusal(invalid({ company_id: [companyId === undefined ? 'This field is required' : 'Invalid format'] }))
  );
}
