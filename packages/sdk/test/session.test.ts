import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SdkError, createSdk, memoryTokenStore, messages } from '../src/index.js';
import {
  API_URL,
  api,
  sessionChanges,
  notifications,
  sdkUnderTest,
  server,
  meAnswering,
  tokenBackend,
  useMswServer,
} from './support.js';

useMswServer();

const credentials = { email: 'admin@example.com', password: 'password' };

describe('configuration', () => {
  it('refuses to start without API_URL, with the specification message', () => {
    expect(() => createSdk({ config: {} })).toThrow('API_URL is not defined in the runtime configuration');
    expect(() => createSdk({ config: { API_URL: '  ' } })).toThrow(
      'API_URL is not defined in the runtime configuration',
    );
  });

  it('refuses an API_URL that is not an absolute http(s) address', () => {
    expect(() => createSdk({ config: { API_URL: 'api' } })).toThrow(messages.apiUrlMissing);
    expect(() => createSdk({ config: { API_URL: 'javascript:alert(1)' } })).toThrow(messages.apiUrlUnusable);
  });

  it('derives the site address by dropping the last four characters', () => {
    expect(createSdk({ config: { API_URL: 'https://permits.example.com/api' } }).siteUrl).toBe(
      'https://permits.example.com',
    );
    expect(createSdk({ config: { API_URL: 'https://permits.example.com/api/' } }).siteUrl).toBe(
      'https://permits.example.com',
    );
  });

  it('looks fetch up at call time, so a spy installed after creation sees the call', async () => {
    const sdk = createSdk({ config: { API_URL }, tokens: memoryTokenStore() });
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { id: 1, name: 'A', email: 'a@b.c' } }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    try {
      const { data } = await sdk.client.GET('/me');
      expect(data?.data.name).toBe('A');
      expect(spy).toHaveBeenCalledTimes(1);
      const request = spy.mock.calls[0]?.[0] as Request;
      expect(request.url).toBe(api('/me'));
      expect(request.headers.get('Accept')).toBe('application/json');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('login', () => {
  it('stores both tokens, signs in and says so (the host decides where to go)', async () => {
    server.use(
      http.post(api('/login'), async ({ request }) => {
        expect(await request.json()).toEqual(credentials);
        return HttpResponse.json({ access_token: 'a1', refresh_token: 'r1', show_popup: true });
      }),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.session.login(credentials);
    expect(result).toEqual({ signedIn: true, showPopup: true });
    expect(sdk.tokens.getAccessToken()).toBe('a1');
    expect(sdk.tokens.getRefreshToken()).toBe('r1');
    expect(sdk.session.isSignedIn()).toBe(true);
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: true, reason: 'login' },
      { kind: 'notify', type: 'success', message: ['You are logged in'] },
    ]);
  });

  it('stores nothing and shows the server message when the answer has no access token', async () => {
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 }),
      ),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.session.login({ ...credentials, password: 'wrong' });
    expect(result.signedIn).toBe(false);
    expect(result.error?.status).toBe(401);
    expect(sdk.tokens.getAccessToken()).toBeUndefined();
    expect(sdk.session.isSignedIn()).toBe(false);
    expect(sessionChanges(sdk.events)).toEqual([]);
    expect(sdk.events).toEqual([
      { kind: 'notify', type: 'error', message: ['These credentials do not match our records.'] },
    ]);
  });

  it('does not try to refresh when the login itself answers 401', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(api('/login'), () => HttpResponse.json({ message: 'Nope' }, { status: 401 })),
      http.post(api('/refresh'), () => {
        refreshCalls++;
        return HttpResponse.json({ access_token: 'x', refresh_token: 'y' });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ refresh_token: 'r-old' }) });
    await sdk.session.login(credentials);
    expect(refreshCalls).toBe(0);
  });

  it('a 200 without an access token is a failed sign-in, not a crash', async () => {
    server.use(http.post(api('/login'), () => HttpResponse.json({ show_popup: false })));
    const sdk = sdkUnderTest();
    expect((await sdk.session.login(credentials)).signedIn).toBe(false);
    expect(notifications(sdk.events)).toEqual([{ kind: 'notify', type: 'error', message: [messages.signInFailed] }]);
  });

  it('reports a network failure at sign-in as a notification and a typed error', async () => {
    server.use(http.post(api('/login'), () => HttpResponse.error()));
    const sdk = sdkUnderTest();
    const result = await sdk.session.login(credentials);
    expect(result.signedIn).toBe(false);
    expect(result.error).toBeInstanceOf(SdkError);
    expect(result.error?.kind).toBe('network');
    expect(notifications(sdk.events)).toEqual([{ kind: 'notify', type: 'error', message: [messages.unreachable] }]);
  });
});

describe('bearer token', () => {
  it('is sent on every call while a token is stored', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/me'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { id: 1, name: 'A', email: 'a@b.c' } });
      }),
    );
    const tokens = memoryTokenStore({ access_token: 'tok-1', refresh_token: 'ref-1' });
    const sdk = sdkUnderTest({ tokens });
    await sdk.client.GET('/me');
    tokens.setTokens({ access_token: 'tok-2', refresh_token: 'ref-2' });
    await sdk.client.GET('/me');
    expect(seen).toEqual(['Bearer tok-1', 'Bearer tok-2']);
  });
});

describe('a call that needs the session, without one', () => {
  it('after a 403 ended the session: never sent, a 401 already said, the end not said again', async () => {
    const me = meAnswering(403, 'Forbidden');
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    await sdk.client.GET('/me');
    const late = await sdk.client.GET('/me');
    expect(me.calls()).toBe(1);
    expect(late.response.status).toBe(401);
    expect(() => sdk.unwrap(late)).toThrow(expect.objectContaining({ status: 401, notified: true }));
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'forbidden' },
      { kind: 'notify', type: 'error', message: ['Refresh failed. Please log in again.'] },
    ]);
  });

  it('a logout ends the session on the server too, with the refresh token it held, whatever the answer', async () => {
    const told: unknown[] = [];
    let answer = 204;
    server.use(
      http.post(api('/logout'), async ({ request }) => {
        told.push(await request.json());
        return answer === 0 ? HttpResponse.error() : new HttpResponse(null, { status: answer });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r1' }) });
    const ended = sdk.session.logout();
    // Signed out here at once, before the server answers.
    expect(sdk.session.isSignedIn()).toBe(false);
    await ended;
    expect(told).toEqual([{ token: 'r1' }]);
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'logout' },
      { kind: 'notify', type: 'success', message: [messages.loggedOut] },
    ]);

    // A server that fails, or cannot be reached: the person is signed out all the same, told nothing more.
    for (answer of [500, 0]) {
      const again = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: `r-${answer}` }) });
      await expect(again.session.logout()).resolves.toBeUndefined();
      expect(again.events.filter((event) => event.kind === 'notify')).toEqual([
        { kind: 'notify', type: 'success', message: [messages.loggedOut] },
      ]);
    }
    expect(told).toEqual([{ token: 'r1' }, { token: 'r-500' }, { token: 'r-0' }]);
  });

  it('a 403 ends the session on the server too', async () => {
    const told: unknown[] = [];
    server.use(
      http.get(api('/companies'), () =>
        HttpResponse.json({ message: 'This action is unauthorized.' }, { status: 403 }),
      ),
      http.post(api('/logout'), async ({ request }) => {
        told.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r403' }) });
    await sdk.client.GET('/companies');
    await vi.waitFor(() => expect(told).toEqual([{ token: 'r403' }]));
  });

  it('a write after a logout is not sent either, and is told as not authorized', async () => {
    let sent = 0;
    server.use(
      http.post(api('/companies'), () => {
        sent++;
        return HttpResponse.json({ data: { id: 1 } }, { status: 201 });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    await sdk.session.logout();
    const result = await sdk.client.POST('/companies', {
      body: { name: 'Acme', usdot: '123', email: 'a@acme.test' },
    });
    expect(sent).toBe(0);
    expect(() => sdk.unwrap(result)).toThrow(messages.notAuthorized);
    expect(sessionChanges(sdk.events)).toEqual([{ kind: 'session', signedIn: false, reason: 'logout' }]);
  });

  it('a caller that never signed in: the first call is sent and its 401 ends the session, once', async () => {
    const me = meAnswering(401, 'Unauthenticated.');
    const sdk = sdkUnderTest();
    const results = [await sdk.client.GET('/me'), await sdk.client.GET('/me')];
    expect(results.map((result) => result.response.status)).toEqual([401, 401]);
    expect(me.calls()).toBe(1);
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'unauthorized' },
      { kind: 'notify', type: 'error', message: ['You are not authorized.'] },
    ]);
  });

  it('a sign-in after the end: calls go out again, with the new token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(api('/login'), () =>
        HttpResponse.json({ access_token: 'new', refresh_token: 'r2', show_popup: false }),
      ),
      http.get(api('/me'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { id: 1, name: 'A', email: 'a@b.c' } });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    await sdk.session.logout();
    expect((await sdk.client.GET('/me')).response.status).toBe(401);
    await sdk.session.login(credentials);
    expect((await sdk.client.GET('/me')).response.status).toBe(200);
    expect(seen).toEqual(['Bearer new']);
  });

  it('the operations the contract opens to everyone are sent without a token', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.post(api('/account-deletion-requests'), ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return HttpResponse.json({ data: { message: 'Recorded' } }, { status: 202 });
      }),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.client.POST('/account-deletion-requests', {
      body: { email: 'driver@example.com', password: 'secret-password', confirmation: true },
    });
    expect(result.response.status).toBe(202);
    expect(seen).toEqual([null]);
    expect(sdk.events).toEqual([]);
  });

  it('with only the refresh token left, the call goes out and the session is renewed', async () => {
    const backend = tokenBackend();
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ refresh_token: backend.refresh() }) });
    const result = await sdk.client.GET('/me');
    expect(result.response.status).toBe(200);
    expect(backend.state.refreshCalls).toBe(1);
  });
});

describe('refresh and retry', () => {
  it('100 concurrent calls answered 401: exactly one refresh, all 100 retried and resolved', async () => {
    const backend = tokenBackend({ refreshDelayMs: 20 });
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() }),
    });
    const results = await Promise.all(Array.from({ length: 100 }, () => sdk.client.GET('/me')));
    expect(backend.state.refreshCalls).toBe(1);
    expect(backend.state.meCalls).toBe(200);
    expect(results.every((result) => result.response.status === 200 && result.data?.data.id === 7)).toBe(true);
    expect(sdk.tokens.getAccessToken()).toBe('access-2');
    expect(sdk.tokens.getRefreshToken()).toBe('refresh-2');
    expect(notifications(sdk.events)).toEqual([{ kind: 'notify', type: 'success', message: ['Re-authorization'] }]);
    expect(sessionChanges(sdk.events)).toEqual([]);
  });

  it('calls that fail after the refresh has finished retry with the new token, without a second refresh', async () => {
    const backend = tokenBackend();
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() }),
    });
    let slowCalls = 0;
    server.use(
      http.get(api('/popup/:id'), async ({ request }) => {
        slowCalls++;
        if (request.headers.get('Authorization') !== `Bearer ${backend.access()}`) {
          await delay(60);
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const [slow, fast] = await Promise.all([sdk.popup.registerShown(3), sdk.client.GET('/me')]);
    expect(fast.response.status).toBe(200);
    expect(slow).toBe(true);
    expect(slowCalls).toBe(2);
    expect(backend.state.refreshCalls).toBe(1);
  });

  it('a retried POST sends the identical body', async () => {
    const bodies: string[] = [];
    const backend = tokenBackend();
    server.use(
      http.post(api('/files'), async ({ request }) => {
        bodies.push(await request.text());
        if (request.headers.get('Authorization') !== `Bearer ${backend.access()}`) {
          return HttpResponse.json({ message: 'expired' }, { status: 401 });
        }
        return HttpResponse.json({ data: { id: 1, link: 'files/1.pdf', name: 'permit.pdf' } }, { status: 201 });
      }),
    );
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() }),
    });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 permit'], { type: 'application/pdf' }), 'permit.pdf');
    const result = await sdk.client.POST('/files', {
      body: { file: 'ignored' },
      bodySerializer: () => form,
    });
    expect(result.response.status).toBe(201);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[0]).toContain('%PDF-1.4 permit');
  });

  it('a retried JSON POST sends the identical JSON', async () => {
    const bodies: unknown[] = [];
    const backend = tokenBackend();
    server.use(
      http.post(api('/files'), async ({ request }) => {
        bodies.push(await request.json());
        return request.headers.get('Authorization') === `Bearer ${backend.access()}`
          ? HttpResponse.json({ data: { id: 2, link: 'x', name: 'x' } }, { status: 201 })
          : HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
    );
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() }),
    });
    const payload = { file: 'data:text/plain;base64,aGVsbG8=' };
    await sdk.client.POST('/files', { body: payload, bodySerializer: (body) => JSON.stringify(body) });
    expect(bodies).toEqual([payload, payload]);
  });

  it('refresh rejected while 20 calls wait: one refresh, one notification, one end of session, all 20 fail', async () => {
    const backend = tokenBackend({ refreshDelayMs: 30 });
    backend.state.refreshAnswer = 'reject';
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'expired', refresh_token: backend.refresh() }),
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => sdk.client.GET('/me')));
    expect(backend.state.refreshCalls).toBe(1);
    expect(results.every((result) => result.response.status === 401)).toBe(true);
    for (const result of results) {
      expect(() => sdk.unwrap(result)).toThrow(SdkError);
      try {
        sdk.unwrap(result);
      } catch (error) {
        expect((error as SdkError).notified).toBe(true);
      }
    }
    expect(sdk.tokens.getAccessToken()).toBeUndefined();
    expect(sdk.tokens.getRefreshToken()).toBeUndefined();
    expect(notifications(sdk.events)).toEqual([
      { kind: 'notify', type: 'error', message: ['Refresh failed. Please log in again.'] },
    ]);
    expect(sessionChanges(sdk.events)).toEqual([{ kind: 'session', signedIn: false, reason: 'refresh-refused' }]);
  });

  it('/refresh answering 401 is never itself refreshed: one refresh call, no loop', async () => {
    let refreshCalls = 0;
    server.use(
      http.post(api('/refresh'), () => {
        refreshCalls++;
        return HttpResponse.json({ message: 'expired' }, { status: 401 });
      }),
      http.get(api('/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    const result = await sdk.client.GET('/me');
    expect(result.response.status).toBe(401);
    expect(refreshCalls).toBe(1);
    // The session is over: the next call has no token to refresh with and does not refresh.
    await sdk.client.GET('/me');
    expect(refreshCalls).toBe(1);
  });

  it('a call still refused after its retry fails without a second refresh', async () => {
    let refreshCalls = 0;
    let meCalls = 0;
    server.use(
      http.post(api('/refresh'), () => {
        refreshCalls++;
        return HttpResponse.json({ access_token: `a${refreshCalls}`, refresh_token: `r${refreshCalls}` });
      }),
      http.get(api('/me'), () => {
        meCalls++;
        return HttpResponse.json({ message: 'no' }, { status: 401 });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a0', refresh_token: 'r0' }) });
    const result = await sdk.client.GET('/me');
    expect(result.response.status).toBe(401);
    expect(meCalls).toBe(2);
    expect(refreshCalls).toBe(1);
    expect(() => sdk.unwrap(result)).toThrow('You are not authorized.');
  });

  it.each([
    ['a network failure', () => HttpResponse.error(), 'network', messages.unreachable],
    ['502', () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 }), 'http', messages.unavailable],
    ['503', () => HttpResponse.json({}, { status: 503 }), 'http', messages.unavailable],
    ['504', () => HttpResponse.json({}, { status: 504 }), 'http', messages.serverError],
    [
      'a 200 HTML page',
      () => HttpResponse.html('<html>Proxy login</html>', { status: 200 }),
      'parse',
      messages.htmlInsteadOfData,
    ],
  ] as const)('%s during refresh does not destroy the session', async (_name, answer, kind, message) => {
    server.use(
      http.post(api('/refresh'), answer),
      http.get(api('/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    const failure = await sdk.client.GET('/me').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SdkError);
    expect((failure as SdkError).kind).toBe(kind);
    expect((failure as SdkError).words).toBe(message);
    expect((failure as SdkError).notified).toBe(true);
    expect(sdk.tokens.getAccessToken()).toBe('a');
    expect(sdk.tokens.getRefreshToken()).toBe('r');
    expect(sessionChanges(sdk.events)).toEqual([]);
    expect(notifications(sdk.events)).toEqual([{ kind: 'notify', type: 'error', message: [message] }]);
  });

  it('a refresh that hangs fails after the configured time and keeps the session', async () => {
    server.use(
      http.post(api('/refresh'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get(api('/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
    );
    const sdk = sdkUnderTest({
      tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }),
      refreshTimeoutMs: 50,
    });
    const failure = await sdk.client.GET('/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SdkError);
    expect((failure as SdkError).kind).toBe('timeout');
    expect(sdk.tokens.getRefreshToken()).toBe('r');
    expect(notifications(sdk.events)).toEqual([{ kind: 'notify', type: 'error', message: [messages.timedOut] }]);
  });

  it('waits 10 seconds by default before giving up on a refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(
        http.post(api('/refresh'), async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
        http.get(api('/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })),
      );
      const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
      let settled = false;
      const call = sdk.client.GET('/me').finally(() => {
        settled = true;
      });
      call.catch(() => undefined);
      await vi.advanceTimersByTimeAsync(9_900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      await expect(call).rejects.toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the error catalogue', () => {
  it('401 without a refresh token: tokens cleared, "You are not authorized.", the session ends as unauthorized', async () => {
    server.use(http.get(api('/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a' }) });
    const result = await sdk.client.GET('/me');
    expect(result.response.status).toBe(401);
    expect(sdk.tokens.getAccessToken()).toBeUndefined();
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'unauthorized' },
      { kind: 'notify', type: 'error', message: ['You are not authorized.'] },
    ]);
  });

  it('403: tokens cleared, "Refresh failed. Please log in again.", the session ends once for concurrent calls', async () => {
    server.use(http.get(api('/me'), () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })));
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    const results = await Promise.all([sdk.client.GET('/me'), sdk.client.GET('/me'), sdk.client.GET('/me')]);
    expect(results.map((result) => result.response.status)).toEqual([403, 403, 403]);
    expect(sdk.tokens.getAccessToken()).toBeUndefined();
    expect(sdk.tokens.getRefreshToken()).toBeUndefined();
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'forbidden' },
      { kind: 'notify', type: 'error', message: ['Refresh failed. Please log in again.'] },
    ]);
  });

  it.each([
    [404, 'Page not found!'],
    [500, 'Internal Server Error. Something went wrong!'],
    [504, 'Internal Server Error. Something went wrong!'],
  ])('%i: notifies "%s" once, and unwrap says it was notified', async (status, message) => {
    server.use(http.get(api('/me'), () => HttpResponse.json({ message: 'whatever' }, { status })));
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    const result = await sdk.client.GET('/me');
    expect(sdk.events).toEqual([{ kind: 'notify', type: 'error', message: [message] }]);
    expect(() => sdk.unwrap(result)).toThrow(message);
    const error = (() => {
      try {
        sdk.unwrap(result);
      } catch (thrown) {
        return thrown as SdkError;
      }
    })();
    expect(error?.notified).toBe(true);
    expect(error?.status).toBe(status);
    expect(sdk.tokens.getAccessToken()).toBe('a');
  });

  it('422: the field errors reach the caller, nothing is notified', async () => {
    server.use(
      http.post(api('/files'), () =>
        HttpResponse.json(
          { message: 'The file is required.', errors: { file: ['The file is required.'] } },
          { status: 422 },
        ),
      ),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a' }) });
    const result = await sdk.client.POST('/files', { body: { file: '' }, bodySerializer: () => new FormData() });
    expect(sdk.events).toEqual([]);
    const error = (() => {
      try {
        sdk.unwrap(result);
      } catch (thrown) {
        return thrown as SdkError;
      }
    })();
    expect(error?.fieldErrors).toEqual({ file: ['The file is required.'] });
    expect(error?.words).toBe('The file is required.');
    expect(error?.notified).toBe(false);
  });
});

describe('bad input from the server', () => {
  const signedIn = () => sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });

  it.each([
    [
      'an HTML page with status 200',
      () => HttpResponse.html('<!doctype html><h1>Login to proxy</h1>'),
      'parse',
      messages.htmlInsteadOfData,
    ],
    [
      'malformed JSON',
      () => HttpResponse.text('{"data": {', { headers: { 'Content-Type': 'application/json' } }),
      'parse',
      messages.unreadableAnswer,
    ],
    [
      'an empty body where JSON was due',
      () =>
        new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': '2' } }),
      'parse',
      messages.unreadableAnswer,
    ],
    ['a network failure', () => HttpResponse.error(), 'network', messages.unreachable],
  ] as const)(
    '%s: the call fails with a typed error, tokens kept, nothing notified',
    async (_name, answer, kind, message) => {
      server.use(http.get(api('/me'), answer));
      const sdk = signedIn();
      const failure = await sdk.client.GET('/me').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SdkError);
      expect(failure).toMatchObject({ kind, words: message });
      expect(sdk.tokens.getAccessToken()).toBe('a');
      expect(sdk.tokens.getRefreshToken()).toBe('r');
      expect(sdk.events).toEqual([]);
    },
  );

  it('an HTML error page from a gateway becomes a sentence, never the markup', async () => {
    server.use(
      http.get(api('/me'), () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 })),
    );
    const sdk = signedIn();
    const result = await sdk.client.GET('/me');
    expect(() => sdk.unwrap(result)).toThrow(messages.unavailable);
  });

  it("a caller's own abort is an SdkError of kind aborted, with the abort as its cause", async () => {
    server.use(
      http.get(api('/me'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const sdk = signedIn();
    const controller = new AbortController();
    const call = sdk.client.GET('/me', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({ name: 'SdkError', kind: 'aborted' });
    expect((error as SdkError).cause).toMatchObject({ name: 'AbortError' });
  });
});

describe('logout', () => {
  it('clears both tokens, says "You are log out" and ends the session as a logout', async () => {
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    await sdk.session.logout();
    expect(sdk.tokens.getAccessToken()).toBeUndefined();
    expect(sdk.tokens.getRefreshToken()).toBeUndefined();
    expect(sdk.session.isSignedIn()).toBe(false);
    expect(sdk.events).toEqual([
      { kind: 'session', signedIn: false, reason: 'logout' },
      { kind: 'notify', type: 'success', message: ['You are log out'] },
    ]);
  });
});

describe('password reset', () => {
  it('success: shows the server message and answers success (the host goes to /auth)', async () => {
    server.use(
      http.post(api('/reset'), async ({ request }) => {
        expect(await request.json()).toEqual({ email: 'member@example.com' });
        return HttpResponse.json({ success: true, data: { message: 'We have emailed your password reset link.' } });
      }),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.session.reset({ email: 'member@example.com' });
    expect(result).toEqual({ success: true, message: 'We have emailed your password reset link.' });
    expect(sdk.events).toEqual([
      { kind: 'notify', type: 'success', message: ['We have emailed your password reset link.'] },
    ]);
  });

  it('success false: "Something went wrong!" and success false', async () => {
    server.use(http.post(api('/reset'), () => HttpResponse.json({ success: false, data: { message: 'nope' } })));
    const sdk = sdkUnderTest();
    const result = await sdk.session.reset({ email: 'member@example.com' });
    expect(result.success).toBe(false);
    expect(sdk.events).toEqual([{ kind: 'notify', type: 'error', message: ['Something went wrong!'] }]);
  });

  it('422: the field errors come back for the form, without a notification', async () => {
    server.use(
      http.post(api('/reset'), () =>
        HttpResponse.json(
          { message: 'The given data was invalid.', errors: { email: ['Please enter a valid email'] } },
          { status: 422 },
        ),
      ),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.session.reset({ email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.fieldErrors).toEqual({ email: ['Please enter a valid email'] });
    expect(sdk.events).toEqual([]);
  });

  it('sets a new password with the link token', async () => {
    server.use(
      http.post(api('/reset'), async ({ request }) => {
        expect(await request.json()).toEqual({
          token: 't',
          password: 'new-password',
          password_confirmation: 'new-password',
        });
        return HttpResponse.json({ success: true, data: { message: 'Your password has been reset.' } });
      }),
    );
    const sdk = sdkUnderTest();
    const result = await sdk.session.reset({
      token: 't',
      password: 'new-password',
      password_confirmation: 'new-password',
    });
    expect(result.success).toBe(true);
  });
});

describe('feedback popup', () => {
  it('registers that the popup was shown with GET /popup/{id}, bearer attached', async () => {
    const calls: { id: string | readonly string[] | undefined; auth: string | null }[] = [];
    server.use(
      http.get(api('/popup/:id'), ({ params, request }) => {
        calls.push({ id: params.id, auth: request.headers.get('Authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }) });
    expect(await sdk.popup.registerShown(12)).toBe(true);
    expect(calls).toEqual([{ id: '12', auth: 'Bearer a' }]);
  });

  it('never throws, even when the server cannot be reached', async () => {
    server.use(http.get(api('/popup/:id'), () => HttpResponse.error()));
    const sdk = sdkUnderTest({ tokens: memoryTokenStore({ access_token: 'a' }) });
    expect(await sdk.popup.registerShown(12)).toBe(false);
  });
});
