/** Test support: a mock API on MSW's Node interceptor, and signing in as the demo users. */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS, type MockApiOptions } from '../src/index.js';
import { setupMockServer } from '../src/node.js';
import { answerProblem } from '../src/media-types.js';

export const BASE = 'http://mock.test/api';

/**
 * The mock API for a test file. Every answer it gives, whatever the test asked, is checked against
 * the media types the contract declares for its operation and status (media-types.ts), and its JSON
 * body against the contract's schema (`checkAnswers`: a mismatch answers 500 and is kept in
 * `api.mismatches`): a test that passes with an answer the contract does not describe fails.
 */
export function useMockApi(options: Partial<MockApiOptions> = {}) {
  const { api, server } = setupMockServer({ baseUrl: BASE, control: true, checkAnswers: true, ...options });
  const problems: string[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    const problem = answerProblem(request, response, options.baseUrl ?? BASE);
    if (problem) problems.push(problem);
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  const noProblems = () => {
    expect(problems.splice(0), 'answers of a media type the contract does not declare').toEqual([]);
    expect(api.mismatches.splice(0), 'answers whose body the contract does not describe').toEqual([]);
  };
  afterEach(() => {
    server.resetHandlers();
    noProblems();
  });
  // An answer reported after the file's last test is still checked.
  afterAll(() => {
    server.close();
    noProblems();
  });
  return { api, server };
}

export type Role = keyof typeof DEMO_USERS;

/** A demo user by role, or any seeded person by e-mail (the seed's password is the same). */
export type Who = Role | { email: string };

export async function signIn(who: Who): Promise<{ access_token: string; refresh_token: string; show_popup: boolean }> {
  const email = typeof who === 'string' ? DEMO_USERS[who] : who.email;
  const response = await fetch(`${BASE}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string; show_popup: boolean };
}

/** The path of the record a write applies to (a transition's record is its parent path). */
const recordPathOf = (method: string, path: string) =>
  method === 'POST' ? path.replace(/\/[a-z-]+$/, '') : path.replace(/\?.*$/, '');
const WRITES_WITH_VERSION = /^(PUT|DELETE) |^POST \/[a-z-]+\/\d+\/(approve|reject|reply|pay|transition|assign|extend)$/;

export interface CallOptions {
  /**
   * `If-Match` of a write: by default the ETag that a read of the record just before answers, as a
   * well-behaved client that read the record first sends; a string to send that; null for none.
   */
  ifMatch?: string | null;
  headers?: Record<string, string>;
}

/** A fetch for one signed-in user: JSON in, status and parsed JSON out. */
export async function as(who: Who) {
  const { access_token: token } = await signIn(who);
  const call = async (method: string, path: string, body?: unknown, options: CallOptions = {}) => {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...options.headers,
    };
    let ifMatch = options.ifMatch;
    if (ifMatch === undefined && WRITES_WITH_VERSION.test(`${method} ${path}`)) {
      const read = await fetch(`${BASE}${recordPathOf(method, path)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      ifMatch = read.headers.get('ETag') ?? '*';
    }
    if (ifMatch !== undefined && ifMatch !== null) headers['If-Match'] = ifMatch;
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
      headers: response.headers,
      // An unread copy, for checks that read the body again (conformance).
      response: new Response(response.status === 204 ? null : text, {
        status: response.status,
        headers: response.headers,
      }),
    };
  };
  return call;
}
