/**
 * Nothing a person typed is silently overwritten or done twice (openapi.yaml, "Versions" and
 * "Idempotency"): every write of every editable record says which version it started from, and a
 * retried create or transition with its key acts once.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS, createIdempotencyStore } from '../src/idempotency.js';
import { contractOperations } from '../src/index.js';
import { conformanceProblems } from './conformance.js';
import { examples } from './examples.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ control: true });

type One<T = Record<string, unknown>> = { data: T & { id: number; version: number } };

/** Every operation of the contract that writes to one record, with a seeded record it may write. */
const writes = contractOperations().filter((route) => route.parameters.some((p) => p.name === 'If-Match'));

/** The seed's record for each write, and a valid body (or none). */
function target(operationId: string): { id: number; body?: Record<string, unknown>; role: 'admin' | 'member' } {
  const { db } = api;
  switch (operationId) {
    case 'approveApplication':
    case 'rejectApplication':
      return {
        id: db.applications.all().find((row) => row.status === 'pending')?.id ?? 0,
        body: operationId === 'rejectApplication' ? { reason: 'Fleet size not documented.' } : undefined,
        role: 'admin',
      };
    case 'markInvoicePaid':
      return { id: db.invoices.all().find((row) => row.status === 'unpaid')?.id ?? 0, role: 'admin' };
    case 'transitionPermitRequest':
      return {
        id: db.permitRequests.all().find((row) => row.status === 'submitted')?.id ?? 0,
        body: { status: 'in_review' },
        role: 'admin',
      };
    case 'replyToContact':
      return { id: 1, body: { reply: 'Thank you, we are on it.' }, role: 'admin' };
    case 'updateMember':
    case 'deleteMember':
      return { id: db.users.all().find((row) => row.role === 'member')?.id ?? 0, role: 'admin' };
    case 'updateOwnCompany':
      return { id: 0, body: examples.CompanyInput?.(), role: 'member' };
    // A put-back of company 1's first revision: its record is the company.
    case 'revertRevision':
      return { id: db.revisions.of('companies', 1)[0]?.id ?? 0, body: { fields: ['phone'] }, role: 'admin' };
    default:
      return { id: 1, role: 'admin' };
  }
}

/** The body a PUT sends: the record as read, which is what a form writes back. */
async function bodyOf(call: Awaited<ReturnType<typeof as>>, recordPath: string, operationId: string) {
  const given = target(operationId).body;
  if (given) return given;
  return ((await call('GET', recordPath)).body as One).data;
}

describe('versions: a write names the version it started from', () => {
  it('covers every record that can be edited', () => {
    const ids = writes.map((route) => route.operation.operationId);
    for (const schema of ['Company', 'Member', 'Account', 'Invoice', 'Load', 'PermitRequest', 'BlogPost', 'Page']) {
      expect(ids).toContain(`update${schema}`);
      expect(ids).toContain(`delete${schema}`);
    }
    expect(ids).toEqual(
      expect.arrayContaining([
        'approveApplication',
        'rejectApplication',
        'replyToContact',
        'markInvoicePaid',
        'transitionPermitRequest',
        'updateIdentity',
        'updateOwnCompany',
        'updateServiceSettings',
        'updateSiteGeneral',
        'updateSiteHome',
        'revertRevision',
      ]),
    );
  });

  it.each(writes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s: 428 without If-Match, 412 with the current record for a stale one, nothing changed',
    async (_name, route) => {
      const { id, role } = target(route.operation.operationId);
      const call = await as(role);
      const path = route.path.replace('{id}', String(id));
      const recordPath =
        route.operation.operationId === 'revertRevision'
          ? '/companies/1'
          : route.method === 'post'
            ? path.replace(/\/[a-z-]+$/, '')
            : path;
      const before = await call('GET', recordPath);
      expect(before.status).toBe(200);
      const current = before.body as One;
      expect(before.headers.get('ETag')).toBe(`"${current.data.version}"`);
      const method = route.method.toUpperCase();
      const body = method === 'DELETE' ? undefined : await bodyOf(call, recordPath, route.operation.operationId);

      const missing = await call(method, path, body, { ifMatch: null });
      expect(missing.status).toBe(428);
      expect(await conformanceProblems(route.path, route.method, missing.response)).toEqual([]);

      const stale = await call(method, path, body, { ifMatch: `"${current.data.version + 7}"` });
      expect(stale.status).toBe(412);
      expect(await conformanceProblems(route.path, route.method, stale.response)).toEqual([]);
      expect((stale.body as One).data).toEqual(current.data);
      expect(stale.headers.get('ETag')).toBe(`"${current.data.version}"`);

      const after = await call('GET', recordPath);
      expect(after.body).toEqual(before.body);
    },
  );

  it("refuses a colleague's older version: the later save of a form opened before loses nothing", async () => {
    const agentA = await as('admin');
    const agentB = await as('agent');
    const opened = ((await agentB('GET', '/companies/2')).body as One<{ name: string; city: string }>).data;

    const renamed = await agentA('PUT', '/companies/2', { ...opened, name: 'Renamed By A LLC' });
    expect(renamed.status).toBe(200);
    expect((renamed.body as One).data.version).toBe(opened.version + 1);
    expect(renamed.headers.get('ETag')).toBe(`"${opened.version + 1}"`);

    const stale = await agentB(
      'PUT',
      '/companies/2',
      { ...opened, city: 'Austin' },
      { ifMatch: `"${opened.version}"` },
    );
    expect(stale.status).toBe(412);
    expect((stale.body as One<{ name: string }>).data.name).toBe('Renamed By A LLC');
    const now = ((await agentB('GET', '/companies/2')).body as One<{ name: string; city: string }>).data;
    expect(now.name).toBe('Renamed By A LLC');
    expect(now.city).toBe(opened.city);
  });

  it('lists carry each row’s version; If-Match: * writes whatever the version', async () => {
    const admin = await as('admin');
    const list = (await admin('GET', '/loads?per_page=5')).body as { data: { id: number; version: number }[] };
    expect(list.data.every((row) => Number.isInteger(row.version) && row.version >= 1)).toBe(true);
    const load = ((await admin('GET', `/loads/${list.data[0]?.id}`)).body as One).data;
    const any = await admin('PUT', `/loads/${load.id}`, { ...load, description: 'Any version' }, { ifMatch: '*' });
    expect(any.status).toBe(200);
  });

  it("answers 404, never 412, for a record outside the caller's reach", async () => {
    const member = await as('member');
    const other = api.db.loads.all().find((row) => row.company_id !== 1);
    const refused = await member('DELETE', `/loads/${other?.id}`, undefined, { ifMatch: '"999"' });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(String(other?.description));
  });
});

describe('idempotency: a retried create or transition acts once', () => {
  const key = (name: string) => ({ headers: { 'Idempotency-Key': `${name}-${Math.random().toString(36).slice(2)}` } });

  it('replays the first answer to the same key and body, and makes one record', async () => {
    const admin = await as('admin');
    const body = examples.CompanyInput?.();
    const options = key('create-company');
    const before = api.db.companies.size;
    const first = await admin('POST', '/companies', body, options);
    const again = await admin('POST', '/companies', body, options);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(api.db.companies.size).toBe(before + 1);
  });

  it('refuses the same key with another body (422, naming the key)', async () => {
    const admin = await as('admin');
    const options = key('two-bodies');
    expect((await admin('POST', '/companies', examples.CompanyInput?.(), options)).status).toBe(201);
    const other = await admin('POST', '/companies', examples.CompanyInput?.(), options);
    expect(other.status).toBe(422);
    expect((other.body as { errors: Record<string, string[]> }).errors['Idempotency-Key']?.[0]).toMatch(
      /another request/,
    );
  });

  it('keeps keys per person: the same key from someone else is their own', async () => {
    const member = await as('member');
    const other = await as('admin');
    const options = key('shared');
    const message = { subject: 'Escort rules', message: 'Which states need two escorts over 16 ft wide?' };
    const mine = await member('POST', '/contacts', message, options);
    const theirs = await other('POST', '/contacts', message, options);
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect((theirs.body as One).data.id).not.toBe((mine.body as One).data.id);
  });

  it('does not keep a refusal: the corrected request may use the key again', async () => {
    const admin = await as('admin');
    const options = key('refused-first');
    const body = examples.CompanyInput?.() ?? {};
    expect((await admin('POST', '/companies', { ...body, usdot: 'x' }, { ...options })).status).toBe(422);
    // A refusal is not kept, so the same key is free for the corrected request.
    expect((await admin('POST', '/companies', body, options)).status).toBe(201);
  });

  it('replays a transition after it took effect, rather than refusing it as already done', async () => {
    const admin = await as('admin');
    const invoice = api.db.invoices.all().find((row) => row.status === 'unpaid' && row.id > 5);
    const path = `/invoices/${invoice?.id}/pay`;
    const version = `"${invoice?.version}"`;
    const options = { ...key('pay'), ifMatch: version };
    const paid = await admin('POST', path, undefined, options);
    const again = await admin('POST', path, undefined, options);
    expect(paid.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(paid.body);
    const log = api.db.logs.all().filter((entry) => entry.action === 'pay' && entry.record_id === invoice?.id);
    expect(log).toHaveLength(1);
  });

  it('answers 409 to a key whose first request is still running, and lets it go if that one failed', () => {
    const store = createIdempotencyStore(() => new Date());
    const first = store.claim('7', 'key-1', 'POST /companies {}');
    expect(first.kind).toBe('new');
    const second = store.claim('7', 'key-1', 'POST /companies {}');
    expect(second.kind === 'refused' && second.reply.status).toBe(409);
    if (first.kind === 'new') first.keep({ status: 503, body: { message: 'Unavailable' } });
    expect(store.claim('7', 'key-1', 'POST /companies {}').kind).toBe('new');
  });

  it('forgets a key after 24 hours', () => {
    let now = new Date('2026-11-25T12:00:00Z');
    const store = createIdempotencyStore(() => now);
    const first = store.claim('7', 'key-2', 'fingerprint');
    if (first.kind === 'new') first.keep({ status: 201, body: { data: { id: 1 } } });
    expect(store.claim('7', 'key-2', 'other').kind).toBe('refused');
    now = new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS + 1);
    expect(store.claim('7', 'key-2', 'other').kind).toBe('new');
  });
});
