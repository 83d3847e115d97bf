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

  it('refuses an empty or overlong query with the specification messages', async () => {
    const call = await as('admin');
    expect((await call('GET', '/search')).status).toBe(422);
    const long = await call('GET', `/search?q=${'x'.repeat(101)}`);
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('You must enter a maximum of 100 characters');
  });
});
