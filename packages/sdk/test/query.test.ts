/**
 * The query helpers (`@permit-office/sdk/query`) with a real QueryClient of query-core against the
 * mock API over HTTP: typed reads, keys that match as TanStack's filters match, a paged list read
 * page after page, a write that invalidates what it changed, failures as SdkErrors; and, at compile
 * time, that a wrong path or a missing parameter does not type-check.
 */
import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { startMockOnFreePort, type RunningMock } from './mock.js';
import { SdkError, createSdk, ifMatch, type Sdk, type components } from '../src/index.js';
import { createQueryHelpers, invalidateReads, invalidationsOf, queryKey, type QueryHelpers } from '../src/query.js';

type Company = components['schemas']['Company'];

let mock: RunningMock;
let sdk: Sdk;
let queries: QueryHelpers;
let client: QueryClient;

beforeAll(async () => {
  mock = await startMockOnFreePort({ log: () => undefined });
  sdk = createSdk({ config: { API_URL: mock.url } });
  expect((await sdk.session.login({ email: 'admin@example.com', password: 'password' })).signedIn).toBe(true);
  queries = createQueryHelpers(sdk);
});
afterAll(async () => {
  mock.api.live.dispose();
  mock.server.closeAllConnections();
  await new Promise<void>((resolve) => mock.server.close(() => resolve()));
});
beforeEach(() => {
  // No retries: a failure is seen as it is, at once.
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
});

/** Keeps a query active (observed), as a screen showing it would; returns the unsubscribe. */
const keep = (observer: { subscribe: (listener: () => void) => () => void }) => observer.subscribe(() => undefined);

describe('queryOptions', () => {
  it('reads a record, typed by the contract, and caches it under its key', async () => {
    const options = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 1 } } });
    const answer = await client.fetchQuery(options);
    expectTypeOf(answer.data).toExtend<Company>();
    expectTypeOf<Company>().toExtend<typeof answer.data>();
    expect(answer.data).toMatchObject({
      id: 1,
      name: expect.any(String) as string,
      version: expect.any(Number) as number,
    });
    // The key is tagged with the data: what the cache holds is typed too.
    expectTypeOf(client.getQueryData(options.queryKey)).toEqualTypeOf<typeof answer | undefined>();
    expect(client.getQueryData(options.queryKey)).toEqual(answer);
  });

  it('makes equal keys of equal inputs, and different keys of different parameters', () => {
    const one = (id: number) => queries.queryOptions('get', '/companies/{id}', { params: { path: { id } } }).queryKey;
    expect(one(1)).toEqual(['get', '/companies/{id}', { params: { path: { id: 1 } } }]);
    expect(one(1)).toEqual(one(1));
    expect(one(1)).not.toEqual(one(2));
    const list = (page: number) =>
      queries.queryOptions('get', '/companies', { params: { query: { page, per_page: 5 } } }).queryKey;
    expect(list(1)).toEqual(list(1));
    expect(list(1)).not.toEqual(list(2));
    // No init: `{}`, the same key as an empty one.
    expect(queryKey('get', '/companies')).toEqual(['get', '/companies', {}]);
    expect(queries.queryKey('get', '/companies', {})).toEqual(queryKey('get', '/companies'));
  });

  it('lets a shorter key match every query under it, as invalidateQueries matches', async () => {
    await client.fetchQuery(queries.queryOptions('get', '/companies', { params: { query: { page: 1, per_page: 2 } } }));
    await client.fetchQuery(queries.queryOptions('get', '/companies', { params: { query: { page: 2, per_page: 2 } } }));
    await client.fetchQuery(queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 1 } } }));
    expect(client.getQueryCache().findAll({ queryKey: queryKey('get', '/companies') })).toHaveLength(2);
    const byPage = client.getQueryCache().findAll({
      queryKey: ['get', '/companies', { params: { query: { page: 2 } } }],
    });
    expect(byPage).toHaveLength(1);
  });

  it('passes the options it is given, and types what `select` makes', async () => {
    const options = queries.queryOptions(
      'get',
      '/companies/{id}',
      { params: { path: { id: 1 } } },
      { select: (answer) => answer.data.name, staleTime: 60_000 },
    );
    expect(options.staleTime).toBe(60_000);
    const observer = new QueryObserver(client, options);
    const stop = keep(observer);
    try {
      await expect.poll(() => observer.getCurrentResult().data).toEqual(expect.any(String));
      expectTypeOf(observer.getCurrentResult().data).toEqualTypeOf<string | undefined>();
    } finally {
      stop();
    }
  });

  it('passes TanStack’s signal to the call: a cancelled query aborts its request', async () => {
    const options = queries.queryOptions('get', '/companies', { params: { query: { per_page: 500 } } });
    let signal: AbortSignal | undefined;
    const seen = {
      ...options,
      queryFn: (context: Parameters<typeof options.queryFn>[0]) => {
        signal = context.signal;
        return options.queryFn(context);
      },
    };
    const fetching = client.fetchQuery(seen).catch((error: unknown) => error);
    await client.cancelQueries({ queryKey: options.queryKey });
    expect(signal?.aborted).toBe(true);
    expect(await fetching).toBeInstanceOf(Error);
  });

  it('fails with an SdkError: the status and the catalogue’s message', async () => {
    const options = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 999_999 } } });
    const failure: unknown = await client.fetchQuery(options).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SdkError);
    expect(failure).toMatchObject({ kind: 'http', status: 404 });
    expect(client.getQueryState(options.queryKey)?.error).toBe(failure);
    expectTypeOf(client.getQueryState(options.queryKey)?.error).toEqualTypeOf<SdkError | null | undefined>();
  });
});

describe('infiniteQueryOptions', () => {
  it('reads a paged list page after page, and stops at `total`', async () => {
    const { total } = sdk.unwrap(await sdk.client.GET('/companies', { params: { query: { per_page: 1 } } }));
    expect(total).toBeGreaterThan(2);
    const perPage = Math.ceil(total / 2);
    const options = queries.infiniteQueryOptions('/companies', {
      params: { query: { per_page: perPage, sort: 'id' } },
    });
    expect(options.queryKey).toEqual([
      'get',
      '/companies',
      { params: { query: { per_page: perPage, sort: 'id' } } },
      'pages',
    ]);
    const observer = new InfiniteQueryObserver(client, options);
    const stop = keep(observer);
    try {
      await expect.poll(() => observer.getCurrentResult().data?.pages.length).toBe(1);
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      expect(result.data?.pageParams).toEqual([1, 2]);
      const ids = result.data?.pages.flatMap((page) => page.data.map((company) => company.id)) ?? [];
      expect(ids).toHaveLength(total);
      expect(new Set(ids).size).toBe(total);
      expect(result.hasNextPage).toBe(false);
      expectTypeOf(result.data?.pages[0]?.data[0]).toExtend<Company | undefined>();
    } finally {
      stop();
    }
  });

  it('counts the rows read when the list names no page size', async () => {
    const options = queries.infiniteQueryOptions('/companies');
    const page = sdk.unwrap(await sdk.client.GET('/companies', { params: { query: { per_page: 1 } } }));
    const { total } = page;
    expect(options.getNextPageParam(page, [page], 1, [1])).toBe(total > 1 ? 2 : undefined);
    const all = Array.from({ length: total }, () => page);
    expect(options.getNextPageParam(page, all, total, [])).toBeUndefined();
    expect(options.getNextPageParam({ data: [], total }, [page], 1, [1])).toBeUndefined();
  });

  it('is not shared with a plain query of the same inputs', () => {
    const init = { params: { query: { per_page: 5 } } };
    expect(queries.infiniteQueryOptions('/companies', init).queryKey).not.toEqual(
      queries.queryOptions('get', '/companies', init).queryKey,
    );
  });
});

describe('mutationOptions', () => {
  it('writes, and invalidates the record and the lists of its collection, not another record', async () => {
    const record = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 1 } } });
    const other = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 2 } } });
    const list = queries.queryOptions('get', '/companies', { params: { query: { per_page: 5 } } });
    const elsewhere = queries.queryOptions('get', '/applications');
    const { data: company } = await client.fetchQuery(record);
    await Promise.all([client.fetchQuery(other), client.fetchQuery(list), client.fetchQuery(elsewhere)]);
    // The record is on screen: it is read again at once; the others are marked.
    const observer = new QueryObserver(client, record);
    const stop = keep(observer);
    try {
      const save = new MutationObserver(client, queries.mutationOptions('put', '/companies/{id}'));
      const name = `${company.name} (renamed)`;
      const saved = await save.mutate({
        params: { path: { id: 1 }, header: ifMatch(company) },
        body: { name, usdot: company.usdot, email: company.email },
      });
      expectTypeOf(saved.data).toExtend<Company>();
      expect(saved.data).toMatchObject({ name, version: (company.version ?? 0) + 1 });
      expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
      expect(client.getQueryState(other.queryKey)?.isInvalidated).toBe(false);
      expect(client.getQueryState(elsewhere.queryKey)?.isInvalidated).toBe(false);
      // Read again before the write resolved: the screen shows the new name.
      expect(observer.getCurrentResult().data?.data.name).toBe(name);
    } finally {
      stop();
    }
  });

  it('reads again a query whose first read was under way when the write settled', async () => {
    /** A screen's first read, held until released; what the server says is read when it starts. */
    const firstReadHeld = (queryClient: QueryClient) => {
      const server = { says: 'before the write' };
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let reads = 0;
      const observer = new QueryObserver(queryClient, {
        queryKey: ['get', '/notifications', {}],
        queryFn: async () => {
          reads += 1;
          const said = server.says;
          if (reads === 1) await held;
          return said;
        },
      });
      const stop = keep(observer);
      return { server, release, reads: () => reads, shown: () => observer.getCurrentResult().data, stop };
    };
    const filters = invalidationsOf('post', '/notifications/read-all');

    // TanStack's own invalidation is met by the read under way: the screen keeps what came before the write.
    const plain = firstReadHeld(client);
    await vi.waitFor(() => expect(plain.reads()).toBe(1));
    plain.server.says = 'after the write';
    const invalidated = client.invalidateQueries(filters);
    plain.release();
    await invalidated;
    expect(plain.shown()).toBe('before the write');
    plain.stop();

    const fresh = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = firstReadHeld(fresh);
    await vi.waitFor(() => expect(read.reads()).toBe(1));
    read.server.says = 'after the write';
    await invalidateReads(fresh, filters);
    read.release();
    await vi.waitFor(() => expect(read.shown()).toBe('after the write'));
    expect(read.reads()).toBe(2);
    read.stop();
  });

  it('a write refused still invalidates (the cache was stale), fails as an SdkError, and runs the caller’s onSettled', async () => {
    const record = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 1 } } });
    const { data: company } = await client.fetchQuery(record);
    const settled: unknown[] = [];
    const save = new MutationObserver(
      client,
      queries.mutationOptions('put', '/companies/{id}', { onSettled: (_data, error) => void settled.push(error) }),
    );
    const failure: unknown = await save
      .mutate({
        // A version already superseded: someone else saved since.
        params: { path: { id: 1 }, header: ifMatch((company.version ?? 1) - 1) },
        body: { name: company.name, usdot: company.usdot, email: company.email },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SdkError);
    expect(failure).toMatchObject({ kind: 'conflict', status: 412 });
    expect(settled).toEqual([failure]);
    expect(client.getQueryState(record.queryKey)?.isInvalidated).toBe(true);
  });

  it('a create invalidates the lists only', async () => {
    const record = queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 1 } } });
    const list = queries.queryOptions('get', '/companies');
    await Promise.all([client.fetchQuery(record), client.fetchQuery(list)]);
    const create = new MutationObserver(client, queries.mutationOptions('post', '/companies'));
    const created = await create.mutate({
      body: { name: 'Query Helpers Hauling', usdot: '7654321', email: 'helpers@example.com' },
    });
    expect(created.data.name).toBe('Query Helpers Hauling');
    expect(client.getQueryState(list.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(record.queryKey)?.isInvalidated).toBe(false);
  });
});

describe('invalidationsOf', () => {
  const matches = (filter: ReturnType<typeof invalidationsOf>, key: readonly unknown[]) =>
    filter.predicate?.({ queryKey: key } as Parameters<NonNullable<typeof filter.predicate>>[0]) ?? false;

  it('matches a record’s reads by its id, whatever the id’s type, and the lists', () => {
    const write = invalidationsOf('post', '/permit-requests/{id}/messages', { params: { path: { id: 7 } } });
    expect(matches(write, queryKey('get', '/permit-requests/{id}/messages', { params: { path: { id: 7 } } }))).toBe(
      true,
    );
    expect(matches(write, ['get', '/permit-requests/{id}', { params: { path: { id: '7' } } }])).toBe(true);
    expect(matches(write, queryKey('get', '/permit-requests'))).toBe(true);
    expect(matches(write, queryKey('get', '/permit-requests/{id}', { params: { path: { id: 8 } } }))).toBe(false);
    expect(matches(write, queryKey('get', '/companies'))).toBe(false);
    // Another library's keys are never matched.
    expect(matches(write, ['permit-requests', 'getList', {}])).toBe(false);
  });

  it('matches every read of the collection after an action on all of it', () => {
    const readAll = invalidationsOf('post', '/notifications/read-all');
    expect(matches(readAll, queryKey('get', '/notifications', { params: { query: { page: 1, per_page: 8 } } }))).toBe(
      true,
    );
    expect(matches(readAll, queryKey('get', '/me'))).toBe(false);
  });
});

describe('types', () => {
  it('refuses a path the contract does not have, a method a path does not take, and a missing parameter', () => {
    // Compile-time only: each line must fail to type-check (tsc, pnpm typecheck); none is run.
    const never = (): void => {
      // @ts-expect-error: no such path
      queries.queryOptions('get', '/companys/{id}', { params: { path: { id: 1 } } });
      // @ts-expect-error: the record's id is required
      queries.queryOptions('get', '/companies/{id}');
      // @ts-expect-error: an id is a number
      queries.queryOptions('get', '/companies/{id}', { params: { path: { id: 'one' } } });
      // @ts-expect-error: GET /revisions requires its collection and record
      queries.queryOptions('get', '/revisions', { params: { query: { page: 1 } } });
      // @ts-expect-error: /companies/{id} takes no POST
      queries.mutationOptions('post', '/companies/{id}');
      // @ts-expect-error: a write is not a query's key
      queries.mutationOptions('get', '/companies');
      // @ts-expect-error: one record is not a paged list
      queries.infiniteQueryOptions('/companies/{id}', { params: { path: { id: 1 } } });
      void new MutationObserver(client, queries.mutationOptions('put', '/companies/{id}')).mutate({
        // @ts-expect-error: a write needs its If-Match header
        params: { path: { id: 1 } },
        body: { name: 'x', usdot: '1', email: 'x@example.com' },
      });
    };
    expect(typeof never).toBe('function');
    expectTypeOf(queries.queryOptions('get', '/me').queryKey).toExtend<readonly ['get', '/me', object]>();
  });
});
