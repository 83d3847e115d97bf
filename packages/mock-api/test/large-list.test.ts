/**
 * `seedSizes`: a collection of 10,000 rows for the bench's large list, paged and sorted by the
 * server; the default seed is left as it was.
 */
import { describe, expect, it } from 'vitest';
import { createMockApi } from '../src/index.js';
import { as, useMockApi } from './support.js';

const ROWS = 10_000;
const { api } = useMockApi({ seedSizes: { logs: ROWS } });

type Entry = { id: number; actor_name: string; action: string; created_at: string };
type List = { data: Entry[]; total: number };

describe('a large seeded collection', () => {
  it('holds the rows asked for, and none when not asked', () => {
    expect(api.db.logs.size).toBe(ROWS);
    expect(createMockApi({ baseUrl: 'http://other.test/api' }).db.logs.size).toBe(0);
  });

  it('leaves every other record of the default seed unchanged, and is the same on every start', () => {
    const now = () => new Date('2026-03-01T12:00:00Z');
    const plain = createMockApi({ baseUrl: 'http://a.test/api', now });
    const large = createMockApi({ baseUrl: 'http://b.test/api', now, seedSizes: { logs: 50 } });
    const again = createMockApi({ baseUrl: 'http://c.test/api', now, seedSizes: { logs: 50 } });
    expect(large.db.companies.all()).toEqual(plain.db.companies.all());
    expect(large.db.users.all()).toEqual(plain.db.users.all());
    expect(large.db.permitRequests.all()).toEqual(plain.db.permitRequests.all());
    expect(again.db.logs.all()).toEqual(large.db.logs.all());
  });

  it('is paged by the server: 25 rows a page, every row on exactly one page', async () => {
    const admin = await as('admin');
    const first = (await admin('GET', '/logs?page=1&per_page=25&sort=id&order=asc')).body as List;
    // Signing in logs one more entry; the seeded rows are the first ROWS ids.
    expect(first.total).toBeGreaterThanOrEqual(ROWS);
    expect(first.data.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const second = (await admin('GET', '/logs?page=2&per_page=25&sort=id&order=asc')).body as List;
    expect(second.data.map((row) => row.id)).toEqual(Array.from({ length: 25 }, (_, i) => i + 26));
    const last = (await admin('GET', `/logs?page=${ROWS / 500}&per_page=500&sort=id&order=asc`)).body as List;
    expect(last.data.at(-1)?.id).toBe(ROWS);
  });

  it('is sorted by the server across all pages, both ways', async () => {
    const admin = await as('admin');
    const pages = async (order: 'asc' | 'desc', count: number) => {
      const rows: Entry[] = [];
      for (let page = 1; page <= count; page++) {
        const body = (await admin('GET', `/logs?page=${page}&per_page=500&sort=created_at&order=${order}`))
          .body as List;
        rows.push(...body.data);
      }
      return rows;
    };
    const ascending = await pages('asc', Math.ceil(ROWS / 500) + 1);
    expect(ascending.length).toBeGreaterThanOrEqual(ROWS);
    expect(new Set(ascending.map((row) => row.id)).size).toBe(ascending.length);
    const dates = ascending.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort());
    // Descending, the first two pages are the last thousand dates, reversed.
    const descending = await pages('desc', 2);
    expect(descending.map((row) => row.created_at)).toEqual([...dates].reverse().slice(0, 1000));

    const byName = (await admin('GET', '/logs?page=3&per_page=25&sort=actor_name&order=desc')).body as List;
    const names = byName.data.map((row) => row.actor_name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    // Some 25 server sorts of 10,000 rows: well within a second on a laptop, slower on CI.
  }, 30_000);
});
