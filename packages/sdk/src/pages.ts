/**
 * Every record of a list, page after page, with `for await`: the contract's lists are paged by
 * number (`page`, `per_page`, an answer `{ data, total }`), so a tool need not write the loop.
 *
 *   for await (const company of paginate(sdk, '/companies', { query: { status: 'active' } })) …
 *
 * `onPage` tells each page's number and the list's total as it is read (a tool's progress:
 * "250 of 300"); `fromPage` starts from a page, so that a run a failure stopped goes on from
 * where it was rather than from the start.
 *
 * Records may be added or removed while the pages are read. A record added at the top of the
 * list pushes the rows of the next page back by one: a record seen once is never yielded twice
 * (by its `id`). A record removed meanwhile pulls them forward, and the row that moves onto the page
 * already read is missed: a tool that must see every record of a list that changes sorts it by
 * something that only grows (`query: { sort: 'id', order: 'asc' }`, where the list can be sorted),
 * so that new records land on later pages and none moves back. A page that fails for a transient
 * reason is retried by the client like any call (retries.ts); one that still fails ends the loop
 * with its SdkError, after the records already yielded.
 */
import type { paths } from './schema.js';

/**
 * What paging needs of an SDK (`createSdk`'s answer has it): its client's GET and `unwrap`.
 * Spelt here rather than taken from index.ts, which exports this module: no circle.
 */
export interface PagingSdk {
  client: { GET: (...args: never[]) => Promise<unknown> };
  unwrap<Data>(result: { data?: Data; error?: unknown; response: Response }): Data;
}

/** The contract's GET operations that answer one page of a list. */
type ListOperation = {
  parameters: { query?: { page?: number; per_page?: number } };
  responses: { 200: { content: { 'application/json': { data: unknown[]; total: number } } } };
};

/** Every path whose GET is a paged list. */
export type ListPath = {
  [P in keyof paths]: paths[P] extends { get: ListOperation } ? P : never;
}[keyof paths];

type Get<P extends ListPath> = paths[P] extends { get: infer Operation } ? Operation : never;
type ListAnswer<P extends ListPath> =
  Get<P> extends ListOperation ? Get<P>['responses'][200]['content']['application/json'] : never;

/** One record of the list at `P`. */
export type ListItem<P extends ListPath> = ListAnswer<P>['data'][number];
/** The list's query, without its paging (the iterator pages). */
export type ListQuery<P extends ListPath> = Omit<
  NonNullable<Get<P> extends { parameters: { query?: infer Query } } ? Query : never>,
  'page' | 'per_page'
>;
type PathParams<P extends ListPath> = Get<P> extends { parameters: { path: infer Params } } ? Params : never;

export type PaginateOptions<P extends ListPath> = {
  query?: ListQuery<P>;
  /** Records a page, 100 unless said (the contract allows up to 500). */
  pageSize?: number;
  /** Stop after this many records. */
  limit?: number;
  signal?: AbortSignal;
  /**
   * The page to start from (1, the first, unless said): a run that failed goes on from where it
   * stopped, the page `onPage` last reported (its records not all handled) or the one after it.
   */
  fromPage?: number;
  /** Told of each page as it is read, before its records are yielded: its number and the list's total. */
  onPage?: (page: PageRead) => void;
} & ([PathParams<P>] extends [never] ? { path?: never } : { path: PathParams<P> });

/** A page as `paginate` read it. */
export interface PageRead {
  /** Its number, 1 the first. */
  page: number;
  /** How many records the list has over every page, as the server said with this page. */
  total: number;
  /** How many records this page holds. */
  records: number;
}

export const DEFAULT_PAGE_SIZE = 100;

export async function* paginate<P extends ListPath>(
  sdk: PagingSdk,
  path: P,
  ...[options]: [PathParams<P>] extends [never] ? [options?: PaginateOptions<P>] : [options: PaginateOptions<P>]
): AsyncGenerator<ListItem<P>, void, undefined> {
  const pageSize = options?.pageSize ?? DEFAULT_PAGE_SIZE;
  const limit = options?.limit ?? Infinity;
  const query = { ...(options?.query as object | undefined) };
  const seen = new Set<unknown>();
  let yielded = 0;
  const first = options?.fromPage ?? 1;
  if (!Number.isInteger(first) || first < 1) throw new RangeError('paginate: fromPage is a page number, 1 or more');
  for (let page = first; yielded < limit; page++) {
    // The contract's type of this one path is not spelled out here (`P` is any list): the call is
    // typed by the caller's arguments, checked against `PaginateOptions<P>` above.
    const get = sdk.client.GET as (
      path: string,
      init: { params: { query: object; path?: unknown }; signal?: AbortSignal | undefined },
    ) => Promise<{ data?: { data: ListItem<P>[]; total: number }; error?: unknown; response: Response }>;
    const answer = sdk.unwrap(
      await get(path, {
        params: { query: { ...query, page, per_page: pageSize }, path: options?.path },
        signal: options?.signal,
      }),
    );
    options?.onPage?.({ page, total: answer.total, records: answer.data.length });
    for (const record of answer.data) {
      const id = (record as { id?: unknown }).id;
      if (id !== undefined) {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      yield record;
      if (++yielded >= limit) return;
    }
    // A short page is the last; so is one past the total (the total may grow while reading).
    if (answer.data.length < pageSize || page * pageSize >= answer.total) return;
  }
}
