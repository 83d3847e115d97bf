/** Test support: a mock API on MSW's Node interceptor, and signing in as the demo users. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, type MockApiOptions } from '../src/index.js';
import { setupMockServer } from '../src/node.js';

export const BASE = 'http://mock.test/api';

export function useMockApi(options: Partial<MockApiOptions> = {}) {
  const { api, server } = setupMockServer({ baseUrl: BASE, control: true, ...options });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { api, server };
}

export type Role = keyof typeof DEMO_USERS;

export async function signIn(
  role: Role,
): Promise<{ access_token: string; refresh_token: string; show_popup: boolean }> {
  const response = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS[role], password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${role} answered ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string; show_popup: boolean };
}

/** A fetch for one signed-in user: JSON in, status and parsed JSON out. */
export async function as(role: Role) {
  const { access_token: token } = await signIn(role);
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      // An unread copy, for checks that read the body again (conformance).
      response: new Response(response.status === 204 ? null : text, {
        status: response.status,
        headers: response.headers,
      }),
    };
  };
}
