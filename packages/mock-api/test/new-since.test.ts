/**
 * `created_after` on the lists the menu counts (applications, contact messages, permit requests):
 * what is new since a person last looked, by the records' `created_at`, within what they may read.
 */
import { describe, expect, it } from 'vitest';
import { examples } from './examples.js';
import { as, useMockApi } from './support.js';

const { api } = useMockApi();

type Page = { data: { id: number; created_at: string; company_id?: number }[]; total: number };

const LISTS = [
  { path: '/applications', rows: () => api.db.applications.all(), input: () => examples.ApplicationInput?.() },
  { path: '/contacts', rows: () => api.db.contacts.all(), input: () => examples.ContactMessageInput?.() },
  { path: '/permit-requests', rows: () => api.db.permitRequests.all(), input: () => examples.PermitRequestInput?.() },
] as const;

describe('created_after', () => {
  for (const list of LISTS) {
    it(`${list.path}: counts the records created after a moment, and one more once one is created`, async () => {
      const admin = await as('admin');
      const times = list.rows().map((row) => Date.parse(row.created_at));
      expect(times.length).toBeGreaterThan(2);
      // A moment among the seed's: some records before it, some after.
      const moment = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
      const since = new Date(moment).toISOString();
      const expected = times.filter((time) => time > moment).length;
      const count = async () =>
        ((await admin('GET', `${list.path}?created_after=${encodeURIComponent(since)}&per_page=1`)).body as Page).total;
      expect(await count()).toBe(expected);
      expect(expected).toBeLessThan(times.length);

      const made = await admin('POST', list.path, list.input());
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(await count()).toBe(expected + 1);
    });
  }

  it('the same moment written in another zone is the same moment', async () => {
    const admin = await as('admin');
    const moment = Date.parse(api.db.contacts.all()[0]?.created_at ?? '') - 1;
    const utc = new Date(moment).toISOString();
    // The same instant, five hours behind (as Chicago in winter writes it).
    const local = new Date(moment - 5 * 3600_000).toISOString().replace('Z', '-05:00');
    const total = async (since: string) =>
      ((await admin('GET', `/contacts?created_after=${encodeURIComponent(since)}&per_page=1`)).body as Page).total;
    expect(await total(local)).toBe(await total(utc));
  });

  it('counts for a member only what they may read: their company’s requests', async () => {
    const member = await as('member');
    const since = new Date(0).toISOString();
    const page = (await member('GET', `/permit-requests?created_after=${encodeURIComponent(since)}&per_page=100`))
      .body as Page;
    const theirs = api.db.permitRequests.all().filter((row) => row.company_id === 1);
    expect(page.total).toBe(theirs.length);
    expect(page.data.every((row) => row.company_id === 1)).toBe(true);
  });

  it('refuses what is not a moment', async () => {
    const admin = await as('admin');
    const answer = await admin('GET', '/applications?created_after=yesterday');
    expect(answer.status).toBe(422);
  });
});
