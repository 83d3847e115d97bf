/**
 * One session held by several holders of the same tokens, as the tabs of a browser hold the token
 * cookies: one refresh for all of them, a refusal that only means "another tab was first" survived,
 * a real refusal ending the session once, and sign-in and sign-out heard by the others.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, delay, http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { browserSessionSync, storageLock } from '../src/browser.js';
import { createSdk, memoryTokenStore, type SdkEvent, type SessionChange, type SessionSync } from '../src/index.js';
import { API_URL, api, meAnswering, server, sessionChanges, tokenBackend, useMswServer } from './support.js';

useMswServer();

/** What a browser gives its tabs, in one process: a lock they take in turn, and a channel between them. */
function sharedSync() {
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(change: SessionChange) => void>();
  return (): SessionSync => {
    const mine = new Set<(change: SessionChange) => void>();
    return {
      exclusive<T>(task: () => Promise<T>): Promise<T> {
        const run = queue.then(task, task);
        queue = run.catch(() => undefined);
        return run;
      },
      announce(change) {
        for (const listener of listeners) if (!mine.has(listener)) listener(change);
      },
      listen(listener) {
        mine.add(listener);
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async settle(changed) {
        for (let waited = 0; !changed() && waited < 1_000; waited += 10) await delay(10);
      },
    };
  };
}

/**
 * Another tab's view of the shared tokens, as a browser gives it: what one tab writes reaches the
 * other `lagMs` later (Chromium tells a tab of another tab's cookie change asynchronously).
 */
function laggingView(shared: ReturnType<typeof memoryTokenStore>, lagMs: number) {
  let seen = { access: shared.getAccessToken(), refresh: shared.getRefreshToken() };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = () => {
    clearTimeout(timer);
    const now = { access: shared.getAccessToken(), refresh: shared.getRefreshToken() };
    timer = setTimeout(() => (seen = now), lagMs);
  };
  const watched = {
    getAccessToken: () => seen.access,
    getRefreshToken: () => seen.refresh,
    setTokens(pair: { access_token: string; refresh_token: string }) {
      shared.setTokens(pair);
      seen = { access: pair.access_token, refresh: pair.refresh_token };
    },
    clear() {
      shared.clear();
      seen = { access: undefined, refresh: undefined };
    },
  };
  return { store: watched, follow };
}

/** Several SDKs over one token store: the tabs of one browser. */
function tabs(count: number, options: { sync?: () => SessionSync; tokens: ReturnType<typeof memoryTokenStore> }) {
  return Array.from({ length: count }, () => {
    const events: SdkEvent[] = [];
    const sdk = createSdk({ config: { API_URL }, tokens: options.tokens, sync: options.sync?.() });
    sdk.on((event) => events.push(event));
    return Object.assign(sdk, { events });
  });
}

describe('several tabs, one session', () => {
  it('five tabs meeting an expired token at once: one refresh, every call answered', async () => {
    const backend = tokenBackend({ refreshDelayMs: 40 });
    const tokens = memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() });
    const all = tabs(5, { tokens, sync: sharedSync() });
    const results = await Promise.all(all.flatMap((tab) => [tab.client.GET('/me'), tab.client.GET('/me')]));
    expect(results.every((result) => result.response.status === 200)).toBe(true);
    expect(backend.state.refreshCalls).toBe(1);
    expect(all.flatMap((tab) => sessionChanges(tab.events))).toEqual([]);
  });

  it('with no shared lock, the tab refused because another rotated first retries with the stored tokens', async () => {
    const backend = tokenBackend({ refreshDelayMs: 40 });
    const tokens = memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() });
    // Two tabs of a browser without Web Locks: both send the same single-use refresh token.
    const [first, second] = tabs(2, { tokens });
    const results = await Promise.all([first?.client.GET('/me'), second?.client.GET('/me')]);
    expect(results.map((result) => result?.response.status)).toEqual([200, 200]);
    expect(backend.state.refreshCalls).toBe(2);
    expect(tokens.getRefreshToken()).toBe(backend.refresh());
    expect([...(first?.events ?? []), ...(second?.events ?? [])].filter((e) => e.kind === 'session')).toEqual([]);
  });

  it("a refusal that only means another tab's rotation has not reached this one yet waits for it, and retries", async () => {
    const backend = tokenBackend({ refreshDelayMs: 20 });
    const shared = memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() });
    const behind = laggingView(shared, 150);
    // No lock between them (a browser without Web Locks): both refresh with the same token.
    const noLock = (): SessionSync => ({ ...sharedSync()(), exclusive: (task) => task() });
    const first = createSdk({ config: { API_URL }, tokens: shared, sync: noLock() });
    const second = createSdk({ config: { API_URL }, tokens: behind.store, sync: noLock() });
    const events: SdkEvent[] = [];
    second.on((event) => events.push(event));
    const firstCall = first.client.GET('/me');
    await delay(5);
    const secondCall = second.client.GET('/me');
    const [one, two] = await Promise.all([firstCall.then((result) => (behind.follow(), result)), secondCall]);
    expect([one.response.status, two.response.status]).toEqual([200, 200]);
    expect(sessionChanges(events)).toEqual([]);
    expect(shared.getRefreshToken()).toBe(backend.refresh());
  });

  it('a refusal of the current refresh token ends the session once, in every tab', async () => {
    const backend = tokenBackend({ refreshDelayMs: 20 });
    backend.state.refreshAnswer = 'reject';
    const tokens = memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() });
    const all = tabs(3, { tokens, sync: sharedSync() });
    const results = await Promise.all(all.map((tab) => tab.client.GET('/me')));
    expect(results.every((result) => result.response.status === 401)).toBe(true);
    expect(backend.state.refreshCalls).toBe(1);
    expect(tokens.getAccessToken()).toBeUndefined();
    const ended = all.map((tab) => sessionChanges(tab.events));
    // The tab that was refused says it; the others hear it, as ended elsewhere, once each.
    expect(ended.flat()).toHaveLength(3);
    expect(ended.flat().filter((change) => !change.elsewhere)).toEqual([
      { kind: 'session', signedIn: false, reason: 'refresh-refused' },
    ]);
    for (const changes of ended) expect(changes).toHaveLength(1);
  });

  it('a call never retries twice: a second 401 after the retry fails without another refresh', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(api('/refresh'), () => {
        refreshCalls++;
        return HttpResponse.json({ access_token: `a${refreshCalls}`, refresh_token: `r${refreshCalls}` });
      }),
      http.get(api('/me'), () => HttpResponse.json({ message: 'no' }, { status: 401 })),
    );
    const tokens = memoryTokenStore({ access_token: 'a0', refresh_token: 'r0' });
    const [tab] = tabs(1, { tokens, sync: sharedSync() });
    expect((await tab?.client.GET('/me'))?.response.status).toBe(401);
    expect(refreshCalls).toBe(1);
  });

  it('sign-out and sign-in in one tab reach the others, which call nothing', async () => {
    const tokens = memoryTokenStore({ access_token: 'a', refresh_token: 'r' });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${request.url}`));
    server.use(http.post(api('/login'), () => HttpResponse.json({ access_token: 'b', refresh_token: 's' })));
    const [here, there] = tabs(2, { tokens, sync: sharedSync() });
    await here?.session.logout();
    expect(sessionChanges(there?.events ?? [])).toEqual([
      { kind: 'session', signedIn: false, reason: 'logout', elsewhere: true },
    ]);
    expect(there?.events).toContainEqual({ kind: 'notify', type: 'success', message: ['You are log out'] });
    expect(there?.session.isSignedIn()).toBe(false);
    // The tab that signed out ends the session on the server, once; the others call nothing.
    expect(calls).toEqual([`POST ${api('/logout')}`]);

    await here?.session.login({ email: 'admin@example.com', password: 'password' });
    expect(sessionChanges(there?.events ?? []).at(-1)).toEqual({
      kind: 'session',
      signedIn: true,
      reason: 'login',
      elsewhere: true,
    });
    expect(there?.session.isSignedIn()).toBe(true);
    expect(calls).toEqual([`POST ${api('/logout')}`, `POST ${api('/login')}`]);
    server.events.removeAllListeners();
  });
});

describe('after the end, heard from another tab', () => {
  it("a read this tab starts once another tab's 403 ended the session is not sent, nor said again", async () => {
    const me = meAnswering(403, 'Forbidden');
    const tokens = memoryTokenStore({ access_token: 'a', refresh_token: 'r' });
    const [ending, other] = tabs(2, { tokens, sync: sharedSync() });
    await ending?.client.GET('/me');
    const late = await other?.client.GET('/me');
    expect(late?.response.status).toBe(401);
    expect(me.calls()).toBe(1);
    expect(other?.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'forbidden', elsewhere: true },
      { kind: 'notify', type: 'error', message: ['Refresh failed. Please log in again.'] },
    ]);
  });
});

describe('every call has a time limit', () => {
  it('fails past it with the catalogue message, and keeps the session', async () => {
    server.use(
      http.get(api('/me'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const tokens = memoryTokenStore({ access_token: 'a', refresh_token: 'r' });
    const sdk = createSdk({ config: { API_URL }, tokens, timeoutMs: 80 });
    // The answer never comes: the call ends at all only by its time limit.
    const failure = await sdk.client.GET('/me').catch((error: unknown) => error);
    expect(failure).toMatchObject({
      name: 'SdkError',
      kind: 'timeout',
      words: 'The server took too long to answer. Please try again.',
    });
    expect(tokens.getAccessToken()).toBe('a');
  });

  it('covers an answer whose body never ends', async () => {
    // A real server (MSW's answers are not tied to the request's signal): headers, then silence.
    const stalled = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.write('{"data":');
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    server.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()));
    try {
      const sdk = createSdk({
        config: { API_URL: `http://127.0.0.1:${port}/api` },
        tokens: memoryTokenStore({ access_token: 'a' }),
        timeoutMs: 150,
        fetch: (request) => fetch(request),
      });
      await expect(sdk.client.GET('/me')).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it('fails a call the caller aborted as aborted, not as a timeout or a network failure', async () => {
    server.use(
      http.get(api('/me'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const sdk = createSdk({ config: { API_URL }, tokens: memoryTokenStore({ access_token: 'a' }), timeoutMs: 5_000 });
    const controller = new AbortController();
    const call = sdk.client.GET('/me', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'SdkError', kind: 'aborted' });
  });

  it('holds for a sign-in too', async () => {
    server.use(
      http.post(api('/login'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const sdk = createSdk({ config: { API_URL }, tokens: memoryTokenStore(), timeoutMs: 80 });
    const result = await sdk.session.login({ email: 'admin@example.com', password: 'password' });
    expect(result.signedIn).toBe(false);
    expect(result.error).toMatchObject({
      kind: 'timeout',
      words: 'The server took too long to answer. Please try again.',
    });
  });

  it('is 30 s by default', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('../src/index.js');
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });
});

describe('the browser session sync, where there is no browser', () => {
  it('runs a refresh at once in Node, which has no navigator.locks and no localStorage', async () => {
    expect((globalThis as { navigator?: { locks?: unknown } }).navigator?.locks).toBeUndefined();
    const sync = browserSessionSync('node-test');
    expect(await sync.exclusive(() => Promise.resolve(42))).toBe(42);
  });

  it('hears another holder through the BroadcastChannel Node has', async () => {
    const here = browserSessionSync('node-channel');
    const there = browserSessionSync('node-channel');
    const heard: SessionChange[] = [];
    const stop = there.listen((change) => heard.push(change));
    here.announce({ signedIn: false, reason: 'logout', message: 'You are log out' });
    await expect.poll(() => heard).toEqual([{ signedIn: false, reason: 'logout', message: 'You are log out' }]);
    stop();
  });

  it('ignores what is not a session change', async () => {
    const channel = new BroadcastChannel('node-garbage');
    const sync = browserSessionSync('node-garbage');
    const heard: SessionChange[] = [];
    sync.listen((change) => heard.push(change));
    for (const message of [null, 'logout', { signedIn: 'no' }, { signedIn: false, reason: 'hacked', message: 'x' }])
      channel.postMessage(message);
    channel.postMessage({ signedIn: true, reason: 'login', message: 'You are logged in' });
    await expect.poll(() => heard.length).toBe(1);
    channel.close();
  });

  it("a lease in storage keeps two holders' tasks from overlapping", async () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as Storage;
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside++;
      most = Math.max(most, inside);
      await delay(30);
      inside--;
    };
    await Promise.all(Array.from({ length: 4 }, () => storageLock(storage, 'lock', task)));
    expect(most).toBe(1);
    expect(values.size).toBe(0);
  });
});
