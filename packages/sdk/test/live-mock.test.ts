/**
 * The live subscription against the real mock API over HTTP (packages/mock-api: its live hub and
 * its streaming server), as a tool or a browser meets it: typed changes of real writes, a resume
 * through the session's refresh after the tokens expire with nothing missed or doubled, presence
 * from one person to another, one stream for several tabs, and the server letting go at close.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockOnFreePort, type RunningMock } from './mock.js';
import { createSdk, ifMatch, messages, type Sdk, type SdkEvent } from '../src/index.js';
import { createBrowserLive, createLive, type Live, type LiveEvent, type LiveStatus } from '../src/live.js';
import { FakePage, fakeLocks } from './fake-tabs.js';
import { changeIds as everyChangeId } from './live-support.js';

/** The ids of records' changes: staff also hear each write's entry in the audit log (`logs`). */
const changeIds = (events: LiveEvent[]): string[] =>
  everyChangeId(events.filter((event) => event.type !== 'change' || event.collection !== 'logs'));
const loggedIds = (events: LiveEvent[]): string[] =>
  everyChangeId(events.filter((event) => event.type === 'change' && event.collection === 'logs'));

let mock: RunningMock;
const closing: Live[] = [];

beforeAll(async () => {
  mock = await startMockOnFreePort({ control: true, log: () => undefined, live: { pingMs: 50, sweepMs: 20 } });
});
afterEach(() => {
  for (const live of closing.splice(0)) live.close();
});
afterAll(async () => {
  mock.api.live.dispose();
  await new Promise<void>((resolve) => mock.server.close(() => resolve()));
});

async function signedIn(email: string): Promise<Sdk & { events: SdkEvent[] }> {
  const sdk = createSdk({ config: { API_URL: mock.url } });
  const events: SdkEvent[] = [];
  sdk.on((event) => events.push(event));
  expect((await sdk.session.login({ email, password: 'password' })).signedIn).toBe(true);
  return Object.assign(sdk, { events });
}

function watch(live: Live) {
  closing.push(live);
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  live.onStatus((status) => statuses.push(status));
  live.subscribe((event) => events.push(event));
  return { events, status: () => statuses.at(-1) };
}

let marks = 0;
/** A change to a holiday closure (reference data every person reads), as the admin's form saves it. */
async function touchClosure(sdk: Sdk, id = 1): Promise<void> {
  const { data } = sdk.unwrap(await sdk.client.GET('/holiday-closures/{id}', { params: { path: { id } } }));
  const body = { date: data.date, name: data.name, state: data.state, note: `Mark ${++marks}` };
  sdk.unwrap(await sdk.client.PUT('/holiday-closures/{id}', { params: { path: { id }, header: ifMatch(data) }, body }));
}

const control = (path: string) => fetch(`${mock.url}/__${path}`, { method: 'POST' });

describe('createLive against the mock API', () => {
  it('delivers real writes typed; after the tokens expire, resumes through a refresh, nothing missed or doubled; close lets go', async () => {
    const admin = await signedIn('admin@example.com');
    const agent = await signedIn('agent@example.com');
    const live = createLive(admin, { retryMs: 20 });
    const { events, status } = watch(live);
    await expect.poll(status).toBe('open');
    expect(mock.api.live.streams).toBe(1);
    expect(events[0]).toMatchObject({ type: 'ready' });

    await touchClosure(agent);
    await expect.poll(() => changeIds(events)).toHaveLength(1);
    expect(events.find((event) => event.type === 'change')).toMatchObject({
      type: 'change',
      collection: 'holiday-closures',
      record_id: 1,
      action: 'updated',
      actor: { name: expect.any(String) as unknown, role: 'agent' },
    });
    // And its entry in the audit log, typed as a change of `logs`.
    await expect.poll(() => loggedIds(events)).toHaveLength(1);
    expect(events.find((event) => event.type === 'change' && event.collection === 'logs')).toMatchObject({
      action: 'created',
      version: 1,
      actor: { role: 'agent' },
    });

    // Every access token expires: the stream ends; the agent's next write refreshes its own.
    expect((await control('expire-access-tokens')).status).toBe(204);
    await touchClosure(agent);
    await touchClosure(agent, 2);
    await expect.poll(() => changeIds(events)).toHaveLength(3);
    const ids = changeIds(events);
    expect(new Set(ids).size).toBe(3);
    const sequence = ids.map((id) => Number(id.split('-')[1]));
    expect(sequence).toEqual([...sequence].sort((a, b) => a - b));
    await expect.poll(status).toBe('open');
    expect(admin.events).toContainEqual({ kind: 'notify', type: 'success', message: [messages.reauthorized] });
    expect(admin.session.isSignedIn()).toBe(true);
    expect(mock.api.live.streams).toBe(1);

    live.close();
    await expect.poll(() => mock.api.live.streams).toBe(0);
  });

  it("tells one person of another's presence, and of their leaving", async () => {
    const admin = await signedIn('admin@example.com');
    const agent = await signedIn('agent@example.com');
    const seeing = createLive(agent, { retryMs: 20 });
    const { status } = watch(seeing);
    await expect.poll(status).toBe('open');
    const { data: me } = admin.unwrap(await admin.client.GET('/me'));

    const there = createLive(admin);
    closing.push(there);
    there.setPresence({ collection: 'companies', record_id: 3, editing: true });
    await expect.poll(() => seeing.presenceOf('companies', 3)).toEqual([{ id: me.id, name: me.name, editing: true }]);
    there.setPresence(null);
    await expect.poll(() => seeing.presenceOf('companies', 3)).toEqual([]);
  });
});

describe('createBrowserLive against the mock API', () => {
  it('three tabs of one browser: one stream on the server, every tab told', async () => {
    const locks = fakeLocks();
    const name = `permit-office-live-${crypto.randomUUID()}`;
    const agent = await signedIn('agent@example.com');
    const before = mock.api.live.streams;
    const tabs = await Promise.all(
      [1, 2, 3].map(async () => {
        const sdk = await signedIn('admin@example.com');
        const page = new FakePage(true);
        return watch(
          createBrowserLive(sdk, { name, environment: { locks, BroadcastChannel, document: page, window: undefined } }),
        );
      }),
    );
    await expect.poll(() => tabs.map((tab) => tab.status())).toEqual(['open', 'open', 'open']);
    expect(mock.api.live.streams - before).toBe(1);
    await touchClosure(agent);
    for (const tab of tabs) await expect.poll(() => changeIds(tab.events)).toHaveLength(1);
  });
});
