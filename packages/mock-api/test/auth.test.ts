import { describe, expect, it } from 'vitest';
import { conformanceProblems } from './conformance.js';
import { BASE, as, signIn, useMockApi } from './support.js';

let clock = Date.parse('2026-11-20T12:00:00Z');
const { api } = useMockApi({ now: () => new Date(clock), accessTokenTtlSeconds: 60 });

const post = (path: string, body: unknown, token?: string) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const me = (token: string) => fetch(`${BASE}/me`, { headers: { Authorization: `Bearer ${token}` } });

describe('signing in', () => {
  it('refuses wrong credentials with 401 and a message', async () => {
    const response = await post('/login', { email: 'admin@example.com', password: 'wrong' });
    expect(response.status).toBe(401);
    expect(await conformanceProblems('/login', 'post', response)).toEqual([]);
    expect(await response.json()).toEqual({ message: 'These credentials do not match our records.' });
  });

  it('answers a malformed body with 422 and field errors', async () => {
    const missing = await post('/login', { email: 'not-an-email' });
    expect(missing.status).toBe(422);
    expect(await conformanceProblems('/login', 'post', missing)).toEqual([]);
    expect(((await missing.json()) as { errors: unknown }).errors).toEqual({
      email: ['Please enter a valid email'],
      password: ['This field is required'],
    });
    const notJson = await post('/login', '{"email":');
    expect(notJson.status).toBe(422);
  });

  it('signs the demo users in, each with their role', async () => {
    for (const [role, expected] of [
      ['admin', 'admin'],
      ['agent', 'agent'],
      ['member', 'member'],
    ] as const) {
      const { access_token } = await signIn(role);
      const { data } = (await (await me(access_token)).json()) as { data: { role: string; company_id: number | null } };
      expect(data.role).toBe(expected);
      if (role === 'member') expect(data.company_id).toBe(1);
    }
  });
});

describe('tokens', () => {
  it('expire after ACCESS_TOKEN_TTL and then answer 401', async () => {
    const { access_token } = await signIn('admin');
    expect((await me(access_token)).status).toBe(200);
    clock += 59_000;
    expect((await me(access_token)).status).toBe(200);
    clock += 2_000;
    const expired = await me(access_token);
    expect(expired.status).toBe(401);
    expect(await conformanceProblems('/me', 'get', expired)).toEqual([]);
  });

  it('rotate on refresh; a refresh token works once', async () => {
    const first = await signIn('agent');
    const refreshed = await post('/refresh', { token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await me(second.access_token)).status).toBe(200);

    expect((await post('/refresh', { token: second.refresh_token })).status).toBe(200);
    // Its successor used, the first token is refused, however soon it comes back.
    const reused = await post('/refresh', { token: first.refresh_token });
    expect(reused.status).toBe(401);
    expect(await conformanceProblems('/refresh', 'post', reused)).toEqual([]);
    expect((await post('/refresh', { token: 'made-up' })).status).toBe(401);
  });

  it('answers a refresh sent again within 30 s with the same pair, as when its answer was lost', async () => {
    const first = await signIn('agent');
    const lost = (await (await post('/refresh', { token: first.refresh_token })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    // The tab that asked reloaded before the answer came: it asks again with the token it holds.
    clock += 29_000;
    const again = await post('/refresh', { token: first.refresh_token });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(lost);
    // Past the interval, a used token is refused.
    clock += 2_000;
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(401);
    // The pair handed out twice is one session, which goes on.
    expect((await post('/refresh', { token: lost.refresh_token })).status).toBe(200);
  });

  it('refuses a refresh sent again once the session was revoked', async () => {
    const first = await signIn('agent');
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(200);
    api.auth.revokeAll();
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(401);
  });

  it('are JWT-shaped, with the expiry in the payload', async () => {
    const { access_token } = await signIn('admin');
    const payload = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
      sub: string;
    };
    expect(payload.exp * 1000).toBe(clock + 60_000);
    expect(payload.sub).toBe('1');
  });
});

describe('roles', () => {
  it('answers 403 to a member calling a staff-only operation', async () => {
    const member = await as('member');
    for (const path of ['/accounts', '/companies', '/logs', '/statistics', '/applications']) {
      const { status, response } = await member('GET', path);
      expect(status, path).toBe(403);
      expect(await conformanceProblems(path, 'get', response)).toEqual([]);
    }
  });

  it('keeps staff accounts to admins', async () => {
    expect((await (await as('agent'))('GET', '/accounts')).status).toBe(403);
    expect((await (await as('admin'))('GET', '/accounts')).status).toBe(200);
  });

  it("limits a member to their own company's records; another's is a 404", async () => {
    const member = await as('member');
    const { body } = await member('GET', '/loads?per_page=100');
    const loads = (body as { data: { company_id: number }[]; total: number }).data;
    expect(loads.length).toBeGreaterThan(0);
    expect(loads.every((load) => load.company_id === 1)).toBe(true);
    const foreign = api.db.loads.all().find((load) => load.company_id !== 1);
    expect((await member('GET', `/loads/${foreign?.id}`)).status).toBe(404);
    expect((await member('GET', '/my-company')).body).toMatchObject({ data: { id: 1 } });
  });

  it('answers 401 without a bearer token', async () => {
    expect((await fetch(`${BASE}/companies`)).status).toBe(401);
  });
});

describe('the feedback popup', () => {
  it('is asked for at every sign-in until GET /popup/{id} records it', async () => {
    expect((await signIn('member')).show_popup).toBe(true);
    const { access_token, show_popup } = await signIn('member');
    expect(show_popup).toBe(true);
    const memberId = api.db.users.all().find((user) => user.email === 'member@example.com')?.id;
    const other = await fetch(`${BASE}/popup/1`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(other.status).toBe(404);
    const shown = await fetch(`${BASE}/popup/${memberId}`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(shown.status).toBe(204);
    expect((await signIn('member')).show_popup).toBe(false);
  });
});
