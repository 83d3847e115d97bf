import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createMockApi } from '../src/index.js';
import { BASE, as, useMockApi } from './support.js';

const { api } = useMockApi();

const control = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('fault injection', () => {
  it('makes the next N matching calls answer the given status, then lets calls through', async () => {
    const admin = await as('admin');
    expect(
      (await control('POST', '/__faults', { method: 'GET', path: '/companies', status: 503, count: 2 })).status,
    ).toBe(201);
    expect((await admin('GET', '/companies')).status).toBe(503);
    expect((await admin('POST', '/companies', {})).status).toBe(422);
    expect((await admin('GET', '/companies')).status).toBe(503);
    expect((await admin('GET', '/companies')).status).toBe(200);
  });

  it('matches a path prefix with *, any method by default, and a given body', async () => {
    const admin = await as('admin');
    await control('POST', '/__faults', { path: '/invoices*', status: 500, body: { message: 'boom' } });
    const faulted = await admin('GET', '/invoices/3');
    expect(faulted).toMatchObject({ status: 500, body: { message: 'boom' } });
    expect((await admin('GET', '/invoices/3')).status).toBe(200);
  });

  it('is cleared by DELETE /__faults, and reset restores the seed', async () => {
    const admin = await as('admin');
    await control('POST', '/__faults', { path: '/me', status: 401, count: 5 });
    expect((await control('DELETE', '/__faults')).status).toBe(204);
    expect((await admin('GET', '/me')).status).toBe(200);
    api.db.companies.delete(1);
    expect((await control('POST', '/__reset')).status).toBe(204);
    expect(api.db.companies.get(1)).toBeDefined();
  });

  it('expires every access token on request, leaving refresh tokens usable', async () => {
    const admin = await as('admin');
    expect((await control('POST', '/__expire-access-tokens')).status).toBe(204);
    expect((await admin('GET', '/me')).status).toBe(401);
  });

  it('keeps the e-mails it would have sent in an outbox', async () => {
    await fetch(`${BASE}/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com' }),
    });
    const { data } = (await (await control('GET', '/__outbox')).json()) as { data: { to: string; link: string }[] };
    expect(data.at(-1)).toMatchObject({
      to: 'member@example.com',
      link: expect.stringMatching(/^\/restore-password\?token=\w+$/) as unknown,
    });
  });

  it('is off unless enabled', async () => {
    const plain = createMockApi({ baseUrl: 'http://plain.test/api' });
    const request = new Request('http://plain.test/api/__faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/me', status: 500 }),
    });
    expect((await getResponse(plain.handlers, request))?.status).toBe(404);
  });
});
