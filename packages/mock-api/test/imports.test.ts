/**
 * `POST /imports` (issue 65): a dry run checks every row and writes nothing; a commit writes the
 * good rows through the section's own saves, and sent twice (the same key, or a new one) creates
 * nothing new; each row says what it is with its line, and a failing one its field and message.
 */
import { describe, expect, it } from 'vitest';
import { as, useMockApi } from './support.js';

const { api } = useMockApi({ now: () => new Date('2026-12-02T15:30:00Z') });

interface Report {
  dry_run: boolean;
  created: number;
  changed: number;
  unchanged: number;
  failed: number;
  rows: {
    line: number;
    outcome: string;
    id: number | null;
    changes: { field: string; from: unknown; to: unknown }[];
    errors: Record<string, string[]>;
  }[];
}

const CLOSURES = [
  { line: 2, values: { state: 'TX', date: '2027-03-02', name: 'Texas Independence Day' } },
  { line: 3, values: { state: 'OK', date: '2027-03-02', name: 'Bridge works' } },
  // No name: a closure needs one.
  { line: 4, values: { state: 'KS', date: '2027-03-03', name: '' } },
  { line: 5, values: { state: 'XX', date: '2027-03-03', name: 'Nowhere' } },
];

const importAs = async (who: 'admin' | 'member', body: unknown, key = crypto.randomUUID()) => {
  const call = await as(who);
  return call('POST', '/imports', body, { headers: { 'Idempotency-Key': key } });
};

const closuresOn = (date: string) => api.db.holidayClosures.all().filter((row) => row.date === date);

describe('POST /imports', () => {
  it('checks every row in a dry run and writes nothing, saying each failing row’s line and field', async () => {
    const before = api.db.holidayClosures.all().length;
    const reply = await importAs('admin', { collection: 'holiday-closures', dry_run: true, rows: CLOSURES });
    expect(reply.status).toBe(200);
    const report = (reply.body as { data: Report }).data;
    expect(report).toMatchObject({ dry_run: true, created: 2, changed: 0, unchanged: 0, failed: 2 });
    expect(
      report.rows.filter((row) => row.outcome === 'failed').map((row) => [row.line, Object.keys(row.errors)]),
    ).toEqual([
      [4, ['name']],
      [5, ['state']],
    ]);
    expect(report.rows.find((row) => row.line === 2)?.changes).toContainEqual({
      field: 'name',
      from: null,
      to: 'Texas Independence Day',
    });
    expect(api.db.holidayClosures.all().length).toBe(before);
  });

  it('commits the good rows once: sent again with its key, or with a new one, it creates nothing new', async () => {
    const good = CLOSURES.slice(0, 2).map((row) => ({ ...row, values: { ...row.values, date: '2027-04-06' } }));
    const key = crypto.randomUUID();
    const batch = { collection: 'holiday-closures', dry_run: false, rows: good };
    const first = await importAs('admin', batch, key);
    expect((first.body as { data: Report }).data).toMatchObject({ created: 2, failed: 0 });
    expect(closuresOn('2027-04-06')).toHaveLength(2);
    // The same intent again, as a retry sends it: answered as the first, nothing written twice.
    const retried = await importAs('admin', batch, key);
    expect(retried.body).toEqual(first.body);
    expect(closuresOn('2027-04-06')).toHaveLength(2);
    // The same file imported again: every row unchanged.
    const again = await importAs('admin', batch);
    expect((again.body as { data: Report }).data).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    expect(closuresOn('2027-04-06')).toHaveLength(2);
  });

  it('changes an existing record matched by its natural key, saying what changes, and keeps what the row leaves out', async () => {
    const texas = api.db.stateRegulations.all().find((row) => row.state === 'TX');
    if (!texas) throw new Error('The seed has no Texas rules');
    const rows = [{ line: 2, values: { state: 'TX', max_width_in: texas.max_width_in + 6 } }];
    const dry = await importAs('admin', { collection: 'state-regulations', dry_run: true, rows });
    expect((dry.body as { data: Report }).data.rows[0]).toMatchObject({
      outcome: 'changed',
      id: texas.id,
      changes: [{ field: 'max_width_in', from: texas.max_width_in, to: texas.max_width_in + 6 }],
    });
    expect(api.db.stateRegulations.get(texas.id)?.max_width_in).toBe(texas.max_width_in);
    try {
      const done = await importAs('admin', { collection: 'state-regulations', dry_run: false, rows });
      expect((done.body as { data: Report }).data).toMatchObject({ changed: 1 });
      const now = api.db.stateRegulations.get(texas.id);
      expect(now).toMatchObject({ max_width_in: texas.max_width_in + 6, travel_hours: texas.travel_hours });
    } finally {
      api.db.stateRegulations.update(texas.id, { max_width_in: texas.max_width_in });
    }
  });

  it('refuses a key twice in one file, a member, and a batch over 1,000 rows', async () => {
    const twice = [
      { line: 2, values: { state: 'TX', date: '2027-05-04', name: 'First' } },
      { line: 9, values: { state: 'TX', date: '2027-05-04', name: 'Second' } },
    ];
    const report = (
      (await importAs('admin', { collection: 'holiday-closures', dry_run: true, rows: twice })).body as {
        data: Report;
      }
    ).data;
    expect(report.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'created'],
      [9, 'failed'],
    ]);
    expect((await importAs('member', { collection: 'holiday-closures', dry_run: true, rows: twice })).status).toBe(403);
    const many = Array.from({ length: 1001 }, (_, index) => ({ line: index + 2, values: {} }));
    expect((await importAs('admin', { collection: 'holiday-closures', dry_run: true, rows: many })).status).toBe(422);
  });
});

describe("a member's import", () => {
  const axles = [
    { weight_lbs: 12_000, spacing_in: 204 },
    { weight_lbs: 17_000, spacing_in: 54 },
    { weight_lbs: 17_000, spacing_in: null },
  ];
  const vehicle = (name: string, company_id?: number) => ({
    ...(company_id ? { company_id } : {}),
    name,
    power_unit: 'Kenworth W900',
    length_in: 720,
    axles,
  });

  it('writes only into their own company, whatever the file names, and reaches no other section', async () => {
    const theirs = () => api.db.vehicles.all().filter((row) => row.company_id === 2).length;
    const before = theirs();
    const rows = [
      { line: 2, values: vehicle('Imported tractor A') },
      { line: 3, values: vehicle('Imported tractor B', 2) },
    ];
    const done = await importAs('member', { collection: 'vehicles', dry_run: false, rows });
    expect((done.body as { data: Report }).data).toMatchObject({ created: 2, failed: 0 });
    const mine = api.db.vehicles.all().filter((row) => row.name.startsWith('Imported tractor'));
    expect(mine.map((row) => row.company_id)).toEqual([1, 1]);
    expect(theirs()).toBe(before);
    // Imported again: their own records, unchanged.
    const again = await importAs('member', { collection: 'vehicles', dry_run: true, rows });
    expect((again.body as { data: Report }).data).toMatchObject({ unchanged: 2 });
    // Another company's vehicle of the same name is neither matched nor named.
    const admin = await as('admin');
    const made = await admin('POST', '/vehicles', vehicle('Their heavy tractor', 2));
    expect(made.status).toBe(201);
    const probe = await importAs('member', {
      collection: 'vehicles',
      dry_run: true,
      rows: [{ line: 2, values: vehicle('Their heavy tractor', 2) }],
    });
    expect((probe.body as { data: Report }).data.rows[0]).toMatchObject({ outcome: 'created', id: null });
    expect((await importAs('member', { collection: 'city-rates', dry_run: true, rows })).status).toBe(403);
  });
});

describe('an import as one step', () => {
  const undo = async (who: 'admin' | 'agent' | 'member', id: number, key = crypto.randomUUID()) =>
    (await as(who))('POST', `/imports/${id}/undo`, undefined, { headers: { 'Idempotency-Key': key } });

  it('spans its batches, and its undo trashes what it created and saves back what it changed, keeping a later change', async () => {
    const kansas = api.db.stateRegulations.all().find((row) => row.state === 'KS');
    const ohio = api.db.stateRegulations.all().find((row) => row.state === 'OH');
    if (!kansas || !ohio) throw new Error('The seed has no Kansas or Ohio rules');
    const first = await importAs('admin', {
      collection: 'holiday-closures',
      dry_run: false,
      rows: [
        { line: 2, values: { state: 'KS', date: '2027-06-01', name: 'Kansas works' } },
        { line: 3, values: { state: 'OH', date: '2027-06-01', name: 'Ohio works' } },
      ],
    });
    const report = (first.body as { data: Report & { import_id: number } }).data;
    expect(report.import_id).toBeGreaterThan(0);
    // The file's next batch continues the same import.
    const second = await importAs('admin', {
      collection: 'holiday-closures',
      dry_run: false,
      import_id: report.import_id,
      rows: [{ line: 1002, values: { state: 'TX', date: '2027-06-01', name: 'Texas works' } }],
    });
    expect((second.body as { data: { import_id: number } }).data.import_id).toBe(report.import_id);
    // A batch of the same import into another section, or by someone else, is refused.
    const stray = {
      collection: 'city-rates',
      dry_run: false,
      import_id: report.import_id,
      rows: [{ line: 2, values: {} }],
    };
    expect((await importAs('admin', stray)).status).toBe(409);
    const changed = await importAs('admin', {
      collection: 'state-regulations',
      dry_run: false,
      rows: [
        { line: 2, values: { state: 'KS', max_width_in: kansas.max_width_in + 12 } },
        { line: 3, values: { state: 'OH', max_width_in: ohio.max_width_in + 12 } },
      ],
    });
    const changeId = (changed.body as { data: { import_id: number } }).data.import_id;
    // A colleague saves Ohio after the import: the undo must not lose their change.
    const admin = await as('admin');
    const current = api.db.stateRegulations.get(ohio.id);
    const colleague = await admin(
      'PUT',
      `/state-regulations/${ohio.id}`,
      { ...current, travel_hours: 'Sunrise to sunset, colleague' },
      { headers: { 'If-Match': `"${current?.version}"` } },
    );
    expect(colleague.status).toBe(200);

    // Not a member's to undo (an admin's import): as unknown as an import that does not exist.
    expect((await undo('member', report.import_id)).status).toBe(404);
    const key = crypto.randomUUID();
    const undone = await undo('admin', report.import_id, key);
    expect(undone.body).toEqual({ data: { removed: 3, restored: 0, kept: [] } });
    expect(closuresOn('2027-06-01')).toEqual([]);
    const trash = await admin('GET', '/trash?collection=holiday-closures');
    expect((trash.body as { data: { label: string }[] }).data.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([expect.stringContaining('Texas works'), expect.stringContaining('Kansas works')]),
    );
    // The same undo again with its key is answered as the first; a new undo is refused.
    expect((await undo('admin', report.import_id, key)).body).toEqual(undone.body);
    expect((await undo('admin', report.import_id)).status).toBe(409);
    // Nor can an undone import be continued.
    expect(
      (
        await importAs('admin', {
          collection: 'holiday-closures',
          dry_run: false,
          import_id: report.import_id,
          rows: [{ line: 2, values: { state: 'TX', date: '2027-06-02', name: 'Late' } }],
        })
      ).status,
    ).toBe(409);

    const back = await undo('admin', changeId);
    expect(back.body).toEqual({
      data: {
        removed: 0,
        restored: 1,
        kept: [{ id: ohio.id, message: 'Changed since the import: kept as it is now.' }],
      },
    });
    expect(api.db.stateRegulations.get(kansas.id)?.max_width_in).toBe(kansas.max_width_in);
    expect(api.db.stateRegulations.get(ohio.id)).toMatchObject({
      max_width_in: ohio.max_width_in + 12,
      travel_hours: 'Sunrise to sunset, colleague',
    });
    // Kansas's history says which import changed it, and which undo put it back.
    const history = await admin('GET', `/revisions?collection=state-regulations&record_id=${kansas.id}`);
    expect((history.body as { data: { reason: string | null }[] }).data.slice(0, 2).map((row) => row.reason)).toEqual([
      `Import ${changeId} undone`,
      `Import ${changeId}`,
    ]);
    api.db.stateRegulations.update(ohio.id, { max_width_in: ohio.max_width_in, travel_hours: ohio.travel_hours });
  });

  it('undoes a record the import wrote in two of its batches as one: created then changed, or changed twice', async () => {
    const iowa = api.db.stateRegulations.all().find((row) => row.state === 'IA');
    if (!iowa) throw new Error('The seed has no Iowa rules');
    const batch = (rows: unknown[], import_id?: number) =>
      importAs('admin', { collection: 'state-regulations', dry_run: false, ...(import_id ? { import_id } : {}), rows });
    const closure = (name: string, import_id?: number) =>
      importAs('admin', {
        collection: 'holiday-closures',
        dry_run: false,
        ...(import_id ? { import_id } : {}),
        rows: [{ line: 2, values: { state: 'IA', date: '2027-07-05', name } }],
      });
    const first = (await batch([{ line: 2, values: { state: 'IA', max_width_in: iowa.max_width_in + 1 } }])).body as {
      data: { import_id: number };
    };
    await batch([{ line: 1002, values: { state: 'IA', max_width_in: iowa.max_width_in + 2 } }], first.data.import_id);
    expect(api.db.stateRegulations.get(iowa.id)?.max_width_in).toBe(iowa.max_width_in + 2);
    expect((await undo('admin', first.data.import_id)).body).toEqual({ data: { removed: 0, restored: 1, kept: [] } });
    expect(api.db.stateRegulations.get(iowa.id)?.max_width_in).toBe(iowa.max_width_in);

    const opened = (await closure('Iowa works')).body as { data: { import_id: number } };
    await closure('Iowa works, renamed', opened.data.import_id);
    expect((await undo('admin', opened.data.import_id)).body).toEqual({ data: { removed: 1, restored: 0, kept: [] } });
    expect(closuresOn('2027-07-05')).toEqual([]);
  });

  it('matches companies by their USDOT number and members by their e-mail', async () => {
    const company = api.db.companies.all()[0];
    const member = api.db.users.all().find((user) => user.role === 'member');
    if (!company || !member) throw new Error('The seed has no company or member');
    const companies = await importAs('admin', {
      collection: 'companies',
      dry_run: true,
      rows: [
        { line: 2, values: { usdot: company.usdot, name: `${company.name} Renamed` } },
        { line: 3, values: { usdot: '98765432', name: 'New Haulers LLC', email: 'office@newhaulers.test' } },
      ],
    });
    expect((companies.body as { data: Report }).data.rows.map((row) => [row.outcome, row.id])).toEqual([
      ['changed', company.id],
      ['created', null],
    ]);
    const members = await importAs('admin', {
      collection: 'members',
      dry_run: true,
      rows: [
        { line: 2, values: { email: member.email, name: 'Renamed Member' } },
        // A staff account's e-mail is no member's: a new member could not take it.
        { line: 3, values: { email: 'admin@example.com', name: 'Not A Member', company_id: 1, member_role: 'driver' } },
      ],
    });
    expect((members.body as { data: Report }).data.rows.map((row) => [row.outcome, row.errors])).toEqual([
      ['changed', {}],
      ['failed', { email: ['This email is already taken.'] }],
    ]);
  });
});
