/**
 * The mock's test controls (`MOCK_CONTROL=1`, or `control: true`): faults and latencies injected
 * into the calls that match them, sessions revoked or expired, the e-mails that would have gone, and
 * a reset to the seed, on a day of the test's choosing. Off unless asked for: nothing here is part of
 * the contract.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Auth } from './auth.js';

/** Whether a control rule (a fault, a latency) applies to a call: `*` for any method, a trailing `*` for a prefix. */
export function matches(rule: { method: string; path: string }, method: string, path: string): boolean {
  return (
    (rule.method === '*' || rule.method.toUpperCase() === method) &&
    (rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path)
  );
}

/** Every call matching `method` and `path` is answered `ms` later (a slow network), until cleared. */
export interface Latency {
  method: string;
  path: string;
  ms: number;
}

/**
 * The next `remaining` calls matching `method` and `path` answer `status` (and `body`); status 0 is
 * no answer at all (a network error). With `after`, the call is carried out first and only its
 * answer is lost on the way back, as when a proxy or the network drops it.
 */
export interface Fault {
  method: string;
  path: string;
  status: number;
  remaining: number;
  body?: unknown;
  /** The answer's headers (`Retry-After`, a `Content-Type` of a proxy's page). */
  headers?: Record<string, string>;
  after?: boolean;
}

/** Headers as a fault may give them: names and values of text; anything else is refused. */
const faultHeadersOf = (value: unknown): Record<string, string> | undefined | 'refused' => {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'refused';
  const entries = Object.entries(value as Record<string, unknown>);
  if (!entries.every(([, text]) => typeof text === 'string')) return 'refused';
  try {
    new Headers(entries as [string, string][]);
  } catch {
    return 'refused';
  }
  return Object.fromEntries(entries) as Record<string, string>;
};

export const faultResponse = (fault: Fault): Response =>
  fault.status === 0
    ? HttpResponse.error()
    : fault.status === 204
      ? new HttpResponse(null, { status: 204, headers: fault.headers })
      : HttpResponse.json(fault.body ?? { message: 'Injected fault' }, {
          status: fault.status,
          headers: fault.headers,
        });

export interface ControlDeps {
  baseUrl: string;
  faults: Fault[];
  latencies: Latency[];
  auth: () => Auth;
  /** Back to the seed, laid out around `at` (ms since the epoch) when given. */
  reset: (at: number | undefined) => void;
}

export function controlHandlers({ baseUrl, faults, latencies, auth, reset }: ControlDeps): HttpHandler[] {
  return [
    http.post(`${baseUrl}/__faults`, async ({ request }) => {
      const input = (await request.json().catch(() => ({}))) as Partial<Fault> & { count?: number };
      const headers = faultHeadersOf(input.headers);
      if (typeof input.path !== 'string' || typeof input.status !== 'number' || headers === 'refused') {
        return HttpResponse.json(
          { message: 'A fault needs a path and a status; its headers, if any, are names and texts.' },
          { status: 422 },
        );
      }
      const fault: Fault = {
        method: typeof input.method === 'string' ? input.method : '*',
        path: input.path,
        status: input.status,
        remaining: typeof input.count === 'number' ? input.count : 1,
        body: input.body,
        ...(headers ? { headers } : {}),
        after: input.after === true,
      };
      faults.push(fault);
      return HttpResponse.json({ data: fault }, { status: 201 });
    }),
    http.get(`${baseUrl}/__faults`, () => HttpResponse.json({ data: faults.filter((fault) => fault.remaining > 0) })),
    http.delete(`${baseUrl}/__faults`, () => {
      faults.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${baseUrl}/__latency`, async ({ request }) => {
      const input = (await request.json().catch(() => ({}))) as Partial<Latency>;
      if (typeof input.path !== 'string' || typeof input.ms !== 'number' || input.ms < 0 || input.ms > 60_000) {
        return HttpResponse.json({ message: 'A latency needs a path and ms (0 to 60000).' }, { status: 422 });
      }
      const method = typeof input.method === 'string' ? input.method : '*';
      const latency: Latency = { method, path: input.path, ms: input.ms };
      latencies.push(latency);
      return HttpResponse.json({ data: latency }, { status: 201 });
    }),
    http.delete(`${baseUrl}/__latency`, () => {
      latencies.length = 0;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${baseUrl}/__revoke-sessions`, () => {
      auth().revokeAll();
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${baseUrl}/__reset`, async ({ request }) => {
      // `{ "at": "2026-10-14T15:30:00Z" }`: the clock reads `at` from now on and runs on from
      // there, and the seed is laid out around it, so that what a screen shows (due times,
      // this month's calendar, the last twelve months) is the same whatever day a test runs.
      const input = (await request.json().catch(() => ({}))) as { at?: unknown };
      const at = input.at === undefined ? undefined : typeof input.at === 'string' ? Date.parse(input.at) : NaN;
      if (Number.isNaN(at)) {
        return HttpResponse.json({ message: 'A reset takes an "at" date and time, or nothing.' }, { status: 422 });
      }
      reset(at);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${baseUrl}/__outbox`, () => HttpResponse.json({ data: auth().outbox })),
    http.post(`${baseUrl}/__expire-access-tokens`, () => {
      auth().expireAccessTokens();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
