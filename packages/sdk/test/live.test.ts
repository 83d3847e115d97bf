/**
 * The live subscription (`@permit-office/sdk/live`) for one holder: the Server-Sent Events read as
 * the standard says, typed by the contract, resumed after a drop with nothing missed or doubled,
 * through the session (a refresh when the token expired), closed when nobody listens, and presence.
 */
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSdk, memoryTokenStore, type Sdk } from '../src/index.js';
import { createLive, type Live, type LiveEvent, type LiveOptions, type LiveStatus } from '../src/live.js';
import { createSseParser, readLiveEvent, type SseMessage } from '../src/sse.js';
import { change, changeIds, frame, liveApi, signedInSdk } from './live-support.js';
import { API_URL, api, server, useMswServer } from './support.js';

useMswServer();

const opened: Live[] = [];
afterEach(() => {
  for (const live of opened.splice(0)) live.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A Live that the test closes afterwards, with what it delivered and every status it took. */
function liveUnderTest(sdk: Sdk = signedInSdk(), options: LiveOptions = {}) {
  const live = createLive(sdk, { retryMs: 5, maxRetryMs: 40, ...options });
  opened.push(live);
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  live.onStatus((status) => statuses.push(status));
  return { live, sdk, events, statuses, subscribe: () => live.subscribe((event) => events.push(event)) };
}

/**
 * Resolves once `check` passes, letting I/O and promises run in between but not the (fake) clock:
 * vi.waitFor would move a fake clock forward itself.
 */
async function settled(check: () => void): Promise<void> {
  for (let turn = 0; ; turn++) {
    try {
      check();
      return;
    } catch (error) {
      if (turn > 2_000) throw error;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function parseAll(chunks: string[]): SseMessage[] {
  const parser = createSseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('the Server-Sent Events parser', () => {
  it('reads id, event and data; joins data lines; skips comments; keeps the last id', () => {
    const text =
      ': ping\n' +
      'id: r1-1\nevent: change\ndata: {"a":\ndata: 1}\n\n' +
      ': another comment\n\n' +
      'data:no space\n\n' +
      'data\n\n' +
      'event: ready\ndata:  two spaces keep one\n\n';
    expect(parseAll([text])).toEqual([
      { event: 'change', data: '{"a":\n1}', id: 'r1-1' },
      { event: 'message', data: 'no space', id: 'r1-1' },
      { event: 'message', data: '', id: 'r1-1' },
      { event: 'ready', data: ' two spaces keep one', id: 'r1-1' },
    ]);
  });

  it('ends lines at CRLF, CR or LF alike, and skips a byte-order mark', () => {
    const lf = 'event: a\ndata: 1\n\nevent: b\ndata: 2\n\n';
    expect(parseAll(['\uFEFF' + lf.replaceAll('\n', '\r\n')])).toEqual(parseAll([lf]));
    expect(parseAll([lf.replaceAll('\n', '\r')])).toEqual(parseAll([lf]));
    expect(parseAll([lf])).toEqual([
      { event: 'a', data: '1', id: undefined },
      { event: 'b', data: '2', id: undefined },
    ]);
  });

  it('reads the same messages however the stream is cut into chunks (a CR and its LF apart included)', () => {
    const text =
      'id: r1-1\r\nevent: change\r\ndata: {"x":1}\r\n\r\n: c\rdata: a\rdata: b\r\r' +
      'event: ready\ndata: {"y":"ü"}\n\nretry: 900\n\n';
    const whole = parseAll([text]);
    expect(whole).toHaveLength(3);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const points = [0, ...[...cuts].sort((a, b) => a - b), text.length];
        const chunks = points.slice(1).map((end, index) => text.slice(points[index], end));
        expect(parseAll(chunks)).toEqual(whole);
      }),
    );
  });

  it('takes a retry of digits only, ignores unknown fields and drops an event the stream left unfinished', () => {
    const parser = createSseParser();
    expect(parser.push('retry: 1500\nretry: 2x\nfoo: bar\nevent: x\n\ndata: half')).toEqual([]);
    expect(parser.retry).toBe(1500);
    expect(parser.push('')).toEqual([]);
  });

  it('reads a LiveEvent from a message, and nothing from what is not one', () => {
    const good = change('r1-4');
    expect(readLiveEvent({ event: 'change', data: JSON.stringify(good), id: 'r1-4' })).toEqual(good);
    expect(readLiveEvent({ event: 'message', data: JSON.stringify(good), id: undefined })).toEqual(good);
    for (const [event, data] of [
      ['change', '{"type":"change"'],
      ['change', 'null'],
      ['ready', JSON.stringify(good)],
      ['change', JSON.stringify({ ...good, record_id: '1' })],
      ['change', JSON.stringify({ ...good, actor: 'someone' })],
      ['presence', JSON.stringify({ type: 'presence', collection: 'companies', record_id: 1, people: [{ id: 1 }] })],
      ['reset', JSON.stringify({ type: 'reset', reason: 'because' })],
      ['unknown', JSON.stringify({ type: 'unknown' })],
      ['ready', JSON.stringify({ type: 'ready' })],
    ] as const) {
      expect(readLiveEvent({ event, data, id: undefined }), data).toBeUndefined();
    }
  });
});

describe('createLive', () => {
  it('delivers every event typed and in order; skips a malformed one; a failing listener stops nothing', async () => {
    const backend = liveApi();
    const { live, events, statuses, subscribe } = liveUnderTest();
    const failing = vi.fn(() => {
      throw new Error('a listener bug');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    live.subscribe(failing);
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    await expect.poll(() => events.map((event) => event.type)).toEqual(['ready']);
    const first = backend.change(3);
    backend.open()[0]?.write('event: change\ndata: {"type":"change","id":\n\n' + 'data: [not json\n\n');
    backend.presence('companies', 3, [{ id: 7, name: 'Ada Admin', editing: true }]);
    const second = backend.change(4);
    await expect.poll(() => events.length).toBe(4);
    expect(events).toEqual([
      { type: 'ready', last_event_id: 'r1-0' },
      first,
      {
        type: 'presence',
        collection: 'companies',
        record_id: 3,
        people: [{ id: 7, name: 'Ada Admin', editing: true }],
      },
      second,
    ]);
    // The types narrow by `type`.
    const last = events.at(-1);
    if (last?.type === 'change') expect(last.record_id).toBe(4);
    expect(failing).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['closed', 'connecting', 'open']);
    expect(backend.state.requests).toEqual([{ lastEventId: null, status: 200 }]);
  });

  it('opens the stream through the client: the bearer token, Accept text/event-stream', async () => {
    const seen: Request[] = [];
    liveApi();
    const sdk = createSdk({
      config: { API_URL },
      tokens: memoryTokenStore({ access_token: 'access-1', refresh_token: 'refresh-1' }),
      fetch: (request) => (seen.push(request), fetch(request)),
    });
    const { subscribe, statuses } = liveUnderTest(sdk);
    subscribe();
    await expect.poll(() => statuses.at(-1)).toBe('open');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(seen[0]?.headers.get('Accept')).toBe('text/event-stream');
    expect(seen[0]?.headers.has('Last-Event-ID')).toBe(false);
  });

  it("is not cut by the SDK's time limit: the call resolves with the headers", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backend = liveApi();
    const sdk = createSdk({
      config: { API_URL },
      tokens: memoryTokenStore({ access_token: 'access-1', refresh_token: 'refresh-1' }),
      timeoutMs: 1_000,
    });
    const { subscribe, events } = liveUnderTest(sdk);
    subscribe();
    await settled(() => expect(events).toHaveLength(1));
    // Well past the time limit, the first stream is still the one open, and it still delivers.
    await vi.advanceTimersByTimeAsync(60_000);
    backend.change();
    await settled(() => expect(changeIds(events)).toEqual(['r1-1']));
    expect(backend.state.requests).toHaveLength(1);
  });

  it('after a dropped connection resumes by Last-Event-ID: nothing missed, nothing doubled', async () => {
    const backend = liveApi();
    const { events, subscribe } = liveUnderTest();
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-2']);
    backend.drop();
    // Made while nobody was connected: replayed on the next stream.
    backend.change();
    backend.change();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-2', 'r1-3', 'r1-4', 'r1-5']);
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-2']);

    // A server that replays more than asked (a change already delivered): it is dropped, not doubled.
    backend.open()[0]?.write(frame(change('r1-4')) + frame(change('r1-5')));
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-2', 'r1-3', 'r1-4', 'r1-5', 'r1-6']);
  });

  it("resumes from ready's last_event_id before any change came", async () => {
    const backend = liveApi();
    backend.change();
    backend.change();
    const { events, subscribe } = liveUnderTest();
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.drop();
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-3']);
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-2']);
  });

  it('passes a reset on, and resumes from the new stream rather than asking for the lost changes again', async () => {
    const backend = liveApi({ keep: 2 });
    const { events, subscribe } = liveUnderTest();
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1']);
    backend.drop();
    for (let i = 0; i < 4; i++) backend.change();
    await expect
      .poll(() => events.filter((event) => event.type === 'reset'))
      .toEqual([{ type: 'reset', reason: 'too-old' }]);
    await expect.poll(() => backend.open().length).toBe(1);
    backend.drop();
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-6']);
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-1', 'r1-5']);
  });

  it('after the token expired, reconnects through one refresh and misses nothing', async () => {
    const backend = liveApi();
    const sdk = signedInSdk();
    const { events, statuses, subscribe } = liveUnderTest(sdk);
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1']);
    backend.expire();
    backend.change();
    await expect.poll(() => backend.open().length).toBe(1);
    expect(backend.open()[0]?.authorization).toBe('Bearer access-2');
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-2']);
    expect(backend.state.refreshCalls).toBe(1);
    expect(backend.state.requests).toEqual([
      { lastEventId: null, status: 200 },
      { lastEventId: 'r1-1', status: 401 },
      { lastEventId: 'r1-1', status: 200 },
    ]);
    expect(sdk.tokens.getAccessToken()).toBe('access-2');
    expect(statuses).toEqual(['closed', 'connecting', 'open', 'connecting', 'open']);
  });

  it('a 401 the session cannot recover: closed, with no reconnection until sign-in', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backend = liveApi();
    backend.state.refuseRefresh = true;
    const sdk = signedInSdk();
    const { statuses, subscribe } = liveUnderTest(sdk);
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.expire();
    await vi.advanceTimersByTimeAsync(100);
    await settled(() => expect(statuses.at(-1)).toBe('closed'));
    expect(sdk.events).toContainEqual({ kind: 'session', signedIn: false, reason: 'refresh-refused' });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(backend.state.requests.map((request) => request.status)).toEqual([200, 401]);
    expect(backend.state.refreshCalls).toBe(1);

    // Signed in again: the stream opens again, and resumes.
    server.use(http.post(api('/login'), () => HttpResponse.json({ access_token: 'fresh', refresh_token: 'r' })));
    backend.state.access = 'fresh';
    await sdk.session.login({ email: 'admin@example.com', password: 'password' });
    await settled(() => expect(backend.open().length).toBe(1));
    await settled(() => expect(statuses.at(-1)).toBe('open'));
  });

  it('stops the stream when the session ends, and opens it again at sign-in if anyone subscribes', async () => {
    const backend = liveApi();
    const sdk = signedInSdk();
    const { events, statuses, subscribe } = liveUnderTest(sdk);
    subscribe();
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    await expect.poll(() => changeIds(events)).toEqual(['r1-1']);
    await sdk.session.logout();
    await expect.poll(() => backend.open().length).toBe(0);
    expect(statuses.at(-1)).toBe('closed');
    backend.change();

    server.use(http.post(api('/login'), () => HttpResponse.json({ access_token: 'access-9', refresh_token: 'r9' })));
    backend.state.access = 'access-9';
    await sdk.session.login({ email: 'admin@example.com', password: 'password' });
    await expect.poll(() => changeIds(events)).toEqual(['r1-1', 'r1-2']);
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-1']);
  });

  it('opens nothing without a session', () => {
    const backend = liveApi();
    const sdk = signedInSdk(memoryTokenStore());
    const { statuses, subscribe } = liveUnderTest(sdk);
    subscribe();
    expect(statuses).toEqual(['closed']);
    expect(backend.state.requests).toEqual([]);
    expect(sdk.events).toEqual([]);
  });

  it('opens one stream for every subscriber; closes it after the last leaves, and at close()', async () => {
    const backend = liveApi();
    const { live, statuses } = liveUnderTest();
    const one = live.subscribe(() => undefined);
    const two = live.subscribe(() => undefined);
    await expect.poll(() => backend.open().length).toBe(1);
    one();
    one();
    await Promise.resolve();
    expect(backend.open()).toHaveLength(1);
    two();
    await expect.poll(() => backend.open().length).toBe(0);
    expect(statuses.at(-1)).toBe('closed');

    // Leaving and joining in the same task keeps the stream.
    const three = live.subscribe(() => undefined);
    await expect.poll(() => backend.open().length).toBe(1);
    three();
    const four = live.subscribe(() => undefined);
    await Promise.resolve();
    await Promise.resolve();
    expect(backend.state.streams).toHaveLength(2);
    expect(backend.open()).toHaveLength(1);

    live.close();
    await expect.poll(() => backend.open().length).toBe(0);
    four();
    expect(live.subscribe(() => undefined)).toBeTypeOf('function');
    expect(backend.state.streams).toHaveLength(2);
  });

  it('waits longer after each failure in a row (jittered, capped), and from the start again after an open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const backend = liveApi();
    backend.state.failWith = 503;
    const { subscribe, statuses } = liveUnderTest(signedInSdk(), { retryMs: 500, maxRetryMs: 4_000 });
    subscribe();
    const attempts = () => backend.state.requests.length;
    await settled(() => expect(attempts()).toBe(1));
    // 500 ms, then 1 s, 2 s, 4 s, 4 s: never sooner.
    for (const wait of [500, 1_000, 2_000, 4_000, 4_000]) {
      const before = attempts();
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(attempts()).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      await settled(() => expect(attempts()).toBe(before + 1));
    }
    expect(statuses.at(-1)).toBe('connecting');
    backend.state.failWith = undefined;
    await vi.advanceTimersByTimeAsync(4_000);
    await settled(() => expect(backend.open().length).toBe(1));
    backend.state.failWith = 503;
    backend.drop();
    // Back to the first delay after a stream that opened.
    const before = attempts();
    await vi.advanceTimersByTimeAsync(499);
    expect(attempts()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(attempts()).toBe(before + 1));
  });

  it("keeps to the server's retry: as its first delay", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const backend = liveApi();
    const { subscribe } = liveUnderTest(signedInSdk(), { retryMs: 500, maxRetryMs: 30_000 });
    subscribe();
    await settled(() => expect(backend.open().length).toBe(1));
    backend.open()[0]?.write('retry: 3000\n\n');
    backend.open()[0]?.end();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(backend.state.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(backend.state.requests).toHaveLength(2));
  });
});

describe('presence', () => {
  it('says where this client is at once and every 5 s; null once, then nothing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const backend = liveApi();
    const { live } = liveUnderTest();
    const place = { collection: 'companies', record_id: 3, editing: true } as const;
    live.setPresence(place);
    await settled(() => expect(backend.state.presence).toHaveLength(1));
    const [first] = backend.state.presence;
    expect(first?.body).toMatchObject({ collection: 'companies', record_id: 3, editing: true });
    expect(first?.body.client_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(first?.authorization).toBe('Bearer access-1');
    // The same place said again (a screen drawn again) is no new call.
    live.setPresence({ ...place });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(backend.state.presence).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(backend.state.presence).toHaveLength(2));
    await vi.advanceTimersByTimeAsync(5_000);
    await settled(() => expect(backend.state.presence).toHaveLength(3));
    live.setPresence(null);
    await settled(() => expect(backend.state.presence).toHaveLength(4));
    expect(backend.state.presence.at(-1)?.body).toEqual({
      client_id: first?.body.client_id,
      collection: null,
      record_id: null,
      editing: false,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(backend.state.presence).toHaveLength(4);
    expect(new Set(backend.state.presence.map((call) => call.body.client_id)).size).toBe(1);
  });

  it('close() says this client left and stops the heartbeat; another Live is another client', async () => {
    const backend = liveApi();
    const sdk = signedInSdk();
    const { live } = liveUnderTest(sdk);
    live.setPresence({ collection: 'invoices', record_id: 2, editing: false });
    await expect.poll(() => backend.state.presence).toHaveLength(1);
    live.close();
    await expect.poll(() => backend.state.presence).toHaveLength(2);
    expect(backend.state.presence[1]?.body.collection).toBeNull();
    const other = liveUnderTest(sdk).live;
    other.setPresence({ collection: 'invoices', record_id: 2, editing: false });
    await expect.poll(() => backend.state.presence).toHaveLength(3);
    expect(backend.state.presence[2]?.body.client_id).not.toBe(backend.state.presence[0]?.body.client_id);
  });

  it('presenceOf answers from the presence events, [] for nobody, afresh from each stream', async () => {
    const backend = liveApi();
    const ada = { id: 7, name: 'Ada Admin', editing: false };
    const bob = { id: 8, name: 'Bob Staff', editing: true };
    backend.presence('companies', 1, [ada]);
    const { live, events, subscribe } = liveUnderTest();
    expect(live.presenceOf('companies', 1)).toEqual([]);
    subscribe();
    await expect.poll(() => live.presenceOf('companies', 1)).toEqual([ada]);
    backend.presence('invoices', 4, [ada, bob]);
    await expect.poll(() => live.presenceOf('invoices', 4)).toEqual([ada, bob]);
    backend.presence('companies', 1, []);
    await expect.poll(() => live.presenceOf('companies', 1)).toEqual([]);
    // While nobody listened, Bob left record 4 and nobody told this client: the next stream's
    // snapshot (after `ready`) is what counts.
    backend.drop();
    backend.state.present.delete('invoices/4');
    await expect.poll(() => events.filter((event) => event.type === 'ready')).toHaveLength(2);
    expect(live.presenceOf('invoices', 4)).toEqual([]);
  });

  it('says nothing without a session', async () => {
    const backend = liveApi();
    const { live } = liveUnderTest(signedInSdk(memoryTokenStore()));
    live.setPresence({ collection: 'companies', record_id: 1, editing: false });
    live.setPresence(null);
    await Promise.resolve();
    expect(backend.state.presence).toEqual([]);
  });
});
