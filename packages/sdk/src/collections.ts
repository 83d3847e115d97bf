/**
 * A collection's calls by its name, typed by the contract, for a caller that learns which collection
 * it works on only at run time: react-admin's dataProvider (a resource is a name), a bulk tool
 * reading its collection from a command line.
 *
 *   const records = collectionCalls(sdk);
 *   const { data, total } = await records.list('companies', { status: 'active', page: 1 });
 *   const company = await records.read('companies', 12);            // Company
 *   await records.update('companies', 12, { ...company, name }, company); // If-Match: its version
 *
 * The contract's lists follow one convention (openapi.yaml, "Lists"): `GET /{collection}` answers
 * `{ data, total }` in pages, `POST /{collection}` creates, `GET`, `PUT` and `DELETE
 * /{collection}/{id}` read, replace and delete one record. Each call's argument and answer are the
 * contract's for that collection: `list('companies', …)` takes the companies' filters and answers
 * companies. A collection without one of these operations has `never` for it, and the server
 * answers 404 or 405 if it is called anyway. Every call goes through the session logic and fails
 * with the SDK's SdkError, as a call made with `sdk.client` does.
 */
import type { contractCollections } from './collections.gen.js';
import type { paths } from './schema.js';
import { ifMatch } from './versions.js';

/** A collection of the contract by its path without the leading slash (`companies`, `statistics/agents`). */
export type CollectionName = keyof typeof contractCollections;

type Method = 'get' | 'post' | 'put' | 'delete';
/** The operation `method` at `path`, or never when the contract has none. */
type OperationAt<Path extends string, M extends Method> = Path extends keyof paths
  ? NonNullable<paths[Path][M]>
  : never;
type JsonAnswer<Operation, Status extends number> = Operation extends {
  responses: Record<Status, { content: { 'application/json': infer Answer } }>;
}
  ? Answer
  : never;
type JsonBody<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : never;

type ListOperation<C extends CollectionName> = OperationAt<`/${C}`, 'get'>;
type RecordOperation<C extends CollectionName, M extends Method> = OperationAt<`/${C}/{id}`, M>;

/** One page of the collection's list, as the contract answers it: `{ data, total }` (and a summary, where it has one). */
export type CollectionPage<C extends CollectionName> = JsonAnswer<ListOperation<C>, 200>;
/** The list's parameters: its filters, sort and page. */
export type CollectionQuery<C extends CollectionName> =
  ListOperation<C> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;
/** One record of the collection, as `GET /{collection}/{id}` answers it. */
export type CollectionRecord<C extends CollectionName> =
  JsonAnswer<RecordOperation<C, 'get'>, 200> extends { data: infer Record } ? Record : never;
/** What `POST /{collection}` takes. */
export type CollectionCreateInput<C extends CollectionName> = JsonBody<OperationAt<`/${C}`, 'post'>>;
/** What `PUT /{collection}/{id}` takes. */
export type CollectionUpdateInput<C extends CollectionName> = JsonBody<RecordOperation<C, 'put'>>;
/** A record's id, as the collection's paths take it. */
export type CollectionRecordId = number;

/** What an openapi-fetch call resolves to, as `unwrap` takes it. */
interface CallResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/**
 * What the calls need of an SDK (`createSdk`'s answer has it): its client and `unwrap`. Spelt here
 * rather than taken from index.ts, which exports this module: no circle.
 */
export interface CollectionsSdk {
  client: object;
  unwrap<Data>(result: CallResult<Data>): Data;
}

/**
 * The client seen by a path known at run time. The calls below give each its contract's type; the
 * paths they build are the convention's, `/{collection}` and `/{collection}/{id}`.
 */
interface ClientByPath {
  GET(
    path: string,
    init: { params: { query?: object; path?: { id: number } }; signal?: AbortSignal },
  ): Promise<CallResult<unknown>>;
  POST(path: string, init: { body: unknown }): Promise<CallResult<unknown>>;
  PUT(
    path: string,
    init: { params: { path: { id: number }; header: ReturnType<typeof ifMatch> }; body: unknown },
  ): Promise<CallResult<unknown>>;
  DELETE(
    path: string,
    init: { params: { path: { id: number }; header: ReturnType<typeof ifMatch> } },
  ): Promise<CallResult<unknown>>;
}

/** The version a write starts from: the record as it was read (or shown); none when it has no version. */
export interface StartedFrom {
  version?: number | undefined;
}

export function collectionCalls(sdk: CollectionsSdk) {
  const client = sdk.client as ClientByPath;
  const dataOf = (answer: unknown): unknown => (answer as { data: unknown }).data;
  // Each answer is the contract's for the collection named: the client checked it against the
  // contract (the `checked` entry) or took it as the contract types it, as any call does.
  async function list<C extends CollectionName>(
    collection: C,
    query?: CollectionQuery<C>,
    options?: { signal?: AbortSignal },
  ): Promise<CollectionPage<C>> {
    const init = { params: { query: query ?? {} }, ...(options?.signal ? { signal: options.signal } : {}) };
    return sdk.unwrap(await client.GET(`/${collection}`, init)) as CollectionPage<C>;
  }
  async function read<C extends CollectionName>(collection: C, id: CollectionRecordId): Promise<CollectionRecord<C>> {
    return dataOf(
      sdk.unwrap(await client.GET(`/${collection}/{id}`, { params: { path: { id } } })),
    ) as CollectionRecord<C>;
  }
  async function create<C extends CollectionName>(
    collection: C,
    body: CollectionCreateInput<C>,
  ): Promise<CollectionRecord<C>> {
    return dataOf(sdk.unwrap(await client.POST(`/${collection}`, { body }))) as CollectionRecord<C>;
  }
  async function update<C extends CollectionName>(
    collection: C,
    id: CollectionRecordId,
    body: CollectionUpdateInput<C>,
    from: StartedFrom,
  ): Promise<CollectionRecord<C>> {
    const init = { params: { path: { id }, header: ifMatch(from) }, body };
    return dataOf(sdk.unwrap(await client.PUT(`/${collection}/{id}`, init))) as CollectionRecord<C>;
  }
  async function remove(collection: CollectionName, id: CollectionRecordId, from: StartedFrom): Promise<void> {
    sdk.unwrap(await client.DELETE(`/${collection}/{id}`, { params: { path: { id }, header: ifMatch(from) } }));
  }
  return {
    /** One page of the list, with the collection's filters, sort and page. */
    list,
    /** One record. */
    read,
    /** A new record; the record as created. */
    create,
    /**
     * The record replaced, from the version it was read at (`If-Match`): a record changed since is a
     * conflict (SdkError kind `conflict`, with the record as it is now), never overwritten.
     */
    update,
    /** The record deleted, from the version it was shown at. */
    remove,
  };
}

/** A collection's calls by its name (`collectionCalls(sdk)`). */
export type CollectionCalls = ReturnType<typeof collectionCalls>;
