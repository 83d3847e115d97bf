/**
 * Every operation of openapi.yaml is called against the mock, and every answer is validated
 * against the contract's response schema. An operation without an implementation fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accessOf } from '../src/access.js';
import { DEMO_PASSWORD, contractOperations, operations } from '../src/index.js';
import { conformanceProblems } from './conformance.js';
import { examples } from './examples.js';
import { BASE, signIn, useMockApi } from './support.js';

const { api } = useMockApi();
const routes = contractOperations();

type Route = (typeof routes)[number];
const tokens: Record<'admin' | 'member', string> = { admin: '', member: '' };
/** Ids of the records this run created, by schema name, for the operations on one record. */
const created: Record<string, number> = {};

const schemaName = (operationId: string) => operationId.replace(/^(create|get|update|delete)/, '');

/** Records the seed has in a state an operation needs. */
function seededId(route: Route): number {
  const { db } = api;
  switch (route.operation.operationId) {
    case 'approveApplication':
      return db.applications.all().filter((row) => row.status === 'pending')[0]?.id ?? 0;
    case 'rejectApplication':
      return db.applications.all().filter((row) => row.status === 'pending')[1]?.id ?? 0;
    case 'markInvoicePaid':
      return db.invoices.all().find((row) => row.status === 'unpaid')?.id ?? 0;
    case 'transitionPermitRequest':
      return db.permitRequests.all().find((row) => row.status === 'submitted')?.id ?? 0;
    case 'assignPermitRequest':
      return db.permitRequests.all().find((row) => row.status === 'in_review' && row.agent_id !== null)?.id ?? 0;
    // The admin's own notification (the conformance run reads and writes as the admin).
    case 'markNotificationRead': {
      const admin = db.users.all().find((row) => row.email === 'admin@example.com');
      const mine = db.notifications.all().find((row) => row.user_id === admin?.id);
      if (mine) return mine.id;
      return db.notifications.insert({
        user_id: admin?.id ?? 0,
        kind: 'answer',
        permit_request_id: 1,
        invoice_id: null,
        number: 'PR-000001',
        status: 'in_review',
        actor_name: 'A member',
        due_date: null,
        read_at: null,
        created_at: new Date().toISOString(),
      }).id;
    }
    // A running permit of the seed's, approved by rule (its example moves its last day far out).
    case 'extendPermitRequest': {
      const today = new Date().toISOString().slice(0, 10);
      return (
        db.permitRequests
          .all()
          .find((row) => row.status === 'approved' && row.decision.by_rule && row.end_date >= today)?.id ?? 0
      );
    }
    // An import of the admin's that wrote nothing yet: its undo has nothing to put back.
    case 'undoImport': {
      const admin = db.users.all().find((row) => row.email === 'admin@example.com');
      const id = db.imports.size + 1;
      db.imports.set(id, {
        id,
        collection: 'holiday-closures',
        user_id: admin?.id ?? 0,
        created: [],
        changed: [],
        undone: false,
      });
      return id;
    }
    case 'registerPopupShown':
      return db.users.all().find((row) => row.email === 'admin@example.com')?.id ?? 0;
    // Company 1's seeded history; the seed's trash, then what this run deleted.
    case 'revertRevision':
      return db.revisions.of('companies', 1)[0]?.id ?? 0;
    case 'restoreTrashEntry':
    case 'purgeTrashEntry':
      return db.trash.all()[0]?.id ?? 0;
    default:
      return created[schemaName(route.operation.operationId)] ?? 1;
  }
}

/** Creates first, then reads and changes of what they made, deletes last. */
const phase = (route: Route) =>
  route.method === 'post' && /^create/.test(route.operation.operationId) ? 0 : route.method === 'delete' ? 2 : 1;
const ordered = [...routes].sort((a, b) => phase(a) - phase(b));

/** A permit document's number and code: an approved request of the seed's, given one here. */
function permitCheckQuery(): Record<string, string> {
  const permit = api.db.permitRequests.all().find((row) => row.status === 'approved');
  const document = api.db.permitDocuments.insert({
    permit_request_id: permit?.id ?? 0,
    number: permit?.number ?? '',
    code: 'ABCD2345',
    file_id: 0,
    superseded_by: null,
    created_at: new Date().toISOString(),
  });
  return { number: document.number, code: document.code };
}

async function call(route: Route): Promise<Response> {
  const { operation, method, path } = route;
  const id = operation.operationId;
  // Staff name the company whose statistics they want.
  const query =
    id === 'getCompanyStatistics'
      ? '?company_id=1'
      : id === 'search'
        ? '?q=lone'
        : id === 'listRevisions'
          ? '?collection=companies&record_id=1'
          : id === 'checkPermit'
            ? `?${new URLSearchParams(permitCheckQuery())}`
            : '';
  const url = BASE + path.replace('{id}', String(seededId(route))) + query;
  const headers: Record<string, string> = {};
  const access = accessOf(id);
  if (access !== 'public') headers.Authorization = `Bearer ${access === 'member' ? tokens.member : tokens.admin}`;
  let body: BodyInit | undefined;
  const content = operation.requestBody?.content;
  if (content?.['multipart/form-data']) {
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4 test'], { type: 'application/pdf' }), 'test.pdf');
    body = form;
  } else if (content?.['application/json']) {
    const ref = (content['application/json'].schema as { $ref?: string }).$ref ?? '';
    let example = examples[ref.split('/').pop() ?? '']?.();
    if (id === 'refresh' || id === 'logout') example = { token: (await signIn('agent')).refresh_token };
    if (!example) throw new Error(`No example body for ${id} (${ref})`);
    body = JSON.stringify(example);
    headers['Content-Type'] = 'application/json';
  }
  // A write says which version it started from: the ETag of a read just before (a put-back's
  // record is the revision's, company 1).
  if (route.parameters.some((parameter) => parameter.name === 'If-Match')) {
    const recordUrl =
      id === 'revertRevision' ? `${BASE}/companies/1` : method === 'post' ? url.replace(/\/[a-z-]+$/, '') : url;
    const read = await fetch(recordUrl, {
      headers: { Authorization: headers.Authorization ?? '' },
    });
    headers['If-Match'] = read.headers.get('ETag') ?? '';
  }
  return fetch(url, { method: method.toUpperCase(), headers, body });
}

describe('the mock API against openapi.yaml', () => {
  beforeAll(async () => {
    tokens.admin = (await signIn('admin')).access_token;
    tokens.member = (await signIn('member')).access_token;
    // The seed covers every state; free one so that creating its regulations is possible.
    const texas = api.db.stateRegulations.all().find((row) => row.state === 'TX');
    if (texas) api.db.stateRegulations.delete(texas.id);
    api.db.users.insert({
      name: 'Jordan Deleted',
      email: 'jordan.deleted@example.com',
      password: DEMO_PASSWORD,
      role: 'member',
      company_id: 2,
      member_role: 'driver',
      phone: null,
      avatar: null,
      active: true,
      last_sign_in_at: null,
      created_at: new Date().toISOString(),
      popup_shown: false,
    });
  });

  it('implements every operation of the contract', () => {
    const missing = routes.map((route) => route.operation.operationId).filter((id) => !operations[id]);
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(90);
  });

  it.each(
    ordered.map(
      (route) => [`${route.method.toUpperCase()} ${route.path} (${route.operation.operationId})`, route] as const,
    ),
  )('%s answers what the contract declares', async (_name, route) => {
    const response = await call(route);
    const problems = await conformanceProblems(route.path, route.method, response);
    expect(problems).toEqual([]);
    // An event stream's body has been read (its first message) and cancelled.
    expect(response.status, response.bodyUsed ? '' : await response.clone().text()).toBeLessThan(300);
    if (response.status === 201) {
      const { data } = (await response.json()) as { data: { id: number } };
      created[schemaName(route.operation.operationId)] = data.id;
    }
  });
});
