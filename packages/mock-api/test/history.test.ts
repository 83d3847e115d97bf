/**
 * Every record's history (openapi.yaml, "History and trash"): each write makes a revision with its
 * actor and its changes, field by field; whoever may read a record reads its history, nobody else;
 * a revision's values are put back as a new save, never over a newer one.
 */
import { describe, expect, it } from 'vitest';
import { conformanceProblems } from './conformance.js';
import { examples } from './examples.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi();

type Change = { field: string; from: unknown; to: unknown };
type Revision = {
  id: number;
  collection: string;
  record_id: number;
  version: number;
  at: string;
  actor: { id: number; name: string; role: string } | null;
  action: string;
  reason: string | null;
  changes: Change[];
  regulations?: { state: string; max_height_in: number; version: number }[];
  reverted_from?: number;
};
type Revisions = { data: Revision[]; total: number };
type One<T = Record<string, unknown>> = { data: T & { id: number; version: number } };

type Call = Awaited<ReturnType<typeof as>>;

/** A record's history, checked against the contract. */
async function historyOf(call: Call, collection: string, id: number): Promise<Revisions> {
  const answer = await call('GET', `/revisions?collection=${collection}&record_id=${id}`);
  expect(await conformanceProblems('/revisions', 'get', answer.response)).toEqual([]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Revisions;
}

const changeOf = (revision: Revision | undefined, field: string) =>
  revision?.changes.find((change) => change.field === field);

describe('every write makes a revision, with its actor and its changes', () => {
  it('a PUT: who, when, field by field, newest first, after the seed’s creation by no one', async () => {
    const agent = await as('agent');
    const opened = ((await agent('GET', '/companies/2')).body as One<{ name: string; city: string }>).data;
    const saved = await agent('PUT', '/companies/2', { ...opened, name: 'Renamed Heavy Haul LLC' });
    expect(saved.status).toBe(200);

    const history = await historyOf(agent, 'companies', 2);
    expect(history.total).toBe(2);
    const [latest, created] = history.data;
    expect(latest).toMatchObject({
      collection: 'companies',
      record_id: 2,
      action: 'updated',
      version: opened.version + 1,
      actor: { id: 2, name: 'Alex Agent', role: 'agent' },
      reason: null,
      changes: [{ field: 'name', from: opened.name, to: 'Renamed Heavy Haul LLC' }],
    });
    expect(Date.parse(latest?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(created).toMatchObject({ action: 'created', actor: null, version: opened.version });
    expect(changeOf(created, 'name')).toEqual({ field: 'name', from: null, to: opened.name });
  });

  it('a create: the fields it was created with, by whoever created it', async () => {
    const member = await as('member');
    const load = examples.LoadInput?.() ?? {};
    const made = await member('POST', '/loads', load);
    expect(made.status).toBe(201);
    const { id } = (made.body as One).data;
    const history = await historyOf(member, 'loads', id);
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ action: 'created', version: 1, actor: { name: 'Morgan Member' } });
    expect(changeOf(history.data[0], 'description')).toEqual({
      field: 'description',
      from: null,
      to: load.description,
    });
  });

  it('a transition: the status with its reason, and the regulations of the route’s states as they stood', async () => {
    const admin = await as('admin');
    const permit = api.db.permitRequests.all().find((row) => row.status === 'submitted');
    const path = `/permit-requests/${permit?.id}`;
    expect((await admin('POST', `${path}/transition`, { status: 'in_review' })).status).toBe(200);
    const reason = 'The route crosses a bridge with a posted weight limit.';
    expect((await admin('POST', `${path}/transition`, { status: 'rejected', note: reason })).status).toBe(200);

    const [rejected, reviewed] = (await historyOf(admin, 'permit-requests', permit?.id ?? 0)).data;
    expect(rejected).toMatchObject({ action: 'transitioned', reason, actor: { name: 'Ada Admin', role: 'admin' } });
    expect(changeOf(rejected, 'status')).toMatchObject({ from: 'in_review', to: 'rejected' });
    expect(reviewed).toMatchObject({ action: 'transitioned', reason: null });
    const states = permit?.states ?? [];
    expect(rejected?.regulations?.map((regulation) => regulation.state)).toEqual(
      states.filter((state) => api.db.stateRegulations.all().some((row) => row.state === state)),
    );

    // Today's rules may move on; the decision keeps the ones it was made under.
    const regulation = api.db.stateRegulations.all().find((row) => row.state === states[0]);
    const now = ((await admin('GET', `/state-regulations/${regulation?.id}`)).body as One<{ max_height_in: number }>)
      .data;
    expect((await admin('PUT', `/state-regulations/${now.id}`, { ...now, max_height_in: 170 })).status).toBe(200);
    const [again] = (await historyOf(admin, 'permit-requests', permit?.id ?? 0)).data;
    expect(again?.regulations?.[0]).toMatchObject({ max_height_in: now.max_height_in, version: now.version });
  });

  it('a delete, then a restore: both in the history, with who did them', async () => {
    const admin = await as('admin');
    const agent = await as('agent');
    expect((await agent('DELETE', '/state-notes/3')).status).toBe(204);
    // While it is in the trash, its history is as unreadable as the record.
    expect((await admin('GET', '/revisions?collection=state-notes&record_id=3')).status).toBe(404);
    const entry = api.db.trash.all().find((row) => row.collection === 'state-notes' && row.record_id === 3);
    expect((await admin('POST', `/trash/${entry?.id}/restore`)).status).toBe(200);

    const [restored, deleted, created] = (await historyOf(admin, 'state-notes', 3)).data;
    expect(restored).toMatchObject({ action: 'restored', actor: { name: 'Ada Admin' }, changes: [] });
    expect(deleted).toMatchObject({ action: 'deleted', actor: { name: 'Alex Agent' }, changes: [] });
    expect(restored?.version).toBe(deleted?.version);
    expect(created).toMatchObject({ action: 'created', actor: null });
  });

  it('the settings, a decision, and a password: named, its values never shown', async () => {
    const admin = await as('admin');
    const settings = ((await admin('GET', '/settings/main')).body as One<{ invoice_due_days: number }>).data;
    expect((await admin('PUT', '/settings/main', { ...settings, invoice_due_days: 45 })).status).toBe(200);
    const [saved, seeded] = (await historyOf(admin, 'settings/main', 1)).data;
    expect(saved?.changes).toEqual([{ field: 'invoice_due_days', from: settings.invoice_due_days, to: 45 }]);
    const back = await admin(
      'POST',
      `/revisions/${seeded?.id}/revert`,
      { fields: ['invoice_due_days'] },
      {
        ifMatch: `"${settings.version + 1}"`,
      },
    );
    expect(back.status).toBe(200);
    expect((back.body as One<{ invoice_due_days: number }>).data).toMatchObject({
      invoice_due_days: settings.invoice_due_days,
      version: settings.version + 2,
    });

    const unpaid = api.db.invoices.all().find((row) => row.status === 'unpaid');
    expect((await admin('POST', `/invoices/${unpaid?.id}/pay`)).status).toBe(200);
    const [paid] = (await historyOf(admin, 'invoices', unpaid?.id ?? 0)).data;
    expect(paid).toMatchObject({ action: 'transitioned' });
    expect(changeOf(paid, 'status')).toMatchObject({ from: 'unpaid', to: 'paid' });

    const member = await as('member');
    const change = (from: string, to: string) => ({
      current_password: from,
      password: to,
      password_confirmation: to,
    });
    expect((await member('POST', '/me/password', change('password', 'a-new-password'))).status).toBe(204);
    expect((await member('POST', '/me/password', change('a-new-password', 'password'))).status).toBe(204);
    const passwords = (await historyOf(admin, 'members', 3)).data.slice(0, 2);
    for (const revision of passwords) {
      expect(revision).toMatchObject({ action: 'updated', actor: { name: 'Morgan Member' } });
      expect(revision.changes).toEqual([{ field: 'password', from: null, to: null }]);
    }
    expect(JSON.stringify(passwords)).not.toContain('a-new-password');
  });

  it('starts from the seed: company 1 and one of its permit requests have a short real history', async () => {
    const admin = await as('admin');
    const company = await historyOf(admin, 'companies', 1);
    expect(company.data.map((revision) => revision.action)).toEqual(['updated', 'updated', 'updated', 'created']);
    expect(new Set(company.data.map((revision) => revision.actor?.role ?? null))).toEqual(
      new Set(['member', 'agent', 'admin', null]),
    );
    const current = ((await admin('GET', '/companies/1')).body as One).data;
    expect(company.data[0]?.version).toBe(current.version);

    const permit = api.db.permitRequests.all().find((row) => api.db.revisions.of('permit-requests', row.id).length);
    const history = await historyOf(admin, 'permit-requests', permit?.id ?? 0);
    expect(history.data.map((revision) => revision.action)).toEqual([
      'transitioned',
      'transitioned',
      'transitioned',
      'created',
    ]);
    expect(history.data.every((revision) => revision.action === 'created' || revision.regulations?.length)).toBe(true);
  });
});

describe('who reads a history', () => {
  it('a member reads their own load’s; another company’s is 404, a staff collection 403', async () => {
    const member = await as('member');
    const own = api.db.loads.all().find((row) => row.company_id === 1);
    expect((await historyOf(member, 'loads', own?.id ?? 0)).data.at(-1)).toMatchObject({ action: 'created' });

    const other = api.db.loads.all().find((row) => row.company_id !== 1);
    const theirs = await member('GET', `/revisions?collection=loads&record_id=${other?.id}`);
    expect(theirs.status).toBe(404);
    expect(await conformanceProblems('/revisions', 'get', theirs.response)).toEqual([]);
    expect(JSON.stringify(theirs.body)).not.toContain(String(other?.description));

    for (const collection of ['companies', 'invoices', 'members', 'settings/main']) {
      const refused = await member('GET', `/revisions?collection=${collection}&record_id=1`);
      expect(refused.status, collection).toBe(403);
    }
    expect((await member('GET', '/revisions?collection=loads&record_id=999999')).status).toBe(404);
  });

  it('staff read any record’s; an account’s only an admin, as the accounts themselves', async () => {
    const agent = await as('agent');
    expect((await agent('GET', '/revisions?collection=accounts&record_id=1')).status).toBe(403);
    expect((await historyOf(await as('admin'), 'accounts', 1)).data[0]).toMatchObject({ action: 'created' });
  });

  it('refuses an unknown collection or a missing record id (422)', async () => {
    const admin = await as('admin');
    expect((await admin('GET', '/revisions?collection=logs&record_id=1')).status).toBe(422);
    expect((await admin('GET', '/revisions?collection=companies')).status).toBe(422);
  });
});

describe('putting a revision back', () => {
  /** A company renamed twice and its phone changed: three revisions after its creation. */
  async function renamed(call: Call, id: number) {
    const path = `/companies/${id}`;
    const read = async () => ((await call('GET', path)).body as One<{ name: string; phone: string }>).data;
    const original = await read();
    expect((await call('PUT', path, { ...original, name: 'First Rename LLC' })).status).toBe(200);
    expect((await call('PUT', path, { ...(await read()), phone: '(512) 555-0199' })).status).toBe(200);
    expect((await call('PUT', path, { ...(await read()), name: 'Second Rename LLC' })).status).toBe(200);
    const history = await historyOf(call, 'companies', id);
    return { original, history, current: await read() };
  }

  it('puts one field back as a new save, which the history shows', async () => {
    const admin = await as('admin');
    const { original, history, current } = await renamed(admin, 3);
    const created = history.data.at(-1);
    const back = await admin(
      'POST',
      `/revisions/${created?.id}/revert`,
      { fields: ['name'] },
      {
        ifMatch: `"${current.version}"`,
      },
    );
    expect(await conformanceProblems('/revisions/{id}/revert', 'post', back.response)).toEqual([]);
    expect(back.status).toBe(200);
    const saved = (back.body as One<{ name: string; phone: string }>).data;
    expect(saved).toMatchObject({ id: 3, name: original.name, phone: '(512) 555-0199', version: current.version + 1 });
    expect(back.headers.get('ETag')).toBe(`"${current.version + 1}"`);

    const [reverted] = (await historyOf(admin, 'companies', 3)).data;
    expect(reverted).toMatchObject({
      action: 'reverted',
      reverted_from: created?.id,
      actor: { name: 'Ada Admin' },
      changes: [{ field: 'name', from: 'Second Rename LLC', to: original.name }],
    });
  });

  it('puts the whole record back as it stood just after a revision', async () => {
    const admin = await as('admin');
    const { original, history, current } = await renamed(admin, 4);
    // The first rename: its name, and the phone before the phone's change.
    const firstRename = history.data.find((revision) => changeOf(revision, 'name')?.to === 'First Rename LLC');
    const back = await admin('POST', `/revisions/${firstRename?.id}/revert`, undefined, {
      ifMatch: `"${current.version}"`,
    });
    expect(back.status).toBe(200);
    expect((back.body as One).data).toMatchObject({ name: 'First Rename LLC', phone: original.phone });
    const [reverted] = (await historyOf(admin, 'companies', 4)).data;
    expect(reverted?.changes.map((change) => change.field).sort()).toEqual(['name', 'phone']);
  });

  it('refuses a stale version (412, the record as it is; nothing changed) and a missing one (428)', async () => {
    const admin = await as('admin');
    const { history, current } = await renamed(admin, 6);
    const oldest = history.data.at(-1);
    const stale = await admin(
      'POST',
      `/revisions/${oldest?.id}/revert`,
      { fields: ['name'] },
      {
        ifMatch: `"${current.version - 1}"`,
      },
    );
    expect(stale.status).toBe(412);
    expect(await conformanceProblems('/revisions/{id}/revert', 'post', stale.response)).toEqual([]);
    expect((stale.body as One).data).toEqual(current);
    const missing = await admin('POST', `/revisions/${oldest?.id}/revert`, { fields: ['name'] }, { ifMatch: null });
    expect(missing.status).toBe(428);
    expect((await admin('GET', '/companies/6')).body).toEqual({ data: current });
    expect((await historyOf(admin, 'companies', 6)).total).toBe(history.total);
  });

  it('refuses a field the form does not save (422), a record without a form (409), a member elsewhere', async () => {
    const admin = await as('admin');
    const [revision] = (await historyOf(admin, 'companies', 1)).data;
    const version = `"${((await admin('GET', '/companies/1')).body as One).data.version}"`;
    for (const fields of [['members_count'], ['no_such_field']]) {
      const refused = await admin('POST', `/revisions/${revision?.id}/revert`, { fields }, { ifMatch: version });
      expect(refused.status, fields[0]).toBe(422);
      expect(Object.keys((refused.body as { errors: object }).errors)).toEqual(['fields']);
    }

    const application = api.db.applications.all().find((row) => row.status === 'pending');
    expect((await admin('POST', `/applications/${application?.id}/reject`, { reason: 'No insurance' })).status).toBe(
      200,
    );
    const [rejected] = (await historyOf(admin, 'applications', application?.id ?? 0)).data;
    expect(rejected).toMatchObject({ action: 'transitioned', reason: 'No insurance' });
    const noForm = await admin('POST', `/revisions/${rejected?.id}/revert`, undefined, { ifMatch: '*' });
    expect(noForm.status).toBe(409);

    const member = await as('member');
    // A revision of a collection a member never reads is as unknown to them as one that does not exist.
    expect((await member('POST', `/revisions/${revision?.id}/revert`, undefined, { ifMatch: '*' })).status).toBe(404);
  });

  it('lets a member put back their own load’s description, and acts once for a retried key', async () => {
    const member = await as('member');
    const load = api.db.loads.all().find((row) => row.company_id === 1);
    const read = async () => ((await member('GET', `/loads/${load?.id}`)).body as One<{ description: string }>).data;
    const before = await read();
    expect((await member('PUT', `/loads/${load?.id}`, { ...before, description: 'Mistyped load' })).status).toBe(200);
    const [, created] = (await historyOf(member, 'loads', load?.id ?? 0)).data;
    const options = { ifMatch: `"${before.version + 1}"`, headers: { 'Idempotency-Key': `revert-${Date.now()}` } };
    const first = await member('POST', `/revisions/${created?.id}/revert`, { fields: ['description'] }, options);
    const again = await member('POST', `/revisions/${created?.id}/revert`, { fields: ['description'] }, options);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await read()).description).toBe(before.description);
    expect((await historyOf(member, 'loads', load?.id ?? 0)).data.map((revision) => revision.action)).toEqual([
      'reverted',
      'updated',
      'created',
    ]);
  });
});

describe('the mock’s reset', () => {
  it('resets the histories with the records', async () => {
    const admin = await as('admin');
    const opened = ((await admin('GET', '/companies/5')).body as One).data;
    expect((await admin('PUT', '/companies/5', { ...opened, name: 'Before Reset LLC' })).status).toBe(200);
    expect((await historyOf(admin, 'companies', 5)).total).toBe(2);
    expect((await fetch('http://mock.test/api/__reset', { method: 'POST' })).status).toBe(204);
    const fresh = await as('admin');
    expect((await historyOf(fresh, 'companies', 5)).data.map((revision) => revision.action)).toEqual(['created']);
    expect((await historyOf(fresh, 'companies', 1)).total).toBe(4);
  });
});
