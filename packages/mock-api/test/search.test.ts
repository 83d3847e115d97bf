/** GET /search as staff and members use it: by what they remember, within their reach. */
import { describe, expect, it } from 'vitest';
import { as, useMockApi } from './support.js';

const { api } = useMockApi();

type Results = Record<
  'companies' | 'permit_requests' | 'invoices' | 'loads' | 'members',
  { id: number; title: string; subtitle: string }[]
>;

async function search(role: 'admin' | 'member', q: string, limit?: number) {
  const call = await as(role);
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const answer = await call('GET', `/search?${query}`);
  expect(answer.status).toBe(200);
  return (answer.body as { data: Results }).data;
}

describe('search', () => {
  it('finds a company by its USDOT number, its MC number, and its name', async () => {
    const company = api.db.companies.all().find((row) => row.usdot && row.mc_number);
    if (!company) throw new Error('no company with both numbers');
    expect((await search('admin', company.usdot ?? '')).companies[0]).toMatchObject({
      id: company.id,
      title: company.name,
    });
    expect((await search('admin', company.mc_number ?? '')).companies.map((hit) => hit.id)).toContain(company.id);
    expect((await search('admin', company.name.slice(0, 8))).companies.map((hit) => hit.id)).toContain(company.id);
  });

  it('finds a permit request and an invoice by number, a load by description, a member by e-mail', async () => {
    const permit = api.db.permitRequests.all()[7];
    const invoice = api.db.invoices.all()[3];
    const load = api.db.loads.all()[11];
    const member = api.db.users.all().find((row) => row.role === 'member');
    expect((await search('admin', permit?.number ?? '')).permit_requests[0]?.id).toBe(permit?.id);
    expect((await search('admin', invoice?.number ?? '')).invoices[0]?.id).toBe(invoice?.id);
    expect((await search('admin', load?.description ?? '')).loads.map((hit) => hit.id)).toContain(load?.id);
    expect((await search('admin', member?.email ?? '')).members[0]?.id).toBe(member?.id);
  });

  it('ranks a match at the start first, and gives at most the limit of each kind', async () => {
    const results = await search('admin', 'PR-0001', 3);
    expect(results.permit_requests).toHaveLength(3);
    expect(results.permit_requests.every((hit) => hit.title.startsWith('PR-0001'))).toBe(true);
  });

  it("gives a member only their company's records, and no companies or members", async () => {
    const results = await search('member', 'PR-');
    expect(results.companies).toEqual([]);
    expect(results.members).toEqual([]);
    const companyOf = new Map(api.db.permitRequests.all().map((row) => [row.id, row.company_id]));
    expect(results.permit_requests.length).toBeGreaterThan(0);
    expect(results.permit_requests.every((hit) => companyOf.get(hit.id) === 1)).toBe(true);
    const other = api.db.invoices.all().find((row) => row.company_id !== 1);
    expect((await search('member', other?.number ?? '')).invoices).toEqual([]);
  });

  it('finds text however it was typed: composed or decomposed accents, case, zero-width characters', async () => {
    const call = await as('admin');
    const create = async (name: string, more: Record<string, unknown> = {}) => {
      const answer = await call('POST', '/companies', {
        name,
        usdot: String(Date.now() % 100_000_000),
        email: `unicode-${Math.random().toString(36).slice(2)}@example.com`,
        status: 'active',
        ...more,
      });
      expect(answer.status).toBe(201);
      return (answer.body as { data: { id: number; name: string } }).data;
    };
    // An accent typed as its own key on one keyboard, as a combining mark on another.
    const decomposed = await create('Cafe\u0301 Heavy Haul', { city: 'Québec' });
    const hidden = await create('Zero\u200dWidth Haulers');
    // Stored composed: the same words read and compare the same.
    expect(decomposed.name).toBe('Café Heavy Haul');
    for (const query of ['Café', 'cafe', 'CAFÉ', 'Cafe\u0301 heavy']) {
      expect((await search('admin', query)).companies.map((hit) => hit.id)).toContain(decomposed.id);
    }
    expect((await search('admin', 'ZeroWidth')).companies.map((hit) => hit.id)).toContain(hidden.id);
    expect((await search('admin', 'zero\u200bwidth')).companies.map((hit) => hit.id)).toContain(hidden.id);
    // A list's own search folds the same way.
    const listed = await call('GET', `/companies?q=${encodeURIComponent('cafe heavy')}`);
    expect((listed.body as { data: { id: number }[] }).data.map((row) => row.id)).toContain(decomposed.id);
    const byCity = await call('GET', `/companies?q=${encodeURIComponent('quebec')}`);
    expect((byCity.body as { data: { id: number }[] }).data.map((row) => row.id)).toContain(decomposed.id);
  });

  it('says where a company is without a missing part: a city and no state reads as the city', async () => {
    const call = await as('admin');
    const answer = await call('POST', '/companies', {
      name: 'Stateless Cartage',
      usdot: '7654321',
      email: 'stateless@example.com',
      status: 'active',
      city: 'Springfield',
    });
    expect(answer.status).toBe(201);
    const [hit] = (await search('admin', 'Stateless Cartage')).companies;
    expect(hit?.subtitle).toBe('USDOT 7654321 · Springfield');
    expect(hit?.subtitle).not.toMatch(/undefined|null|, $/);
  });

  it('refuses an empty or overlong query with the specification messages', async () => {
    const call = await as('admin');
    expect((await call('GET', '/search')).status).toBe(422);
    const long = await call('GET', `/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('You must enter a maximum of 100 characters');
  });
});
