/**
 * What is not a member's business changes nothing they can ask for (issue 62). Random sequences of
 * staff's writes that are another company's or the office's own (taking and handing over the
 * member's requests, internal notes on them, other companies' loads and requests), and after each
 * sequence every answer the member may ask for is the same as before it, body and ETag: every GET of
 * the contract they may call, with and without `q`, every filter and sort, each of their records,
 * its conversation and history.
 *
 * The clock stands still: what the API derives from the time (due times, flags) would otherwise
 * change between two looks for no one's doing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessOf, mayCall } from '../src/access.js';
import contract from '../src/contract.gen.json' with { type: 'json' };
import type { OperationId } from '../src/operation.js';
import { propertiesOf, resolve, type Schema } from '../src/validate.js';
import { examples } from './examples.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-10-14T15:30:00Z') });

type Call = Awaited<ReturnType<typeof as>>;
interface Row {
  id: number;
  company_id: number;
  status?: string;
  agent_id?: number | null;
}

interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
}
interface Operation {
  operationId: OperationId;
  parameters?: (Parameter | { $ref: string })[];
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const parameterOf = (parameter: Parameter | { $ref: string }): Parameter =>
  '$ref' in parameter
    ? ((contract.components.parameters as Record<string, Parameter>)[
        parameter.$ref.split('/').pop() ?? ''
      ] as Parameter)
    : parameter;

/** The values a query parameter is tried with: each of an enum's, both booleans, or none. */
function valuesOf(parameter: Parameter): string[] {
  const schema = parameter.schema ? resolve(parameter.schema) : undefined;
  if (!schema) return [];
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  if (schema.type === 'boolean') return ['true', 'false'];
  return [];
}

/**
 * Every GET of the contract the member may call, as paths: each list sorted by each of its
 * records' fields, filtered by every enum or boolean filter with each value, searched for the names
 * of the staff who hold requests; each of their own records with its conversation and history.
 */
function memberReads(): string[] {
  const member = api.db.users.all().find((user) => user.email === 'member@example.com');
  const holders = [
    ...new Set(
      api.db.permitRequests
        .all()
        .filter((row) => row.company_id === 1 && row.agent_name)
        .map((row) => row.agent_name ?? ''),
    ),
  ].slice(0, 2);
  const reads: string[] = [];
  for (const [path, item] of Object.entries(contract.paths as unknown as Record<string, Record<string, Operation>>)) {
    const operation = item.get;
    if (!operation || path.includes('{') || path === '/events') continue;
    if (!mayCall(accessOf(operation.operationId), member)) continue;
    const parameters = (operation.parameters ?? []).map(parameterOf).filter((parameter) => parameter.in === 'query');
    const names = new Set(parameters.map((parameter) => parameter.name));
    const base = names.has('per_page') ? `${path}?per_page=100` : path;
    const join = (query: string) => `${base}${base.includes('?') ? '&' : '?'}${query}`;
    reads.push(base);
    if (names.has('sort')) {
      // Ascending: a sort by a field tells the same as its reverse (ties go by id either way).
      const listed = operation.responses['200']?.content?.['application/json']?.schema;
      const row = listed && propertiesOf(listed).data?.items;
      for (const field of row ? Object.keys(propertiesOf(row)) : []) reads.push(join(`sort=${field}&order=asc`));
    }
    if (names.has('q')) for (const name of holders) reads.push(join(`q=${encodeURIComponent(name)}`));
    for (const parameter of parameters) {
      if (['order', 'sort', 'q'].includes(parameter.name)) continue;
      for (const value of valuesOf(parameter)) reads.push(join(`${parameter.name}=${encodeURIComponent(value)}`));
    }
  }
  const ours = <T extends Row>(rows: T[]) => rows.filter((row) => row.company_id === 1);
  const requests = ours(api.db.permitRequests.all() as Row[]).slice(0, 6);
  const loads = ours(api.db.loads.all() as Row[]).slice(0, 3);
  return [
    ...reads,
    ...requests.flatMap(({ id }) => [
      `/permit-requests/${id}`,
      `/permit-requests/${id}/messages`,
      `/revisions?collection=permit-requests&record_id=${id}`,
    ]),
    ...loads.flatMap(({ id }) => [`/loads/${id}`, `/revisions?collection=loads&record_id=${id}`]),
  ];
}

/** The member's answers to every read, with the version each says it is. */
async function look(member: Call, paths: readonly string[]): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const path of paths) {
    const { status, body, headers } = await member('GET', path);
    seen[path] = { status, etag: headers.get('ETag'), body };
  }
  return seen;
}

type Write =
  | { kind: 'hand over one of theirs'; pick: number; to: number }
  | { kind: 'internal note on one of theirs'; pick: number }
  | { kind: "edit another company's load"; company: number; pick: number }
  | { kind: 'create a load elsewhere'; company: number }
  | { kind: "move another company's request"; company: number; pick: number }
  | { kind: 'rename another company'; company: number };

const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('hand over one of theirs' as const),
    pick: fc.nat(20),
    to: fc.nat(5),
  }),
  fc.record({ kind: fc.constant('internal note on one of theirs' as const), pick: fc.nat(20) }),
  fc.record({
    kind: fc.constant("edit another company's load" as const),
    company: fc.integer({ min: 2, max: 4 }),
    pick: fc.nat(10),
  }),
  fc.record({ kind: fc.constant('create a load elsewhere' as const), company: fc.integer({ min: 2, max: 4 }) }),
  fc.record({
    kind: fc.constant("move another company's request" as const),
    company: fc.integer({ min: 2, max: 4 }),
    pick: fc.nat(10),
  }),
  fc.record({ kind: fc.constant('rename another company' as const), company: fc.integer({ min: 2, max: 4 }) }),
);

let renames = 0;
async function perform(staff: Call, action: Write): Promise<void> {
  const pickOf = <T>(rows: T[], pick: number) => rows[pick % Math.max(rows.length, 1)];
  const open = (api.db.permitRequests.all() as Row[]).filter((row) =>
    ['submitted', 'in_review', 'waiting_on_member'].includes(row.status ?? ''),
  );
  switch (action.kind) {
    case 'hand over one of theirs': {
      const request = pickOf(
        open.filter((row) => row.company_id === 1),
        action.pick,
      );
      const staffIds = api.db.users
        .all()
        .filter((user) => user.role !== 'member' && user.active)
        .map((user) => user.id);
      const to = staffIds[action.to % staffIds.length];
      if (!request || to === undefined || request.agent_id === to) return;
      const reason = (request.agent_id ?? null) === null ? undefined : 'Shared out';
      expect((await staff('POST', `/permit-requests/${request.id}/assign`, { agent_id: to, reason })).status).toBe(200);
      return;
    }
    case 'internal note on one of theirs': {
      const request = pickOf(
        (api.db.permitRequests.all() as Row[]).filter((row) => row.company_id === 1),
        action.pick,
      );
      if (!request) return;
      const posted = await staff('POST', `/permit-requests/${request.id}/messages`, {
        body: 'For the office only: check the bridge on the second day',
        internal: true,
        ask: false,
      });
      expect(posted.status).toBe(201);
      return;
    }
    case "edit another company's load": {
      const load = pickOf(
        (api.db.loads.all() as Row[]).filter((row) => row.company_id === action.company),
        action.pick,
      );
      if (!load) return;
      const read = await staff('GET', `/loads/${load.id}`);
      const data = (read.body as { data: Record<string, unknown> }).data;
      expect((await staff('PUT', `/loads/${load.id}`, { ...data, description: `Edited ${++renames}` })).status).toBe(
        200,
      );
      return;
    }
    case 'create a load elsewhere':
      expect((await staff('POST', '/loads', { ...examples.LoadInput?.(), company_id: action.company })).status).toBe(
        201,
      );
      return;
    case "move another company's request": {
      const request = pickOf(
        open.filter((row) => row.company_id === action.company && row.status === 'submitted'),
        action.pick,
      );
      if (!request) return;
      expect((await staff('POST', `/permit-requests/${request.id}/transition`, { status: 'in_review' })).status).toBe(
        200,
      );
      return;
    }
    case 'rename another company': {
      const read = await staff('GET', `/companies/${action.company}`);
      const data = (read.body as { data: Record<string, unknown> }).data;
      const renamed = await staff('PUT', `/companies/${action.company}`, { ...data, name: `Renamed ${++renames} LLC` });
      expect(renamed.status).toBe(200);
      return;
    }
  }
}

describe("what is not a member's business", () => {
  it('changes no answer the member may ask for: lists, records, history, overview, statistics, search, trash', async () => {
    const staff = await as('admin');
    const member = await as('member');
    const paths = memberReads();
    expect(paths.length).toBeGreaterThan(200);
    // What the member saw last: each run's look after its writes is the next run's before.
    let before = await look(member, paths);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const action of writes) await perform(staff, action);
        const after = await look(member, paths);
        for (const path of paths) expect(after[path], `${path} after ${JSON.stringify(writes)}`).toEqual(before[path]);
        before = after;
      }),
      // Each look is a few hundred reads: a few runs of several writes each.
      { numRuns: 6, endOnFailure: true },
    );
  }, 180_000);
});
