/**
 * What is not a member's business changes nothing they can ask for (issue 62). Random sequences of
 * staff's writes that are another company's or the office's own (taking and handing over the
 * member's requests, internal notes on them, other companies' loads and requests), and after each
 * sequence every answer the member may ask for is the same as before it, to the byte and the ETag:
 * every list they reach with and without `q`, filters and sorts, each of their records, its
 * conversation and history, the overview, the statistics, the search, the trash.
 *
 * The clock stands still: what the API derives from the time (due times, flags) would otherwise
 * change between two looks for no one's doing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

/** Every GET the member may make, as paths: lists in their variants, and their own records. */
function memberReads(): string[] {
  const staffNames = api.db.users
    .all()
    .filter((user) => user.role !== 'member')
    .map((user) => user.name);
  const ours = <T extends Row>(rows: T[]) => rows.filter((row) => row.company_id === 1);
  const requests = ours(api.db.permitRequests.all() as Row[]).slice(0, 6);
  const loads = ours(api.db.loads.all() as Row[]).slice(0, 3);
  const listVariants = (path: string, sorts: string[]) => [
    path,
    ...sorts.flatMap((sort) => [`${path}?sort=${sort}&order=asc`, `${path}?sort=${sort}&order=desc`]),
    ...staffNames.slice(0, 4).map((name) => `${path}?q=${encodeURIComponent(name)}`),
  ];
  return [
    '/me',
    '/my-company',
    '/notifications',
    '/me/notification-settings',
    '/overview',
    '/statistics/company',
    ...staffNames.slice(0, 4).map((name) => `/search?q=${encodeURIComponent(name)}`),
    '/search?q=PR-',
    ...listVariants('/permit-requests?per_page=100', ['agent_name', 'updated_at', 'due_at', 'status']),
    '/permit-requests?per_page=100&assigned=true',
    '/permit-requests?per_page=100&assigned=false',
    '/permit-requests?per_page=100&mine=true',
    '/permit-requests?per_page=100&clock=at_risk',
    '/permit-requests?per_page=100&clock=on_time',
    '/permit-requests?per_page=100&open=true',
    '/permit-requests?per_page=100&due_today=true',
    ...listVariants('/loads?per_page=100', ['description', 'created_at']),
    ...listVariants('/invoices?per_page=100', ['number']),
    '/card-operations?per_page=100',
    '/annual-permits?per_page=100',
    '/trash',
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
    expect(paths.length).toBeGreaterThan(60);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 5 }), async (writes) => {
        const before = await look(member, paths);
        for (const action of writes) await perform(staff, action);
        const after = await look(member, paths);
        for (const path of paths) expect(after[path], `${path} after ${JSON.stringify(writes)}`).toEqual(before[path]);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
