/** The mock as a real HTTP server: what the admin in a browser on another origin talks to. */
import { request, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/server.js';
import { startMockOnFreePort, type RunningMock } from './ports.js';

let mock: RunningMock;
const lines: string[] = [];
/** The admin's origin, as `pnpm start` serves it. */
const ADMIN = 'http://localhost:4173';

beforeAll(async () => {
  mock = await startMockOnFreePort({ log: (line) => lines.push(line), allowedOrigins: [ADMIN] });
});
afterAll(() => new Promise<void>((resolve) => mock.server.close(() => resolve())));

describe('pnpm mock-api', () => {
  it('answers CORS preflights for the admin on another origin', async () => {
    const response = await fetch(`${mock.url}/companies`, {
      method: 'OPTIONS',
      headers: {
        Origin: ADMIN,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
  });

  it('serves the API: sign in, then a bearer call, with CORS on every answer', async () => {
    const login = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'password' }),
    });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${mock.url}/me`, { headers: { Authorization: `Bearer ${access_token}`, Origin: ADMIN } });
    expect(me.headers.get('Access-Control-Allow-Origin')).toBe(ADMIN);
    expect(await me.json()).toMatchObject({ data: { email: 'member@example.com', role: 'member', company_id: 1 } });
  });

  it('serves files with their type to a signed-in caller, and 404 for an unknown path', async () => {
    expect((await fetch(`${mock.url}/invoices/1/pdf`)).status).toBe(401);
    const login = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const pdf = await fetch(`${mock.url}/invoices/1/pdf`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect((await fetch(`${mock.url}/nothing-here`)).status).toBe(404);
  });

  it('hands out file links at the address the client reached: the Host a port mapping or a proxy keeps', async () => {
    const login = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    // As through a container's port mapping: the client addressed localhost:8080, which reached
    // this server on another port; fetch cannot send another Host, node:http can.
    const body = JSON.stringify({ link: 'http://localhost:8080/api/invoices/1/pdf' });
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const sent = request(
        `${mock.url}/file-links`,
        {
          method: 'POST',
          headers: {
            Host: 'localhost:8080',
            Authorization: `Bearer ${access_token}`,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
    expect(answer.status).toBe(201);
    const signed = new URL((JSON.parse(answer.text) as { data: { url: string } }).data.url);
    expect(`${signed.origin}${signed.pathname}`).toBe('http://localhost:8080/api/invoices/1/pdf');
    // What the mapping forwards there reaches this server: the link opens.
    const pdf = await fetch(`${mock.url}/invoices/1/pdf${signed.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('prints the password reset link it would have e-mailed', async () => {
    await fetch(`${mock.url}/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'agent@example.com' }),
    });
    expect(lines.some((line) => /agent@example\.com: \/restore-password\?token=\w+/.test(line))).toBe(true);
  });

  it('keeps its control endpoints off unless MOCK_CONTROL is set', async () => {
    expect((await fetch(`${mock.url}/__reset`, { method: 'POST' })).status).toBe(404);
  });
});

/** A GET as node:http sends it: the answer's bytes as they came, not decoded as fetch would. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers, as a production server sends them', () => {
  async function signedIn(): Promise<string> {
    const login = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  }

  it('a list page in gzip to a client that takes it, the same JSON as the plain one, and smaller', async () => {
    const token = await signedIn();
    const list = `${mock.url}/permit-requests?page=1&per_page=25`;
    const asked = { Authorization: `Bearer ${token}`, Origin: ADMIN };
    const packed = await rawGet(list, { ...asked, 'Accept-Encoding': 'gzip, deflate, br' });
    const plain = await rawGet(list, asked);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toBe('Origin, Accept-Encoding');
    expect(Number(packed.headers['content-length'])).toBe(packed.bytes.length);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(packed.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('files and short answers pass as they are', async () => {
    const token = await signedIn();
    const asked = { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' };
    const pdf = await rawGet(`${mock.url}/invoices/1/pdf`, asked);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    const me = await rawGet(`${mock.url}/me`, asked);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(me.bytes.toString('utf8'))).toMatchObject({ data: { email: 'admin@example.com' } });
  });

  it.each([
    ['gzip, deflate, br', true],
    ['GZIP', true],
    ['*', true],
    ['br, gzip;q=0.5', true],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.0', false],
    ['', false],
  ])('Accept-Encoding "%s" takes gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
