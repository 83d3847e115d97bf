/**
 * Hostile input against the mock as a real HTTP server: a huge e-mail, a huge body, a foreign
 * origin. Each is answered as fast as a normal request (within a small factor of one measured in
 * the same run, never a fixed deadline for the e-mail), with the contract's words, and the server
 * answers normally right after.
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HEADERS_TIMEOUT_MS,
  JSON_BODY_LIMIT,
  MULTIPART_BODY_LIMIT,
  REQUEST_TIMEOUT_MS,
  corsOriginsFromEnv,
} from '../src/server.js';
import { EMAIL, validate, validationMessages } from '../src/validate.js';
import { startMockOnFreePort, type RunningMock } from './ports.js';

const ADMIN = 'http://localhost:4173';
const FOREIGN = 'http://127.0.0.1:4010';
const MB = 1024 * 1024;

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMockOnFreePort({ log: () => undefined, allowedOrigins: [ADMIN] });
});
afterAll(async () => {
  mock.server.closeAllConnections();
  await new Promise<void>((resolve) => mock.server.close(() => resolve()));
});

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Milliseconds a call takes, answer read to its end. */
async function timed(call: () => Promise<Response>): Promise<{ ms: number; status: number; body: unknown }> {
  const start = performance.now();
  const response = await call();
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The median of five runs of `call` (after one to warm up). */
async function medianMs(call: () => Promise<Response>): Promise<number> {
  await timed(call);
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push((await timed(call)).ms);
  return median(runs);
}

/**
 * The fastest of three runs of `call`, with the last answer: a pause of a busy machine lengthens one
 * run, a slow check every run.
 */
async function fastestOf(call: () => Promise<Response>): Promise<Awaited<ReturnType<typeof timed>>> {
  let fastest = await timed(call);
  for (let i = 0; i < 2; i++) {
    const run = await timed(call);
    fastest = { ...run, ms: Math.min(fastest.ms, run.ms) };
  }
  return fastest;
}

/**
 * Slow enough for any pause of a busy machine, yet far below the second or so that a backtracking
 * check spends on the hostile address.
 */
const SLACK_MS = 250;

/** An address of 60,000 characters built to make a backtracking e-mail check take seconds. */
const HOSTILE_EMAIL = `a@${'a.'.repeat(29_998)}@`;

async function signIn(email = 'member@example.com'): Promise<string> {
  const response = await postJson('/login', { email, password: 'password' });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A raw http request with a body of `size` bytes, sent in 64 KB writes (chunked unless `declare`). */
function rawPost(
  path: string,
  size: number,
  { declare = false, headers = {} }: { declare?: boolean; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${mock.url}${path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(declare ? { 'Content-Length': size } : {}), ...headers },
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (part: string) => (body += part));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body, headers: incoming.headers }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!outgoing.write(part)) {
          outgoing.once('drain', write);
          return;
        }
      }
      outgoing.end();
    };
    write();
  });
}

describe('a 60,000-character e-mail', () => {
  it('is answered by POST /login within a small factor of a normal sign-in, with the maximum length', async () => {
    const normal = await medianMs(() => postJson('/login', { email: 'member@example.com', password: 'wrong' }));
    const hostile = await fastestOf(() => postJson('/login', { email: HOSTILE_EMAIL, password: 'wrong' }));
    expect(hostile.status).toBe(422);
    expect(hostile.body).toMatchObject({
      errors: { email: [validationMessages.maxLength.replace('{0}', '254')] },
    });
    expect(hostile.ms).toBeLessThan(10 * normal + SLACK_MS);
  });

  it('is answered as fast by the other calls that take an e-mail (reset, account deletion)', async () => {
    const normalReset = await medianMs(() => postJson('/reset', { email: 'nobody@example.com' }));
    const hostileReset = await fastestOf(() => postJson('/reset', { email: HOSTILE_EMAIL }));
    expect(hostileReset.status).toBe(422);
    expect(hostileReset.ms).toBeLessThan(10 * normalReset + SLACK_MS);

    const deletion = (email: string) =>
      postJson('/account-deletion-requests', { email, password: 'wrong', confirmation: true });
    const normalDeletion = await medianMs(() => deletion('nobody@example.com'));
    const hostileDeletion = await fastestOf(() => deletion(HOSTILE_EMAIL));
    expect(hostileDeletion.status).toBe(422);
    expect(hostileDeletion.body).toMatchObject({
      errors: { email: [validationMessages.maxLength.replace('{0}', '191')] },
    });
    expect(hostileDeletion.ms).toBeLessThan(10 * normalDeletion + SLACK_MS);
  });
});

describe('the e-mail check', () => {
  // The check the mock had: right, but it backtracks quadratically at every dot of the domain.
  const QUADRATIC = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

  it('accepts exactly what the previous check accepted', () => {
    const text = (alphabet: string[], maxLength: number) =>
      fc.array(fc.constantFrom(...alphabet), { maxLength }).map((parts) => parts.join(''));
    // Strings made of what matters to the check (and some of what does not), short enough for the
    // previous check to answer at once.
    const arbitrary = fc.oneof(
      text(['a', 'Z', '0', '@', '.', ' ', '\t', '\n', '-', '+', 'é', '\u00a0'], 24),
      fc
        .tuple(text(['a', '.', '+', ' '], 10), text(['a', '.', '-', '@'], 12), text(['a', '.', 'b'], 6))
        .map(([local, domain, tld]) => `${local}@${domain}.${tld}`),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(arbitrary, (value) => EMAIL.test(value) === QUADRATIC.test(value)),
      { numRuns: 5_000 },
    );
    for (const ordinary of ['member@example.com', 'a.b+c@sub.example.co.uk', 'x@y.z'])
      expect(EMAIL.test(ordinary)).toBe(true);
    for (const wrong of ['member@example', 'a@.b', 'a@b.', 'a b@c.d', 'a@@b.c', '@b.c', 'a@b@c.d'])
      expect(EMAIL.test(wrong)).toBe(false);
  });

  it('stays linear on adversarial input: as fast as on a plain string of the same length', () => {
    // The fastest of a few runs: a pause of a busy machine (a collection, another process) lengthens
    // one run, not all of them, and a quadratic check is slow on every run.
    const timeOf = (value: string, check: RegExp = EMAIL, runs = 5) => {
      let fastest = Infinity;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        check.test(value);
        fastest = Math.min(fastest, performance.now() - start);
      }
      return fastest;
    };
    const plain = timeOf(`${'a'.repeat(59_990)}@example.com`);
    // Linear is well under a millisecond here; quadratic is about a second. The bound sits between.
    const bound = 10 * plain + 50;
    // The bound tells them apart: the previous check is over it on the address that kept it busy.
    expect(timeOf(HOSTILE_EMAIL, QUADRATIC, 1)).toBeGreaterThan(bound);
    expect(timeOf(HOSTILE_EMAIL)).toBeLessThan(bound);
    fc.assert(
      fc.property(
        // A short pattern repeated to 60,000 characters, then an ending that makes it fail late.
        fc.string({ unit: fc.constantFrom('a', '.', '@', '-', ' '), minLength: 1, maxLength: 6 }),
        fc.constantFrom('', ' ', '@', '.', '\n'),
        fc.constantFrom('a@', 'a@a', ''),
        (unit, ending, start) => {
          const value = (start + unit.repeat(Math.ceil(60_000 / unit.length))).slice(0, 60_000) + ending;
          expect(timeOf(value)).toBeLessThan(bound);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('is never reached for a string over its maximum length: the length is checked first', () => {
    const errors = validate({ type: 'string', format: 'email', maxLength: 254 }, HOSTILE_EMAIL);
    expect(errors).toEqual({ _: [validationMessages.maxLength.replace('{0}', '254')] });
  });
});

describe('body limits', () => {
  it('refuses a 64 MB body at once by its Content-Length (fetch), then answers normally', async () => {
    const start = performance.now();
    const response = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ADMIN },
      body: Buffer.alloc(64 * MB, 0x61),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body may not be larger than 1 MB.' });
    // The browser can read the refusal: it carries the admin's CORS headers.
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN);
    expect(performance.now() - start).toBeLessThan(5_000);
    expect((await postJson('/login', { email: 'member@example.com', password: 'password' })).status).toBe(200);
  });

  it('refuses a 64 MB stream without a length while reading it, long before its end', async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * MB) {
          controller.close();
          return;
        }
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    await response.text();
    // Answered after about the limit, not after the whole body (socket buffers aside).
    expect(pulled).toBeLessThan(32 * MB);
    expect((await postJson('/login', { email: 'member@example.com', password: 'password' })).status).toBe(200);
  });

  it('refuses 64 MB from a plain http client, declared or chunked, and the client reads the 413', async () => {
    for (const declare of [true, false]) {
      const start = performance.now();
      const answer = await rawPost('/login', 64 * MB, { declare });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: 'The request body may not be larger than 1 MB.' });
      expect(performance.now() - start).toBeLessThan(5_000);
    }
    expect((await postJson('/login', { email: 'member@example.com', password: 'password' })).status).toBe(200);
  });

  it('handles a JSON body just under 1 MB normally, and refuses one just over it', async () => {
    const padded = (size: number) => {
      const prefix = '{"email":"member@example.com","password":"';
      return `${prefix}${'p'.repeat(size - prefix.length - 2)}"}`;
    };
    const under = await postJson('/login', padded(JSON_BODY_LIMIT));
    expect(under.status).toBe(422);
    expect(await under.json()).toMatchObject({
      errors: { password: [validationMessages.maxLength.replace('{0}', '256')] },
    });
    expect((await postJson('/login', padded(JSON_BODY_LIMIT + 1))).status).toBe(413);
    // Counted as it streams, too, when no length is declared.
    expect((await rawPost('/login', JSON_BODY_LIMIT + 1)).status).toBe(413);
    expect((await rawPost('/login', JSON_BODY_LIMIT)).status).toBe(422);
  });

  it('takes an upload up to its own limit, and refuses a multipart body over 10 MB', async () => {
    const token = await signIn();
    const upload = (bytes: number) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes).fill(0x61)], { type: 'text/plain' }), 'notes.txt');
      return fetch(`${mock.url}/files`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    };
    // Over the JSON limit but within the upload's: read, and handled by the upload itself.
    const within = await upload(2 * MB);
    expect(within.status).not.toBe(413);
    await within.text();
    const over = await upload(MULTIPART_BODY_LIMIT);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'The request body may not be larger than 10 MB.' });
    expect((await fetch(`${mock.url}/me`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('gives a slow client deadlines for its headers and its whole request', () => {
    expect(mock.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(mock.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS);
  });
});

describe('CORS', () => {
  it("answers the admin's origin, and only it", async () => {
    const allowed = await fetch(`${mock.url}/me`, { headers: { Origin: ADMIN } });
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN);
    expect(allowed.headers.get('Vary')).toContain('Origin');

    const foreign = await fetch(`${mock.url}/me`, { headers: { Origin: FOREIGN } });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(foreign.headers.get('Vary')).toContain('Origin');

    const none = await fetch(`${mock.url}/me`);
    expect(none.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(none.headers.get('Vary')).toContain('Origin');
  });

  it('answers a preflight from the admin, and gives a foreign origin nothing to go on', async () => {
    const preflight = (origin: string) =>
      fetch(`${mock.url}/companies`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight(ADMIN);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN);
    expect(allowed.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(allowed.headers.get('Vary')).toContain('Origin');

    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(foreign.headers.get('Access-Control-Allow-Methods')).toBeNull();
    expect(foreign.headers.get('Vary')).toContain('Origin');
  });

  it('reads CORS_ORIGINS as comma-separated origins, the admin of pnpm start by default', () => {
    expect(corsOriginsFromEnv(undefined)).toEqual(['http://localhost:4173']);
    expect(corsOriginsFromEnv(' ')).toEqual(['http://localhost:4173']);
    expect(corsOriginsFromEnv('https://admin.example.com/, http://localhost:5173')).toEqual([
      'https://admin.example.com',
      'http://localhost:5173',
    ]);
    expect(() => corsOriginsFromEnv('javascript:alert(1)')).toThrow();
  });
});

describe('the contract’s maximum lengths', () => {
  it("refuses a string over its maxLength with 422 and the specification's message", async () => {
    const token = await signIn();
    const response = await postJson(
      '/contacts',
      { subject: 's'.repeat(151), message: 'A message long enough.' },
      { Authorization: `Bearer ${token}` },
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      message: 'You must enter a maximum of 150 characters',
      errors: { subject: ['You must enter a maximum of 150 characters'] },
    });
  });

  it('bounds the sign-in e-mail: 254 characters', async () => {
    const local = 'a'.repeat(64);
    const email = `${local}@${'b'.repeat(255 - local.length - 5)}.com`;
    expect(email).toHaveLength(255);
    const response = await postJson('/login', { email, password: 'password' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { email: ['You must enter a maximum of 254 characters'] } });
  });
});
