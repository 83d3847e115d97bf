import { createSdk, memoryTokenStore } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, createDataProvider } from './data-provider.js';

/** An API of 1,234 rows that refuses pages larger than its maximum, as the contract does. */
function fakeApi() {
  const asked: string[] = [];
  const rows = Array.from({ length: 1234 }, (_, index) => ({ id: index + 1 }));
  const fetch = (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    asked.push(url.search);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    if (perPage > MAX_PER_PAGE)
      return Promise.resolve(Response.json({ message: 'per_page', errors: { per_page: ['x'] } }, { status: 422 }));
    const data = rows.slice((page - 1) * perPage, page * perPage);
    return Promise.resolve(Response.json({ data, total: rows.length }));
  };
  const sdk = createSdk({
    config: { API_URL: 'http://api.test/api' },
    tokens: memoryTokenStore({ access_token: 't' }),
    fetch,
  });
  return { provider: createDataProvider(sdk), asked };
}

describe('the data provider', () => {
  it('maps react-admin pages, sort and filters to the API conventions', async () => {
    const { provider, asked } = fakeApi();
    const result = await provider.getList('companies', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'haul', status: 'active', empty: '' },
    });
    expect(result.total).toBe(1234);
    expect(result.data[0]).toEqual({ id: 26 });
    expect(asked).toEqual(['?q=haul&status=active&sort=name&order=desc&page=2&per_page=25']);
  });

  it('reads a page larger than the API allows (a CSV export) page by page', async () => {
    const { provider, asked } = fakeApi();
    const result = await provider.getList('companies', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.data).toHaveLength(1000);
    expect(result.data.at(-1)).toEqual({ id: 1000 });
    expect(asked.map((search) => new URLSearchParams(search).get('page'))).toEqual(['1', '2']);
    const second = await provider.getList('companies', {
      pagination: { page: 2, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(second.data).toHaveLength(234);
    expect(second.data[0]).toEqual({ id: 1001 });
  });

  it("reads a section's own collection, and asks nothing for a resource that names no collection of the contract", async () => {
    const { provider, asked } = fakeApi();
    // The member's "my-loads" are the contract's loads.
    const path = new Promise<string>((seen) => {
      const sdk = createSdk({
        config: { API_URL: 'http://api.test/api' },
        tokens: memoryTokenStore({ access_token: 't' }),
        fetch: (request) => {
          seen(new URL(request.url).pathname);
          return Promise.resolve(Response.json({ data: { id: 7, version: 1 } }));
        },
      });
      void createDataProvider(sdk).getOne('my-loads', { id: '7' });
    });
    expect(await path).toBe('/api/loads/7');

    await expect(
      provider.getList('../accounts', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow('The contract has no collection ../accounts');
    expect(asked).toEqual([]);
  });
});
