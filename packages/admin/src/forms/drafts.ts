/**
 * What a person typed into a form when their session ended (a revoked session, a refused refresh,
 * a 403), or when the page was left while offline (forms/keep-offline.ts), is kept in this browser
 * for that person, and put back when they open the record again: nothing typed is lost to the end
 * of a session or of the network.
 *
 * - Kept per person (their id): another person who signs in on the same browser never sees it.
 * - Never in a URL; in localStorage, so that it outlives the tab that was sent to /auth. Never a
 *   password: a field named like one is not kept (it is typed again).
 * - Dropped when the person logs out on purpose, once it is put back (a later end of the session
 *   keeps it again), and after five days (the refresh token's lifetime: a session older cannot
 *   have been the one that ended).
 */
import type { WordKey } from '../i18n/keys.js';
import type { Values } from './merge.js';

const STORAGE_KEY = 'permit-office.drafts';
const LIFETIME_MS = 432_000_000;

export interface Draft {
  /** The record as the form was opened (its version included). */
  base: Values;
  /** What was in the form when the save failed. */
  values: Values;
  at: number;
  /** Why it was kept: the end of the session (absent in drafts kept before there was another), or offline. */
  reason?: DraftReason;
}
export type DraftReason = 'session' | 'offline';
type Drafts = Record<string, Record<string, Draft>>;

let owner: string | undefined;

/** Who is signed in (their identity's id), so that drafts are theirs alone. */
export function setDraftOwner(id: number | undefined): void {
  const next = id === undefined ? undefined : String(id);
  // Another person at this browser: nothing the last one typed is put back over what they read
  // (a draft taken by a read with no form open stays in memory until one opens).
  if (next !== undefined && next !== owner) putBack.clear();
  owner = next;
}

function read(): Drafts {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Drafts) : {};
  } catch {
    return {};
  }
}

function write(drafts: Drafts): void {
  const now = Date.now();
  for (const [person, forms] of Object.entries(drafts)) {
    for (const [key, draft] of Object.entries(forms)) if (now - draft.at > LIFETIME_MS) delete forms[key];
    if (!Object.keys(forms).length) delete drafts[person];
  }
  try {
    if (Object.keys(drafts).length) localStorage.setItem(STORAGE_KEY, JSON.stringify(drafts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or refused (a private window): the form is lost as it would have been.
  }
}

const keyOf = (resource: string, id: unknown) => `${resource}/${String(id)}`;

/** The id a create form's draft is kept under: the form of a record that does not exist yet. */
export const NEW_RECORD = 'create';

/** A form's values without its passwords, which never go to storage. */
const withoutSecrets = (values: Values): Values =>
  Object.fromEntries(Object.entries(values).filter(([field]) => !/password/i.test(field)));

/** Keeps what the person typed into the record's form (signed out, or leaving the page offline). */
export function keepDraft(
  resource: string,
  id: unknown,
  base: Values,
  values: Values,
  reason: DraftReason = 'session',
): void {
  if (!owner) return;
  const drafts = read();
  const draft = { base: withoutSecrets(base), values: withoutSecrets(values), at: Date.now(), reason };
  drafts[owner] = { ...drafts[owner], [keyOf(resource, id)]: draft };
  write(drafts);
}

/** The signed-in person's draft for the record, taken out of storage. */
export function takeDraft(resource: string, id: unknown): Draft | undefined {
  if (!owner) return undefined;
  const drafts = read();
  const draft = drafts[owner]?.[keyOf(resource, id)];
  if (!draft) return undefined;
  delete drafts[owner]?.[keyOf(resource, id)];
  write(drafts);
  return Date.now() - draft.at > LIFETIME_MS ? undefined : draft;
}

/** What the form says when it puts the draft back, by why it was kept. */
export const restoredMessage = (draft: Draft): WordKey =>
  draft.reason === 'offline' ? 'app.drafts.restoredOffline' : 'app.drafts.restored';

/**
 * A draft put back over its record stays over it for as long as its form is open and not saved:
 * every read of the record in between gets it again (a refetch when the network comes back, the
 * same read answered twice). Taken out of storage by the first read, it would otherwise be lost to
 * the second, whose record resets a form that holds the draft as its starting values (nothing in
 * it is "dirty" to keep).
 */
const putBack = new Map<string, Values>();
/** Forms open on a record (FormToolbar, SingleRecordForm): its put-back draft goes when the last closes. */
const openForms = new Map<string, number>();

/** The draft `typed` (the fields typed, and the version they were typed at) goes over every read of the record. */
export function putBackOver(resource: string, id: unknown, typed: Values): void {
  putBack.set(keyOf(resource, id), typed);
}

/** The record as read, with what was typed and put back over it (the record unchanged if nothing was). */
export function withPutBack<T extends object>(resource: string, id: unknown, record: T): T {
  const typed = putBack.get(keyOf(resource, id));
  return typed ? { ...record, ...typed } : record;
}

/** Saved: what was put back is in the record now. */
export function forgetPutBack(resource: string, id: unknown): void {
  putBack.delete(keyOf(resource, id));
}

/** Whether the record's form holds a draft put back, until it is saved (Save is offered as is). */
export const isRestored = (resource: string, id: unknown): boolean => putBack.has(keyOf(resource, id));

/**
 * A form opens on the record; the returned function closes it. With the last form closed, what was
 * put back goes: the person left it unsaved, having been asked. Checked a moment later, so that a
 * form closed and opened again at once (React's strict mode runs effects twice) keeps it.
 */
export function openFormOn(resource: string, id: unknown): () => void {
  const key = keyOf(resource, id);
  openForms.set(key, (openForms.get(key) ?? 0) + 1);
  return () => {
    openForms.set(key, (openForms.get(key) ?? 1) - 1);
    setTimeout(() => {
      if ((openForms.get(key) ?? 0) > 0) return;
      openForms.delete(key);
      putBack.delete(key);
    });
  };
}

/** An explicit logout: the person's drafts go with them. */
export function dropDrafts(): void {
  putBack.clear();
  if (!owner) return;
  const drafts = read();
  delete drafts[owner];
  write(drafts);
}
