/**
 * react-admin's dataProvider on the SDK, following the API conventions of product.md: a resource
 * is a collection path; lists take page, per_page, sort, order, q and field filters and answer
 * `{ data, total }` (and a `summary`, passed on as `meta.summary`); one record is `{ data }`.
 *
 * Every call goes through the SDK's client, so the session logic applies. A failure becomes
 * react-admin's HttpError, with the server's 422 field errors where react-admin shows them.
 */
import { SdkError, type Sdk } from '@permit-office/sdk';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';

type Query = Record<string, string | number | boolean>;

/** The contract's largest page; react-admin asks for more (CSV export: 1000), which is read in pages. */
export const MAX_PER_PAGE = 500;

/** The typed client, seen from a generic provider: paths are only known at run time here. */
interface PathClient {
  GET(path: string, init?: { params?: { query?: Query } }): Promise<Result>;
  POST(path: string, init: { body: unknown }): Promise<Result>;
  PUT(path: string, init: { body: unknown }): Promise<Result>;
  DELETE(path: string): Promise<Result>;
}
interface Result {
  data?: unknown;
  error?: unknown;
  response: Response;
}

function toHttpError(error: unknown): never {
  if (error instanceof SdkError) {
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    throw new HttpError(error.message, error.status ?? 0, { errors, notified: error.notified });
  }
  throw error;
}

/** Filter values as query parameters: empty ones are left out, arrays joined. */
function queryOf(filter: Record<string, unknown>): Query {
  const query: Query = {};
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query[name] = value;
    else if (Array.isArray(value)) query[name] = value.join(',');
  }
  return query;
}

/**
 * @param collections a resource's API collection where it differs from its name
 *   (`company-invoices` reads `invoices`, which the server scopes to the member's company).
 */
export function createDataProvider(sdk: Sdk, collections: Record<string, string> = {}): DataProvider {
  const pathOf = (resource: string, id?: Identifier) => {
    const collection = collections[resource] ?? resource;
    return id === undefined ? `/${collection}` : `/${collection}/${encodeURIComponent(String(id))}`;
  };
  const client = sdk.client as unknown as PathClient;
  const call = async <T>(request: Promise<Result>): Promise<T> => {
    try {
      return sdk.unwrap(await request) as T;
    } catch (error) {
      return toHttpError(error);
    }
  };

  type ListBody = { data: RaRecord[]; total: number; summary?: unknown };
  const fetchPage = (resource: string, query: Query) =>
    call<ListBody>(client.GET(pathOf(resource), { params: { query } }));

  const list = async (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number };
      sort?: { field: string; order: string };
      filter?: Record<string, unknown>;
    },
  ) => {
    const query: Query = { ...queryOf(params.filter ?? {}) };
    if (params.sort?.field) {
      query.sort = params.sort.field;
      query.order = params.sort.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
    }
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    let body: ListBody;
    if (perPage <= MAX_PER_PAGE) {
      body = await fetchPage(resource, { ...query, page, per_page: perPage });
    } else {
      // Larger than the API's largest page (a CSV export): the same rows, read page by page.
      const first = (page - 1) * perPage;
      const rows: RaRecord[] = [];
      let apiPage = Math.floor(first / MAX_PER_PAGE) + 1;
      let skip = first % MAX_PER_PAGE;
      do {
        body = await fetchPage(resource, { ...query, page: apiPage, per_page: MAX_PER_PAGE });
        rows.push(...body.data.slice(skip));
        skip = 0;
        apiPage++;
      } while (rows.length < perPage && (apiPage - 1) * MAX_PER_PAGE < body.total);
      body = { ...body, data: rows.slice(0, perPage) };
    }
    return {
      data: body.data,
      total: body.total,
      meta: body.summary === undefined ? undefined : { summary: body.summary },
    };
  };

  const getOne = async (resource: string, id: Identifier) =>
    (await call<{ data: RaRecord }>(client.GET(pathOf(resource, id)))).data;

  return {
    getList: (resource, params) => list(resource, params),
    getOne: async (resource, params) => ({ data: await getOne(resource, params.id) }),
    getMany: async (resource, params) => ({ data: await Promise.all(params.ids.map((id) => getOne(resource, id))) }),
    getManyReference: (resource, params) =>
      list(resource, {
        ...params,
        filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id },
      }),
    create: async (resource, params) => ({
      data: (await call<{ data: RaRecord }>(client.POST(pathOf(resource), { body: params.data }))).data,
    }),
    update: async (resource, params) => ({
      data: (
        await call<{ data: RaRecord }>(client.PUT(pathOf(resource, params.id as Identifier), { body: params.data }))
      ).data,
    }),
    updateMany: async (resource, params) => {
      const updated = await Promise.all(
        params.ids.map((id) => call<{ data: RaRecord }>(client.PUT(pathOf(resource, id), { body: params.data }))),
      );
      return { data: updated.map(({ data }) => data.id) };
    },
    delete: async (resource, params) => {
      await call(client.DELETE(pathOf(resource, params.id)));
      return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
    },
    deleteMany: async (resource, params) => {
      await Promise.all(params.ids.map((id) => call(client.DELETE(pathOf(resource, id)))));
      return { data: params.ids };
    },
  } as DataProvider;
}
