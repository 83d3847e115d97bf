/**
 * What a member may not read, no channel tells them (issue 62). Each test is an attacker's probe
 * with the demo member's account, written to fail where the API told what it should not.
 */
import { describe, expect, it } from 'vitest';
import { examples } from './examples.js';
import { as, useMockApi } from './support.js';

const leaksApi = useMockApi();

interface PermitRow {
  id: number;
  company_id: number;
  agent_id: number | null;
  agent_name: string | null;
}
interface Page<T> {
  data: T[];
  total: number;
}

const ids = (page: unknown) => (page as Page<PermitRow>).data.map((row) => row.id);

describe("a member's list of permit requests tells nothing of who holds them", () => {
  it('finds nothing by the name of the person who holds a request (the CSV export reads the same list)', async () => {
    const admin = await as('admin');
    const member = await as('member');
    const { body: held } = await admin('GET', '/permit-requests?company_id=1&assigned=true&per_page=100');
    const holders = [...new Set((held as unknown as Page<PermitRow>).data.map((row) => row.agent_name))];
    expect(holders.length).toBeGreaterThan(0);
    for (const name of holders) {
      // Staff find the member's requests by their holder's name; the member finds none of them.
      const { body: staffFound } = await admin(
        'GET',
        `/permit-requests?company_id=1&q=${encodeURIComponent(String(name))}`,
      );
      expect((staffFound as unknown as Page<PermitRow>).total).toBeGreaterThan(0);
      const { body: found } = await member(
        'GET',
        `/permit-requests?q=${encodeURIComponent(String(name))}&per_page=100`,
      );
      expect((found as unknown as Page<PermitRow>).total).toBe(0);
    }
  });

  it('is not split by whether a request is held, nor ordered by its holder', async () => {
    const member = await as('member');
    const { body: all } = await member('GET', '/permit-requests?per_page=100&sort=id&order=asc');
    const { body: held } = await member('GET', '/permit-requests?per_page=100&assigned=true');
    const { body: free } = await member('GET', '/permit-requests?per_page=100&assigned=false&sort=id&order=asc');
    const { body: byHolder } = await member('GET', '/permit-requests?per_page=100&sort=agent_name&order=asc');
    const { body: mine } = await member('GET', '/permit-requests?per_page=100&mine=true');
    // As in a world where no request of theirs is held by anyone.
    expect((held as unknown as Page<PermitRow>).total).toBe(0);
    expect((mine as unknown as Page<PermitRow>).total).toBe(0);
    expect(ids(free)).toEqual(ids(all));
    expect(ids(byHolder)).toEqual(ids(all));
  });
});

interface One<T = Record<string, unknown>> {
  data: T & { id: number; version: number };
}
interface Revision {
  id: number;
  action: string;
  actor: { name: string } | null;
  changes: { field: string; from: unknown; to: unknown }[];
}

describe("a record moved to another company takes nothing of its first company's life with it", () => {
  it("its history, as the new company's member reads it, begins when it arrived; the first company's words stay theirs", async () => {
    const { api } = leaksApi;
    const staff = await as('admin');
    const before = await as('member');
    const load = api.db.loads.all().find((row) => row.company_id === 1);
    expect(load).toBeDefined();
    const path = `/loads/${load?.id}`;
    const opened = ((await before('GET', path)).body as unknown as One).data;
    const secret = 'Spare key under the third axle, gate code 4471';
    expect((await before('PUT', path, { ...opened, description: secret })).status).toBe(200);
    const moved = ((await staff('GET', path)).body as unknown as One).data;
    expect((await staff('PUT', path, { ...moved, company_id: 4 })).status).toBe(200);

    const newcomer = api.db.users.all().find((user) => user.role === 'member' && user.active && user.company_id === 4);
    expect(newcomer).toBeDefined();
    const after = await as({ email: newcomer?.email ?? '' });
    const { status, body } = await after('GET', `/revisions?collection=loads&record_id=${load?.id}`);
    expect(status).toBe(200);
    const revisions = (body as unknown as Page<Revision>).data;
    // One entry: its arrival, as its creation, with the record as it arrived (its description included).
    expect(revisions.map((revision) => revision.action)).toEqual(['created']);
    const told = JSON.stringify(revisions);
    expect(told).not.toContain('Lone Star Heavy Haul');
    const writer = api.db.users.all().find((user) => user.email === 'member@example.com');
    expect(told).not.toContain(writer?.name);
    expect(revisions[0]?.changes.every((change) => change.from === null)).toBe(true);
    // Its earlier revisions are unknown to them, as one that does not exist; to company 1's member, the record is gone.
    const earlier = api.db.revisions.of('loads', load?.id ?? 0).find((revision) => revision.state.company_id === 1);
    expect(earlier).toBeDefined();
    expect((await after('POST', `/revisions/${earlier?.id}/revert`, undefined, { ifMatch: '*' })).status).toBe(404);
    expect((await after('POST', '/revisions/999999/revert', undefined, { ifMatch: '*' })).status).toBe(404);
    expect((await before('GET', `/revisions?collection=loads&record_id=${load?.id}`)).status).toBe(404);
  });

  it('the trash follows the company: a member moved to another company no longer lists or restores what they deleted', async () => {
    const { api } = leaksApi;
    const staff = await as('admin');
    const colleague = api.db.users
      .all()
      .find(
        (user) => user.role === 'member' && user.active && user.company_id === 1 && user.email !== 'member@example.com',
      );
    expect(colleague).toBeDefined();
    const mover = await as({ email: colleague?.email ?? '' });
    const created = await mover('POST', '/loads', { ...examples.LoadInput?.(), description: 'A load to delete' });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as One).data.id;
    expect((await mover('DELETE', `/loads/${id}`)).status).toBe(204);
    const listed = async () =>
      ((await mover('GET', `/trash?collection=loads&record_id=${id}`)).body as unknown as Page<{ id: number }>).data;
    const [entry] = await listed();
    expect(entry).toBeDefined();

    const person = ((await staff('GET', `/members/${colleague?.id}`)).body as unknown as One).data;
    expect((await staff('PUT', `/members/${colleague?.id}`, { ...person, company_id: 4 })).status).toBe(200);
    const moved = await as({ email: colleague?.email ?? '' });
    expect(
      ((await moved('GET', `/trash?collection=loads&record_id=${id}`)).body as unknown as Page<unknown>).total,
    ).toBe(0);
    expect((await moved('POST', `/trash/${entry?.id}/restore`)).status).toBe(404);
  });
});

describe("what staff did to a member's request is not theirs to count", () => {
  it('an assignment or a hand-over changes nothing the member reads: not the version, the date, the overview or the history', async () => {
    const { api } = leaksApi;
    const staff = await as('admin');
    const member = await as('member');
    const permit = api.db.permitRequests
      .all()
      .find(
        (row) =>
          row.company_id === 1 && (row.agent_id ?? null) === null && ['submitted', 'in_review'].includes(row.status),
      );
    expect(permit).toBeDefined();
    const path = `/permit-requests/${permit?.id}`;
    const look = async () => {
      const read = await member('GET', path);
      return {
        etag: read.headers.get('ETag'),
        record: read.body,
        overview: (await member('GET', '/overview')).body,
        history: (await member('GET', `/revisions?collection=permit-requests&record_id=${permit?.id}`)).body,
      };
    };
    const before = await look();
    const agent = api.db.users.all().find((user) => user.email === 'agent@example.com');
    expect((await staff('POST', `${path}/assign`, { agent_id: agent?.id })).status).toBe(200);
    expect((await staff('POST', `${path}/assign`, { agent_id: 1, reason: 'Shared out' })).status).toBe(200);
    const after = await look();
    // Staff see it held, with its version moved on; the member sees the same answers as before.
    expect(((await staff('GET', path)).body as unknown as One<PermitRow>).data.agent_id).toBe(1);
    expect(after).toEqual(before);
    // And a save the member started before it goes through: their version is still the current one.
    const saved = await member(
      'PUT',
      path,
      { ...(before.record as unknown as One).data, notes: 'Escort booked' },
      {
        ifMatch: before.etag,
      },
    );
    expect(saved.status).toBe(200);
  });

  it('a revision that records an assignment is as unknown to the member as one that does not exist', async () => {
    const { api } = leaksApi;
    const staff = await as('admin');
    const member = await as('member');
    const permit = api.db.permitRequests
      .all()
      .find((row) => row.company_id === 1 && ['submitted', 'in_review'].includes(row.status));
    expect(permit).toBeDefined();
    const agent = api.db.users.all().find((user) => user.email === 'agent@example.com');
    const to = permit?.agent_id === agent?.id ? 1 : agent?.id;
    const reason = permit?.agent_id === null ? undefined : 'Shared out';
    expect((await staff('POST', `/permit-requests/${permit?.id}/assign`, { agent_id: to, reason })).status).toBe(200);
    const assigned = api.db.revisions.of('permit-requests', permit?.id ?? 0).at(-1);
    expect(assigned?.action).toBe('assigned');
    expect((await member('POST', `/revisions/${assigned?.id}/revert`, undefined, { ifMatch: '*' })).status).toBe(404);
    // A revision of a collection a member never reads: unknown too, not forbidden.
    const company = api.db.revisions.of('companies', 1).at(-1) ?? (await staffCompanyRevision(staff));
    expect((await member('POST', `/revisions/${company.id}/revert`, undefined, { ifMatch: '*' })).status).toBe(404);
  });
});

/** A revision of company 2, made by staff (the seed's companies have theirs only once read). */
async function staffCompanyRevision(staff: Awaited<ReturnType<typeof as>>): Promise<{ id: number }> {
  const opened = ((await staff('GET', '/companies/2')).body as unknown as One).data;
  expect((await staff('PUT', '/companies/2', { ...opened, phone: '(214) 555-0199' })).status).toBe(200);
  const revisions = (
    (await staff('GET', '/revisions?collection=companies&record_id=2')).body as unknown as Page<{ id: number }>
  ).data;
  return revisions[0] ?? { id: 0 };
}

describe("what is an admin's reaches no agent", () => {
  it('an agent reads nothing of staff accounts in the audit log or the trash, and restores none', async () => {
    const admin = await as('admin');
    const agent = await as('agent');
    const created = await admin('POST', '/accounts', examples.AccountInput?.());
    expect(created.status).toBe(201);
    const id = (created.body as unknown as One).data.id;
    expect((await admin('DELETE', `/accounts/${id}`)).status).toBe(204);

    const logOf = async (who: typeof admin) =>
      ((await who('GET', '/logs?resource=accounts&per_page=100')).body as unknown as Page<{ record_id: number }>).data;
    expect((await logOf(admin)).some((entry) => entry.record_id === id)).toBe(true);
    expect(await logOf(agent)).toEqual([]);
    // Nor found by its words.
    const found = await agent('GET', `/logs?q=${encodeURIComponent('Riley Agent')}&per_page=100`);
    expect((found.body as unknown as Page<unknown>).total).toBe(0);

    const trashOf = async (who: typeof admin) =>
      ((await who('GET', `/trash?collection=accounts&record_id=${id}`)).body as unknown as Page<{ id: number }>).data;
    const [entry] = await trashOf(admin);
    expect(entry).toBeDefined();
    expect(await trashOf(agent)).toEqual([]);
    expect((await agent('POST', `/trash/${entry?.id}/restore`)).status).toBe(404);
    expect((await admin('POST', `/trash/${entry?.id}/restore`)).status).toBe(200);
  });
});
