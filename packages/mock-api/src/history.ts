/**
 * History and trash (openapi.yaml, "History and trash").
 *
 * Every request writes through a `Journal`: its view of the tables tells it each row it inserts,
 * updates, deletes or puts back, and when the request is done the journal turns them into
 * revisions, one per record, with the caller as the actor. So no write can forget its revision,
 * and two changes of one record in one request (a create, then its number) are one revision. An
 * operation adds what only it knows with `note` (a transition and its reason, the regulations
 * that applied, the revision a put-back came from).
 *
 * The seed's records get their `created` revision (by no one) the first time their history is
 * read or written, as they stood in the seed: the seed stays as fast as it was.
 *
 * A deletion moves the record, and the records that cannot stand without it, to the trash, whole;
 * a restore puts the same rows back with their ids and versions.
 */
import type { components } from '@permit-office/sdk';
import type {
  Actor,
  Db,
  HistoryCollection,
  RevisionAction,
  RevisionRow,
  StateRegulation,
  TableName,
  TrashRow,
  User,
} from './db/store.js';
import { Table } from './db/store.js';
import { Refusal, conflict } from './replies.js';
import { SETTINGS, kindOf, kindOfRow, type RecordKind, type Row, type SettingsCollection } from './records.js';

export const DAY_MS = 86_400_000;
/** How long the trash keeps a record when the settings do not say. */
export const DEFAULT_TRASH_DAYS = 30;

type State = Record<string, unknown>;

/** What a revision says beyond the change itself. */
export interface RevisionNote {
  action?: RevisionAction;
  reason?: string | null;
  regulations?: StateRegulation[];
  reverted_from?: number;
}

/**
 * Fields a revision never lists: the revision says itself which record, which version and when;
 * a company's members are counted, not set.
 */
const UNLISTED = new Set(['id', 'version', 'created_at', 'updated_at', 'members_count']);
/** Fields whose values are never shown: a change names them only. */
const SECRET = ['password'];

export const actorOf = (user: User | undefined): Actor | null =>
  user ? { id: user.id, name: user.name, role: user.role } : null;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => same((a as State)[key], (b as State)[key]));
}

/** Field by field, what differs between two states of a record (`from` undefined: a new record). */
export function changesBetween(from: State | undefined, to: State): components['schemas']['FieldChange'][] {
  const fields = new Set([...Object.keys(from ?? {}), ...Object.keys(to)]);
  return [...fields]
    .filter((field) => !UNLISTED.has(field) && (!from || !same(from[field], to[field])))
    .map((field) => ({ field, from: from ? (from[field] ?? null) : null, to: to[field] ?? null }));
}

/** The record's revision of its creation when it has no history yet: a seeded record, as seeded. */
function ensureCreated(db: Db, collection: HistoryCollection, recordId: number, state: State): void {
  if (db.revisions.of(collection, recordId).length > 0) return;
  db.revisions.add({
    collection,
    record_id: recordId,
    version: typeof state.version === 'number' ? state.version : 1,
    // The settings have no creation date: the seed's.
    at: typeof state.created_at === 'string' ? state.created_at : db.seededAt,
    actor: null,
    action: 'created',
    reason: null,
    changes: changesBetween(undefined, state),
    state,
  });
}

/** A record's revisions, newest first; a seeded record's creation is added on its first reading. */
export function historyOf(db: Db, collection: HistoryCollection, recordId: number, current: State): RevisionRow[] {
  ensureCreated(db, collection, recordId, current);
  return [...db.revisions.of(collection, recordId)].reverse();
}

/** The record as it stands now, as the API sends it (undefined: no such record). */
export function currentState(db: Db, collection: HistoryCollection, recordId: number): State | undefined {
  if (collection in SETTINGS) {
    return recordId === 1 ? { ...db.settings[SETTINGS[collection as SettingsCollection].name] } : undefined;
  }
  const kind = kindOf(collection);
  const row = kind?.table(db).get(recordId);
  return kind && row && (kind.where?.(row) ?? true) ? kind.present(row, db) : undefined;
}

interface Change {
  table: TableName;
  id: number;
  before?: Row;
  after?: Row;
}

interface Revised {
  collection: HistoryCollection;
  id: number;
  before?: State;
  after?: State;
  /** Whether a secret field (a password) changed. */
  secret: boolean;
  /** The record's version as a member counts it (db/store.ts, `memberVersion`). */
  memberVersion?: number;
}

const key = (collection: string, id: number) => `${collection}\u0000${id}`;

export class Journal {
  private readonly changes = new Map<string, Change>();
  private readonly settings = new Map<string, Revised>();
  private readonly notes = new Map<string, RevisionNote>();
  /** Revisions already made by `step`, answered by `commit`. */
  private readonly made: RevisionRow[] = [];

  /** The tables as this request writes them: each change is told to the journal. */
  observe(db: Db): Db {
    const observed = { ...db };
    for (const name of Object.keys(db) as (keyof Db)[]) {
      // The trash is not a record's table: what goes in and out of it is told as the records' own changes.
      if (!(db[name] instanceof Table) || name === 'trash') continue;
      const table = name as TableName;
      (observed as Record<string, unknown>)[table] = db[table].observed((change: Omit<Change, 'table'>) =>
        this.changed({ table, ...change }),
      );
    }
    return observed;
  }

  private changed(change: Change): void {
    const id = `${change.table}\u0000${change.id}`;
    const earlier = this.changes.get(id);
    // The record before the request's first change, after its last.
    this.changes.set(id, earlier ? { ...earlier, after: change.after } : change);
  }

  /** A single-record setting saved (`record_id` 1). */
  settingsChanged(collection: SettingsCollection, before: State, after: State): void {
    const earlier = this.settings.get(collection);
    this.settings.set(collection, { collection, id: 1, before: earlier?.before ?? before, after, secret: false });
  }

  /** What the revision this request makes of a record says beyond its changes. */
  note(collection: string, id: number, note: RevisionNote): void {
    this.notes.set(key(collection, id), { ...this.notes.get(key(collection, id)), ...note });
  }

  /**
   * One revision per record this request changed, by `user`, at `at`; answers them, in the order
   * they were made (what the live streams tell, live.ts).
   */
  commit(db: Db, user: User | undefined, at: string): RevisionRow[] {
    const revisions = [...this.made, ...this.take(db, actorOf(user), at)];
    this.made.length = 0;
    return revisions;
  }

  /**
   * What the request has written so far becomes its revisions now, by `actor`: a call that acts
   * twice in one (a member's submission, then the rules' approval of it) keeps each act apart, with
   * who did it. `commit` answers them with the rest.
   */
  step(db: Db, actor: Actor | null, at: string): void {
    this.made.push(...this.take(db, actor, at));
  }

  private take(db: Db, actor: Actor | null, at: string): RevisionRow[] {
    const revised: Revised[] = [...this.settings.values()];
    for (const { table, id, before, after } of this.changes.values()) {
      const row = after ?? before;
      const kind = row && kindOfRow(db, table, row);
      if (!kind?.table(db).versioned) continue;
      // Bookkeeping that is not a change of the record (a sign-in's time) keeps its version.
      if (before && after && (before as { version?: number }).version === (after as { version?: number }).version) {
        continue;
      }
      revised.push({
        collection: kind.collection as HistoryCollection,
        id,
        before: before && kind.present(before, db),
        after: after && kind.present(after, db),
        secret: SECRET.some((field) => before && after && (before as State)[field] !== (after as State)[field]),
        memberVersion: row && kind.table(db).memberVersion(row),
      });
    }
    this.changes.clear();
    this.settings.clear();
    const revisions = revised.flatMap((change) => this.revise(db, change, actor, at) ?? []);
    for (const change of revised) this.notes.delete(key(change.collection, change.id));
    return revisions;
  }

  private revise(
    db: Db,
    { collection, id, before, after, secret, memberVersion }: Revised,
    actor: Actor | null,
    at: string,
  ): RevisionRow | undefined {
    const note = this.notes.get(key(collection, id)) ?? {};
    const state = after ?? before;
    if (!state) return undefined;
    if (before) ensureCreated(db, collection, id, before);
    const action = note.action ?? (!before ? 'created' : !after ? 'deleted' : 'updated');
    const changes =
      action === 'created' ? changesBetween(undefined, state) : before && after ? changesBetween(before, after) : [];
    if (secret) changes.push(...SECRET.map((field) => ({ field, from: null, to: null })));
    const version = typeof state.version === 'number' ? state.version : 1;
    return db.revisions.add({
      collection,
      record_id: id,
      version,
      ...(memberVersion !== undefined && memberVersion !== version ? { member_version: memberVersion } : {}),
      at,
      actor,
      action,
      reason: note.reason ?? null,
      changes,
      ...(note.regulations ? { regulations: note.regulations } : {}),
      ...(note.reverted_from !== undefined ? { reverted_from: note.reverted_from } : {}),
      state,
    });
  }
}

/** A revision as the API sends it. */
export function presentRevision({
  state: _state,
  member_version: _memberVersion,
  id,
  ...revision
}: RevisionRow): components['schemas']['Revision'] {
  return { id, ...revision };
}

/** The regulations of a route's states as they stand now (a state without any is left out). */
export function regulationsOf(db: Db, states: readonly string[]): StateRegulation[] {
  return states.flatMap((state) => {
    const regulation = db.stateRegulations.all().find((row) => row.state === state);
    return regulation ? [{ ...regulation }] : [];
  });
}

/**
 * The records that cannot stand without a record, and go to the trash and back with it: a
 * company's members, loads, vehicles, permit requests, invoices, card operations and annual permits.
 */
function dependentsOf(db: Db, collection: string, record: Row): TrashRow['rows'] {
  if (collection !== 'companies') return [];
  const ours = (row: { company_id?: number | null }) => row.company_id === record.id;
  return [
    ...db.users
      .all()
      .filter((user) => user.role === 'member' && ours(user))
      .map((row) => ({ table: 'users' as const, row })),
    ...db.loads
      .all()
      .filter(ours)
      .map((row) => ({ table: 'loads' as const, row })),
    ...db.vehicles
      .all()
      .filter(ours)
      .map((row) => ({ table: 'vehicles' as const, row })),
    ...db.permitRequests
      .all()
      .filter(ours)
      .map((row) => ({ table: 'permitRequests' as const, row })),
    ...db.invoices
      .all()
      .filter(ours)
      .map((row) => ({ table: 'invoices' as const, row })),
    ...db.cardOperations
      .all()
      .filter(ours)
      .map((row) => ({ table: 'cardOperations' as const, row })),
    ...db.annualPermits
      .all()
      .filter(ours)
      .map((row) => ({ table: 'annualPermits' as const, row })),
  ];
}

const withIts = (kind: RecordKind, label: string) => `With its ${kind.schema.toLowerCase()}, ${label}`;

/**
 * Moves a record and its dependents from their tables (as `db`, the request's view, writes them) to
 * the trash. Answers the entry, and the users it took (whose sessions end).
 */
export function moveToTrash(
  db: Db,
  journal: Journal,
  kind: RecordKind,
  record: Row,
  by: User | undefined,
  at: string,
): { entry: TrashRow; users: number[] } {
  const label = kind.label(record);
  const table = (Object.keys(db) as TableName[]).find((name) => db[name] === (kind.table(db) as unknown));
  if (!table) throw new Error(`No table holds ${kind.collection}`);
  const rows: TrashRow['rows'] = [{ table, row: record }, ...dependentsOf(db, kind.collection, record)];
  for (const [index, { table: name, row }] of rows.entries()) {
    if (index > 0) {
      const dependent = kindOfRow(db, name, row);
      if (dependent) journal.note(dependent.collection, row.id, { reason: withIts(kind, label) });
    }
    db[name].delete(row.id);
  }
  const entry = db.trash.insert({
    collection: kind.collection as TrashRow['collection'],
    record_id: record.id,
    label,
    deleted_at: at,
    deleted_by: actorOf(by),
    rows,
  });
  const users = rows.filter((entryRow) => entryRow.table === 'users').map((entryRow) => entryRow.row.id);
  return { entry, users };
}

/** Values that must stay unique in their table: a restore that would repeat one is refused. */
const UNIQUE: Partial<Record<TableName, { field: string; name: string; same?: (a: unknown, b: unknown) => boolean }>> =
  {
    users: {
      field: 'email',
      name: 'e-mail',
      same: (a, b) => String(a).trim().toLowerCase() === String(b).trim().toLowerCase(),
    },
    companies: { field: 'usdot', name: 'USDOT number' },
    blogPosts: { field: 'slug', name: 'slug' },
    pages: { field: 'slug', name: 'slug' },
    stateRegulations: { field: 'state', name: "state's regulations" },
  };

/** The tables whose rows belong to a company, and go with it (`dependentsOf`). */
const OF_A_COMPANY: readonly TableName[] = [
  'users',
  'loads',
  'vehicles',
  'permitRequests',
  'invoices',
  'cardOperations',
  'annualPermits',
];

/**
 * Puts an entry's rows back as they were, or refuses (409) when an id or a unique value is taken, or
 * when a record's company is no longer there (in the trash itself: it is restored first).
 */
export function restoreFromTrash(db: Db, journal: Journal, entry: TrashRow): Refusal | undefined {
  const companies = new Set(entry.rows.filter(({ table }) => table === 'companies').map(({ row }) => row.id));
  for (const { table, row } of entry.rows) {
    if (db[table].get(row.id)) {
      return new Refusal(conflict(`Its id is taken again (${table} #${row.id}); nothing was restored.`));
    }
    const company = (row as { company_id?: number | null }).company_id;
    if (
      OF_A_COMPANY.includes(table) &&
      typeof company === 'number' &&
      !db.companies.get(company) &&
      !companies.has(company)
    ) {
      return new Refusal(
        conflict('Its company is not there any more: restore the company first. Nothing was restored.'),
      );
    }
    const unique = UNIQUE[table];
    if (unique) {
      const value = (row as State)[unique.field];
      const equal = unique.same ?? ((a: unknown, b: unknown) => a === b);
      const taken = (db[table].all() as Row[]).some((other) => equal((other as State)[unique.field], value));
      if (taken) return new Refusal(conflict(`Its ${unique.name} is taken again; nothing was restored.`));
    }
  }
  const kind = kindOf(entry.collection);
  for (const [index, { table, row }] of entry.rows.entries()) {
    const restored = kindOfRow(db, table, row);
    if (restored) {
      journal.note(restored.collection, row.id, {
        action: 'restored',
        reason: index > 0 && kind ? withIts(kind, entry.label) : null,
      });
    }
    (db[table] as unknown as { put(row: Row): Row }).put(row);
  }
  db.trash.delete(entry.id);
  return undefined;
}

/** An entry purged for good: its rows and their histories. */
export function purge(db: Db, entry: TrashRow): void {
  for (const { table, row } of entry.rows) {
    const kind = kindOfRow(db, table, row);
    if (kind) db.revisions.forget(kind.collection, row.id);
  }
  db.trash.delete(entry.id);
}

export const trashDays = (db: Db): number => db.settings.main.trash_days ?? DEFAULT_TRASH_DAYS;

export const purgeAt = (db: Db, entry: TrashRow): string =>
  new Date(Date.parse(entry.deleted_at) + trashDays(db) * DAY_MS).toISOString();

/** Purges the entries whose time in the trash is over (the mock does it as it is next called). */
export function sweepTrash(db: Db, now: Date): void {
  for (const entry of db.trash.all()) {
    if (Date.parse(purgeAt(db, entry)) <= now.getTime()) purge(db, entry);
  }
}

/** A trash entry as the API sends it. */
export const presentTrashEntry = (db: Db, entry: TrashRow): components['schemas']['TrashEntry'] => ({
  id: entry.id,
  collection: entry.collection,
  record_id: entry.record_id,
  label: entry.label,
  deleted_at: entry.deleted_at,
  deleted_by: entry.deleted_by,
  purge_at: purgeAt(db, entry),
  dependents: entry.rows.length - 1,
});
