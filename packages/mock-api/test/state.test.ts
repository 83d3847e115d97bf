import { describe, expect, it } from 'vitest';
import { SEED_SIZES } from '../src/index.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi();

type List<T> = { data: T[]; total: number };
type Company = { id: number; name: string; usdot: string; status: string };

describe('state', () => {
  it('is seeded large enough to page, sort and search', () => {
    expect(api.db.companies.size).toBeGreaterThanOrEqual(150);
    expect(api.db.loads.size).toBeGreaterThanOrEqual(500);
    expect(api.db.permitRequests.size).toBeGreaterThanOrEqual(300);
    expect(api.db.invoices.size).toBeGreaterThanOrEqual(300);
    expect(api.db.stateRegulations.size).toBe(50);
    expect(SEED_SIZES.companies).toBe(150);
  });

  it('splits permit requests into open and closed, and loads into moving and parked, as the overview counts them', async () => {
    const member = await as('member');
    const overview = (await member('GET', '/overview')).body as {
      data: { kpis: { open_permit_requests: number; loads_on_road: number } };
    };
    const all = (await member('GET', '/permit-requests')).body as List<{ status: string }>;
    const open = (await member('GET', '/permit-requests?open=true&per_page=500')).body as List<{ status: string }>;
    const closed = (await member('GET', '/permit-requests?open=false')).body as List<{ status: string }>;
    expect(open.total).toBe(overview.data.kpis.open_permit_requests);
    expect(open.total + closed.total).toBe(all.total);
    expect(
      open.data.every((permit) => ['submitted', 'in_review', 'waiting_on_member', 'approved'].includes(permit.status)),
    ).toBe(true);

    const moving = (await member('GET', '/loads?on_road=true&per_page=500')).body as List<{ on_road: boolean }>;
    expect(moving.total).toBe(overview.data.kpis.loads_on_road);
    expect(moving.data.every((load) => load.on_road)).toBe(true);
  });

  it('shows what is created, updated and deleted in later reads, and logs each change', async () => {
    const admin = await as('admin');
    const before = (await admin('GET', '/companies')).body as List<Company>;

    const created = await admin('POST', '/companies', {
      name: 'Zephyr Heavy Haul LLC',
      usdot: '98765432',
      email: 'ops@zephyr.example.com',
    });
    expect(created.status).toBe(201);
    const { id } = (created.body as { data: Company }).data;

    const found = (await admin('GET', '/companies?q=zephyr')).body as List<Company>;
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ id, name: 'Zephyr Heavy Haul LLC', status: 'active' });
    expect(((await admin('GET', '/companies')).body as List<Company>).total).toBe(before.total + 1);

    const updated = await admin('PUT', `/companies/${id}`, {
      name: 'Zephyr Specialized LLC',
      usdot: '98765432',
      email: 'ops@zephyr.example.com',
      status: 'suspended',
    });
    expect(updated.status).toBe(200);
    expect((await admin('GET', `/companies/${id}`)).body).toMatchObject({
      data: { name: 'Zephyr Specialized LLC', status: 'suspended' },
    });

    expect((await admin('DELETE', `/companies/${id}`)).status).toBe(204);
    expect((await admin('GET', `/companies/${id}`)).status).toBe(404);
    expect(((await admin('GET', '/companies?q=zephyr')).body as List<Company>).total).toBe(0);

    const log = (await admin('GET', `/logs?resource=companies&per_page=10`)).body as List<{
      action: string;
      record_id: number;
      actor_name: string;
    }>;
    const mine = log.data.filter((entry) => entry.record_id === id);
    expect(mine.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(mine.every((entry) => entry.actor_name === 'Ada Admin')).toBe(true);
  });

  it('pages and sorts on the server', async () => {
    const admin = await as('admin');
    const page1 = (await admin('GET', '/companies?per_page=10&page=1&sort=name&order=desc')).body as List<Company>;
    const page2 = (await admin('GET', '/companies?per_page=10&page=2&sort=name&order=desc')).body as List<Company>;
    expect(page1.data).toHaveLength(10);
    expect(page2.data).toHaveLength(10);
    const names = [...page1.data, ...page2.data].map((company) => company.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base', numeric: true })));
    expect(new Set([...page1.data, ...page2.data].map((company) => company.id)).size).toBe(20);
  });

  it('filters, and answers totals over every filtered invoice', async () => {
    const admin = await as('admin');
    const { body } = await admin('GET', '/invoices?status=unpaid&per_page=500');
    const list = body as List<{ status: string; total_cents: number }> & {
      summary: { unpaid_cents: number; total_cents: number };
    };
    expect(list.data.every((invoice) => invoice.status === 'unpaid')).toBe(true);
    const sum = list.data.reduce((total, invoice) => total + invoice.total_cents, 0);
    expect(list.summary).toMatchObject({ total_cents: sum, unpaid_cents: sum });
  });

  it("carries a permit from a member's load to staff approval and issue", async () => {
    const member = await as('member');
    const agent = await as('agent');
    const load = await member('POST', '/loads', {
      description: 'Wind blade to Amarillo',
      commodity: 'Wind turbine blade',
      length_in: 2_040,
      width_in: 120,
      height_in: 160,
      weight_lbs: 90_000,
      axles: 7,
      origin_city: 'Houston',
      origin_state: 'TX',
      destination_city: 'Amarillo',
      destination_state: 'TX',
      company_id: 99,
    });
    expect(load.status).toBe(201);
    const loadData = (load.body as { data: { id: number; company_id: number } }).data;
    expect(loadData.company_id).toBe(1);

    const permit = await member('POST', '/permit-requests', {
      load_id: loadData.id,
      states: ['TX'],
      start_date: '2026-12-01',
      end_date: '2026-12-03',
    });
    expect(permit.status).toBe(201);
    const permitData = (permit.body as { data: { id: number; number: string; status: string } }).data;
    expect(permitData).toMatchObject({ status: 'submitted', number: `PR-${String(permitData.id).padStart(6, '0')}` });

    expect((await member('POST', `/permit-requests/${permitData.id}/transition`, { status: 'approved' })).status).toBe(
      409,
    );
    expect((await agent('POST', `/permit-requests/${permitData.id}/transition`, { status: 'approved' })).status).toBe(
      200,
    );
    const seen = (await member('GET', `/permit-requests/${permitData.id}`)).body as {
      data: { status: string; status_history: { status: string }[] };
    };
    expect(seen.data.status).toBe('approved');
    expect(seen.data.status_history.map((change) => change.status)).toEqual(['submitted', 'approved']);

    const issued = (await agent('POST', `/permit-requests/${permitData.id}/transition`, { status: 'issued' })).body as {
      data: { documents: { link: string }[] };
    };
    const document = issued.data.documents[0];
    expect(document?.link).toMatch(/^files\/\d+$/);
    expect((await fetch(`http://mock.test/api/${document?.link}`)).status).toBe(401);
    const signed = (await member('POST', '/file-links', { link: document?.link })).body as { data: { url: string } };
    const pdf = await fetch(signed.data.url);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await pdf.arrayBuffer()).startsWith('%PDF-1.4')).toBe(true);
    const invoices = (await member('GET', `/invoices?q=${permitData.number}`)).body as List<{ status: string }>;
    expect(invoices.data).toEqual([expect.objectContaining({ status: 'unpaid' })]);
  });
});
