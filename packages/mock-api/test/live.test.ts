/**
 * The live desk (openapi.yaml, `GET /events` and `PUT /presence`) through the real HTTP server, so
 * that streaming, resuming and a client going away are what a browser meets: every write is told
 * once, as it happens, to whoever may read its record and to nobody else; a stream resumes without
 * a gap or a double, or is told to read afresh; presence comes, shows who edits, and goes; a stream
 * ends with its token.
 *
 * Nothing here waits a fixed time: each test awaits what it expects to see, and the clock the mocks
 * read is moved ahead where a time to live must pass.
 */
import type { components } from '@permit-office/sdk';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { User } from '../src/db/store.js';
import { schemaProblems } from './conformance.js';
import { examples } from './examples.js';
import { startMockOnFreePort, type RunningMock } from './ports.js';

type S = components['schemas'];
type LiveEvent = S['LiveEvent'];
type ChangeEvent = S['ChangeEvent'];
type PresenceEvent = S['PresenceEvent'];
type Json = Record<string, unknown>;

/** The admin's origin, as `pnpm start` serves it. */
const ADMIN_ORIGIN = 'http://localhost:4173';

/** A clock that follows real time, moved ahead when a time to live must have passed. */
function clock() {
  const state = { ahead: 0, now: () => new Date(Date.now() + state.ahead) };
  return state;
}

interface Message {
  id: string | undefined;
  event: string | undefined;
  data: LiveEvent;
}

/** A small Server-Sent Events reader over fetch: each message parsed, checked against the contract. */
class EventStream {
  readonly messages: Message[] = [];
  readonly problems: string[] = [];
  pings = 0;
  ended = false;
  private readonly waiting = new Set<() => void>();
  private readonly reader: ReadableStreamDefaultReader<string>;

  constructor(response: Response) {
    if (!response.body) throw new Error('An event stream without a body');
    this.reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void this.pump();
  }

  private async pump(): Promise<void> {
    let text = '';
    try {
      for (;;) {
        const { done, value } = await this.reader.read();
        if (done) break;
        text += value;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          this.take(text.slice(0, end));
          text = text.slice(end + 2);
        }
      }
    } catch {
      // The connection was cut: the stream has ended all the same.
    }
    if (text !== '') this.problems.push(`an unfinished message at the end: ${JSON.stringify(text)}`);
    this.ended = true;
    this.tell();
  }

  private take(block: string): void {
    const fields: Record<string, string> = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        if (line === ': ping') this.pings += 1;
        continue;
      }
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
    }
    if (fields.data !== undefined) {
      const data = JSON.parse(fields.data) as LiveEvent;
      this.problems.push(...schemaProblems('#/components/schemas/LiveEvent', data));
      if (fields.event !== data.type) this.problems.push(`event ${fields.event} carries a ${data.type}`);
      if (fields.id !== (data.type === 'change' ? data.id : undefined)) {
        this.problems.push(`a ${data.type} with the message id ${fields.id}`);
      }
      this.messages.push({ id: fields.id, event: fields.event, data });
    }
    this.tell();
  }

  private tell(): void {
    for (const check of [...this.waiting]) check();
  }

  get events(): LiveEvent[] {
    return this.messages.map((message) => message.data);
  }

  /**
   * The changes of records, from the `from`th message on: the audit log's entries apart (`logged`),
   * and the person's own notifications (`notified`).
   */
  changes(from = 0): ChangeEvent[] {
    return this.allChanges(from).filter((event) => event.collection !== 'logs' && event.collection !== 'notifications');
  }

  notified(from = 0): ChangeEvent[] {
    return this.allChanges(from).filter((event) => event.collection === 'notifications');
  }

  /** The audit log's new entries told, from the `from`th message on. */
  logged(from = 0): ChangeEvent[] {
    return this.allChanges(from).filter((event) => event.collection === 'logs');
  }

  allChanges(from = 0): ChangeEvent[] {
    return this.events.slice(from).filter((event): event is ChangeEvent => event.type === 'change');
  }

  presence(from = 0): PresenceEvent[] {
    return this.events.slice(from).filter((event): event is PresenceEvent => event.type === 'presence');
  }

  /** Resolves with what `check` finds once it finds it; fails if the stream ends first. */
  until<T>(check: (stream: this) => T | undefined, what: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const test = () => {
        const found = check(this);
        if (found !== undefined) {
          this.waiting.delete(test);
          resolve(found);
        } else if (this.ended) {
          this.waiting.delete(test);
          reject(new Error(`The stream ended before ${what}; it had: ${JSON.stringify(this.events)}`));
        }
      };
      this.waiting.add(test);
      test();
    });
  }

  /** Resolves once `count` messages have come (a stream's opening may come in several pieces). */
  atLeast(count: number): Promise<true> {
    return this.until((stream) => (stream.messages.length >= count ? true : undefined), `${count} messages`);
  }

  /** The first change from the `from`th message on that matches `like`. */
  change(like: Partial<ChangeEvent>, from = 0): Promise<ChangeEvent> {
    return this.until(
      (stream) => stream.allChanges(from).find((event) => matches(event, like)),
      `a change like ${JSON.stringify(like)}`,
    );
  }

  /** The first presence event from the `from`th message on that matches `check`. */
  presenceWhere(check: (event: PresenceEvent) => boolean, what: string, from = 0): Promise<PresenceEvent> {
    return this.until((stream) => stream.presence(from).find(check), what);
  }

  /** Resolves when the server has ended the stream. */
  end(): Promise<true> {
    return new Promise((resolve) => {
      const test = () => {
        if (!this.ended) return;
        this.waiting.delete(test);
        resolve(true);
      };
      this.waiting.add(test);
      test();
    });
  }

  /** The client leaves. */
  async close(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

const matches = (value: object, like: object): boolean =>
  Object.entries(like).every(([key, expected]) => {
    const actual = (value as Json)[key];
    return expected !== null && typeof expected === 'object'
      ? actual !== null && typeof actual === 'object' && matches(actual, expected as object)
      : actual === expected;
  });

/** Every stream a test opened: closed after it, and its messages checked against the contract. */
const opened: EventStream[] = [];
afterEach(async () => {
  const streams = opened.splice(0);
  await Promise.all(streams.map((stream) => stream.close()));
  expect(streams.flatMap((stream) => stream.problems)).toEqual([]);
});

interface Person {
  token: string;
  id: number;
  name: string;
  call: Caller;
}
type Caller = (
  method: string,
  path: string,
  body?: unknown,
  options?: { ifMatch?: string },
) => Promise<{ status: number; body: Json | undefined }>;

/** Writes whose version a well-behaved client sends: the ETag of a read of the record just before. */
const WITH_VERSION = /^(PUT|DELETE) |^POST \/[a-z-]+\/\d+\/(approve|reject|reply|pay|transition|assign)$/;

async function signIn(mock: RunningMock, email: string): Promise<Person> {
  const login = await fetch(`${mock.url}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password' }),
  });
  expect(login.status, email).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const me = (await (await fetch(`${mock.url}/me`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    data: { id: number; name: string };
  };
  const call: Caller = async (method, path, body, options = {}) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let ifMatch = options.ifMatch;
    if (ifMatch === undefined && WITH_VERSION.test(`${method} ${path}`)) {
      const recordPath = method === 'POST' ? path.replace(/\/[a-z-]+$/, '') : path;
      const read = await fetch(`${mock.url}${recordPath}`, { headers: { Authorization: `Bearer ${token}` } });
      ifMatch = read.headers.get('ETag') ?? '*';
    }
    if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
    const response = await fetch(`${mock.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined };
  };
  return { token, id: me.data.id, name: me.data.name, call };
}

/** Opens a stream as `person` (resuming after `lastEventId`), once its `ready` has come. */
async function listen(mock: RunningMock, person: Person, lastEventId?: string): Promise<EventStream> {
  const response = await fetch(`${mock.url}/events`, {
    headers: {
      Authorization: `Bearer ${person.token}`,
      ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
    },
  });
  expect(response.status).toBe(200);
  const stream = new EventStream(response);
  opened.push(stream);
  await stream.until((it) => (it.messages.length > 0 ? true : undefined), 'its ready');
  expect(stream.events[0]).toMatchObject({ type: 'ready' });
  return stream;
}

const readyOf = (stream: EventStream) => stream.events[0] as S['ReadyEvent'];
const seqOf = (id: string) => Number(id.split('-')[1]);

/** Reads a record, then saves it with `change` applied; answers the saved record. */
async function save(person: Person, path: string, change: Json): Promise<Json & { id: number; version: number }> {
  const read = await person.call('GET', path);
  expect(read.status, path).toBe(200);
  const saved = await person.call('PUT', path, { ...(read.body?.data as Json), ...change });
  expect(saved.status, `${path}: ${JSON.stringify(saved.body)}`).toBe(200);
  return saved.body?.data as Json & { id: number; version: number };
}

let renames = 0;
/** A change to a holiday closure (reference data everyone reads): a mark every stream sees. */
const touchClosure = (person: Person, id = 1) => save(person, `/holiday-closures/${id}`, { note: `Mark ${++renames}` });

/** A member of `company` other than the demo member, active (the seed has several per company). */
function memberOf(mock: RunningMock, company: number, skip: string[] = []): User {
  const found = mock.api.db.users
    .all()
    .find((user) => user.role === 'member' && user.active && user.company_id === company && !skip.includes(user.email));
  if (!found) throw new Error(`No active member of company ${company}`);
  return found;
}

const main = clock();
let mock: RunningMock;
let admin: Person;
let agent: Person;
let member: Person;

beforeAll(async () => {
  mock = await startMockOnFreePort({
    now: main.now,
    allowedOrigins: [ADMIN_ORIGIN],
    log: () => undefined,
    live: { pingMs: 50, sweepMs: 20 },
  });
  [admin, agent, member] = await Promise.all([
    signIn(mock, 'admin@example.com'),
    signIn(mock, 'agent@example.com'),
    signIn(mock, 'member@example.com'),
  ]);
});
afterAll(async () => {
  mock.api.live.dispose();
  await new Promise<void>((resolve) => mock.server.close(() => resolve()));
});

describe('GET /events', () => {
  it('opens with ready, the latest change’s id, as an event stream nothing buffers, across origins', async () => {
    const preflight = await fetch(`${mock.url}/events`, {
      method: 'OPTIONS',
      headers: {
        Origin: ADMIN_ORIGIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization, last-event-id',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('Last-Event-ID');

    expect((await fetch(`${mock.url}/events`)).status).toBe(401);
    const response = await fetch(`${mock.url}/events`, {
      headers: { Authorization: `Bearer ${admin.token}`, Origin: ADMIN_ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN_ORIGIN);
    const stream = new EventStream(response);
    opened.push(stream);
    const ready = await stream.until((it) => it.events[0], 'its ready');
    expect(ready).toEqual({ type: 'ready', last_event_id: expect.stringMatching(/^[a-z0-9]+-\d+$/) as unknown });
    expect(stream.messages[0]?.id).toBeUndefined();

    // The ready's id is the latest change's: a write after it is the next one.
    const saved = await touchClosure(admin);
    const told = await stream.change({ collection: 'holiday-closures', record_id: 1, version: saved.version });
    const id = (ready as S['ReadyEvent']).last_event_id;
    expect(told.id).toBe(`${id.split('-')[0]}-${seqOf(id) + 1}`);
    // An idle stream is kept open by comments.
    await stream.until((it) => (it.pings >= 2 ? true : undefined), 'two pings');
  });

  it('tells every kind of write once, as it happens: which record, its version, the action and who', async () => {
    const stream = await listen(mock, admin);
    const admins = { id: admin.id, name: admin.name, role: 'admin' as const };

    // A member's create, a staff update, then a put-back of the first revision.
    const made = await member.call('POST', '/loads', examples.LoadInput?.());
    expect(made.status).toBe(201);
    const load = made.body?.data as { id: number };
    await stream.change({
      collection: 'loads',
      record_id: load.id,
      version: 1,
      action: 'created',
      actor: { id: member.id, name: 'Morgan Member', role: 'member' },
    });
    await save(admin, `/loads/${load.id}`, { description: 'Updated by the desk' });
    await stream.change({ collection: 'loads', record_id: load.id, version: 2, action: 'updated', actor: admins });
    const history = await admin.call('GET', `/revisions?collection=loads&record_id=${load.id}`);
    const created = (history.body?.data as { id: number; action: string }[]).find((r) => r.action === 'created');
    const reverted = await admin.call('POST', `/revisions/${created?.id}/revert`, undefined, { ifMatch: '"2"' });
    expect(reverted.status).toBe(200);
    await stream.change({ collection: 'loads', record_id: load.id, version: 3, action: 'reverted' });

    // A transition.
    const permit = mock.api.db.permitRequests.all().find((row) => row.status === 'submitted');
    if (!permit) throw new Error('The seed has no submitted permit request');
    const moved = await admin.call('POST', `/permit-requests/${permit.id}/transition`, { status: 'in_review' });
    expect(moved.status).toBe(200);
    await stream.change({
      collection: 'permit-requests',
      record_id: permit.id,
      version: permit.version + 1,
      action: 'transitioned',
    });

    // An assignment: the admin who moved it on holds it, and hands it over (issue 38).
    const handed = await admin.call('POST', `/permit-requests/${permit.id}/assign`, {
      agent_id: mock.api.db.users.all().find((user) => user.email === 'agent@example.com')?.id,
      reason: 'Alex knows the route.',
    });
    expect(handed.status).toBe(200);
    await stream.change({
      collection: 'permit-requests',
      record_id: permit.id,
      version: permit.version + 2,
      action: 'assigned',
      actor: admins,
    });

    // A card operation (a refund staff record): created, at version 1.
    const refund = await admin.call('POST', '/card-operations', examples.CardOperationInput?.());
    expect(refund.status).toBe(201);
    await stream.change({
      collection: 'card-operations',
      record_id: (refund.body?.data as { id: number }).id,
      version: 1,
      action: 'created',
      actor: admins,
    });

    // A settings save: a record of its own (`record_id` 1).
    const settings = await save(admin, '/settings/main', { invoice_due_days: 40 });
    await stream.change({ collection: 'settings/main', record_id: 1, version: settings.version, action: 'updated' });

    // A company's deletion takes its members and loads to the trash, each told; its restore too.
    const company = await admin.call('POST', '/companies', examples.CompanyInput?.());
    const companyId = (company.body?.data as { id: number }).id;
    const person = await admin.call('POST', '/members', { ...examples.MemberInput?.(), company_id: companyId });
    const cargo = await admin.call('POST', '/loads', { ...examples.LoadInput?.(), company_id: companyId });
    const personId = (person.body?.data as { id: number }).id;
    const cargoId = (cargo.body?.data as { id: number }).id;
    await stream.change({ collection: 'loads', record_id: cargoId, action: 'created' });
    expect((await admin.call('DELETE', `/companies/${companyId}`)).status).toBe(204);
    for (const [collection, id] of [
      ['companies', companyId],
      ['members', personId],
      ['loads', cargoId],
    ] as const) {
      await stream.change({ collection, record_id: id, action: 'deleted', actor: admins });
    }
    const trash = await admin.call('GET', `/trash?collection=companies&record_id=${companyId}`);
    const entry = (trash.body?.data as { id: number }[])[0];
    expect((await admin.call('POST', `/trash/${entry?.id}/restore`)).status).toBe(200);
    for (const [collection, id] of [
      ['companies', companyId],
      ['members', personId],
      ['loads', cargoId],
    ] as const) {
      await stream.change({ collection, record_id: id, action: 'restored', actor: admins });
    }

    // Each once, in the order they were made.
    const changes = stream.changes();
    const ids = changes.map((change) => seqOf(change.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const told = changes.map((change) => `${change.collection}/${change.record_id}@${change.version}:${change.action}`);
    expect(new Set(told).size).toBe(told.length);
  });
});

/** What a member of a company may read: their company's records and the website's reference data. */
const OF_THE_COMPANY = ['loads', 'permit-requests', 'invoices', 'card-operations', 'annual-permits'];
const REFERENCE = ['state-regulations', 'holiday-closures', 'city-rates', 'manual-documents'];

/** The company of the record a change was about, from the history itself (not from the event). */
function companyOfChange(change: ChangeEvent): number | null {
  if (change.collection === 'companies') return change.record_id;
  const revision = mock.api.db.revisions
    .of(change.collection, change.record_id)
    // By the version staff read, or the one a member reads (which leaves out what staff alone read).
    .find(
      (row) =>
        (row.version === change.version || row.member_version === change.version) && row.action === change.action,
    );
  const company = revision?.state.company_id;
  return typeof company === 'number' ? company : null;
}

/** Whether a member of `company` may hear of a change, by the contract's words (never of an assignment). */
const memberMayHear = (change: ChangeEvent, company: number, memberId: number) => {
  // Their own notifications (a staff member moved their company's request), and no one else's.
  if (change.collection === 'notifications')
    return mock.api.db.notifications.get(change.record_id)?.user_id === memberId;
  // A message on a request of their company (never an internal note: conversations.test.ts).
  if (change.collection === 'messages') return mock.api.db.permitRequests.get(change.record_id)?.company_id === company;
  return (
    change.action !== 'assigned' &&
    (REFERENCE.includes(change.collection) ||
      ((OF_THE_COMPANY.includes(change.collection) || change.collection === 'companies') &&
        companyOfChange(change) === company))
  );
};

describe('each person hears only of what they may read', () => {
  it("a conversation: a member hears of their company's messages, never of an internal note nor of another company's", async () => {
    const [byAdmin, byMember] = await Promise.all([listen(mock, admin), listen(mock, member)]);
    const ours = mock.api.db.permitRequests.all().find((row) => row.company_id === 1);
    const theirs = mock.api.db.permitRequests.all().find((row) => row.company_id !== 1);
    const post = (id: number | undefined, body: string, internal: boolean) =>
      agent.call('POST', `/permit-requests/${id}/messages`, { body, internal, ask: false });
    expect((await post(ours?.id, 'A note for the office', true)).status).toBe(201);
    expect((await post(theirs?.id, 'For the other company', false)).status).toBe(201);
    expect((await post(ours?.id, 'For the company', false)).status).toBe(201);
    const told = (stream: EventStream) =>
      stream
        .allChanges()
        .filter((change) => change.collection === 'messages')
        .map((change) => change.record_id);
    await byAdmin.until((it) => (told(it).length === 3 ? true : undefined), 'the three messages');
    expect(told(byAdmin)).toEqual([ours?.id, theirs?.id, ours?.id]);
    // A mark after them: what the member was to hear has come by then.
    const mark = await touchClosure(admin);
    await byMember.change({ collection: 'holiday-closures', version: mark.version });
    expect(told(byMember)).toEqual([ours?.id]);
  });

  it('the audit log: each new entry told to staff (who read the log) as the entry it is, never to a member', async () => {
    const [byAdmin, byMember] = await Promise.all([listen(mock, admin), listen(mock, member)]);
    const theirs = mock.api.db.loads.all().find((row) => row.company_id === 1);
    const saved = await save(agent, `/loads/${theirs?.id}`, { description: 'Logged' });
    const entry = mock.api.db.logs
      .all()
      .filter((row) => row.resource === 'loads' && row.record_id === saved.id)
      .at(-1);
    expect(entry?.actor_id).toBe(agent.id);
    const told = await byAdmin.change({ collection: 'logs', record_id: entry?.id });
    expect(told).toMatchObject({ version: 1, action: 'created', actor: { id: agent.id } });
    // The member hears of their company's load, and of no entry of the log, in order of the writes.
    await byMember.change({ collection: 'loads', record_id: saved.id, version: saved.version });
    await touchClosure(admin);
    await byMember.change({ collection: 'holiday-closures' });
    expect(byMember.logged()).toEqual([]);
  });

  it('a member: their company’s records and the reference data; staff all but accounts, which are an admin’s', async () => {
    const [byAdmin, byAgent, byMember] = await Promise.all([
      listen(mock, admin),
      listen(mock, agent),
      listen(mock, member),
    ]);
    const theirs = mock.api.db.loads.all().find((row) => row.company_id === 1);
    const another = mock.api.db.loads.all().find((row) => row.company_id === 2);
    const colleague = memberOf(mock, 1, ['member@example.com']);
    const ours = await save(admin, `/loads/${theirs?.id}`, { description: 'Ours' });
    await save(admin, `/loads/${another?.id}`, { description: 'Theirs' });
    await save(admin, '/settings/main', { invoice_due_days: 41 });
    await save(admin, `/members/${colleague.id}`, { phone: '(214) 555-0111' });
    const account = await save(admin, `/accounts/${agent.id}`, { name: 'Alex Agent' });
    await save(agent, `/companies/1`, { phone: '(214) 555-0112' });
    const mark = await touchClosure(admin);

    const last = { collection: 'holiday-closures', record_id: 1, version: mark.version } as const;
    await Promise.all([byAdmin.change(last), byAgent.change(last), byMember.change(last)]);
    const told = (stream: EventStream) => stream.changes().map((c) => `${c.collection}/${c.record_id}`);
    expect(told(byMember)).toEqual([`loads/${ours.id}`, 'companies/1', 'holiday-closures/1']);
    expect(told(byAgent)).toEqual([
      `loads/${ours.id}`,
      `loads/${another?.id}`,
      'settings/main/1',
      `members/${colleague.id}`,
      'companies/1',
      'holiday-closures/1',
    ]);
    expect(told(byAdmin)).toContain(`accounts/${account.id}`);
  });

  it('a member of company 1 never hears of another company’s record, nor of a staff-only collection, whatever staff write', async () => {
    const byAdmin = await listen(mock, admin);
    const byMember = await listen(mock, member);
    const colleagueOf = (company: number) =>
      mock.api.db.users
        .all()
        .find((user) => user.role === 'member' && user.company_id === company && user.email !== 'member@example.com');
    type Write = { kind: string; company: number; by: 'admin' | 'agent' };
    const writers = () => ({ admin, agent });
    const loadsOf = (company: number) => mock.api.db.loads.all().filter((row) => row.company_id === company);
    const perform = async ({ kind, company, by }: Write) => {
      const person = writers()[by];
      switch (kind) {
        case 'update a load': {
          const load = loadsOf(company)[0];
          if (load) await save(person, `/loads/${load.id}`, { description: `Moved for ${company}` });
          return;
        }
        case 'create a load':
          expect((await person.call('POST', '/loads', { ...examples.LoadInput?.(), company_id: company })).status).toBe(
            201,
          );
          return;
        case 'delete a load': {
          const permitted = new Set(
            mock.api.db.permitRequests
              .all()
              .filter((permit) => permit.status !== 'cancelled')
              .map((permit) => permit.load_id),
          );
          const load = loadsOf(company).find((row) => !permitted.has(row.id));
          if (load) expect((await person.call('DELETE', `/loads/${load.id}`)).status).toBe(204);
          return;
        }
        case 'rename the company':
          await save(person, `/companies/${company}`, { name: `Company ${company} renamed ${++renames}` });
          return;
        case 'move a permit request': {
          const permit = mock.api.db.permitRequests
            .all()
            .find((row) => row.company_id === company && ['submitted', 'in_review', 'rejected'].includes(row.status));
          if (!permit) return;
          const to =
            permit.status === 'in_review' ? { status: 'rejected', note: 'Wrong axle count' } : { status: 'in_review' };
          expect((await person.call('POST', `/permit-requests/${permit.id}/transition`, to)).status).toBe(200);
          return;
        }
        case 'update an invoice': {
          const invoice = mock.api.db.invoices
            .all()
            .find((row) => row.company_id === company && row.status === 'unpaid');
          if (invoice) await save(person, `/invoices/${invoice.id}`, { description: `Invoice for ${company}` });
          return;
        }
        case 'update a member': {
          const colleague = colleagueOf(company);
          if (colleague) await save(person, `/members/${colleague.id}`, { phone: `(214) 555-0${100 + company}` });
          return;
        }
        case 'write a state note':
          expect((await person.call('POST', '/state-notes', examples.StateNoteInput?.())).status).toBe(201);
          return;
        case 'save the settings':
          await save(person, '/settings/main', { invoice_due_days: 30 + company });
          return;
        case 'record a refund':
          expect(
            (await person.call('POST', '/card-operations', { ...examples.CardOperationInput?.(), company_id: company }))
              .status,
          ).toBe(201);
          return;
        case 'hand over a permit request': {
          // Who holds a request is the office's: a member hears nothing of it, even of their own.
          const permit = mock.api.db.permitRequests
            .all()
            .find((row) => row.company_id === company && ['submitted', 'in_review'].includes(row.status));
          if (!permit) return;
          const to = permit.agent_id === 1 ? 2 : 1;
          const reason = permit.agent_id === null ? null : 'Shared out';
          // An admin assigns any request (an agent only what they hold).
          const handed = await admin.call('POST', `/permit-requests/${permit.id}/assign`, { agent_id: to, reason });
          expect(handed.status).toBe(200);
          return;
        }
      }
    };
    const write = fc.record({
      kind: fc.constantFrom(
        'update a load',
        'create a load',
        'delete a load',
        'rename the company',
        'move a permit request',
        'update an invoice',
        'update a member',
        'write a state note',
        'save the settings',
        'record a refund',
        'hand over a permit request',
      ),
      company: fc.integer({ min: 1, max: 4 }),
      by: fc.constantFrom('admin' as const, 'agent' as const),
    });

    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        const from = { admin: byAdmin.messages.length, member: byMember.messages.length };
        for (const one of writes) await perform(one);
        // A mark both see, after everything else: what the member was to hear has come by then.
        const mark = await touchClosure(admin);
        const last = { collection: 'holiday-closures', record_id: 1, version: mark.version } as const;
        await Promise.all([byAdmin.change(last, from.admin), byMember.change(last, from.member)]);
        const heard = byMember.changes(from.member);
        for (const change of heard) expect(memberMayHear(change, 1, member.id), JSON.stringify(change)).toBe(true);
        // And all of it: what staff heard that the member may read, the member heard too, in order.
        const expected = byAdmin.changes(from.admin).filter((change) => memberMayHear(change, 1, member.id));
        const what = ({ collection, record_id, action }: ChangeEvent) => [collection, record_id, action];
        expect(heard.map(what)).toEqual(expected.map(what));
        // Each with the version the member reads: what staff alone read (who holds a request) does
        // not count in it.
        const lastHeard = new Map(heard.map((change) => [`/${change.collection}/${change.record_id}`, change]));
        for (const [path, change] of lastHeard) {
          if (change.collection !== 'permit-requests' && change.collection !== 'loads') continue;
          const read = await member.call('GET', path);
          if (read.status === 200) expect((read.body?.data as { version: number }).version, path).toBe(change.version);
        }
        // Numbered in their own count, one after another: their ids tell nothing of what staff did
        // that they may not hear of.
        const numbers = byMember.allChanges().map((change) => seqOf(change.id));
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, n) => (numbers[0] ?? 0) + n));
        // Of notifications, only their own (a status their company's request moved to).
        for (const change of byMember.notified(from.member)) {
          expect(memberMayHear(change, 1, member.id), JSON.stringify(change)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe('what one person may hold of the server', () => {
  it('opens ten streams for a person, refuses the eleventh with 429 and Retry-After, and opens one again once another closed', async () => {
    const colleague = await signIn(mock, memberOf(mock, 1, ['member@example.com']).email);
    const streams: EventStream[] = [];
    for (let n = 0; n < 10; n++) streams.push(await listen(mock, colleague));
    const refused = await fetch(`${mock.url}/events`, { headers: { Authorization: `Bearer ${colleague.token}` } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      message: 'Too many live streams are open for this account. Close a window of the app and try again.',
    });
    // Another person is not held back by it.
    await listen(mock, admin);
    await streams[0]?.close();
    await expect.poll(() => mock.api.live.streams).toBeLessThan(11);
    await listen(mock, colleague);
  });
});

describe('resuming with Last-Event-ID', () => {
  it('replays exactly the changes missed, in order, none twice, then goes on live; a member only theirs', async () => {
    const first = await listen(mock, admin);
    const firstOfMember = await listen(mock, member);
    const before = await touchClosure(admin);
    const seen = await first.change({ collection: 'holiday-closures', version: before.version });
    const seenByMember = await firstOfMember.change({ collection: 'holiday-closures', version: before.version });
    await first.close();
    await firstOfMember.close();

    const theirs = mock.api.db.loads.all().find((row) => row.company_id === 1);
    const another = mock.api.db.loads.all().find((row) => row.company_id === 2);
    const missed = [
      await save(admin, `/loads/${theirs?.id}`, { description: 'While away' }),
      await save(agent, '/settings/main', { invoice_due_days: 33 }),
      await save(agent, `/loads/${another?.id}`, { description: 'Elsewhere' }),
      await touchClosure(agent),
    ];
    const back = await listen(mock, admin, seen.id);
    await back.until((it) => (it.changes().length === 4 ? true : undefined), 'the four changes missed');
    const replayed = back.changes();
    expect(replayed.map((change) => [change.collection, change.record_id, change.version])).toEqual([
      ['loads', theirs?.id, missed[0]?.version],
      ['settings/main', 1, missed[1]?.version],
      ['loads', another?.id, missed[2]?.version],
      ['holiday-closures', 1, missed[3]?.version],
    ]);
    // With the audit log's entry of each save (staff read the log), and the one of the save seen last:
    // every change since, none missing.
    await back.until((it) => (it.logged().length === 5 ? true : undefined), 'the five entries of the audit log');
    expect(back.allChanges().map((change) => seqOf(change.id))).toEqual(
      Array.from({ length: 9 }, (_, n) => seqOf(seen.id) + n + 1),
    );
    expect(readyOf(back).last_event_id).toBe(back.allChanges()[8]?.id);

    const live = await touchClosure(admin);
    await back.change({ collection: 'holiday-closures', version: live.version });
    const ids = back.changes().map((change) => change.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(5);

    // The member resuming from the same point (their own id of the same change) hears of their
    // company's load and the closures only.
    const memberBack = await listen(mock, member, seenByMember.id);
    await memberBack.change({ collection: 'holiday-closures', version: live.version });
    expect(memberBack.changes().map((change) => [change.collection, change.record_id, change.version])).toEqual([
      ['loads', theirs?.id, missed[0]?.version],
      ['holiday-closures', 1, missed[3]?.version],
      ['holiday-closures', 1, live.version],
    ]);
    expect(memberBack.logged()).toEqual([]);
  });
});

describe('presence', () => {
  const on = (
    person: Person,
    clientId: string,
    place: { collection: string; record_id: number } | null,
    editing = false,
  ) =>
    person.call('PUT', '/presence', {
      client_id: clientId,
      collection: place?.collection ?? null,
      record_id: place?.record_id ?? null,
      editing,
    });
  const people = (event: PresenceEvent) => event.people.map(({ id, editing }) => ({ id, editing }));
  const isOn = (collection: string, recordId: number) => (event: PresenceEvent) =>
    event.collection === collection && event.record_id === recordId;

  it('shows who has a record open and who edits it, keeps each person’s clients apart, and lets them go after the time to live', async () => {
    const stream = await listen(mock, admin);
    const company = { collection: 'companies', record_id: 7 };
    const here = isOn('companies', 7);
    expect((await on(agent, 'agent-tab-one', company)).status).toBe(204);
    const first = await stream.presenceWhere(here, 'the agent on company 7');
    expect(first.people).toEqual([{ id: agent.id, name: 'Alex Agent', editing: false }]);

    // A second tab that edits: the person edits.
    let from = stream.messages.length;
    await on(agent, 'agent-tab-two', company, true);
    const editing = await stream.presenceWhere(here, 'the agent editing', from);
    expect(people(editing)).toEqual([{ id: agent.id, editing: true }]);

    // Another person with the same client id does not move the agent's.
    from = stream.messages.length;
    await on(admin, 'agent-tab-one', company);
    const both = await stream.presenceWhere(here, 'the admin too', from);
    expect(people(both)).toEqual([
      { id: admin.id, editing: false },
      { id: agent.id, editing: true },
    ]);

    // A stream opened now is told who is there.
    const later = await listen(mock, agent);
    await later.presenceWhere(here, 'who is there');
    expect(later.presence().filter(here).map(people)).toEqual([people(both)]);

    // The editing tab leaves: the agent is still there, viewing.
    from = stream.messages.length;
    await on(agent, 'agent-tab-two', null);
    const left = await stream.presenceWhere(here, 'the editing tab gone', from);
    expect(people(left)).toEqual([
      { id: admin.id, editing: false },
      { id: agent.id, editing: false },
    ]);

    // Nobody renews: after the time to live, the sweep tells that nobody is there.
    from = stream.messages.length;
    main.ahead += 16_000;
    const gone = await stream.presenceWhere(here, 'nobody left', from);
    expect(gone.people).toEqual([]);
    const none = await later.presenceWhere((event) => here(event) && event.people.length === 0, 'nobody left');
    expect(none.people).toEqual([]);
  });

  it('tells a member only of people of their own company, never of staff', async () => {
    const colleague = await signIn(mock, memberOf(mock, 1, ['member@example.com']).email);
    const load = mock.api.db.loads.all().find((row) => row.company_id === 1);
    const place = { collection: 'loads', record_id: load?.id ?? 0 };
    const here = isOn('loads', place.record_id);
    expect((await on(agent, 'agent-tab-three', place, true)).status).toBe(204);

    // Opened while the agent is there: nothing to tell the member of it.
    const stream = await listen(mock, member);
    const byAdmin = await listen(mock, admin);
    await byAdmin.presenceWhere(here, 'the agent');
    expect(byAdmin.presence().filter(here).map(people)).toEqual([[{ id: agent.id, editing: true }]]);
    expect((await on(colleague, 'colleague-tab', place)).status).toBe(204);
    const joined = await stream.presenceWhere(here, 'the colleague');
    expect(joined.people).toEqual([{ id: colleague.id, name: colleague.name, editing: false }]);
    const toStaff = await byAdmin.presenceWhere((event) => here(event) && event.people.length === 2, 'both');
    expect(people(toStaff)).toEqual(
      [
        { id: agent.id, editing: true },
        { id: colleague.id, editing: false },
      ].sort((a, b) => a.id - b.id),
    );

    // The agent leaving changes nothing the member is shown; the colleague leaving does.
    await on(agent, 'agent-tab-three', null);
    await on(colleague, 'colleague-tab', null);
    await stream.presenceWhere((event) => here(event) && event.people.length === 0, 'nobody left');
    expect(stream.presence().filter(here).map(people)).toEqual([[{ id: colleague.id, editing: false }], []]);
    for (const event of stream.presence()) expect(event.people.map((person) => person.id)).not.toContain(agent.id);
  });

  it('names only a record the caller may read: another company’s, a staff-only one or none is a 404', async () => {
    const another = mock.api.db.loads.all().find((row) => row.company_id === 2);
    const own = mock.api.db.loads.all().find((row) => row.company_id === 1);
    const colleague = memberOf(mock, 1, ['member@example.com']);
    for (const [collection, id] of [
      ['loads', another?.id ?? 0],
      ['companies', 2],
      ['settings/main', 1],
      ['members', colleague.id],
      ['loads', 999_999],
    ] as const) {
      expect((await on(member, 'member-tab-one', { collection, record_id: id })).status, `${collection}/${id}`).toBe(
        404,
      );
    }
    expect((await on(member, 'member-tab-one', { collection: 'loads', record_id: own?.id ?? 0 })).status).toBe(204);
    expect((await on(member, 'member-tab-one', { collection: 'companies', record_id: 1 })).status).toBe(204);
    expect((await on(member, 'member-tab-one', { collection: 'holiday-closures', record_id: 1 })).status).toBe(204);
    expect((await on(agent, 'agent-tab-four', { collection: 'accounts', record_id: admin.id })).status).toBe(404);
    expect((await on(admin, 'admin-tab-one', { collection: 'accounts', record_id: agent.id })).status).toBe(204);
    const unnamed = await member.call('PUT', '/presence', {
      client_id: 'member-tab-one',
      collection: 'loads',
      record_id: null,
      editing: false,
    });
    expect(unnamed.status).toBe(422);
    await on(member, 'member-tab-one', null);
    await on(admin, 'admin-tab-one', null);
  });
});

describe('a stream ends with its client or its token', () => {
  it('lets go of a client that went away', async () => {
    // The streams of the tests before have gone, each with its client.
    await vi.waitFor(() => expect(mock.api.live.streams).toBe(0));
    const stream = await listen(mock, agent);
    expect(mock.api.live.streams).toBe(1);
    await stream.close();
    await vi.waitFor(() => expect(mock.api.live.streams).toBe(0));
  });

  /** A mock of its own: a small buffer, control endpoints, and a clock of its own to move. */
  const small = clock();
  let other: RunningMock;
  beforeAll(async () => {
    other = await startMockOnFreePort({
      now: small.now,
      control: true,
      log: () => undefined,
      live: { bufferSize: 10 },
    });
  });
  afterAll(async () => {
    other.api.live.dispose();
    await new Promise<void>((resolve) => other.server.close(() => resolve()));
  });
  const control = (path: string) => fetch(`${other.url}/__${path}`, { method: 'POST' });

  it('keeps the last changes for a resume; older is a reset (too-old), another run’s too (restarted)', async () => {
    const boss = await signIn(other, 'admin@example.com');
    const stream = await listen(other, boss);
    const start = readyOf(stream).last_event_id;
    // Each save is two changes for staff: the closure's, and its entry in the audit log.
    for (let n = 0; n < 5; n++) await touchClosure(boss);
    await stream.until((it) => (it.allChanges().length === 10 ? true : undefined), 'ten changes');
    // Ten missed, ten kept: all of them.
    const all = await listen(other, boss, start);
    await all.atLeast(11);
    expect(all.events.slice(1).map((event) => event.type)).toEqual(Array(10).fill('change'));
    // One more save: the first two missed are no longer kept.
    await touchClosure(boss);
    await stream.until((it) => (it.allChanges().length === 12 ? true : undefined), 'twelve changes');
    const behind = await listen(other, boss, start);
    await behind.atLeast(2);
    expect(behind.events.slice(1)).toEqual([{ type: 'reset', reason: 'too-old' }]);
    const justKept = await listen(other, boss, stream.allChanges()[1]?.id);
    await justKept.atLeast(11);
    expect(justKept.allChanges().map((change) => change.id)).toEqual(
      stream
        .allChanges()
        .slice(2)
        .map((change) => change.id),
    );

    const unknown = await listen(other, boss, 'zz0-3');
    await unknown.atLeast(2);
    expect(unknown.events.slice(1)).toEqual([{ type: 'reset', reason: 'restarted' }]);

    // A restart: open streams are told, then end with the tokens of the run before.
    expect((await control('reset')).status).toBe(204);
    await stream.until((it) => it.events.find((event) => event.type === 'reset'), 'the reset');
    expect(stream.events.at(-1)).toEqual({ type: 'reset', reason: 'restarted' });
    await stream.end();
    const again = await signIn(other, 'admin@example.com');
    const resumed = await listen(other, again, stream.changes().at(-1)?.id);
    await resumed.atLeast(2);
    expect(resumed.events.slice(1)).toEqual([{ type: 'reset', reason: 'restarted' }]);
    expect(readyOf(resumed).last_event_id.split('-')[0]).not.toBe(start.split('-')[0]);
  });

  it('ends when the access tokens expire', async () => {
    const stream = await listen(other, await signIn(other, 'agent@example.com'));
    expect((await control('expire-access-tokens')).status).toBe(204);
    await stream.end();
  });

  it('a member’s stream hears nothing more once their sessions end, or once they are deactivated', async () => {
    const revoked = await listen(other, await signIn(other, 'member@example.com'));
    expect((await control('revoke-sessions')).status).toBe(204);
    await revoked.end();
    const heard = revoked.messages.length;

    const staff = await signIn(other, 'admin@example.com');
    const colleague = memberOf(other, 1, ['member@example.com']);
    const deactivated = await listen(other, await signIn(other, colleague.email));
    await save(staff, `/members/${colleague.id}`, { active: false });
    await deactivated.end();
    expect(deactivated.changes()).toEqual([]);
    const theirs = other.api.db.loads.all().find((row) => row.company_id === 1);
    await save(staff, `/loads/${theirs?.id}`, { description: 'After they left' });
    expect(revoked.messages).toHaveLength(heard);
    expect(deactivated.changes()).toEqual([]);
  });

  it('ends when its token expires, with no message to carry the news', async () => {
    const person = await signIn(other, 'agent@example.com');
    const exp = (JSON.parse(atob(person.token.split('.')[1] ?? '')) as { exp: number }).exp;
    // The clock moved to just before the token's end: the stream opens, then ends on its own.
    small.ahead = exp * 1000 - 1_500 - Date.now();
    const stream = await listen(other, person);
    await stream.end();
    expect(stream.events.map((event) => event.type)).toEqual(['ready']);
  });
});
