/**
 * What a tool meets when a call fails: a 403 it can act on (the session stays, the next call goes
 * out), a message a log reader understands (the call, the status, the request id, the fields), and
 * one SdkError whichever build of the SDK made it.
 */
import { createRequire } from 'node:module';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SdkError, createSdk, isSdkError, memoryTokenStore, messages, type SdkEvent } from '../src/index.js';
import { API_URL, api, server, useMswServer } from './support.js';

useMswServer();

function toolSdk(options: { onForbidden?: 'refuse' | 'end-session'; timeoutMs?: number } = {}) {
  const tokens = memoryTokenStore({ access_token: 'a', refresh_token: 'r' });
  const sdk = createSdk({ config: { API_URL }, tokens, maxRetries: 0, ...options });
  const events: SdkEvent[] = [];
  sdk.on((event) => events.push(event));
  return { sdk, tokens, events };
}

const failureOf = (call: Promise<unknown>): Promise<SdkError> =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as SdkError,
  );

describe('a 403 in a tool (onForbidden: refuse)', () => {
  it("is the call's refusal, in its own words; the session stays and the next call goes out", async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(api('/companies/:id'), ({ params, request }) => {
        seen.push(request.headers.get('Authorization'));
        return params.id === '9'
          ? HttpResponse.json(
              { message: 'This action is unauthorized.' },
              { status: 403, headers: { 'Request-Id': 'r-9' } },
            )
          : HttpResponse.json({ data: { id: Number(params.id), name: 'Lone Star' } });
      }),
    );
    const { sdk, tokens, events } = toolSdk({ onForbidden: 'refuse' });

    const refused = await failureOf(
      sdk.client.GET('/companies/{id}', { params: { path: { id: 9 } } }).then((result) => sdk.unwrap(result)),
    );
    expect(refused).toMatchObject({ kind: 'http', status: 403, words: messages.forbidden, notified: false });
    expect(refused.message).toBe(`GET /companies/9 failed (403, request r-9): ${messages.forbidden}`);
    expect(sdk.session.isSignedIn()).toBe(true);
    expect(tokens.getRefreshToken()).toBe('r');

    const next = sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id: 10 } } }));
    expect(next.data).toMatchObject({ id: 10 });
    expect(seen).toEqual(['Bearer a', 'Bearer a']);
    // Nothing told as the end of a session: no session event, no notification.
    expect(events).toEqual([]);
  });

  it('ends the session by default, as the specification says for the browser', async () => {
    server.use(http.get(api('/companies/:id'), () => HttpResponse.json({ message: 'no' }, { status: 403 })));
    const { sdk, tokens } = toolSdk();
    const refused = await failureOf(
      sdk.client.GET('/companies/{id}', { params: { path: { id: 9 } } }).then((result) => sdk.unwrap(result)),
    );
    expect(refused.words).toBe(messages.refreshFailed);
    expect(tokens.getAccessToken()).toBeUndefined();
  });
});

describe('a failure as a log reads it', () => {
  it('names the call, the status and the request id; a 422 names each field and what it said', async () => {
    server.use(
      http.post(api('/holiday-closures'), () =>
        HttpResponse.json(
          {
            message: 'The value must be at most 500',
            errors: { per_page: ['The value must be at most 500'], date: ['The date is not valid.'] },
          },
          { status: 422, headers: { 'Request-Id': 'req-422' } },
        ),
      ),
    );
    const { sdk } = toolSdk();
    const failure = await failureOf(
      sdk.client
        .POST('/holiday-closures', { body: { date: 'x', name: 'y', state: 'TX' } })
        .then((result) => sdk.unwrap(result)),
    );
    expect(failure.message).toBe(
      'POST /holiday-closures failed (422, request req-422): per_page: The value must be at most 500; date: The date is not valid.',
    );
    // What a screen shows is still the server's sentence (or the catalogue's words).
    expect(failure.words).toBe('The value must be at most 500');
    expect(failure.call).toBe('POST /holiday-closures');
    expect(failure.requestId).toBe('req-422');
  });

  it("names the call a 404, a timeout, a dropped connection and a proxy's page ended", async () => {
    server.use(
      http.get(api('/companies/:id'), () => HttpResponse.json({ message: 'gone' }, { status: 404 })),
      http.get(api('/me'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get(api('/overview'), () => HttpResponse.error()),
      http.get(api('/notifications'), () =>
        HttpResponse.html('<html><body>Bad gateway</body></html>', { status: 200 }),
      ),
    );
    const { sdk } = toolSdk({ timeoutMs: 50 });
    const notFound = await failureOf(
      sdk.client.GET('/companies/{id}', { params: { path: { id: 77 } } }).then((result) => sdk.unwrap(result)),
    );
    expect(notFound.message).toBe(`GET /companies/77 failed (404): ${messages.notFound}`);

    const late = await failureOf(sdk.client.GET('/me'));
    expect(late).toMatchObject({ kind: 'timeout', words: messages.timedOut, call: 'GET /me' });
    expect(late.message).toBe('GET /me failed: no answer within 50 ms (its retries included)');

    const dropped = await failureOf(sdk.client.GET('/overview'));
    expect(dropped).toMatchObject({ kind: 'network', words: messages.unreachable, call: 'GET /overview' });
    expect(dropped.message).toMatch(/^GET \/overview failed: no answer from the server \(.+\)$/);

    const page = await failureOf(sdk.client.GET('/notifications'));
    expect(page.message).toBe(
      'GET /notifications failed (200): the answer is a web page (text/html), not the JSON the contract promises',
    );
  });
});

describe('one SdkError for both builds', () => {
  it('recognises an error of the CommonJS build in the ESM build and the other way round', async () => {
    const require = createRequire(import.meta.url);
    const esm = await import('../dist/index.js');
    const cjs = require('../dist/cjs/index.js') as typeof esm;
    expect(cjs.SdkError).not.toBe(esm.SdkError);

    const fromCjs = new cjs.SdkError({ kind: 'http', status: 404, message: messages.notFound });
    const fromEsm = new esm.SdkError({ kind: 'network', message: messages.unreachable });
    expect(fromCjs instanceof esm.SdkError).toBe(true);
    expect(fromEsm instanceof cjs.SdkError).toBe(true);
    expect(esm.isSdkError(fromCjs) && cjs.isSdkError(fromEsm)).toBe(true);
    // Only SDK errors: another Error, or a look-alike object, is not one.
    expect(isSdkError(new Error('x')) || isSdkError({ kind: 'http', status: 404 })).toBe(false);
    expect(new Error('x') instanceof SdkError).toBe(false);
    // A subclass keeps its own identity.
    const { ContractMismatchError } = await import('../src/checked.js');
    expect(fromCjs instanceof ContractMismatchError).toBe(false);
  });
});
