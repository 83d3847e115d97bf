/**
 * The live desk (openapi.yaml, `GET /events` and `PUT /presence`): what changes as it happens, and
 * who has which record open.
 *
 * Changes are the history's revisions: every request's journal makes one per record it changed
 * (history.ts), and each becomes one `change`, so no write can forget to be told. A stream hears
 * only of records its person may read, by the rules their reads follow (the read operation's access
 * in access.ts, a collection's company scope), decided when a change is told and again when it is
 * replayed, with the person as they are then; the stream ends when its token stops working.
 *
 * One hub per mock API (index.ts): the last changes for the clients that resume, the open streams,
 * and who is where.
 */
import type { components } from '@permit-office/sdk';
import { accessOf, mayCall } from './access.js';
import type { Auth } from './auth.js';
import contract from './contract.gen.json' with { type: 'json' };
import type { HistoryCollection, RevisionRow, User } from './db/store.js';
import { isStaff, type OperationId } from './replies.js';
import { SETTINGS, kindOf, type SettingsCollection } from './records.js';

type S = components['schemas'];
type LiveEvent = S['LiveEvent'];
type ChangeEvent = S['ChangeEvent'];
type PresentPerson = S['PresentPerson'];

export interface LiveOptions {
  /** How many changes are kept for clients that resume with `Last-Event-ID`. Default 1,000. */
  bufferSize?: number;
  /** How often a stream gets its `: ping` comment. Default 15 s. */
  pingMs?: number;
  /** How long a client stays present without a heartbeat (by the hub's clock). Default 15 s. */
  presenceTtlMs?: number;
  /** How often presence nobody renewed is swept. Default 1 s. */
  sweepMs?: number;
  /** How many streams one person may have open at once (openapi.yaml, `/events` 429). Default 10. */
  streamsPerPerson?: number;
}

interface LiveDeps {
  now: () => Date;
  /** The tokens as they stand now (a reset replaces them). */
  auth: () => Auth;
}

/** The operation ids the contract declares. */
const declared = new Set(
  Object.values(contract.paths as unknown as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
    Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
  ),
);

/** The read of a collection's record, and whether a member reads only their company's. */
function readOf(collection: string): { read: OperationId; companyScoped: boolean } | undefined {
  if (Object.hasOwn(SETTINGS, collection)) {
    return { read: SETTINGS[collection as SettingsCollection].read, companyScoped: false };
  }
  const kind = kindOf(collection);
  const read = kind && `get${kind.schema}`;
  return kind && read && declared.has(read)
    ? { read: read as OperationId, companyScoped: kind.companyScoped ?? false }
    : undefined;
}

/**
 * Whether `user` may hear of a record of `collection` whose company is `company`: whoever may read
 * it. Staff read every company, a member their own (`GET /company`, not `GET /companies/{id}`);
 * a record whose read a collection does not name is nobody's to hear of.
 */
export function mayRead(user: User, collection: string, company: number | null): boolean {
  if (collection === 'companies') return isStaff(user) || (company !== null && user.company_id === company);
  const rule = readOf(collection);
  if (!rule || !mayCall(accessOf(rule.read), user)) return false;
  return !rule.companyScoped || isStaff(user) || (company !== null && user.company_id === company);
}

/**
 * Whether what is said of a record of `collection` (an audit entry, a trash entry) may be told to
 * `user`: whoever may read such records, staff of any company; anything that is no record's (a
 * sign-in, a profile) is told by its own channel's rule.
 */
export function mayHearOf(user: User, collection: string): boolean {
  if (collection !== 'companies' && !readOf(collection)) return true;
  return mayRead(user, collection, isStaff(user) ? null : user.company_id);
}

/**
 * Whether `user` hears of a change: of a record they may read, except that who holds a permit
 * request is the office's business (a member's read leaves the assignee out; so does their stream).
 */
function mayHear(user: User, event: ChangeEvent, company: number | null): boolean {
  return mayRead(user, event.collection, company) && (isStaff(user) || event.action !== 'assigned');
}

/** Whether `user` hears of a change: by its own audience, or by the rule of its record's reads. */
const hears = (user: User, entry: Buffered): boolean =>
  entry.audience ? entry.audience(user) : mayHear(user, entry.event, entry.company);

/** The company a record belongs to, from its state as the API sends it: a company is its own. */
export function companyOfRecord(collection: string, recordId: number, state: Record<string, unknown>): number | null {
  if (collection === 'companies') return recordId;
  return typeof state.company_id === 'number' ? state.company_id : null;
}

/**
 * A change beside the records' revisions, with who may hear it: an audit entry (whoever reads the
 * log), a conversation's message (whoever may read that message), a person's notification (them).
 */
export interface ToldChange {
  collection: 'logs' | 'messages' | 'notifications';
  record_id: number;
  action: 'created' | 'updated';
  actor: RevisionRow['actor'];
  at: string;
  /** Who hears it; by default, whoever may read the collection (`mayRead`, no company). */
  audience?: (user: User) => boolean;
}

/** A record someone is on, with its company as it was when they said so. */
export interface PresenceTarget {
  collection: HistoryCollection;
  id: number;
  company: number | null;
}

interface Presence {
  userId: number;
  name: string;
  /** The person's company (staff: none), which decides which members are told of them. */
  company: number | null;
  record: PresenceTarget;
  editing: boolean;
  seenAt: number;
}

type Person = PresentPerson & { company: number | null };

interface Buffered {
  event: ChangeEvent;
  /** The record's version as a member counts it, where it differs (RevisionRow.member_version). */
  memberVersion?: number;
  /** The record's company when the change was made: a replay decides by it, as the live one did. */
  company: number | null;
  /** Who hears it, when the record's read does not decide (a message, a person's notification). */
  audience?: (user: User) => boolean;
}

/**
 * A person's own count of the changes they hear in this run: their ids are `<run>-<count>`, 1, 2, 3…,
 * so that an id tells nothing of what anyone else did meanwhile (a shared sequence rose with every
 * write in the office). Kept for everyone who opened a stream in this run, brought up to date at
 * every change, so that the count survives the changes the buffer lets go.
 */
interface Tally {
  user: User;
  /** How many changes this person has heard in this run, the latest included. */
  count: number;
}

interface Stream {
  token: string;
  userId: number;
  send(event: LiveEvent | 'ping'): void;
  close(): void;
}

/** A new run's name: ids of another run are never mistaken for this one's. */
const newEpoch = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (part) => part.toString(36)).join('');

/** A timer that does not keep a Node process alive on its own (browsers have no `unref`). */
function unref<T>(timer: T): T {
  (timer as { unref?: () => void }).unref?.();
  return timer;
}

/** The longest delay setTimeout keeps (a longer one fires at once). */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** One Server-Sent Events message: `id` for a change (what a client resumes from), then its type and JSON. */
function message(event: LiveEvent | 'ping'): string {
  if (event === 'ping') return ': ping\n\n';
  const id = event.type === 'change' ? `id: ${event.id}\n` : '';
  return `${id}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

export function createLiveHub(deps: LiveDeps, options: LiveOptions = {}) {
  const bufferSize = options.bufferSize ?? 1_000;
  const pingMs = options.pingMs ?? 15_000;
  const presenceTtlMs = options.presenceTtlMs ?? 15_000;
  const sweepMs = options.sweepMs ?? 1_000;
  const streamsPerPerson = options.streamsPerPerson ?? 10;

  let epoch = newEpoch();
  let buffer: Buffered[] = [];
  const tallies = new Map<number, Tally>();
  const streams = new Set<Stream>();
  /** Each client's place, by user id and client id: one person's client id never moves another's. */
  const presence = new Map<string, Presence>();
  let sweeper: ReturnType<typeof setInterval> | undefined;

  const idOf = (n: number) => `${epoch}-${n}`;

  /** The person's tally, begun now at first contact: nothing before it is theirs to resume. */
  function tallyOf(user: User): Tally {
    const tally = tallies.get(user.id) ?? { user, count: 0 };
    tally.user = user;
    tallies.set(user.id, tally);
    return tally;
  }

  /** The change as `user` is told it: numbered in their own count, with the version they read. */
  const numbered = (user: User, entry: Buffered, count: number): ChangeEvent => ({
    ...entry.event,
    id: idOf(count),
    ...(!isStaff(user) && entry.memberVersion !== undefined ? { version: entry.memberVersion } : {}),
  });

  /** The stream's person as they are now; undefined, and the stream closed, once its token no longer works. */
  function holder(stream: Stream): User | undefined {
    const user = deps.auth().userForAccessToken(stream.token);
    if (user?.id === stream.userId) return user;
    stream.close();
    return undefined;
  }

  /**
   * One `change` per revision, then one per other change the request made (an audit entry, a
   * message, a notification: written once, version 1), to every stream whose person may hear it.
   */
  function publish(revisions: readonly RevisionRow[], others: readonly ToldChange[] = []): void {
    if (revisions.length === 0 && others.length === 0) return;
    const change = (
      event: Omit<ChangeEvent, 'type' | 'id' | 'actor'> & { actor: RevisionRow['actor'] },
      company: number | null,
      audience?: (user: User) => boolean,
      memberVersion?: number,
    ): Buffered => {
      const { actor } = event;
      return {
        company,
        audience,
        ...(memberVersion === undefined ? {} : { memberVersion }),
        // Its id is each hearer's own (`numbered`).
        event: {
          ...event,
          type: 'change',
          id: '',
          actor: actor && { id: actor.id, name: actor.name, role: actor.role },
        },
      };
    };
    const told = [
      ...revisions.map((revision) =>
        change(
          {
            collection: revision.collection,
            record_id: revision.record_id,
            version: revision.version,
            action: revision.action,
            actor: revision.actor,
            at: revision.at,
          },
          companyOfRecord(revision.collection, revision.record_id, revision.state),
          undefined,
          revision.member_version,
        ),
      ),
      ...others.map(({ audience, ...told }) => change({ ...told, version: 1 }, null, audience)),
    ];
    buffer.push(...told);
    if (buffer.length > bufferSize) buffer.splice(0, buffer.length - bufferSize);
    // Each person's numbers for what they hear of it, whether they are listening now or not, by
    // the person as they are now where they are listening.
    const listening = [...streams].flatMap((stream) => holder(stream) ?? []);
    for (const user of listening) tallyOf(user);
    const numbers = new Map<number, Map<Buffered, number>>();
    for (const tally of tallies.values()) {
      const theirs = new Map<Buffered, number>();
      for (const entry of told) if (hears(tally.user, entry)) theirs.set(entry, ++tally.count);
      numbers.set(tally.user.id, theirs);
    }
    for (const stream of streams) {
      const user = tallies.get(stream.userId)?.user;
      for (const [entry, count] of numbers.get(stream.userId) ?? [])
        if (user) stream.send(numbered(user, entry, count));
    }
  }

  /**
   * What a client that last saw `lastEventId` missed and may read, in order; or a `reset` when that
   * is not known: an id of another run (the API restarted, or it is no id of ours), or one older
   * than the changes kept.
   */
  function missed(user: User, lastEventId: string): LiveEvent[] {
    const [, run, number] = /^([a-z0-9]+)-(\d+)$/.exec(lastEventId) ?? [];
    const after = Number(number);
    const tally = tallyOf(user);
    if (run !== epoch || !Number.isSafeInteger(after) || after > tally.count) {
      return [{ type: 'reset', reason: 'restarted' }];
    }
    // Back from the latest change the person heard (their count) to the one they last saw.
    const since: ChangeEvent[] = [];
    let count = tally.count;
    for (let index = buffer.length - 1; index >= 0 && count > after; index--) {
      const entry = buffer[index] as Buffered;
      if (hears(user, entry)) since.unshift(numbered(user, entry, count--));
    }
    return count > after ? [{ type: 'reset', reason: 'too-old' }] : since;
  }

  const samePlace = (a: PresenceTarget, b: PresenceTarget) => a.collection === b.collection && a.id === b.id;

  /** The people on a record, one per person (editing when any of their clients is), by id. */
  function peopleOn(record: PresenceTarget): Person[] {
    const people = new Map<number, Person>();
    for (const entry of presence.values()) {
      if (!samePlace(entry.record, record)) continue;
      const person = people.get(entry.userId);
      if (person) person.editing ||= entry.editing;
      else
        people.set(entry.userId, {
          id: entry.userId,
          name: entry.name,
          editing: entry.editing,
          company: entry.company,
        });
    }
    return [...people.values()].sort((a, b) => a.id - b.id);
  }

  /** Whom `user` is told of: staff of everyone, a member only of people of their own company. */
  const seenBy = (user: User, people: readonly Person[]): PresentPerson[] =>
    people
      .filter((person) => isStaff(user) || (person.company !== null && person.company === user.company_id))
      .map(({ id, name, editing }) => ({ id, name, editing }));

  const samePeople = (a: PresentPerson[], b: PresentPerson[]) => JSON.stringify(a) === JSON.stringify(b);

  /**
   * Applies a change of presence, then tells each stream whose person may read a record it touched,
   * when what that person is shown of it changed (a member does not hear that staff came and went).
   */
  function changing(records: readonly PresenceTarget[], change: () => void): void {
    const touched = records.filter((record, index) => records.findIndex((other) => samePlace(other, record)) === index);
    const before = touched.map(peopleOn);
    change();
    touched.forEach((record, index) => {
      const after = peopleOn(record);
      for (const stream of [...streams]) {
        const user = holder(stream);
        if (!user || !mayRead(user, record.collection, record.company)) continue;
        const shown = seenBy(user, after);
        if (samePeople(seenBy(user, before[index] ?? []), shown)) continue;
        stream.send({ type: 'presence', collection: record.collection, record_id: record.id, people: shown });
      }
    });
    keepSweeping();
  }

  /** Forgets the clients not heard from within the time to live. */
  function sweep(): void {
    const limit = deps.now().getTime() - presenceTtlMs;
    const stale = [...presence].filter(([, entry]) => entry.seenAt <= limit);
    if (stale.length === 0) return;
    changing(
      stale.map(([, entry]) => entry.record),
      () => {
        for (const [key] of stale) presence.delete(key);
      },
    );
  }

  /** A sweep runs while someone is present, so that a closed tab leaves without anyone asking. */
  function keepSweeping(): void {
    if (presence.size > 0 && sweeper === undefined) sweeper = unref(setInterval(sweep, sweepMs));
    if (presence.size === 0 && sweeper !== undefined) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  }

  /** Closes every stream whose token no longer works. */
  function recheck(): void {
    for (const stream of [...streams]) holder(stream);
  }

  return {
    publish,
    recheck,

    /**
     * A stream for the holder of `token` (a working one: the router has just authenticated it):
     * `ready`, what it missed since `lastEventId` (or a `reset`), who is on the records it may
     * read, then changes and presence as they come, until the token stops working or the client
     * leaves. All of it before anything else can happen, so nothing falls in between.
     */
    open(token: string, lastEventId: string | null, signal?: AbortSignal): ReadableStream<Uint8Array> {
      const user = deps.auth().userForAccessToken(token);
      if (!user) throw new Error('A live stream was opened without a working token');
      const encoder = new TextEncoder();
      let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
      let closed = false;
      const timers: { ping?: ReturnType<typeof setInterval>; expiry?: ReturnType<typeof setTimeout> } = {};
      const stream: Stream = {
        token,
        userId: user.id,
        send(event) {
          if (!closed) controller?.enqueue(encoder.encode(message(event)));
        },
        close() {
          if (closed) return;
          closed = true;
          streams.delete(stream);
          clearInterval(timers.ping);
          clearTimeout(timers.expiry);
          signal?.removeEventListener('abort', leave);
          try {
            controller?.close();
          } catch {
            // Already cancelled by the client: nothing to close.
          }
        },
      };
      const leave = () => stream.close();
      const body = new ReadableStream<Uint8Array>({
        start(started) {
          controller = started;
        },
        cancel: leave,
      });
      // The token's end is known: the stream ends then, not at its next message.
      const watchExpiry = () => {
        const expiresAt = deps.auth().expiresAt(token);
        if (expiresAt === undefined) return;
        const delay = Math.min(Math.max(expiresAt - deps.now().getTime(), 0), MAX_DELAY_MS);
        timers.expiry = unref(
          setTimeout(() => {
            if (holder(stream)) watchExpiry();
          }, delay),
        );
      };

      stream.send({ type: 'ready', last_event_id: idOf(tallyOf(user).count) });
      if (lastEventId !== null) for (const event of missed(user, lastEventId)) stream.send(event);
      sweep();
      const records = new Map<string, PresenceTarget>();
      for (const { record } of presence.values()) records.set(`${record.collection}\u0000${record.id}`, record);
      for (const record of records.values()) {
        if (!mayRead(user, record.collection, record.company)) continue;
        const people = seenBy(user, peopleOn(record));
        if (people.length)
          stream.send({ type: 'presence', collection: record.collection, record_id: record.id, people });
      }
      streams.add(stream);
      timers.ping = unref(
        setInterval(() => {
          if (holder(stream)) stream.send('ping');
        }, pingMs),
      );
      watchExpiry();
      // A client that aborts its request is gone too: through MSW in Node, the body the client reads
      // is a copy (a tee), whose cancel never reaches this one; the request's abort does.
      if (signal?.aborted) stream.close();
      else signal?.addEventListener('abort', leave);
      return body;
    },

    /** A client of `user` is on `record` (null: nowhere), editing it or not. */
    present(user: User, clientId: string, record: PresenceTarget | null, editing: boolean): void {
      sweep();
      const key = `${user.id}\u0000${clientId}`;
      const earlier = presence.get(key);
      const records = [earlier?.record, record ?? undefined].filter((place) => place !== undefined);
      changing(records, () => {
        if (!record) {
          presence.delete(key);
          return;
        }
        presence.set(key, {
          userId: user.id,
          name: user.name,
          company: isStaff(user) ? null : user.company_id,
          record,
          editing,
          seenAt: deps.now().getTime(),
        });
      });
    },

    /** A new run (`__reset`): a new epoch, no changes kept, nobody present; open streams are told. */
    reset(): void {
      epoch = newEpoch();
      buffer = [];
      tallies.clear();
      presence.clear();
      keepSweeping();
      for (const stream of [...streams]) stream.send({ type: 'reset', reason: 'restarted' });
      recheck();
    },

    /** The number of open streams. */
    get streams(): number {
      return streams.size;
    },

    /** Whether `user` may open one stream more (the ones whose token ended are closed first). */
    mayOpen(user: User): boolean {
      recheck();
      let open = 0;
      for (const stream of streams) if (stream.userId === user.id) open += 1;
      return open < streamsPerPerson;
    },

    /** Stops the sweep and closes every stream (a server shutting down, a test's end). */
    dispose(): void {
      presence.clear();
      keepSweeping();
      for (const stream of [...streams]) stream.close();
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
