/**
 * A record's history and the trash (openapi.yaml, "History and trash"): reading a record's
 * revisions, putting a revision's values back, and the trash's list, restore and purge.
 *
 * The history of a record is read by whoever may read the record, through the record's own read
 * (so a member's reach, a missing or trashed record, are what reading the record says); a put-back
 * is the record's own update, with the values the revision left.
 */
import type { components } from '@permit-office/sdk';
import { accessOf, mayCall } from '../access.js';
import contract from '../contract.gen.json' with { type: 'json' };
import {
  STAFF_PERMIT_FIELDS,
  type HistoryCollection,
  type RevisionRow,
  type TrashCollection,
  type TrashRow,
} from '../db/store.js';
import {
  changesBetween,
  currentState,
  historyOf,
  presentRevision,
  presentTrashEntry,
  purge,
  restoreFromTrash,
} from '../history.js';
import {
  conflict,
  forbidden,
  invalid,
  isStaff,
  me,
  noContent,
  notFound,
  ok,
  type Ctx,
  type JsonReply,
  type OperationId,
  type Operations,
} from '../operation.js';
import { mayHearOf } from '../live.js';
import { SETTINGS, kindOf, type SettingsCollection } from '../records.js';
import { precondition } from '../versions.js';
import { pickWritable, trimText, validate, type Schema } from '../validate.js';

/** The only histories a member reads: their own company's loads, vehicles and permit requests. */
const MEMBER_HISTORIES: readonly string[] = ['loads', 'vehicles', 'permit-requests'];

/** The operation ids the contract declares. */
const declared = new Set(
  Object.values(contract.paths as unknown as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
    Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
  ),
);

interface Endpoints {
  read: OperationId;
  /** Undefined when the record has no `PUT` (an application, a contact message). */
  update?: OperationId;
  /** The schema its `PUT` takes. */
  input: string;
}

function endpointsOf(collection: HistoryCollection): Endpoints | undefined {
  if (collection in SETTINGS) {
    const settings = SETTINGS[collection as SettingsCollection];
    return { read: settings.read, update: settings.update, input: settings.schema };
  }
  const kind = kindOf(collection);
  if (!kind) return undefined;
  const update = `update${kind.schema}`;
  return {
    read: `get${kind.schema}` as OperationId,
    update: declared.has(update) ? (update as OperationId) : undefined,
    input: `${kind.schema}Input`,
  };
}

/** The company a record belonged to in a state of it (a revision's, a trash entry's). */
const companyIn = (state: object | undefined): unknown => (state as { company_id?: unknown } | undefined)?.company_id;

/**
 * Staff reach every trash entry; a member only those of their own deletions (their Undo) of their
 * company's records, by the company the record had when it was deleted: a member moved to another
 * company takes nothing of the first one's with them. Another's is as absent to them as another
 * company's record.
 */
const mayReach = (ctx: Ctx, entry: TrashRow): boolean =>
  (isStaff(ctx.user) && ctx.user !== undefined && mayHearOf(ctx.user, entry.collection)) ||
  (ctx.user !== undefined &&
    entry.deleted_by?.id === ctx.user.id &&
    companyIn(entry.rows[0]?.row) === ctx.user.company_id);

const page = <T>(rows: T[], ctx: Ctx) => {
  const number = typeof ctx.query.page === 'number' ? ctx.query.page : 1;
  const size = typeof ctx.query.per_page === 'number' ? ctx.query.per_page : 25;
  return { data: rows.slice((number - 1) * size, number * size), total: rows.length };
};

/**
 * A revision as a member reads it: who holds a request and why it was handed over are the office's
 * business, so an assignment is left out and the assignee's fields with it.
 */
function forMember(revision: components['schemas']['Revision']): components['schemas']['Revision'][] {
  if (revision.action === 'assigned') return [];
  const changes = revision.changes.filter(
    (change) => !(STAFF_PERMIT_FIELDS as readonly string[]).includes(change.field),
  );
  return revision.changes.length && !changes.length ? [] : [{ ...revision, changes }];
}

/**
 * A record's history as a member of `company` reads it, newest first: its life in their company
 * only, each revision by the company the record had then. The revision that brought it to their
 * company (a move by staff) reads as its creation, with the record as it arrived: what it was
 * before, in another company, is that company's.
 */
function forMemberOf(company: number | null, history: readonly RevisionRow[]): components['schemas']['Revision'][] {
  const oldestFirst = [...history].reverse();
  const theirs = oldestFirst.flatMap((revision, index) => {
    if (company === null || companyIn(revision.state) !== company) return [];
    const before = oldestFirst[index - 1];
    const arrived = before !== undefined && companyIn(before.state) !== company;
    // Numbered as the member counts the record's versions (db/store.ts, `memberVersion`).
    const shown = { ...presentRevision(revision), version: revision.member_version ?? revision.version };
    return [
      arrived
        ? { ...shown, action: 'created' as const, reason: null, changes: changesBetween(undefined, revision.state) }
        : shown,
    ];
  });
  return theirs.reverse().flatMap(forMember);
}

export function historyOperations(all: () => Operations): Operations {
  /**
   * The record as its own read answers it to the caller: 200, or the 404 (another company's, in the
   * trash, none) or 403 (a collection the caller never reads) that reading it gives.
   */
  async function readRecord(ctx: Ctx, collection: HistoryCollection, recordId: number): Promise<JsonReply> {
    const endpoints = endpointsOf(collection);
    const read = endpoints && all()[endpoints.read];
    if (!endpoints || !read) return notFound();
    if (!mayCall(accessOf(endpoints.read), ctx.user)) return forbidden();
    if (!isStaff(ctx.user) && !MEMBER_HISTORIES.includes(collection)) return forbidden();
    if (collection in SETTINGS && recordId !== 1) return notFound();
    const reply = await read({ ...ctx, params: { id: recordId }, query: {}, body: undefined });
    return reply instanceof Response ? notFound() : reply;
  }

  return {
    async listRevisions(ctx) {
      const collection = ctx.query.collection as HistoryCollection;
      const recordId = ctx.query.record_id as number;
      const read = await readRecord(ctx, collection, recordId);
      if (read.status !== 200) return read;
      const current = currentState(ctx.db, collection, recordId);
      if (!current) return notFound();
      const history = historyOf(ctx.db, collection, recordId, current);
      const user = me(ctx);
      return ok(page(isStaff(user) ? history.map(presentRevision) : forMemberOf(user.company_id, history), ctx));
    },

    async revertRevision(ctx) {
      const revision = ctx.db.revisions.get(ctx.params.id ?? 0);
      if (!revision) return notFound();
      const { collection, record_id: recordId } = revision;
      const read = await readRecord(ctx, collection, recordId);
      const user = me(ctx);
      if (!isStaff(user)) {
        // A revision a member may not read (another collection's, another company's time, an
        // assignment) is as unknown to them as one that does not exist.
        if (read.status !== 200) return notFound();
        const current = currentState(ctx.db, collection, recordId);
        const readable = current ? forMemberOf(user.company_id, historyOf(ctx.db, collection, recordId, current)) : [];
        if (!readable.some((shown) => shown.id === revision.id)) return notFound();
      }
      if (read.status !== 200) return read;
      const endpoints = endpointsOf(collection);
      const update = endpoints?.update && all()[endpoints.update];
      if (!endpoints?.update || !update) {
        return conflict('This record is not saved with a form: its history can be read, not put back.');
      }
      if (!mayCall(accessOf(endpoints.update), ctx.user)) return forbidden();
      // If-Match names the record's version, as for its PUT (the router made sure there is one).
      const stale = precondition(ctx.request.headers.get('If-Match') ?? '', read);
      if (stale) return stale;

      const schema: Schema = { $ref: `#/components/schemas/${endpoints.input}` };
      const current = (read.body as { data: Record<string, unknown> }).data;
      const writable = Object.keys(pickWritable(schema, { ...revision.state, ...current }));
      const asked = (ctx.body as components['schemas']['RevertInput'] | undefined)?.fields;
      const unknown = (asked ?? []).filter((field) => !writable.includes(field));
      if (unknown.length) {
        return invalid({
          fields: unknown.map((field) => `"${field}" is not a field this record's form saves; it cannot be put back.`),
        });
      }
      const back = (asked ?? writable).filter((field) => field in revision.state);
      const input = trimText({
        ...pickWritable(schema, current),
        ...Object.fromEntries(back.map((field) => [field, revision.state[field]])),
      });
      // The same rules as the record's PUT: the contract's, then the record's own.
      const errors = validate(schema, input);
      if (Object.keys(errors).length) return invalid(errors);
      ctx.journal.note(collection, recordId, { action: 'reverted', reverted_from: revision.id });
      const saved = await update({ ...ctx, params: { id: recordId }, query: {}, body: input });
      return saved instanceof Response ? notFound() : saved;
    },

    listTrash(ctx) {
      const collection = ctx.query.collection as TrashCollection | undefined;
      const recordId = ctx.query.record_id as number | undefined;
      const entries = ctx.db.trash
        .all()
        .filter((entry) => mayReach(ctx, entry))
        .filter((entry) => !collection || entry.collection === collection)
        .filter((entry) => recordId === undefined || entry.record_id === recordId)
        .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id)
        .map((entry) => presentTrashEntry(ctx.db, entry));
      return ok(page(entries, ctx));
    },

    restoreTrashEntry(ctx) {
      const entry = ctx.db.trash.get(ctx.params.id ?? 0);
      if (!entry || !mayReach(ctx, entry)) return notFound();
      const answer = presentTrashEntry(ctx.db, entry);
      const refusal = restoreFromTrash(ctx.db, ctx.journal, entry);
      if (refusal) return refusal.reply;
      ctx.audit('create', entry.collection, entry.record_id, `Restored from the trash: ${entry.label}`);
      return ok({ data: answer });
    },

    purgeTrashEntry(ctx) {
      const entry = ctx.db.trash.get(ctx.params.id ?? 0);
      if (!entry) return notFound();
      purge(ctx.db, entry);
      ctx.audit('delete', entry.collection, entry.record_id, `Purged for good from the trash: ${entry.label}`);
      return noContent();
    },
  };
}
