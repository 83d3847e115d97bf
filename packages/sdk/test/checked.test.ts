/**
 * `@permit-office/sdk/checked` (issue 40): answers checked against the contract by code generated
 * ahead of time, a mismatch failing the call with the field's path; what the check leaves alone;
 * and every answer of the mock to the seed's reads passing it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, startMockOnFreePort, type RunningMock } from './mock.js';
import {
  ContractMismatchError,
  checkAnswers,
  describeMismatch,
  operationOf,
  validateAnswer,
  type CheckAnswersOptions,
} from '../src/checked.js';
import { SdkError, createSdk, memoryTokenStore, messages } from '../src/index.js';
import { answers } from '../src/validators.gen.js';

const API_URL = 'http://api.test/api';

/** A company as the contract describes it. */
const company = {
  id: 1,
  created_at: '2024-03-01T09:30:00Z',
  version: 2,
  name: 'Acme Hauling',
  usdot: '1234567',
  mc_number: 'MC-123456',
  status: 'active',
  email: 'office@acme.example',
  phone: '(555) 010-0199',
  address: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  members_count: 3,
};

/** An SDK whose every answer is `answer(request)`, checked. */
function sdkAnswering(answer: (request: Request) => Response, options: Partial<CheckAnswersOptions> = {}) {
  const fetch = checkAnswers({ apiUrl: API_URL, fetch: (request) => Promise.resolve(answer(request)), ...options });
  return createSdk({ config: { API_URL }, tokens: memoryTokenStore(), fetch });
}

const getCompany = (sdk: ReturnType<typeof createSdk>) =>
  sdk.client.GET('/companies/{id}', { params: { path: { id: 1 } } });

describe('validateAnswer', () => {
  it('passes a record as the contract describes it', () => {
    expect(validateAnswer('GET', '/companies/{id}', 200, { data: company })).toBeUndefined();
  });

  it('names the field that departs, and what was expected there', () => {
    expect(validateAnswer('GET', '/companies/{id}', 200, { data: { ...company, name: 42 } })).toEqual({
      operation: 'GET /companies/{id}',
      status: 200,
      path: 'data.name',
      expected: 'string of 2 to 120 characters',
    });
    const list = { data: [company, { ...company, state: 'XX' }], total: 2 };
    expect(validateAnswer('get', '/companies', 200, list)).toMatchObject({ path: 'data[1].state' });
    const missing: Record<string, unknown> = { ...company };
    delete missing.usdot;
    expect(validateAnswer('GET', '/companies/{id}', 200, { data: missing })).toMatchObject({
      path: 'data.usdot',
      expected: 'present (required)',
    });
  });

  it('allows fields the contract does not name (an API may add some), and null only where declared', () => {
    expect(validateAnswer('GET', '/companies/{id}', 200, { data: { ...company, rating: 5 } })).toBeUndefined();
    expect(validateAnswer('GET', '/companies/{id}', 200, { data: { ...company, name: null } })).toMatchObject({
      path: 'data.name',
    });
  });

  it('checks the declared failures too, and leaves the undeclared ones (a gateway’s) to the SDK', () => {
    expect(validateAnswer('GET', '/companies/{id}', 404, { message: 'Not Found' })).toBeUndefined();
    expect(validateAnswer('GET', '/companies/{id}', 404, { error: 'Not Found' })).toMatchObject({
      path: 'message',
      expected: 'present (required)',
    });
    expect(validateAnswer('GET', '/companies/{id}', 502, '<html>')).toBeUndefined();
  });

  it('refuses a success the operation does not declare, and an operation the contract lacks', () => {
    expect(validateAnswer('GET', '/companies/{id}', 201, { data: company })).toMatchObject({ path: '' });
    expect(() => validateAnswer('GET', '/nowhere', 200, {})).toThrow(/not an operation of the contract/);
  });

  it('finds the operation of a path, the literal segment before the parameter', () => {
    expect(operationOf('get', '/companies/3')).toBe('GET /companies/{id}');
    expect(operationOf('GET', '/permit-requests/3/messages')).toBe('GET /permit-requests/{id}/messages');
    expect(operationOf('GET', '/companies/')).toBeUndefined();
    expect(operationOf('GET', '/nowhere')).toBeUndefined();
  });
});

describe('checkAnswers, the fetch of a checked SDK', () => {
  it('fails a call whose answer departs from the contract, with its operation and path', async () => {
    const sdk = sdkAnswering(() => Response.json({ data: { ...company, name: 42 } }));
    const error: unknown = await getCompany(sdk).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContractMismatchError);
    expect(error).toBeInstanceOf(SdkError);
    const mismatch = error as ContractMismatchError;
    expect(mismatch).toMatchObject({
      kind: 'parse',
      status: 200,
      words: messages.unreadableAnswer,
      call: 'GET /companies/1',
      operation: 'GET /companies/{id}',
      path: 'data.name',
      expected: 'string of 2 to 120 characters',
      body: { data: { ...company, name: 42 } },
    });
    // What a log shows: the call, the status, the field and what it was expected to be.
    expect(mismatch.message).toBe(
      'GET /companies/1 failed (200): the answer does not match the contract: expected data.name to be string of 2 to 120 characters',
    );
    expect((mismatch.cause as Error).message).toBe(describeMismatch(mismatch.mismatch));
    expect(mismatch.asNotified()).toBeInstanceOf(ContractMismatchError);
  });

  it('lets a conforming answer through untouched', async () => {
    const sdk = sdkAnswering(() => Response.json({ data: company }, { headers: { ETag: '"2"' } }));
    const { data, response } = await getCompany(sdk);
    expect(data).toEqual({ data: company });
    expect(response.headers.get('ETag')).toBe('"2"');
  });

  it('checks an error’s body, and lets the SDK read a conforming one as it always has', async () => {
    const bad = sdkAnswering(() => Response.json({ error: 'gone' }, { status: 404 }));
    await expect(getCompany(bad)).rejects.toMatchObject({ path: 'message', status: 404 });
    const good = sdkAnswering(() => Response.json({ message: 'Not Found' }, { status: 404 }));
    const { error, response } = await getCompany(good);
    expect(response.status).toBe(404);
    expect(error).toEqual({ message: 'Not Found' });
  });

  it('leaves an HTML page and a body that is not JSON to the SDK’s own parse error', async () => {
    const html = sdkAnswering(
      () => new Response('<html><body>Bad gateway</body></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const page: unknown = await getCompany(html).catch((thrown: unknown) => thrown);
    expect(page).toBeInstanceOf(SdkError);
    expect(page).not.toBeInstanceOf(ContractMismatchError);
    expect(page).toMatchObject({ kind: 'parse', words: messages.htmlInsteadOfData });

    const broken = sdkAnswering(() => new Response('{"data": {', { headers: { 'Content-Type': 'application/json' } }));
    const unreadable: unknown = await getCompany(broken).catch((thrown: unknown) => thrown);
    expect(unreadable).not.toBeInstanceOf(ContractMismatchError);
    expect(unreadable).toMatchObject({ kind: 'parse', words: messages.unreadableAnswer });
  });

  it('refuses an empty body where the contract declares data, also one said to be empty', async () => {
    const sdk = sdkAnswering(() => new Response('', { headers: { 'Content-Type': 'application/json' } }));
    await expect(getCompany(sdk)).rejects.toMatchObject({ path: '', expected: 'JSON' });
    // openapi-fetch reads no body of length 0: the data would be `undefined`, with no error.
    const said = sdkAnswering(
      () => new Response('', { headers: { 'Content-Type': 'application/json', 'Content-Length': '0' } }),
    );
    await expect(getCompany(said)).rejects.toBeInstanceOf(ContractMismatchError);
  });

  it('passes through what the contract does not describe: another path, another address', async () => {
    const answer = Response.json({ anything: true });
    const fetch = checkAnswers({ apiUrl: API_URL, fetch: () => Promise.resolve(answer) });
    expect(await fetch(new Request(`${API_URL}/not-in-the-contract`))).toBe(answer);
    expect(await fetch(new Request('http://elsewhere.test/api/companies/1'))).toBe(answer);
    expect(await fetch(new Request('http://api.test/other/companies/1'))).toBe(answer);
  });

  it('reads the API’s path under a relative base address as a browser configured with `/api` would', async () => {
    const fetch = checkAnswers({ apiUrl: '/api', fetch: () => Promise.resolve(Response.json({ data: {} })) });
    const response = await fetch(new Request('http://admin.test/api/companies/1'));
    await expect(response.json()).rejects.toMatchObject({ path: 'data.id' });
  });
});

describe('what the checks are made of', () => {
  const source = (file: string) => readFile(new URL(`../src/${file}`, import.meta.url), 'utf8');

  it('is plain code: no eval, no Function constructor (the admin’s CSP forbids both)', async () => {
    for (const file of ['validators.gen.ts', 'checked.ts']) {
      const text = await source(file);
      expect(text, file).not.toMatch(/\beval\s*\(/);
      expect(text, file).not.toMatch(/\bFunction\s*\(/);
    }
  });

  it('is imported by the checked entry only: the base entry stays small', async () => {
    const files = (await readdir(new URL('../src/', import.meta.url))).filter(
      (file) => file.endsWith('.ts') && file !== 'checked.ts',
    );
    for (const file of files) expect(await source(file), file).not.toMatch(/validators\.gen/);
  });

  it('covers every operation and every status the contract declares', () => {
    const declared = Object.entries(contract.paths).flatMap(([template, item]) =>
      Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => [`${method.toUpperCase()} ${template}`, Object.keys(operation.responses ?? {})]),
    );
    expect(
      Object.fromEntries(Object.entries(answers).map(([name, statuses]) => [name, Object.keys(statuses)])),
    ).toEqual(Object.fromEntries(declared));
    expect(typeof answers['GET /companies/{id}']?.[200]).toBe('function');
    // A stream and a file's bytes have no JSON body to check.
    expect(answers['GET /events']?.[200]).toBeNull();
    expect(answers['GET /files/{id}']?.[200]).toBeNull();
  });
});

describe('every answer the mock gives to the seed’s reads', () => {
  let mock: RunningMock;
  // The mock's own check would turn a mismatch into a 500, which this one leaves alone: off here,
  // so that this is the check that finds it.
  beforeAll(async () => {
    mock = await startMockOnFreePort({ log: () => undefined, checkAnswers: false });
  });
  afterAll(() => new Promise<void>((done) => mock.server.close(() => done())));

  // `GET /events` is a stream that stays open.
  const reads = Object.keys(answers)
    .filter((operation) => operation.startsWith('GET ') && operation !== 'GET /events')
    .map((operation) => operation.slice('GET '.length));

  // The admin reads most of it; a member reads their own company's part (a 403 for the rest).
  it.each([
    ['admin@example.com', reads.length / 2],
    ['member@example.com', 5],
  ])(
    'validates, signed in as %s',
    async (email, least) => {
      const sdk = createSdk({
        config: { API_URL: mock.url },
        tokens: memoryTokenStore(),
        fetch: checkAnswers({ apiUrl: mock.url }),
      });
      const signIn = async () => expect((await sdk.session.login({ email, password: 'password' })).signedIn).toBe(true);
      await signIn();
      const get = sdk.client.GET as unknown as (
        path: string,
        init: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

      /** A record of the collection a path starts with, for its `{id}`; 1 when it has no list. */
      const ids = new Map<string, number>();
      const idFor = async (collection: string): Promise<number> => {
        if (!ids.has(collection)) {
          const list = reads.includes(collection) ? await get(collection, {}).catch(() => undefined) : undefined;
          const first = (list?.data as { data?: { id?: number }[] } | undefined)?.data?.[0]?.id;
          ids.set(collection, first ?? 1);
        }
        return ids.get(collection) ?? 1;
      };

      const mismatches: string[] = [];
      const statuses: Record<string, number> = {};
      for (const template of reads) {
        const collection = template.split('/{')[0] ?? template;
        const path = template.includes('{id}') ? template.replace('{id}', String(await idFor(collection))) : template;
        // A file's bytes are read as bytes: only a JSON body is the contract's to check.
        const parseAs = answers[`GET ${template}`]?.[200] === null ? 'blob' : 'json';
        try {
          statuses[template] = (await get(path, { parseAs })).response.status;
        } catch (error) {
          if (!(error instanceof ContractMismatchError)) throw error;
          mismatches.push(describeMismatch(error.mismatch));
        }
        // A 403 ends the session (the specification's rule): the sweep signs in again and goes on.
        if (statuses[template] === 403) await signIn();
      }
      expect(mismatches).toEqual([]);
      // Not a sweep of refusals: reads answered data, which was checked.
      const answered = Object.values(statuses).filter((status) => status === 200).length;
      expect(answered).toBeGreaterThan(least);
    },
    60_000,
  );
});
