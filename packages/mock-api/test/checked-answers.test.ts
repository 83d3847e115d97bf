/**
 * MockApiOptions.checkAnswers (issue 40), on in every test of this package (support.ts): an answer
 * that departs from the contract is not sent as it is but as a 500 that names the field, and kept
 * for the test to fail on; what the contract gives no JSON body is not read.
 */
import { describe, expect, it } from 'vitest';
import { BASE, as, signIn, useMockApi } from './support.js';

const { api } = useMockApi();

describe('answers checked against the contract', () => {
  it('answers 500 naming the field when a record breaks the contract, and keeps the mismatch', async () => {
    const admin = await as('admin');
    const company = api.db.companies.get(2);
    if (!company) throw new Error('the seed has company 2');
    // A record the mock's own code could never make: a number where the contract has a name.
    (company as unknown as Record<string, unknown>).name = 42;
    const answer = await admin('GET', '/companies/2');
    expect(answer.status).toBe(500);
    expect(answer.body?.message).toMatch(/GET \/companies\/\{id\} answered 200, expected data\.name to be string/);
    // The list shows the same row at its index.
    expect((await admin('GET', '/companies?per_page=100')).body?.message).toMatch(/data\[\d+\]\.name/);
    // Taken here, so that support.ts's check after each test does not fail this one.
    expect(api.mismatches.splice(0)).toHaveLength(2);
  });

  it('lets conforming answers, failures included, and a file’s bytes through unread', async () => {
    const admin = await as('admin');
    expect((await admin('GET', '/companies/3')).status).toBe(200);
    expect((await admin('GET', '/companies/999999')).status).toBe(404);
    const invoice = (await admin('GET', '/invoices?per_page=1')).body as { data: { id: number }[] };
    const { access_token: token } = await signIn('admin');
    const pdf = await fetch(`${BASE}/invoices/${invoice.data[0]?.id ?? 1}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toMatch(/^application\/pdf/);
    expect(api.mismatches).toEqual([]);
  });
});
