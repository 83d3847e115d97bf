/**
 * The static host the product starts with and the browser tests and benchmarks run against: what
 * a browser receives for each kind of file (compressed text, untouched images, the document's CSP).
 */
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedFile, writePrecompressed } from './precompressed.js';
import { opensOnAScreen } from '../src/boot/signed-in-preload.js';
import { chooseEncoding, serveAdmin } from './serve-admin.js';

/** A raw answer: Node's fetch would decompress it and hide what was sent. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, id) => ({ id, state: 'TX' })))};`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

let host: ReturnType<typeof serveAdmin>;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'serve-admin-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><meta property="csp-nonce" nonce="{{CSP_NONCE}}" />' +
      '<template id="signed-in-preload"><link rel="modulepreload" href="/assets/App-Ab12Cd34.js" nonce="{{CSP_NONCE}}"></template><!--signed-in-preload-->' +
      '<template id="screen-preload"><link rel="modulepreload" href="/assets/screen-kit-Ab12Cd34.js" nonce="{{CSP_NONCE}}"></template><!--screen-preload-->' +
      '</head><body></body></html>',
  );
  await writeFile(join(dist, 'assets', 'rows-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'logo-Ab12Cd34.png'), PNG);
  // As the build leaves a script: beside its copies compressed at their best (host/precompressed.ts).
  await writeFile(join(dist, 'assets', 'built-Ab12Cd34.js'), SCRIPT);
  await writePrecompressed([join(dist, 'assets', 'built-Ab12Cd34.js'), join(dist, 'assets', 'logo-Ab12Cd34.png')]);
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  await writeFile(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Permit Office', start_url: '/' }));
  host = serveAdmin({ dist, port: 0, config: { API_URL: 'https://api.example.com/api' } });
  await host.ready;
});

afterAll(async () => {
  await new Promise((closed) => host.server.close(closed));
});

describe('compression', () => {
  it('sends a script as brotli to a browser that accepts it, and the same bytes come out', async () => {
    const answer = await get(`${host.url}/assets/rows-Ab12Cd34.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 4);
    // Asked again (from the cache of compressed assets): the same answer.
    const again = await get(`${host.url}/assets/rows-Ab12Cd34.js`, { 'Accept-Encoding': 'br' });
    expect(again.body.equals(answer.body)).toBe(true);
  });

  it('falls back to gzip, and to plain bytes for a client that accepts neither', async () => {
    const gzipped = await get(`${host.url}/assets/rows-Ab12Cd34.js`, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const plain = await get(`${host.url}/assets/rows-Ab12Cd34.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("sends the build's own compressed copies of a script as they are, smaller than compressed on the fly", async () => {
    const script = join(dist, 'assets', 'built-Ab12Cd34.js');
    const onTheFly = await get(`${host.url}/assets/rows-Ab12Cd34.js`, { 'Accept-Encoding': 'br' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await get(`${host.url}/assets/built-Ab12Cd34.js`, { 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.body.equals(await readFile(precompressedFile(script, encoding)))).toBe(true);
      expect(decode(answer.body).toString()).toBe(SCRIPT);
    }
    const best = await get(`${host.url}/assets/built-Ab12Cd34.js`, { 'Accept-Encoding': 'br' });
    expect(best.body.length).toBeLessThan(onTheFly.body.length);
    // A client that accepts neither still gets the script itself.
    expect((await get(`${host.url}/assets/built-Ab12Cd34.js`)).body.toString()).toBe(SCRIPT);
  });

  it('leaves images as they are', async () => {
    const image = await get(`${host.url}/assets/logo-Ab12Cd34.png`, { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.equals(PNG)).toBe(true);
  });

  it('compresses each document with its own nonce, in the body and in the policy header', async () => {
    const [first, second] = await Promise.all(
      ['/overview', '/auth'].map((path) => get(`${host.url}${path}`, { 'Accept-Encoding': 'br' })),
    );
    const nonces = [first, second].map((answer) => {
      expect(answer?.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(answer?.body ?? Buffer.alloc(0)).toString();
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(answer?.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(answer?.headers['content-security-policy']).toContain("connect-src 'self' https://api.example.com");
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("preloads the back office's code for a browser that holds a session, and only for it", async () => {
    const page = async (headers: Record<string, string>, path = '/') => {
      const answer = await get(`${host.url}${path}`, headers);
      expect(answer.headers.vary).toBe('Cookie, Accept-Encoding');
      return answer.body.toString();
    };
    const session = { Cookie: 'theme=dark; access_token_om=eyJ.a.b; refresh_token_om=r' };
    const signedIn = await page(session);
    const nonce = /nonce="([^"]+)"/.exec(signedIn)?.[1];
    expect(signedIn).toContain(`<link rel="modulepreload" href="/assets/App-Ab12Cd34.js" nonce="${nonce}">`);
    expect(signedIn).not.toContain('signed-in-preload');
    // The home (the overview's way in) draws without the screens' kit: it would only share the overview's bandwidth.
    expect(signedIn).toContain('<template id="screen-preload"><link rel="modulepreload" href="/assets/screen-kit-');
    // A screen's page has both live.
    for (const path of ['/companies/1/show', '/site-settings/blog/3', '/my-permit-request/create', '/overviews']) {
      const screen = await page(session, path);
      expect(screen, path).not.toContain('<template');
      expect(screen, path).toMatch(/<link rel="modulepreload" href="\/assets\/screen-kit-Ab12Cd34.js" nonce="[^"]+">/);
    }
    // A list's with a title, neither, nor an edit form's titled with its record, nor the overview:
    // the shell's frame draws the title (and on a phone the overview's first screen), and asks for the code then.
    for (const path of [
      '/my-permit-request',
      '/companies/',
      '/site-settings/blog',
      '/companies/1',
      '/my-loads/7/',
      '/overview',
      '/overview/?from=menu',
    ]) {
      const list = await page(session, path);
      expect(list, path).toContain('<template id="signed-in-preload"><link rel="modulepreload"');
      expect(list, path).toContain('<template id="screen-preload"><link rel="modulepreload"');
    }
    const signedOut: Record<string, string>[] = [
      {},
      { Cookie: 'access_token_om=' },
      { Cookie: 'my_access_token_om=x; theme=dark' },
      // The cookie's name inside another cookie's value, or its value's text, is no session.
      { Cookie: 'theme=access_token_om=x' },
      { Cookie: 'note="; access_token_om"' },
    ];
    for (const headers of signedOut) {
      for (const path of ['/overview', '/companies/1']) {
        const html = await page(headers, path);
        expect(html).toContain('<template id="signed-in-preload"><link rel="modulepreload"');
        expect(html).toContain('<template id="screen-preload"><link rel="modulepreload"');
      }
    }
  });

  it.each([
    ['/', false],
    ['/overview', false],
    ['/overview/', false],
    ['/auth', false],
    ['/auth/sign-up', false],
    ['/restore-password', false],
    ['/delete-app-account', false],
    ['/check', false],
    ['/check/P-1', false],
    ['/companies', true],
    ['/companies/1', true],
    ['/my-permit-request', true],
    ['/overviews', true],
    ['/authors', true],
    ['/site-settings/blog', true],
  ])("takes %s for a screen's page: %s", (path, screen) => {
    expect(opensOnAScreen(path)).toBe(screen);
  });

  it('sends config.json compressed too, never cached', async () => {
    const answer = await get(`${host.url}/config.json`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toEqual({ API_URL: 'https://api.example.com/api' });
  });
});

describe('the installed app', () => {
  it('sends the service worker as JavaScript, revalidated at every load so that a new build is found', async () => {
    const answer = await get(`${host.url}/sw.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends the web app manifest with its own type, compressed', async () => {
    const answer = await get(`${host.url}/manifest.webmanifest`, { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-type']).toBe('application/manifest+json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(gunzipSync(answer.body).toString())).toMatchObject({ name: 'Permit Office' });
  });
});

describe('as a production host', () => {
  it('answers the health check, and logs one line per request without its query', async () => {
    const lines: string[] = [];
    const logged = serveAdmin({
      dist,
      port: 0,
      config: { API_URL: 'https://api.example.com/api' },
      log: (line) => lines.push(line),
    });
    await logged.ready;
    try {
      const health = await get(`${logged.url}/healthz`);
      expect(health.status).toBe(200);
      expect(health.body.toString()).toBe('ok');
      expect(health.headers['cache-control']).toBe('no-store');
      await get(`${logged.url}/overview?token=secret`);
      await expect.poll(() => lines.length).toBe(2);
      expect(lines[0]).toMatch(/^GET \/healthz 200 \d+\.\d ms$/);
      expect(lines[1]).toMatch(/^GET \/overview 200 \d+\.\d ms$/);
      expect(lines.join('\n')).not.toContain('secret');
    } finally {
      await new Promise((closed) => logged.server.close(closed));
    }
  });

  it('tells a client nothing of its paths or stacks: a bad address is a 400, a failure a bare 500', async () => {
    const bad = await get(`${host.url}/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(bad.body.toString()).toBe('Bad request');
    const lines: string[] = [];
    // A dist with no index.html: reading it fails inside the host.
    const broken = serveAdmin({ dist: join(dist, 'assets'), port: 0, log: (line) => lines.push(line) });
    await broken.ready;
    try {
      const failed = await get(`${broken.url}/overview`);
      expect(failed.status).toBe(500);
      expect(failed.body.toString()).toBe('Internal Server Error');
      expect(failed.body.toString()).not.toContain(dist);
      await expect.poll(() => lines.some((line) => line.includes('failed') && line.includes('ENOENT'))).toBe(true);
    } finally {
      await new Promise((closed) => broken.server.close(closed));
    }
  });
});

describe('the address it reports', () => {
  it('names the public host it is given (localhost, as pnpm start does), listening on 127.0.0.1', async () => {
    const named = serveAdmin({ dist, port: 0, publicHost: 'localhost' });
    await named.ready;
    try {
      expect(named.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(named.server.address()).toMatchObject({ address: '127.0.0.1' });
      expect((await get(`${named.url}/overview`)).status).toBe(200);
    } finally {
      await new Promise((closed) => named.server.close(closed));
    }
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR', 'br'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j gets %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
