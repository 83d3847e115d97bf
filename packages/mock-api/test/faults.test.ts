import { describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { createMockApi } from '../src/index.js';
import { BASE, as, signIn, useMockApi } from './support.js';

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

  it('sends the headers it is given (a Retry-After), drops the connection for status 0, and refuses headers that are no texts', async () => {
    const { access_token: token } = await signIn('admin');
    const read = () => fetch(`${BASE}/companies`, { headers: { Authorization: `Bearer ${token}` } });
    await control('POST', '/__faults', { path: '/companies', status: 429, headers: { 'Retry-After': '7' } });
    const limited = await read();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('7');
    expect((await read()).status).toBe(200);

    await control('POST', '/__faults', { path: '/companies', status: 0 });
    await expect(read()).rejects.toThrow();
    expect((await read()).status).toBe(200);

    for (const headers of [{ 'Retry-After': 7 }, ['Retry-After', '7'], { 'Bad Name': 'x' }]) {
      expect((await control('POST', '/__faults', { path: '/companies', status: 503, headers })).status).toBe(422);
    }
    expect((await read()).status).toBe(200);
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

  it("resets to a day of the caller's choosing: the clock runs on from it and the seed is laid out around it", async () => {
    expect((await control('POST', '/__reset', { at: '2026-10-14T15:30:00Z' })).status).toBe(204);
    // A sign-in is dated by the moved clock, a moment after the day asked for.
    await as('admin');
    const signedInAt = Date.parse(
      api.db.users.all().find((user) => user.email === 'admin@example.com')?.last_sign_in_at ?? '',
    );
    expect(signedInAt).toBeGreaterThanOrEqual(Date.parse('2026-10-14T15:30:00Z'));
    expect(signedInAt).toBeLessThan(Date.parse('2026-10-14T15:40:00Z'));
    // The seed's companies joined before that day.
    const joined = api.db.companies.all().map((company) => company.created_at);
    expect(joined.every((at) => at < '2026-10-14T15:30:00Z')).toBe(true);
    expect((await control('POST', '/__reset', { at: 'the day after tomorrow' })).status).toBe(422);
    // Without a day, the clock is the machine's again.
    expect((await control('POST', '/__reset')).status).toBe(204);
    await as('admin');
    const again = Date.parse(
      api.db.users.all().find((user) => user.email === 'admin@example.com')?.last_sign_in_at ?? '',
    );
    expect(Math.abs(again - Date.now())).toBeLessThan(60_000);
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

describe('a slow network and ended sessions, for the tests of many tabs', () => {
  it('holds every matching answer for the given time, until cleared', async () => {
    const { refresh_token } = await signIn('admin');
    expect((await control('POST', '/__latency', { method: 'POST', path: '/refresh', ms: 1_000 })).status).toBe(201);
    // The mock's clock, not the machine's: held is not answered a moment before the time, answered at it.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const answer = control('POST', '/refresh', { token: refresh_token }).finally(() => (answered = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await answer).status).toBe(200);
      expect((await control('DELETE', '/__latency')).status).toBe(204);
      const { refresh_token: next } = (await (await answer).json()) as { refresh_token: string };
      // Cleared: answered with no time passing at all.
      expect((await control('POST', '/refresh', { token: next })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a latency without a path or with a time out of bounds', async () => {
    expect((await control('POST', '/__latency', { ms: 10 })).status).toBe(422);
    expect((await control('POST', '/__latency', { path: '/x', ms: 120_000 })).status).toBe(422);
  });

  it('ends every session: no access token and no refresh token works any more', async () => {
    const { access_token, refresh_token } = await signIn('agent');
    expect((await control('POST', '/__revoke-sessions')).status).toBe(204);
    expect((await fetch(`${BASE}/me`, { headers: { Authorization: `Bearer ${access_token}` } })).status).toBe(401);
    expect((await control('POST', '/refresh', { token: refresh_token })).status).toBe(401);
  });
});
