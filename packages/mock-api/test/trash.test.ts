/**
 * The trash (openapi.yaml, "History and trash"): a deletion moves a record, and what cannot stand
 * without it, out of every list, read, search and total; staff see it in the trash and restore it
 * with its id and its links; only an admin purges it; it is purged by itself after `trash_days`.
 */
import { describe, expect, it } from 'vitest';
import { conformanceProblems } from './conformance.js';
import { as, useMockApi } from './support.js';

/** The mock's clock, which a test moves on by days. */
let clock = Date.now();
const { api } = useMockApi({ now: () => new Date(clock) });

type List<T> = { data: T[]; total: number };
type One<T = Record<string, unknown>> = { data: T & { id: number; version: number } };
type Entry = {
  id: number;
  collection: string;
  record_id: number;
  label: string;
  deleted_at: string;
  deleted_by: { id: number; name: string; role: string } | null;
  purge_at: string;
  dependents: number;
};
type Call = Awaited<ReturnType<typeof as>>;

const DAY = 86_400_000;

async function trashOf(call: Call, query = ''): Promise<List<Entry>> {
  const answer = await call('GET', `/trash${query}`);
  expect(await conformanceProblems('/trash', 'get', answer.response)).toEqual([]);
  expect(answer.status).toBe(200);
  return answer.body as List<Entry>;
}

/** A company of its own, with a member, a load and an invoice. */
async function companyWithLinks(admin: Call, name: string) {
  const usdot = String(70_000_000 + Math.floor(Math.random() * 1_000_000));
  const company = (
    (await admin('POST', '/companies', { name, usdot, email: 'ops@trash.example.com' })).body as One<{ name: string }>
  ).data;
  const member = (
    (
      await admin('POST', '/members', {
        name: 'Terry Trash',
        email: `terry.${usdot}@trash.example.com`,
        company_id: company.id,
        member_role: 'owner',
      })
    ).body as One
  ).data;
  const load = (
    (
      await admin('POST', '/loads', {
        company_id: company.id,
        description: `Excavator of ${name}`,
        commodity: 'Excavator',
        length_in: 600,
        width_in: 130,
        height_in: 150,
        weight_lbs: 90_000,
        axles: 6,
        origin_city: 'Tulsa',
        origin_state: 'OK',
        destination_city: 'Dallas',
        destination_state: 'TX',
      })
    ).body as One
  ).data;
  const invoice = (
    (
      await admin('POST', '/invoices', {
        company_id: company.id,
        description: 'Route survey',
        amount_cents: 10_000,
        issued_at: '2026-11-01',
        due_at: '2026-12-01',
      })
    ).body as One<{ number: string }>
  ).data;
  return { company, member, load, invoice };
}

describe('a deleted company', () => {
  it('leaves the lists, search and counts; is in the trash with who and when; comes back with its links', async () => {
    const admin = await as('admin');
    const name = 'Tumbleweed Trash Hauling LLC';
    const { company, member, load, invoice } = await companyWithLinks(admin, name);
    const overview = async () =>
      ((await admin('GET', '/overview')).body as { data: { kpis: { companies: number } } }).data.kpis.companies;
    const companies = async () => ((await admin('GET', '/companies')).body as List<unknown>).total;
    const before = { overview: await overview(), companies: await companies() };

    const deleted = await admin('DELETE', `/companies/${company.id}`);
    expect(deleted.status).toBe(204);

    expect(await companies()).toBe(before.companies - 1);
    expect(await overview()).toBe(before.overview - 1);
    expect(((await admin('GET', '/companies?q=tumbleweed')).body as List<unknown>).total).toBe(0);
    const found = (await admin('GET', '/search?q=tumbleweed')).body as { data: Record<string, unknown[]> };
    expect(found.data.companies).toEqual([]);
    expect(found.data.loads).toEqual([]);
    expect((await admin('GET', `/companies/${company.id}`)).status).toBe(404);
    expect((await admin('GET', `/members/${member.id}`)).status).toBe(404);
    expect((await admin('GET', `/loads/${load.id}`)).status).toBe(404);
    expect((await admin('GET', `/invoices/${invoice.id}`)).status).toBe(404);
    expect(((await admin('GET', `/members?company_id=${company.id}`)).body as List<unknown>).total).toBe(0);
    expect(((await admin('GET', `/invoices?q=${invoice.number}`)).body as List<unknown>).total).toBe(0);

    const trash = await trashOf(admin, '?collection=companies');
    const entry = trash.data[0];
    expect(entry).toMatchObject({
      collection: 'companies',
      record_id: company.id,
      label: name,
      deleted_by: { id: 1, name: 'Ada Admin', role: 'admin' },
      dependents: 3,
    });
    expect(Date.parse(entry?.purge_at ?? '') - Date.parse(entry?.deleted_at ?? '')).toBe(30 * DAY);
    expect(trash.data.every((row) => row.collection === 'companies')).toBe(true);

    const restored = await admin('POST', `/trash/${entry?.id}/restore`);
    expect(await conformanceProblems('/trash/{id}/restore', 'post', restored.response)).toEqual([]);
    expect(restored.status).toBe(200);
    expect((restored.body as { data: Entry }).data).toEqual(entry);

    expect(((await admin('GET', `/companies/${company.id}`)).body as One).data).toMatchObject({
      id: company.id,
      name,
      version: company.version,
      members_count: 1,
    });
    const members = (await admin('GET', `/members?company_id=${company.id}`)).body as List<{ id: number }>;
    expect(members.data.map((row) => row.id)).toEqual([member.id]);
    expect((await admin('GET', `/loads/${load.id}`)).status).toBe(200);
    expect((await admin('GET', `/invoices/${invoice.id}`)).status).toBe(200);
    expect(await companies()).toBe(before.companies);
    expect((await trashOf(admin)).data.some((row) => row.id === entry?.id)).toBe(false);

    const history = (await admin('GET', `/revisions?collection=loads&record_id=${load.id}`)).body as List<{
      action: string;
      reason: string | null;
    }>;
    expect(history.data.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'restored', reason: `With its company, ${name}` }),
      expect.objectContaining({ action: 'deleted', reason: `With its company, ${name}` }),
    ]);
  });

  it('signs its members out while it is in the trash', async () => {
    const admin = await as('admin');
    const { company } = await companyWithLinks(admin, 'Sign Out Hauling LLC');
    const email = api.db.users.all().find((row) => row.company_id === company.id)?.email ?? '';
    const login = () =>
      fetch('http://mock.test/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'password' }),
      });
    expect((await login()).status).toBe(200);
    expect((await admin('DELETE', `/companies/${company.id}`)).status).toBe(204);
    expect((await login()).status).toBe(401);
  });

  it('is restored only while its id and its USDOT number are free (409 otherwise, nothing restored)', async () => {
    const admin = await as('admin');
    const { company } = await companyWithLinks(admin, 'Twin Hauling LLC');
    const usdot = api.db.companies.get(company.id)?.usdot;
    expect((await admin('DELETE', `/companies/${company.id}`)).status).toBe(204);
    expect(
      (await admin('POST', '/companies', { name: 'Twin Again LLC', usdot, email: 'a@twin.example.com' })).status,
    ).toBe(201);
    const entry = (await trashOf(admin, '?collection=companies')).data.find((row) => row.record_id === company.id);
    const refused = await admin('POST', `/trash/${entry?.id}/restore`);
    expect(refused.status).toBe(409);
    expect(await conformanceProblems('/trash/{id}/restore', 'post', refused.response)).toEqual([]);
    expect((await admin('GET', `/companies/${company.id}`)).status).toBe(404);
    expect((await trashOf(admin)).data.some((row) => row.id === entry?.id)).toBe(true);
  });

  it('keeps a member deleted before it until the company is back (409), then restores them too', async () => {
    const admin = await as('admin');
    const { company, member } = await companyWithLinks(admin, 'Order Matters Hauling LLC');
    expect((await admin('DELETE', `/members/${member.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/companies/${company.id}`)).status).toBe(204);
    const entries = (await trashOf(admin)).data;
    const ofMember = entries.find((row) => row.collection === 'members' && row.record_id === member.id);
    const ofCompany = entries.find((row) => row.collection === 'companies' && row.record_id === company.id);
    expect(ofCompany?.dependents).toBe(2);
    expect((await admin('POST', `/trash/${ofMember?.id}/restore`)).status).toBe(409);
    expect((await admin('POST', `/trash/${ofCompany?.id}/restore`)).status).toBe(200);
    expect((await admin('POST', `/trash/${ofMember?.id}/restore`)).status).toBe(200);
    expect(((await admin('GET', `/companies/${company.id}`)).body as One).data).toMatchObject({ members_count: 1 });
  });
});

describe('the trash', () => {
  it('starts with the seed’s deletions: who deleted what, when, newest first', async () => {
    const agent = await as('agent');
    const seeded = (await trashOf(agent)).data.filter((row) => row.deleted_by?.role !== undefined).slice(-2);
    expect(seeded.map((row) => [row.collection, row.deleted_by?.name])).toEqual([
      ['blog-posts', 'Alex Agent'],
      ['companies', 'Ada Admin'],
    ]);
    expect(seeded[1]?.dependents).toBe(3);
  });

  it('is staff’s: a member lists and restores only their own deletions (their Undo), never purges', async () => {
    const member = await as('member');
    const agent = await as('agent');
    // Loads without permit requests, which may be deleted.
    const [mine, theirs] = api.db.loads
      .all()
      .filter(
        (row) => row.company_id === 1 && !api.db.permitRequests.all().some((request) => request.load_id === row.id),
      );
    expect((await member('DELETE', `/loads/${mine?.id}`)).status).toBe(204);
    expect((await agent('DELETE', `/loads/${theirs?.id}`)).status).toBe(204);

    // Their own deletion only: not the seed's, not the agent's of a load of their own company.
    const listed = await trashOf(member);
    expect(listed.data.map((row) => [row.collection, row.record_id])).toEqual([['loads', mine?.id]]);
    expect(listed.total).toBe(1);
    expect(listed.data[0]?.deleted_by).toMatchObject({ role: 'member' });
    const one = await trashOf(member, `?collection=loads&record_id=${mine?.id}`);
    expect(one.data.map((row) => row.record_id)).toEqual([mine?.id]);
    expect((await trashOf(member, `?collection=loads&record_id=${theirs?.id}`)).total).toBe(0);
    // Staff narrow the trash to one record's deletion the same way.
    const ofTheirs = await trashOf(agent, `?collection=loads&record_id=${theirs?.id}`);
    expect(ofTheirs.data.map((row) => row.record_id)).toEqual([theirs?.id]);
    expect((await trashOf(agent, `?collection=companies&record_id=${theirs?.id}`)).data).toEqual([]);

    // Another's entry is as absent to them as another company's record; a purge is an admin's.
    const refused = await member('POST', `/trash/${ofTheirs.data[0]?.id}/restore`);
    expect(refused.status).toBe(404);
    expect(await conformanceProblems('/trash/{id}/restore', 'post', refused.response)).toEqual([]);
    expect((await member('POST', `/trash/${api.db.trash.all()[0]?.id}/restore`)).status).toBe(404);
    expect((await member('DELETE', `/trash/${one.data[0]?.id}`)).status).toBe(403);
    expect((await member('DELETE', `/trash/${ofTheirs.data[0]?.id}`)).status).toBe(403);

    const restored = await member('POST', `/trash/${one.data[0]?.id}/restore`);
    expect(restored.status).toBe(200);
    expect(await conformanceProblems('/trash/{id}/restore', 'post', restored.response)).toEqual([]);
    expect(((await member('GET', `/loads/${mine?.id}`)).body as One).data).toMatchObject({
      id: mine?.id,
      version: mine?.version,
    });
    expect((await member('GET', `/loads/${theirs?.id}`)).status).toBe(404);
    expect((await trashOf(member)).total).toBe(0);
    expect((await agent('POST', `/trash/${ofTheirs.data[0]?.id}/restore`)).status).toBe(200);
  });

  it('refuses a record_id that names no record (422)', async () => {
    const agent = await as('agent');
    expect((await agent('GET', '/trash?collection=loads&record_id=0')).status).toBe(422);
  });

  it('is purged for good by an admin only: an agent gets 403, an admin 204, and the entry is gone', async () => {
    const admin = await as('admin');
    const agent = await as('agent');
    expect((await agent('DELETE', '/blog-posts/2')).status).toBe(204);
    const entry = (await trashOf(agent, '?collection=blog-posts')).data[0];
    expect(entry).toMatchObject({ record_id: 2, deleted_by: { name: 'Alex Agent' } });

    const refused = await agent('DELETE', `/trash/${entry?.id}`);
    expect(refused.status).toBe(403);
    expect(await conformanceProblems('/trash/{id}', 'delete', refused.response)).toEqual([]);
    const purged = await admin('DELETE', `/trash/${entry?.id}`);
    expect(purged.status).toBe(204);
    expect(await conformanceProblems('/trash/{id}', 'delete', purged.response)).toEqual([]);

    expect((await trashOf(admin)).data.some((row) => row.id === entry?.id)).toBe(false);
    expect((await admin('DELETE', `/trash/${entry?.id}`)).status).toBe(404);
    expect((await admin('POST', `/trash/${entry?.id}/restore`)).status).toBe(404);
    expect((await admin('GET', '/blog-posts/2')).status).toBe(404);
    expect(api.db.revisions.of('blog-posts', 2)).toEqual([]);
  });

  it('keeps records trash_days (a setting, 30 by default), then they are gone', async () => {
    const admin = await as('admin');
    const settings = ((await admin('GET', '/settings/main')).body as One<{ trash_days: number }>).data;
    expect(settings.trash_days).toBe(30);
    // A save that does not know the setting keeps it.
    const { trash_days: _days, ...older } = settings;
    expect(((await admin('PUT', '/settings/main', older)).body as One<{ trash_days: number }>).data.trash_days).toBe(
      30,
    );
    expect((await admin('PUT', '/settings/main', { ...older, trash_days: 0 })).status).toBe(422);
    expect((await admin('PUT', '/settings/main', { ...older, trash_days: 2 })).status).toBe(200);

    expect((await admin('DELETE', '/pages/3')).status).toBe(204);
    const entry = (await trashOf(admin, '?collection=pages')).data[0];
    expect(Date.parse(entry?.purge_at ?? '') - Date.parse(entry?.deleted_at ?? '')).toBe(2 * DAY);
    // The seed's deletions, three and nine days ago, are past two days already.
    expect((await trashOf(admin)).data.every((row) => Date.parse(row.deleted_at) > clock - 2 * DAY)).toBe(true);

    clock += 2 * DAY + 1000;
    // Access tokens expired with the days: a new sign-in.
    const later = await as('admin');
    expect((await trashOf(later)).data.some((row) => row.id === entry?.id)).toBe(false);
    expect((await later('GET', '/pages/3')).status).toBe(404);
    expect(api.db.revisions.of('pages', 3)).toEqual([]);
  });
});
