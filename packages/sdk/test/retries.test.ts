/**
 * Calls that ride out a bad network (issue 40): what is retried, how long the SDK waits, what
 * bounds it, and that no retry ever acts twice. The answers are MSW's where a test needs a status
 * the mock never gives (429, 503); the mock's own server where the proof is in its records (a write
 * whose answer was lost, stored once, not a conflict).
 */
import { HttpResponse, http } from 'msw';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { startMockOnFreePort, type RunningMock } from './mock.js';
import {
  createSdk,
  ifMatch,
  memoryTokenStore,
  paginate,
  SdkError,
  type components,
  type ListItem,
  type RetryInfo,
} from '../src/index.js';
import { retryAfterMs, retryDelayMs } from '../src/retries.js';
import { API_URL, api, server, useMswServer } from './support.js';

type Company = components['schemas']['Company'];

/** An SDK whose retries are recorded, signed in with any token (MSW checks none). */
function recording(options: { maxRetries?: number; timeoutMs?: number } = {}) {
  const retries: RetryInfo[] = [];
  const sdk = createSdk({
    config: { API_URL },
    tokens: memoryTokenStore({ access_token: 'a', refresh_token: 'r' }),
    onRetry: (retry) => retries.push(retry),
    ...options,
  });
  return { sdk, retries };
}

/** Answers `statuses` in turn (then the last one again), counting the requests. */
function answering(method: 'get' | 'post' | 'put', path: string, statuses: number[], headers: HeadersInit = {}) {
  const seen: Request[] = [];
  server.use(
    http[method](api(path), ({ request }) => {
      seen.push(request);
      const status = statuses[Math.min(seen.length, statuses.length) - 1] ?? 200;
      return status === 0
        ? HttpResponse.error()
        : HttpResponse.json(status < 300 ? { data: { id: 7, name: 'Ada' } } : { message: 'not now' }, {
            status,
            headers: { 'Request-Id': `req-${seen.length}`, ...(status < 300 ? {} : headers) },
          });
    }),
  );
  return seen;
}

describe('the pause before a retry', () => {
  it("is the answer's Retry-After (seconds, an HTTP date, retry-after-ms), else a jittered doubling", () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs(new Headers({ 'Retry-After': '3' }), now)).toBe(3000);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Fri, 27 Nov 2026 12:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'Fri, 27 Nov 2026 11:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '250', 'Retry-After': '9' }), now)).toBe(250);
    expect(retryAfterMs(new Headers({ 'Retry-After': 'soon' }), now)).toBeUndefined();
    // Without a wish: 500 ms, 1 s, 2 s… up to 8 s, each shortened by at most a quarter.
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, undefined, () => 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000,
    ]);
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, undefined, () => 1))).toEqual([375, 750, 1500]);
  });
});

describe('retries against answers the mock never gives', () => {
  useMswServer();

  it('honours 429 with Retry-After, then answers the data', async () => {
    const seen = answering('get', '/me', [429, 200], { 'Retry-After': '1' });
    const { sdk, retries } = recording();
    const data = sdk.unwrap(await sdk.client.GET('/me'));
    expect(data).toMatchObject({ data: { id: 7 } });
    expect(seen).toHaveLength(2);
    expect(retries).toEqual([
      expect.objectContaining({ attempt: 1, delayMs: 1000, status: 429, method: 'GET', requestId: 'req-1' }),
    ]);
  });

  it('tries a 503, then a dropped connection, again; the third answer is the data', async () => {
    const seen = answering('get', '/me', [503, 0, 200]);
    const { sdk, retries } = recording();
    const { data, response } = await sdk.client.GET('/me');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ data: { id: 7 } });
    expect(seen).toHaveLength(3);
    expect(retries.map((retry) => [retry.status, retry.error?.kind])).toEqual([
      [503, undefined],
      [undefined, 'network'],
    ]);
  });

  it('never sends again a write the contract gives no key (a session call), whatever the answer', async () => {
    const seen = answering('post', '/reset', [503, 200]);
    const { sdk, retries } = recording();
    const { response } = await sdk.client.POST('/reset', { body: { email: 'ada@example.com' } });
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has('Idempotency-Key')).toBe(false);
    expect(retries).toEqual([]);
  });

  it('sends a keyed write again with the same key', async () => {
    const seen = answering('post', '/companies', [502, 201]);
    const { sdk } = recording();
    const { response } = await sdk.client.POST('/companies', {
      body: { name: 'Haul Co', usdot: '1234567', email: 'haul@example.com' },
    });
    expect(response.status).toBe(201);
    const keys = seen.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/\S{16,}/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('does not try a dropped connection again while the browser knows it is offline', async () => {
    const seen = answering('get', '/me', [0, 200]);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const { sdk, retries } = recording();
      await expect(sdk.client.GET('/me')).rejects.toMatchObject({ kind: 'network' });
      expect(seen).toHaveLength(1);
      expect(retries).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes the number of retries from the client, and from one call', async () => {
    const seen = answering('get', '/me', [503]);
    const { sdk, retries } = recording({ maxRetries: 1 });
    expect((await sdk.client.GET('/me')).response.status).toBe(503);
    expect(seen).toHaveLength(2);
    expect((await sdk.withOptions({ maxRetries: 0 }).GET('/me')).response.status).toBe(503);
    expect(seen).toHaveLength(3);
    expect(retries).toHaveLength(1);
  });

  it("keeps every retry within the call's time limit", async () => {
    const seen = answering('get', '/me', [503]);
    const { sdk, retries } = recording({ maxRetries: 10, timeoutMs: 2_000 });
    // 500 ms and 1 s fit in 2 s; the next pause (2 s) would not: the last answer is the call's.
    const { response } = await sdk.client.GET('/me');
    expect(response.status).toBe(503);
    expect(seen.length).toBeLessThanOrEqual(3);
    expect(seen).toHaveLength(retries.length + 1);
  });

  it('stops at an abort, during the pause, without another attempt', async () => {
    const seen = answering('get', '/me', [503]);
    const controller = new AbortController();
    const sdk = createSdk({
      config: { API_URL },
      tokens: memoryTokenStore({ access_token: 'a' }),
      onRetry: () => controller.abort(),
    });
    const failure = await sdk.client.GET('/me', { signal: controller.signal }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SdkError);
    expect(failure).toMatchObject({ kind: 'aborted' });
    expect(seen).toHaveLength(1);
  });

  it("carries the failure's status, request id and headers", async () => {
    server.use(
      http.get(api('/companies/{id}'.replace('{id}', '9')), () =>
        HttpResponse.json({ message: 'Nope' }, { status: 409, headers: { 'Request-Id': 'req-409', 'X-Why': 'state' } }),
      ),
    );
    const { sdk } = recording();
    const error = await Promise.resolve()
      .then(async () => sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id: 9 } } })))
      .catch((thrown: unknown) => thrown as SdkError);
    expect(error).toMatchObject({ kind: 'http', status: 409, requestId: 'req-409' });
    expect((error as SdkError).headers?.get('X-Why')).toBe('state');
  });
});

describe('retries against the mock API', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMockOnFreePort({ control: true, log: () => undefined });
  });
  afterAll(async () => {
    mock.api.live.dispose();
    await new Promise<void>((resolve) => mock.server.close(() => resolve()));
  });

  async function signedIn(maxRetries?: number) {
    const sdk = createSdk({ config: { API_URL: mock.url }, ...(maxRetries === undefined ? {} : { maxRetries }) });
    expect((await sdk.session.login({ email: 'admin@example.com', password: 'password' })).signedIn).toBe(true);
    return sdk;
  }
  const revisionsOf = async (sdk: Awaited<ReturnType<typeof signedIn>>, id: number) =>
    sdk.unwrap(await sdk.client.GET('/revisions', { params: { query: { collection: 'companies', record_id: id } } }))
      .total;

  it('a save whose answer was lost is sent again with its key: saved once, never a conflict with itself', async () => {
    const sdk = await signedIn();
    const { data: company, response } = sdk.withResponse(
      await sdk.client.GET('/companies/{id}', { params: { path: { id: 1 } } }),
    );
    expect(response.headers.get('ETag')).toBe(`"${company.data.version}"`);
    const before = await revisionsOf(sdk, 1);
    // The mock carries the save out, and the answer is lost on the way back.
    mock.api.faults.push({ method: 'PUT', path: '/companies/1', status: 0, remaining: 1, after: true });
    const saved = sdk.unwrap(
      await sdk.client.PUT('/companies/{id}', {
        params: { path: { id: 1 }, header: ifMatch(company.data) },
        body: { ...company.data, city: 'Lost Answer City' },
      }),
    );
    expect(saved.data).toMatchObject({ city: 'Lost Answer City', version: company.data.version + 1 });
    expect(await revisionsOf(sdk, 1)).toBe(before + 1);
  });

  it('a save whose retries all failed is saved once when the person saves the same again', async () => {
    const sdk = await signedIn(0);
    const company = sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id: 2 } } })).data;
    const before = await revisionsOf(sdk, 2);
    mock.api.faults.push({ method: 'PUT', path: '/companies/2', status: 0, remaining: 1, after: true });
    const save = () =>
      sdk.client.PUT('/companies/{id}', {
        params: { path: { id: 2 }, header: ifMatch(company) },
        body: { ...company, city: 'Saved Twice City' },
      });
    await expect(save()).rejects.toMatchObject({ kind: 'network' });
    // The person presses Save again, from the version the form was opened at.
    const again = await save();
    expect(again.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(sdk.unwrap(again).data).toMatchObject({ city: 'Saved Twice City', version: company.version + 1 });
    expect(await revisionsOf(sdk, 2)).toBe(before + 1);
  });

  it('a delete whose answer was lost is deleted once, and says so', async () => {
    const sdk = await signedIn();
    const created = sdk.unwrap(
      await sdk.client.POST('/companies', {
        body: { name: 'Short Lived Haulage', usdot: '7654321', email: 'short@example.com' } as Company,
      }),
    ).data;
    mock.api.faults.push({ method: 'DELETE', path: `/companies/${created.id}`, status: 0, remaining: 1, after: true });
    const { response } = await sdk.client.DELETE('/companies/{id}', {
      params: { path: { id: created.id }, header: ifMatch(created) },
    });
    expect(response.status).toBe(204);
    const trash = sdk.unwrap(await sdk.client.GET('/trash', { params: { query: { per_page: 100 } } })).data;
    expect(trash.filter((entry) => entry.collection === 'companies' && entry.record_id === created.id)).toHaveLength(1);
  });

  it('names every answer with a request id', async () => {
    const sdk = await signedIn();
    const answer = sdk.withResponse(await sdk.client.GET('/me'));
    expect(answer.requestId).toMatch(/^req_/);
    const missing = await Promise.resolve()
      .then(async () => sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id: 999_999 } } })))
      .catch((thrown: unknown) => thrown as SdkError);
    expect(missing).toMatchObject({ status: 404, requestId: expect.stringMatching(/^req_/) as string });
  });

  it('pages through a whole list with for await, typed by the contract, while records are added and a page fails once', async () => {
    const sdk = await signedIn();
    const total = sdk.unwrap(await sdk.client.GET('/companies', { params: { query: { per_page: 1 } } })).total;
    const ids: number[] = [];
    let added = 0;
    for await (const company of paginate(sdk, '/companies', { pageSize: 3 })) {
      expectTypeOf(company).toEqualTypeOf<ListItem<'/companies'>>();
      ids.push(company.id);
      // The next page's first answer is a 503: the client tries it again, the loop goes on.
      if (ids.length === 3) mock.api.faults.push({ method: 'GET', path: '/companies', status: 503, remaining: 1 });
      // A colleague adds a company while the first pages are read.
      if (added < 2) {
        added++;
        sdk.unwrap(
          await sdk.client.POST('/companies', {
            body: {
              name: `Added While Paging ${added}`,
              usdot: `99000${added}0`,
              email: `p${added}@example.com`,
            } as Company,
          }),
        );
      }
    }
    // Every company there was at the start, each once; those added on the way may or may not be read.
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(total);
    expect(ids.length).toBeLessThanOrEqual(total + 2);
  });

  it('tells each page and the total as it reads, and goes on from a page after a failure stopped it', async () => {
    const sdk = await signedIn();
    const query = { sort: 'id', order: 'asc' } as const;
    const total = sdk.unwrap(await sdk.client.GET('/companies', { params: { query: { per_page: 1 } } })).total;
    const everyId: number[] = [];
    for await (const company of paginate(sdk, '/companies', { query, pageSize: 4 })) everyId.push(company.id);

    // The third page fails past the client's retries: the run stops there, with the SdkError.
    const pages: { page: number; total: number; records: number }[] = [];
    const read: number[] = [];
    const once = await signedIn(0);
    const stopped = await (async () => {
      for await (const company of paginate(once, '/companies', {
        query,
        pageSize: 4,
        onPage: (page) => pages.push(page),
      })) {
        read.push(company.id);
        // Once two pages are read, the next answers 503, and this client does not try it again.
        if (read.length === 8) mock.api.faults.push({ method: 'GET', path: '/companies', status: 503, remaining: 1 });
      }
    })().catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(SdkError);
    expect(stopped).toMatchObject({ status: 503 });
    expect(pages).toEqual([
      { page: 1, total, records: 4 },
      { page: 2, total, records: 4 },
    ]);
    expect(read).toEqual(everyId.slice(0, 8));

    // Resumed from the page after the last one read: the rest, none twice, none missed.
    for await (const company of paginate(sdk, '/companies', {
      query,
      pageSize: 4,
      fromPage: (pages.at(-1)?.page ?? 0) + 1,
      onPage: (page) => pages.push(page),
    }))
      read.push(company.id);
    expect(read).toEqual(everyId);
    expect(pages[2]).toEqual({ page: 3, total, records: 4 });
  });

  it('stops at a limit, with the query applied', async () => {
    const sdk = await signedIn();
    const some: ListItem<'/companies'>[] = [];
    for await (const company of paginate(sdk, '/companies', {
      query: { sort: 'id', order: 'asc' },
      pageSize: 2,
      limit: 3,
    }))
      some.push(company);
    expect(some.map((company) => company.id)).toEqual([...some.map((company) => company.id)].sort((a, b) => a - b));
    expect(some).toHaveLength(3);
  });
});
