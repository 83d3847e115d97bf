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
    // The pair handed out twice is one session, which goes on.
    const next = (await (await post('/refresh', { token: lost.refresh_token })).json()) as { access_token: string };
    expect((await me(next.access_token)).status).toBe(200);
  });

  it('ends the whole session when a rotated token comes back past the interval: one of its holders is a thief', async () => {
    const first = await signIn('agent');
    const other = await signIn('agent');
    const second = (await (await post('/refresh', { token: first.refresh_token })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    clock += 31_000;
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(401);
    // Every token rotated from the same sign-in is refused; the person's other session goes on.
    expect((await me(second.access_token)).status).toBe(401);
    expect((await post('/refresh', { token: second.refresh_token })).status).toBe(401);
    expect((await me(other.access_token)).status).toBe(200);
  });

  it('refuses a refresh sent again once the session was revoked', async () => {
    const first = await signIn('agent');
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(200);
    api.auth.revokeAll();
    expect((await post('/refresh', { token: first.refresh_token })).status).toBe(401);
  });

  it('end on the server when the person signs out: the session is over, their other sessions go on', async () => {
    const desk = await signIn('member');
    const phone = await signIn('member');
    const rotated = (await (await post('/refresh', { token: desk.refresh_token })).json()) as {
      access_token: string;
      refresh_token: string;
    };
    // Signing out with the newest refresh token ends every token of that sign-in.
    const out = await post('/logout', { token: rotated.refresh_token });
    expect(out.status).toBe(204);
    expect(await conformanceProblems('/logout', 'post', out)).toEqual([]);
    expect((await me(rotated.access_token)).status).toBe(401);
    expect((await post('/refresh', { token: rotated.refresh_token })).status).toBe(401);
    expect((await me(phone.access_token)).status).toBe(200);
    // A token that is unknown, or already over, is answered alike: nothing is told.
    expect((await post('/logout', { token: 'rt_made-up' })).status).toBe(204);
    expect((await post('/logout', { token: rotated.refresh_token })).status).toBe(204);
    expect((await post('/logout', {})).status).toBe(422);
  });

  it('end everywhere but where the person changed their password', async () => {
    const here = await signIn('member');
    const elsewhere = await signIn('member');
    const agent = await signIn('agent');
    const changed = await fetch(`${BASE}/me/password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${here.access_token}` },
      body: JSON.stringify({
        current_password: 'password',
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      }),
    });
    expect(changed.status).toBe(204);
    expect((await me(here.access_token)).status).toBe(200);
    expect((await post('/refresh', { token: here.refresh_token })).status).toBe(200);
    expect((await me(elsewhere.access_token)).status).toBe(401);
    expect((await post('/refresh', { token: elsewhere.refresh_token })).status).toBe(401);
    expect((await me(agent.access_token)).status).toBe(200);
    const member = api.db.users.all().find((user) => user.email === 'member@example.com');
    api.db.users.update(member?.id ?? 0, { password: 'password' });
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
