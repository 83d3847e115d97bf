/**
 * TanStack Query v5 options typed by the contract (`@permit-office/sdk/query`), in the manner of
 * openapi-react-query and hey-api's TanStack plugin, on `@tanstack/query-core`'s types only: the
 * same objects serve React (`useQuery`, `useMutation`, `useInfiniteQuery`), another framework's
 * adapter, or a bare `QueryClient`. Nothing here imports React, nor anything of query-core at run
 * time: it is an optional peer dependency, needed for the types.
 *
 *   const queries = createQueryHelpers(sdk);
 *   useQuery(queries.queryOptions('get', '/companies/{id}', { params: { path: { id } } }));
 *   useInfiniteQuery(queries.infiniteQueryOptions('/companies', { params: { query: { per_page: 50 } } }));
 *   const save = useMutation(queries.mutationOptions('put', '/companies/{id}'));
 *   save.mutate({ params: { path: { id }, header: ifMatch(company) }, body });
 *
 * Keys are `[method, path, init]` (`init` as given, `{}` when there is none): equal inputs make
 * equal keys, and a shorter key or a partial `init` matches every query under it, as TanStack's
 * filters match (`queryKey('get', '/notifications')` matches every page of notifications). An
 * infinite list's key adds `'pages'`, so that it never shares a cache entry with a plain query of
 * the same inputs (their data differ in shape).
 *
 * A query passes TanStack's `signal` to the call, so a query nobody waits for any more is aborted.
 * A failure is the SDK's SdkError, as `sdk.unwrap` makes it.
 *
 * What a write invalidates (`invalidationsOf`, which `mutationOptions` applies when the write
 * settles): the reads of the collection the path's first segment names.
 * - A write to one record (`PUT /companies/{id}`, `DELETE …`, `POST /companies/{id}/approve`): the
 *   collection's lists (`GET /companies`, whatever their parameters) and every read under that record
 *   with the same id (`GET /companies/{id}`, `GET /companies/{id}/members`).
 * - A create (`POST /companies`): the lists.
 * - An action on the whole collection (`POST /notifications/read-all`, `POST /permit-requests/next`):
 *   every read of the collection, as any of its records may have changed.
 * Only these helpers' keys are matched; react-admin's own queries are the dataProvider's business.
 */
import type {
  DataTag,
  GetNextPageParamFunction,
  InfiniteData,
  InfiniteQueryObserverOptions,
  InvalidateQueryFilters,
  MutationFunctionContext,
  MutationObserverOptions,
  QueryClient,
  QueryFunctionContext,
  QueryObserverOptions,
} from '@tanstack/query-core';
import type { ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import type { SdkError } from './errors.js';
import type { ApiClient, CallResult, Sdk } from './index.js';
import type { paths } from './schema.js';

/** The methods the contract uses: `get` reads, the others write. */
export type ContractMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export type WriteMethod = Exclude<ContractMethod, 'get'>;

/** The contract's paths that answer `method`. */
export type ContractPath<M extends ContractMethod> = ClientPathsWithMethod<ApiClient, M>;

/** A call's second argument, as openapi-fetch takes it: `undefined` allowed when nothing in it is required. */
export type ContractInit<M extends ContractMethod, P extends ContractPath<M>> = MaybeOptionalInit<paths[P], M>;

/** What a successful call answers (`undefined` for an answer without a body: 204). */
export type ContractData<M extends ContractMethod, P extends ContractPath<M>> =
  MethodResponse<ApiClient, M, P> extends infer Data ? ([Data] extends [never] ? undefined : Data) : never;

/** A query's key: `init` as given, `{}` when there is none, so that every key has three parts. */
export type ContractQueryKey<M extends ContractMethod, P extends ContractPath<M>> = readonly [
  M,
  P,
  NonNullable<ContractInit<M, P>>,
];

/** An infinite list's key: a plain query's and `'pages'` (a page and the pages are different data). */
export type ContractInfiniteQueryKey<P extends PagedPath> = readonly [
  'get',
  P,
  NonNullable<ContractInit<'get', P>>,
  'pages',
];

/** A mutation's key: what it writes, whatever with. */
export type ContractMutationKey<M extends WriteMethod, P extends ContractPath<M>> = readonly [M, P];

/** The contract's query parameters of a read (`never` when it has none). */
type QueryParametersOf<P extends ContractPath<'get'>> = NonNullable<
  NonNullable<NonNullable<ContractInit<'get', P>>['params']>['query']
>;

/**
 * The reads that answer a list in pages (openapi.yaml, "Lists"): a `page` parameter, and an answer
 * `{ data: [...], total }` (total: how many match, over every page).
 */
export type PagedPath = {
  [P in ContractPath<'get'>]: [QueryParametersOf<P>] extends [never]
    ? never
    : 'page' extends keyof QueryParametersOf<P>
      ? ContractData<'get', P> extends { data: readonly unknown[]; total: number }
        ? P
        : never
      : never;
}[ContractPath<'get'>];

/** The options a caller adds to a query; the key and the call are the helpers'. */
export type QueryOptionsFor<Data, Selected, Key extends readonly unknown[]> = Omit<
  QueryObserverOptions<Data, SdkError, Selected, Data, Key>,
  'queryKey' | 'queryFn'
>;

/**
 * A query's options, ready for `useQuery`, `queryClient.fetchQuery` and the like. The key is tagged
 * with the data and the error, so `queryClient.getQueryData(options.queryKey)` is typed too.
 */
export type ContractQueryOptions<Data, Selected, Key extends readonly unknown[]> = QueryOptionsFor<
  Data,
  Selected,
  Key
> & {
  queryKey: DataTag<Key, Data, SdkError>;
  queryFn: (context: QueryFunctionContext<Key>) => Promise<Data>;
};

/** The options a caller adds to an infinite list; the key, the call and the paging are the helpers'. */
export type InfiniteQueryOptionsFor<Page, Selected, Key extends readonly unknown[]> = Omit<
  InfiniteQueryObserverOptions<Page, SdkError, Selected, Key, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** An infinite list's options, ready for `useInfiniteQuery` or `queryClient.fetchInfiniteQuery`. */
export type ContractInfiniteQueryOptions<Page, Selected, Key extends readonly unknown[]> = InfiniteQueryOptionsFor<
  Page,
  Selected,
  Key
> & {
  queryKey: DataTag<Key, InfiniteData<Page, number>, SdkError>;
  queryFn: (context: QueryFunctionContext<Key, number>) => Promise<Page>;
  initialPageParam: number;
  getNextPageParam: GetNextPageParamFunction<number, Page>;
};

/** The options a caller adds to a write; the key and the call are the helpers'. */
export type MutationOptionsFor<Data, Variables, OnMutateResult = unknown> = Omit<
  MutationObserverOptions<Data, SdkError, Variables, OnMutateResult>,
  'mutationKey' | 'mutationFn'
>;

/** A write's options, ready for `useMutation`: the variables are the call's second argument. */
export type ContractMutationOptions<Data, Variables, Key extends readonly unknown[], OnMutateResult = unknown> = Omit<
  MutationObserverOptions<Data, SdkError, Variables, OnMutateResult>,
  'mutationKey' | 'mutationFn'
> & {
  mutationKey: Key;
  mutationFn: (variables: Variables, context: MutationFunctionContext) => Promise<Data>;
};

/** `init` first, then the rest: `init` may be left out where the contract requires nothing in it. */
type WithInit<M extends ContractMethod, P extends ContractPath<M>, Rest extends unknown[]> =
  undefined extends ContractInit<M, P> ? [init?: ContractInit<M, P>, ...Rest] : [init: ContractInit<M, P>, ...Rest];

/**
 * The key of a call: `[method, path, init]`. A key with fewer parameters than a query's (or with
 * `init` left out) matches it in TanStack's filters: `invalidateQueries({ queryKey })`.
 */
export function queryKey<M extends ContractMethod, P extends ContractPath<M>>(
  method: M,
  path: P,
  ...[init]: WithInit<M, P, []>
): NoInfer<ContractQueryKey<M, P>> {
  return [method, path, (init ?? {}) as NonNullable<ContractInit<M, P>>];
}

type PathParametersOf<M extends ContractMethod, P extends ContractPath<M>> =
  NonNullable<ContractInit<M, P>> extends { params?: { path?: infer Path } } ? NonNullable<Path> : never;
/**
 * What `invalidationsOf` reads of a write's `init`: its path parameters (the record written), when
 * its path has some; the whole `init` will do.
 */
export type InvalidationInit<M extends WriteMethod, P extends ContractPath<M>> = [PathParametersOf<M, P>] extends [
  never,
]
  ? [init?: object]
  : [init: { params: { path: PathParametersOf<M, P> } }];

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);
/** `id` of `{id}`; undefined for a segment that is not a path parameter. */
const parameterOf = (segment: string | undefined): string | undefined => /^\{(.+)\}$/.exec(segment ?? '')?.[1];
/** Path parameters arrive as numbers or strings (a router's): in the URL they are the same. */
const sameParameter = (a: unknown, b: unknown): boolean =>
  (typeof a === 'number' || typeof a === 'string') &&
  (typeof b === 'number' || typeof b === 'string') &&
  `${a}` === `${b}`;
const pathParametersOf = (init: unknown): Record<string, unknown> | undefined =>
  (init as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path;

/**
 * The filter of the reads a write changes (see the top of this file): pass it to
 * `queryClient.invalidateQueries`. `mutationOptions` does so itself when its write settles.
 */
export function invalidationsOf<M extends WriteMethod, P extends ContractPath<M>>(
  _method: M,
  path: P,
  ...[init]: InvalidationInit<M, P>
): InvalidateQueryFilters {
  const [collection, second] = segmentsOf(path);
  const idName = parameterOf(second);
  const id = idName === undefined ? undefined : pathParametersOf(init)?.[idName];
  // `/notifications/read-all`: a path under the collection that names no record.
  const wholeCollection = second !== undefined && idName === undefined;
  return {
    predicate: ({ queryKey: [readMethod, readPath, readInit] }) => {
      if (readMethod !== 'get' || typeof readPath !== 'string') return false;
      const [readCollection, readSecond] = segmentsOf(readPath);
      if (readCollection !== collection) return false;
      if (readSecond === undefined || wholeCollection) return true;
      const readIdName = parameterOf(readSecond);
      if (id === undefined || readIdName === undefined) return false;
      return sameParameter(pathParametersOf(readInit)?.[readIdName], id);
    },
  };
}

/** The rows counted so far against `total`, or `page × per_page` when the list names its page size. */
function nextPageOf(init: unknown): GetNextPageParamFunction<number, { data: readonly unknown[]; total: number }> {
  const perPage = (init as { params?: { query?: { per_page?: unknown } } } | undefined)?.params?.query?.per_page;
  return (lastPage, allPages, lastPageParam) => {
    // An empty page ends the list whatever `total` says (rows deleted meanwhile).
    if (lastPage.data.length === 0) return undefined;
    const read =
      typeof perPage === 'number'
        ? lastPageParam * perPage
        : allPages.reduce((rows, page) => rows + page.data.length, 0);
    return read < lastPage.total ? lastPageParam + 1 : undefined;
  };
}

/**
 * Invalidates the reads `filters` match, a first read under way included. TanStack Query cancels a
 * fetch under way for an invalidation only when the query has data to fall back on: a query whose
 * first read is under way takes the invalidation as met by that read, and keeps what the server
 * answered before the write (a notification page that marked everything read, beside a bell still
 * counting one). Such a read is cancelled first, so that the invalidation reads it again.
 */
export async function invalidateReads(
  client: Pick<QueryClient, 'cancelQueries' | 'invalidateQueries'>,
  filters: InvalidateQueryFilters,
): Promise<void> {
  await client.cancelQueries({
    ...filters,
    predicate: (query) =>
      query.state.data === undefined && query.state.fetchStatus === 'fetching' && (filters.predicate?.(query) ?? true),
  });
  await client.invalidateQueries(filters);
}

export interface QueryHelpers {
  /** A read's options: `queryOptions('get', '/companies/{id}', { params: { path: { id } } }, { staleTime })`. */
  queryOptions<M extends ContractMethod, P extends ContractPath<M>, Selected = ContractData<M, P>>(
    method: M,
    path: P,
    ...rest: WithInit<M, P, [options?: QueryOptionsFor<ContractData<M, P>, Selected, ContractQueryKey<M, P>>]>
  ): NoInfer<ContractQueryOptions<ContractData<M, P>, Selected, ContractQueryKey<M, P>>>;
  /**
   * A paged list read page after page (`page` 1, 2, … until `total` rows are read). A `page` in
   * `init` is where it starts; `per_page` stays the list's page size.
   */
  infiniteQueryOptions<P extends PagedPath, Selected = InfiniteData<ContractData<'get', P>, number>>(
    path: P,
    ...rest: WithInit<
      'get',
      P,
      [options?: InfiniteQueryOptionsFor<ContractData<'get', P>, Selected, ContractInfiniteQueryKey<P>>]
    >
  ): NoInfer<ContractInfiniteQueryOptions<ContractData<'get', P>, Selected, ContractInfiniteQueryKey<P>>>;
  /**
   * A write's options; `mutate(init)` makes the call. When it settles, success or not, the reads it
   * changes are invalidated in the mutation's own QueryClient (`invalidationsOf`): a refusal
   * (412, 404, 409) usually says the cache was stale, and after a timeout nobody knows whether the
   * write was done. The caller's `onSettled` runs after that.
   */
  mutationOptions<M extends WriteMethod, P extends ContractPath<M>, OnMutateResult = unknown>(
    method: M,
    path: P,
    options?: MutationOptionsFor<ContractData<M, P>, ContractInit<M, P>, OnMutateResult>,
  ): NoInfer<
    ContractMutationOptions<ContractData<M, P>, ContractInit<M, P>, ContractMutationKey<M, P>, OnMutateResult>
  >;
  queryKey: typeof queryKey;
  invalidationsOf: typeof invalidationsOf;
}

/** `init` as the helpers' implementation sees it: the typed signatures above have checked it. */
type AnyInit = { params?: { query?: Record<string, unknown> } } | undefined;
/** The SDK's client seen with its paths as strings, for the same reason. */
type AnyCall = (method: string, path: string, init?: object) => Promise<CallResult<unknown>>;

/** The helpers on one SDK: every call goes through its client, with the session logic. */
export function createQueryHelpers(sdk: Pick<Sdk, 'client' | 'unwrap'>): QueryHelpers {
  // `request` takes the method as a value; the typed methods (GET, PUT, …) would need a switch.
  const call = sdk.client.request as unknown as AnyCall;
  const read = async (method: string, path: string, init: AnyInit, signal: AbortSignal) =>
    sdk.unwrap(await call(method, path, { ...init, signal }));

  // Written on strings and objects, and given the typed signatures of QueryHelpers: the generic
  // types of the contract cannot be followed through an implementation.
  const queryOptions = (method: string, path: string, init?: AnyInit, options?: object) => ({
    ...options,
    queryKey: [method, path, init ?? {}],
    queryFn: ({ signal }: { signal: AbortSignal }) => read(method, path, init, signal),
  });

  const infiniteQueryOptions = (path: string, init?: AnyInit, options?: object) => {
    const first = init?.params?.query?.page;
    return {
      ...options,
      queryKey: ['get', path, init ?? {}, 'pages'],
      queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
        read(
          'get',
          path,
          { ...init, params: { ...init?.params, query: { ...init?.params?.query, page: pageParam } } },
          signal,
        ),
      initialPageParam: typeof first === 'number' ? first : 1,
      getNextPageParam: nextPageOf(init),
    };
  };

  type Settled = Parameters<NonNullable<MutationObserverOptions<unknown, SdkError, AnyInit>['onSettled']>>;
  const mutationOptions = (
    method: string,
    path: string,
    options?: { onSettled?: (...settled: Settled) => unknown },
  ) => ({
    ...options,
    mutationKey: [method, path],
    mutationFn: async (variables: AnyInit) => sdk.unwrap(await call(method, path, variables)),
    onSettled: async (...settled: Settled) => {
      const [, , variables, , context] = settled;
      await invalidateReads(context.client, invalidate(method, path, variables));
      return options?.onSettled?.(...settled);
    },
  });
  const invalidate = invalidationsOf as (method: string, path: string, init: AnyInit) => InvalidateQueryFilters;

  return {
    queryOptions: queryOptions as unknown as QueryHelpers['queryOptions'],
    infiniteQueryOptions: infiniteQueryOptions as unknown as QueryHelpers['infiniteQueryOptions'],
    mutationOptions: mutationOptions as unknown as QueryHelpers['mutationOptions'],
    queryKey,
    invalidationsOf,
  };
}
