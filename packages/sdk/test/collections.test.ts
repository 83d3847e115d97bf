/**
 * A collection's calls by its name (`collectionCalls`), against the mock API over HTTP: each typed
 * by the contract for the collection named, a write from the version it started from, a failure
 * the SDK's SdkError; and, at compile time, that a collection the contract lacks or a body of
 * another collection does not type-check.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { startMockOnFreePort, type RunningMock } from './mock.js';
import { SdkError, collectionCalls, createSdk, type CollectionCalls, type components } from '../src/index.js';

type Schemas = components['schemas'];

let mock: RunningMock;
let records: CollectionCalls;

beforeAll(async () => {
  mock = await startMockOnFreePort({ log: () => undefined });
  const sdk = createSdk({ config: { API_URL: mock.url } });
  expect((await sdk.session.login({ email: 'admin@example.com', password: 'password' })).signedIn).toBe(true);
  records = collectionCalls(sdk);
});
afterAll(async () => {
  mock.api.live.dispose();
  mock.server.closeAllConnections();
  await new Promise<void>((resolve) => mock.server.close(() => resolve()));
});

describe('collectionCalls', () => {
  it("lists a page with the collection's own filters, typed as its records", async () => {
    const page = await records.list('companies', { status: 'active', page: 1, per_page: 2, sort: 'id', order: 'asc' });
    expectTypeOf(page.data).toEqualTypeOf<Schemas['Company'][]>();
    expectTypeOf(page.total).toEqualTypeOf<number>();
    expect(page.data).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.data.every((company) => company.status === 'active')).toBe(true);
    expect(page.data[0]!.id).toBeLessThan(page.data[1]!.id);
  });

  it('reads, creates, replaces from the version read and deletes one record', async () => {
    const created = await records.create('holiday-closures', { date: '2031-07-04', name: 'Probe day', state: 'TX' });
    expectTypeOf(created).toExtend<Schemas['HolidayClosure']>();
    expect(created).toMatchObject({ id: expect.any(Number) as number, name: 'Probe day' });

    const read = await records.read('holiday-closures', created.id);
    expect(read).toEqual(created);
    const saved = await records.update('holiday-closures', read.id, { ...read, name: 'Probe day, renamed' }, read);
    expect(saved).toMatchObject({ name: 'Probe day, renamed', version: (read.version ?? 0) + 1 });

    // From the version first read, now stale: refused with the record as it is, not written over.
    const stale = records.update('holiday-closures', read.id, { ...read, name: 'Written over' }, read);
    await expect(stale).rejects.toMatchObject({
      kind: 'conflict',
      status: 412,
      current: { name: 'Probe day, renamed' },
    });

    await records.remove('holiday-closures', saved.id, saved);
    await expect(records.read('holiday-closures', saved.id)).rejects.toBeInstanceOf(SdkError);
    await expect(records.read('holiday-closures', saved.id)).rejects.toMatchObject({ status: 404 });
  });

  it('fails as the SDK fails, with the field the server refused', async () => {
    const refused = records.create('holiday-closures', { date: 'not a date', name: 'x', state: 'TX' });
    await expect(refused).rejects.toBeInstanceOf(SdkError);
    await expect(refused).rejects.toMatchObject({ status: 422, fieldErrors: { date: [expect.any(String)] } });
  });

  it('does not compile a collection the contract lacks, nor a body of another collection', () => {
    // Never called: what matters is what the compiler says of each line.
    const probes = () => {
      // @ts-expect-error: not a collection of the contract
      void records.list('no-such-things');
      // @ts-expect-error: a company's fields are not a holiday closure's
      void records.create('holiday-closures', { name: 'x', usdot: '1' });
      // @ts-expect-error: a company's status is a word, not a number
      void records.list('companies', { status: 42 });
    };
    expectTypeOf(probes).toBeFunction();
    expectTypeOf<Parameters<typeof records.read<'companies'>>[1]>().toEqualTypeOf<number>();
    expectTypeOf<Awaited<ReturnType<typeof records.read<'companies'>>>>().toEqualTypeOf<Schemas['Company']>();
  });
});
