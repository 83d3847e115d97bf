import type { components } from '@permit-office/sdk';

type S = components['schemas'];

/** Record types as the API sends them; `Mutable` because the store replaces rows it updates. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export type Company = Mutable<S['Company']> & { status: S['CompanyStatus'] };
export type Application = Mutable<S['Application']>;
export type ContactMessage = Mutable<S['ContactMessage']>;
export type AuditEntry = Mutable<S['AuditEntry']>;
export type Invoice = Mutable<S['Invoice']>;
export type CardOperation = Mutable<S['CardOperation']>;
export type Load = Mutable<S['Load']> & { company_id: number };
export type Vehicle = Mutable<S['Vehicle']>;
export type PermitRequest = Mutable<S['PermitRequest']>;
/** The fields of a permit request that are staff's business: who holds it. */
export const STAFF_PERMIT_FIELDS: readonly (keyof PermitRequest)[] = ['agent_id', 'agent_name'];
export type AnnualPermit = Mutable<S['AnnualPermit']>;
export type CityRate = Mutable<S['CityRate']>;
export type StateRegulation = Mutable<S['StateRegulation']>;
export type HolidayClosure = Mutable<S['HolidayClosure']>;
export type StateNote = Mutable<S['StateNote']>;
export type BlogPost = Mutable<S['BlogPost']>;
export type Page = Mutable<S['Page']>;
export type Service = Mutable<S['Service']>;
export type ManualDocument = Mutable<S['ManualDocument']>;
export type StateCode = S['StateCode'];
export type Actor = S['Actor'];
export type RevisionAction = S['RevisionAction'];
export type HistoryCollection = S['HistoryCollection'];
export type TrashCollection = S['TrashCollection'];

/** Everyone who can sign in: staff (`/accounts`) and company members (`/members`). */
export interface User {
  id: number;
  /** Members, accounts and one's own profile are records that can be edited: see Table. */
  version: number;
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'agent' | 'member';
  company_id: number | null;
  member_role: S['MemberRole'] | null;
  phone: string | null;
  avatar: string | null;
  active: boolean;
  last_sign_in_at: string | null;
  created_at: string;
  /** Whether the feedback popup was registered as shown (`GET /popup/{id}`). */
  popup_shown: boolean;
  /** What also comes by e-mail; unset, the role's default (notify.ts). */
  email_notifications?: S['NotificationKind'][];
}

export interface StoredFile {
  id: number;
  name: string;
  /** Decided from the bytes at upload (file-safety.ts), never the uploader's claim. */
  type: string;
  /** Who uploaded it (null: made by the service, e.g. an issued permit's PDF). */
  owner_id: number | null;
  /** The company whose members may read it (null: staff only, unless a manual document links it). */
  company_id: number | null;
  bytes: Uint8Array<ArrayBuffer>;
  created_at: string;
}

export interface DeletionRequest {
  id: number;
  email: string;
  user_id: number;
  created_at: string;
}

/**
 * One revision of a record's history (openapi.yaml, "History and trash"): the API's `Revision`, and
 * the record as it stood just after it, which a put-back saves again.
 */
export interface RevisionRow {
  id: number;
  collection: HistoryCollection;
  record_id: number;
  version: number;
  at: string;
  actor: Actor | null;
  action: RevisionAction;
  reason: string | null;
  changes: S['FieldChange'][];
  regulations?: StateRegulation[];
  reverted_from?: number;
  /** The record just after this revision, as the API sends it (never sent itself). */
  state: Record<string, unknown>;
  /**
   * The record's version after this revision as a member counts it, where the table keeps
   * staff-only fields (`Table.memberVersion`): the version a member reads and hears of.
   */
  member_version?: number;
}

/** Every record's revisions, oldest first, by the record they belong to. */
export class RevisionStore {
  private readonly byRecord = new Map<string, RevisionRow[]>();
  private readonly byId = new Map<number, RevisionRow>();
  private nextId = 1;

  private static key = (collection: string, recordId: number) => `${collection}\u0000${recordId}`;

  add(revision: Omit<RevisionRow, 'id'>): RevisionRow {
    const stored = { ...revision, id: this.nextId++ };
    const key = RevisionStore.key(stored.collection, stored.record_id);
    this.byRecord.set(key, [...(this.byRecord.get(key) ?? []), stored]);
    this.byId.set(stored.id, stored);
    return stored;
  }

  get(id: number): RevisionRow | undefined {
    return this.byId.get(id);
  }

  /** The record's revisions, oldest first. */
  of(collection: string, recordId: number): readonly RevisionRow[] {
    return this.byRecord.get(RevisionStore.key(collection, recordId)) ?? [];
  }

  /** Forgets a record's history (a record purged for good). */
  forget(collection: string, recordId: number): void {
    const key = RevisionStore.key(collection, recordId);
    for (const revision of this.byRecord.get(key) ?? []) this.byId.delete(revision.id);
    this.byRecord.delete(key);
  }

  get size(): number {
    return this.byId.size;
  }
}

/** A deleted record in the trash, with the linked records its deletion took along. */
export interface TrashRow {
  id: number;
  collection: TrashCollection;
  record_id: number;
  label: string;
  deleted_at: string;
  deleted_by: Actor | null;
  /** The rows as they were when deleted, the record first, each with the table it came from. */
  rows: { table: TableName; row: { id: number } }[];
}

/** A row as it is written before the table gives it its id and, when versioned, its version. */
export type NewRow<T> = Omit<T, 'id' | 'version'> & { id?: number };

/**
 * One table. A versioned table numbers each row's changes: `version` is 1 when the row is inserted
 * and one more at each update (openapi.yaml, "Versions"), except bookkeeping that is not a change
 * of the record (a sign-in's time), written `quietly`.
 */
export class Table<T extends { id: number }> {
  private readonly rows = new Map<number, T>();
  private nextId = 1;
  private changes = 0;

  /** How many changes the table has had: what was derived from its rows is current while it stays. */
  get revision(): number {
    return this.changes;
  }

  /**
   * Per row, how many of its versions changed only fields that staff alone read (`staffOnly`): a
   * member's version of the row leaves them out, so that what staff did to it (who holds a
   * permit request) changes nothing a member can observe, not even a version.
   */
  private readonly staffOnlyVersions = new Map<number, number>();

  constructor(
    readonly versioned = false,
    private readonly staffOnly: readonly string[] = [],
  ) {}

  /** The row's version as a reader who may not read its staff-only fields counts it. */
  memberVersion(row: T): number {
    return ((row as { version?: number }).version ?? 1) - (this.staffOnlyVersions.get(row.id) ?? 0);
  }

  insert(row: NewRow<T>): T {
    const id = row.id ?? this.nextId;
    this.nextId = Math.max(this.nextId, id + 1);
    const stored = (this.versioned ? { ...row, id, version: 1 } : { ...row, id }) as unknown as T;
    this.rows.set(id, stored);
    this.changes += 1;
    return stored;
  }

  get(id: number): T | undefined {
    return this.rows.get(id);
  }

  /** Replaces the row with the patch applied; the old object is left untouched. */
  update(id: number, patch: Partial<T>, { quietly = false } = {}): T | undefined {
    const current = this.rows.get(id);
    if (!current) return undefined;
    const next = { ...current, ...patch, id };
    if (this.versioned) {
      const version = (current as { version?: number }).version ?? 1;
      (next as { version?: number }).version = quietly ? version : version + 1;
      const changed = Object.keys(patch).filter(
        (field) =>
          JSON.stringify((current as Record<string, unknown>)[field]) !==
          JSON.stringify((next as Record<string, unknown>)[field]),
      );
      if (!quietly && changed.length && changed.every((field) => this.staffOnly.includes(field))) {
        this.staffOnlyVersions.set(id, (this.staffOnlyVersions.get(id) ?? 0) + 1);
      }
    }
    this.rows.set(id, next);
    this.changes += 1;
    return next;
  }

  delete(id: number): boolean {
    this.changes += 1;
    return this.rows.delete(id);
  }

  /** Puts a row back exactly as it was, with its id and version (a record restored from the trash). */
  put(row: T): T {
    this.rows.set(row.id, row);
    this.changes += 1;
    this.nextId = Math.max(this.nextId, row.id + 1);
    return row;
  }

  /**
   * This table as one request writes it: the same rows, and every change (the row before and
   * after; undefined when there was none, or is none any more) told to `observer`.
   */
  observed(observer: (change: { id: number; before?: T; after?: T }) => void): Table<T> {
    const view = Object.create(this) as Table<T>;
    view.insert = (row) => {
      const after = this.insert(row);
      observer({ id: after.id, after });
      return after;
    };
    view.update = (id, patch, options) => {
      const before = this.get(id);
      const after = this.update(id, patch, options);
      if (after) observer({ id, before, after });
      return after;
    };
    view.delete = (id) => {
      const before = this.get(id);
      const deleted = this.delete(id);
      if (before) observer({ id, before });
      return deleted;
    };
    view.put = (row) => {
      const before = this.get(row.id);
      const after = this.put(row);
      observer({ id: after.id, before, after });
      return after;
    };
    return view;
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  get size(): number {
    return this.rows.size;
  }
}

export interface Settings {
  main: S['ServiceSettings'];
  general: S['SiteGeneral'];
  home: S['SiteHome'];
}

/** A message on a permit request's conversation; `company_id` is the request's, for the member's reads. */
export interface PermitMessageRow {
  id: number;
  permit_request_id: number;
  company_id: number;
  author: Actor;
  body: string;
  attachments: S['FileRecord'][];
  internal: boolean;
  ask: boolean;
  created_at: string;
}

/**
 * A permit document produced for a request (permit-document.ts): the code an officer checks it by,
 * its file, and the one that replaced it. The API's own, read only through `GET /permit-check`.
 */
export interface PermitDocumentRow {
  id: number;
  permit_request_id: number;
  number: string;
  /** The verification code, 8 characters of Crockford's base 32 (no I, L, O, U). */
  code: string;
  file_id: number;
  superseded_by: string | null;
  created_at: string;
}

/**
 * An active permit that a save of a state's rules or a closure changed (rule-changes.ts): which
 * record's save, the decision it now reads (what its company was told, and what the next save is
 * compared with) and the words it was told in.
 */
export interface RuleWarningRow {
  id: number;
  permit_request_id: number;
  collection: 'state-regulations' | 'holiday-closures';
  record_id: number;
  decision: S['PermitDecision'];
  message: string;
  created_at: string;
}

/** What a person was told; theirs alone. */
export type NotificationRow = S['Notification'] & { user_id: number };

/** An e-mail the service would have sent (the mock keeps it instead). */
export type OutboxRow = S['OutboxEmail'] & { user_id: number };

export function createTables() {
  return {
    users: new Table<User>(true),
    companies: new Table<Company>(true),
    applications: new Table<Application>(true),
    contacts: new Table<ContactMessage>(true),
    logs: new Table<AuditEntry>(),
    invoices: new Table<Invoice>(true),
    cardOperations: new Table<CardOperation>(true),
    loads: new Table<Load>(true),
    vehicles: new Table<Vehicle>(true),
    permitRequests: new Table<PermitRequest>(true, STAFF_PERMIT_FIELDS),
    annualPermits: new Table<AnnualPermit>(true),
    cityRates: new Table<CityRate>(true),
    stateRegulations: new Table<StateRegulation>(true),
    holidayClosures: new Table<HolidayClosure>(true),
    stateNotes: new Table<StateNote>(true),
    blogPosts: new Table<BlogPost>(true),
    pages: new Table<Page>(true),
    services: new Table<Service>(true),
    manualDocuments: new Table<ManualDocument>(true),
    files: new Table<StoredFile>(),
    deletionRequests: new Table<DeletionRequest>(),
    messages: new Table<PermitMessageRow>(),
    notifications: new Table<NotificationRow>(),
    outbox: new Table<OutboxRow>(),
    permitDocuments: new Table<PermitDocumentRow>(),
    ruleWarnings: new Table<RuleWarningRow>(),
  };
}

export type Tables = ReturnType<typeof createTables>;
export type TableName = keyof Tables;

/**
 * An import's writes, across its batches (handlers/imports.ts): what it created and what it changed,
 * each with the version the import left it at, so that its undo touches only what no one changed since.
 */
export interface ImportRecord {
  id: number;
  collection: S['ImportCollection'];
  /** Who made it: the one, with staff, who may undo it. */
  user_id: number;
  created: { id: number; version: number }[];
  changed: { id: number; version: number; before: Record<string, unknown> }[];
  undone: boolean;
}

export interface Db extends Tables {
  settings: Settings;
  /** The imports made, by id: what each wrote, to undo it as one. */
  imports: Map<number, ImportRecord>;
  /** Every record's history (openapi.yaml, "History and trash"). */
  revisions: RevisionStore;
  /** Deleted records, until restored or purged. */
  trash: Table<TrashRow>;
  /** When the seed was made: the single-record settings' creation. */
  seededAt: string;
}
