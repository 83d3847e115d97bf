import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlerIndex, pathPattern } from '../src/handler-index.js';
import { contractOperations, createMockApi } from '../src/index.js';

const BASE = 'http://127.0.0.1:4010/api';
const { handlers } = createMockApi({ baseUrl: BASE, control: true });
const handlersFor = handlerIndex(handlers);

/** The handler msw would answer with: the first, in order, whose method and path match. */
async function answering(among: readonly RequestHandler[], request: Request): Promise<RequestHandler | undefined> {
  for (const handler of among) if (await handler.test({ request: request.clone() })) return handler;
  return undefined;
}

/** Every operation of the contract at a concrete address, and addresses msw reads in its own ways. */
const requests: [method: string, url: string][] = [
  ...contractOperations().map(({ method, path }): [string, string] => [
    method.toUpperCase(),
    `${BASE}${path.replace(/\{\w+\}/g, '7')}`,
  ]),
  ['GET', `${BASE}/companies/`],
  ['GET', `${BASE}/COMPANIES/7`],
  ['get', `${BASE}/companies?page=2&q=a%2Fb#top`],
  ['GET', `${BASE}/companies/a%2Fb`],
  ['POST', `${BASE}/__faults`],
  ['DELETE', `${BASE}/__latency`],
  ['GET', `${BASE}/no/such/operation`],
  ['PATCH', `${BASE}/me`],
  ['GET', `${BASE}`],
  ['GET', 'http://127.0.0.1:4010/elsewhere'],
  ['GET', 'http://127.0.0.2:4010/api/companies'],
];

describe('the handler index of the HTTP server', () => {
  it.each(requests)('%s %s is answered by the handler that answers it among all of them', async (method, url) => {
    const request = new Request(url, { method });
    expect(await answering(handlersFor(request), request)).toBe(await answering(handlers, request));
  });

  it('hands msw the handlers of one operation, not the whole contract', () => {
    const given = contractOperations().map(
      ({ method, path }) => handlersFor(new Request(`${BASE}${path.replace(/\{\w+\}/g, '7')}`, { method })).length,
    );
    expect(handlers.length).toBeGreaterThan(100);
    // The operation's handler, another whose path also fits (`/companies/{id}` for `/companies/trash`),
    // and the 404 for what is not in the contract.
    expect(Math.max(...given)).toBeLessThanOrEqual(3);
  });

  it('reads a parameter as one segment, the host and its port as written', () => {
    const pattern = pathPattern(`${BASE}/companies/:id/members`);
    expect(pattern?.test(`${BASE}/companies/7/members`)).toBe(true);
    expect(pattern?.test(`${BASE}/companies/7/8/members`)).toBe(false);
    expect(pattern?.test('http://127.0.0.1:4011/api/companies/7/members')).toBe(false);
    expect(pathPattern(`${BASE}/files/:id?`)).toBeUndefined();
    expect(pathPattern(/^\/api/)).toBeUndefined();
  });
});
