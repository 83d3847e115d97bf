/**
 * A record's history through the dataProvider against the mock API: its revisions a page at a time,
 * newest first; a put-back of one field as a new save from the record's version; and a put-back over
 * a change saved since refused (412) with the record as it is now, nothing overwritten.
 */
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { providerFor, useMockApi } from './mock-api-for-tests.js';

useMockApi();

type Company = { id: number; name: string; phone: string | null; version: number };

describe("a record's history", () => {
  it('reads the revisions a page at a time, newest first, with who made them', async () => {
    const staff = await providerFor('agent@example.com');
    const first = await staff.getRevisions('companies', 1, 1, 2);
    expect(first.total).toBeGreaterThan(2);
    expect(first.data).toHaveLength(2);
    const [newest, next] = first.data;
    expect(newest?.id).toBeGreaterThan(next?.id ?? Infinity);
    const rest = await staff.getRevisions('companies', 1, 2, 2);
    expect(rest.data[0]?.id).toBeLessThan(next?.id ?? 0);
    const all = await staff.getRevisions('companies', 1, 1, 100);
    expect(all.data.at(-1)).toMatchObject({ action: 'created', actor: null });
    expect(all.data.some((revision) => revision.actor?.role === 'member')).toBe(true);
  });

  it('puts one field back as a new save, from the version it was shown at', async () => {
    const staff = await providerFor('admin@example.com');
    const { data: before } = await staff.getOne<Company>('companies', { id: 9 });
    const { data: renamed } = await staff.update<Company>('companies', {
      id: 9,
      data: { ...before, name: 'Renamed Haulage LLC', phone: '(512) 555-0101' },
      previousData: before,
    });
    const { data: revisions } = await staff.getRevisions('companies', 9, 1, 10);
    const created = revisions.find((revision) => revision.action === 'created');
    if (!created) throw new Error('a record has its creation in its history');

    const saved = (await staff.putBackRevision(created, renamed, ['name'])) as Company;
    expect(saved).toMatchObject({ name: before.name, phone: '(512) 555-0101', version: renamed.version + 1 });
    const { data: latest } = await staff.getRevisions('companies', 9, 1, 1);
    expect(latest[0]).toMatchObject({
      action: 'reverted',
      reverted_from: created.id,
      changes: [{ field: 'name', from: 'Renamed Haulage LLC', to: before.name }],
    });
  });

  it('refuses a put-back over a change saved since, with the record as it is now', async () => {
    const me = await providerFor('agent@example.com');
    const colleague = await providerFor('admin@example.com');
    const { data: shown } = await me.getOne<Company>('companies', { id: 11 });
    const { data: revisions } = await me.getRevisions('companies', 11, 1, 10);
    const { data: theirs } = await colleague.getOne<Company>('companies', { id: 11 });
    await colleague.update('companies', { id: 11, data: { ...theirs, name: 'Theirs LLC' }, previousData: theirs });

    const refused = await me.putBackRevision(revisions.at(-1) ?? { id: 0 }, shown).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(412);
    expect((refused as HttpError).body).toMatchObject({ current: { name: 'Theirs LLC' } });
    const { data: now } = await me.getOne<Company>('companies', { id: 11 });
    expect(now.name).toBe('Theirs LLC');
  });
});
