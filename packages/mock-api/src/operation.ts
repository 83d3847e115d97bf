/**
 * What an operation's implementation sees: the request's context. The router has already
 * authenticated the caller, checked the role, and validated path, query and body against the
 * contract.
 */
import type { operations } from '@permit-office/sdk';
import type { JsonReply, OperationId } from './replies.js';
import type { Auth } from './auth.js';
import type { FileLinkSigner } from './file-links.js';
import type { Db, User } from './db/store.js';
import type { Journal } from './history.js';
import type { LiveHub, ToldChange } from './live.js';

// The replies and the words every operation uses, in a module of their own that imports none of
// the request's machinery (history, live, access import them too, and this module imports those).
export * from './replies.js';

export interface Ctx {
  db: Db;
  auth: Auth;
  now(): Date;
  /** The caller; undefined only for public operations and reads through a signed link. */
  user: User | undefined;
  /** A file read through a valid signed link (no user): the link's issuer checked the access. */
  bySignedLink: boolean;
  fileLinks: FileLinkSigner;
  /**
   * The API's absolute base address as the client reached it, e.g. `http://127.0.0.1:4010/api`, or
   * the proxy's address in front of it (file-links.ts, publicApiBase).
   */
  apiBase: string;
  /** Path parameters (every one in the contract is an integer id). */
  params: Record<string, number>;
  /** Declared query parameters, coerced to their types and validated. */
  query: Record<string, unknown>;
  /** The validated JSON body, or the FormData of a multipart one. */
  body: unknown;
  request: Request;
  /**
   * The request's journal of changes, which become the records' revisions when it is done (`db`
   * writes through it); `note` adds what only the operation knows (a transition and its reason).
   */
  journal: Journal;
  /** The live streams and who is where (live.ts); the request's changes are told to it when it is done. */
  live: LiveHub;
  /** Records a change in the audit log (`/logs`). */
  audit(action: AuditAction, resource: string, recordId: number | null, summary: string): void;
  /** A change that is no record's revision (a message, a notification), told on the live streams when the request is done. */
  tell(change: ToldChange): void;
  /** The admin's address, for the links in e-mails (MockApiOptions.appUrl). */
  appUrl: string;
}

export type AuditAction = operations['listLogs']['parameters']['query'] extends infer Q
  ? Q extends { action?: infer A }
    ? NonNullable<A>
    : never
  : never;

export type Reply = JsonReply | Response;
export type Operation = (ctx: Ctx) => Reply | Promise<Reply>;
export type Operations = Partial<Record<OperationId, Operation>>;

/** The caller of a signed-in operation (the router guarantees there is one). */
export function me(ctx: Ctx): User {
  if (!ctx.user) throw new Error('A signed-in operation was reached without a user');
  return ctx.user;
}
