/**
 * dist/ served by Debian's nginx with the configuration the repository ships (deploy/nginx),
 * installed by the test when missing: the nonce policy as a header with a fresh nonce per response,
 * word for word what csp-policy.ts says, the nonce filled into the page, caching, compression
 * (gzip, and brotli with Debian's module), the SPA fallback, /config.json from the one setting,
 * the health check, HSTS over https only; and the product walked through it in Chromium (sign-in,
 * a list, a PDF in the file viewer, the API reference) without a violation or a console error.
 */
import { readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startMockServer } from '@permit-office/mock-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, staticPolicy } from '../src/boot/csp-policy.js';
import { opensOnAScreen } from '../src/boot/signed-in-preload.js';
import { titledByTheFrame } from '../src/registry/framed-pages.js';
import { TITLED_LISTS } from '../src/registry/list-titles.js';
import { TITLED_RECORD_SECTIONS } from '../src/registry/record-titles.js';
import { ADMIN_DIST } from './global-setup.js';
import { ensureDebianNginx, get, startNginx, type Answer, type NginxHost } from '@permit-office/harness/nginx';
import { closeServer, onFreePorts } from '@permit-office/harness/ports';
import { dismissSignInPopups, useBrowser } from './support.js';
import { SETTLE_GUARD_MS } from './screens.js';
import * as fileViewer from './file-viewer.js';
import { checkMediaType } from './media-types.js';
import { opensOffline } from './offline.js';

const { open, state } = useBrowser();

// Installs nginx when missing, or fails every test of the file with one line saying what to install.
beforeAll(ensureDebianNginx, 300_000);

/** The nonce of a header policy: $request_id, 32 hex characters. */
function nonceOf(policy: string): string {
  const nonce = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`No nonce in ${policy}`);
  return nonce;
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

const text = (answer: Answer) => answer.body.toString('utf8');

/** The page's one nonce, wherever it is: the header's and every `nonce="…"` of the document. */
function checkedPage(answer: Answer, apiUrl: string): string {
  const policy = header(answer, 'content-security-policy') ?? '';
  const nonce = nonceOf(policy);
  expect(policy).toBe(contentSecurityPolicy({ nonce, apiUrl }));
  const html = text(answer);
  expect(html).not.toContain('{{CSP_NONCE}}');
  const nonces = [...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]);
  // The csp-nonce <meta>, the entry script and its module preloads.
  expect(nonces.length).toBeGreaterThanOrEqual(3);
  expect(new Set(nonces)).toEqual(new Set([nonce]));
  expect(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]).toBe(staticPolicy());
  return nonce;
}

describe('dist/ served by nginx with deploy/nginx', () => {
  let nginx: NginxHost;
  let mock: ReturnType<typeof startMockServer>;
  let base: string;

  beforeAll(async () => {
    await onFreePorts(3, async ([port, mockPort, httpsPort]) => {
      base = `http://localhost:${port}`;
      // The API of this test, allowing nginx's origin only (the shared one allows the admin's).
      mock = startMockServer({
        port: mockPort,
        control: true,
        log: () => undefined,
        allowedOrigins: [base],
        onAnswer: checkMediaType,
      });
      await mock.ready;
      try {
        nginx = await startNginx({ dist: ADMIN_DIST, apiUrl: mock.url, httpPort: port, httpsPort });
      } catch (error) {
        await closeServer(mock.server);
        throw error;
      }
    });
    expect(nginx.httpUrl).toBe(base);
  });

  afterAll(async () => {
    await nginx?.stop();
    if (!mock) return;
    await closeServer(mock.server);
  });

  it('sends every index.html with its own nonce, in the header policy and on every tag, never cached', async () => {
    const [first, second] = await Promise.all([get(`${base}/companies`), get(`${base}/overview`)]);
    const nonces = [first, second].map((answer) => {
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-type')).toBe('text/html; charset=utf-8');
      expect(header(answer, 'cache-control')).toBe('no-cache');
      // Nothing to revalidate with: every load is a new document with a new nonce.
      expect(header(answer, 'etag')).toBeUndefined();
      expect(header(answer, 'last-modified')).toBeUndefined();
      expect(header(answer, 'x-content-type-options')).toBe('nosniff');
      expect(header(answer, 'referrer-policy')).toBe('same-origin');
      expect(header(answer, 'strict-transport-security')).toBeUndefined();
      return checkedPage(answer, mock.url);
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(header(first, 'content-security-policy')).toContain(`connect-src 'self' ${new URL(mock.url).origin} data:`);
    expect(header(first, 'content-security-policy')).toContain("frame-ancestors 'none'");

    // A browser's revalidation gets the whole page again, with yet another nonce.
    const again = await get(`${base}/index.html`, {
      'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString(),
      'If-None-Match': '*',
    });
    expect(again.status).toBe(200);
    expect(nonces).not.toContain(checkedPage(again, mock.url));
  });

  it("preloads the back office's code for a browser that holds a session, and only for it", async () => {
    // An edit form with a title of its own (the frame's pages get no preload: the test below).
    const signedIn = await get(`${base}/site-settings/blog/3`, {
      Cookie: 'access_token_om=eyJ.a.b; refresh_token_om=r',
    });
    const nonce = checkedPage(signedIn, mock.url);
    expect(header(signedIn, 'vary')).toBe('Accept-Encoding, Cookie');
    expect(text(signedIn)).not.toContain('<template');
    expect(text(signedIn)).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="/assets/AdminApp-[\\w-]+\\.js" nonce="${nonce}">`),
    );
    const signedOut = await get(`${base}/companies/1`, { Cookie: 'theme=dark' });
    checkedPage(signedOut, mock.url);
    expect(text(signedOut)).toMatch(
      /<template id="signed-in-preload">(<link [^>]+>)*<link rel="modulepreload"[^>]+AdminApp-/,
    );
    expect(text(signedOut)).toMatch(/<template id="screen-preload">(<link [^>]+>)*<link [^>]+screen-kit-/);
  });

  it("preloads the screens' kit on a screen's page only, and nothing on a page the frame titles, as signed-in-preload.ts says of its path", async () => {
    const paths = [
      ...TITLED_LISTS.flatMap((list) => [`/${list}`, `/${list}/?filter=%7B%7D`]),
      ...TITLED_RECORD_SECTIONS.flatMap((section) => [
        `/${section}/1`,
        `/${section}/a%20b/?tab=2`,
        `/${section}/create`,
        `/${section}/create/?x=1`,
        `/${section}/1/show`,
      ]),
      '/companies/1/show',
      '/site-settings/blog/3',
      '/my-loads/create',
      '/statistic',
      '/',
      '/overview',
      '/overview?from=menu',
      '/auth',
      '/auth/sign-up',
      '/restore-password',
      '/delete-app-account',
      '/check/P-1?code=x',
      '/companies/1',
      '/my-permit-request?page=2',
      '/overviews',
      '/site-settings/blog',
    ];
    for (const path of paths) {
      const page = await get(`${base}${path}`, { Cookie: 'access_token_om=eyJ.a.b; refresh_token_om=r' });
      const nonce = checkedPage(page, mock.url);
      const html = text(page);
      const { pathname } = new URL(path, base);
      // The back office's own code on every page of a signed-in browser, but one the frame titles.
      const adminApp = new RegExp(
        `<link rel="modulepreload" crossorigin href="/assets/AdminApp-[\\w-]+\\.js" nonce="${nonce}">`,
      );
      expect({ path, live: adminApp.test(html) && !html.includes('<template id="signed-in-preload">') }).toEqual({
        path,
        live: !titledByTheFrame(pathname),
      });
      const screenKit = new RegExp(
        `<link rel="modulepreload" crossorigin href="/assets/screen-kit-[\\w-]+\\.js" nonce="${nonce}">`,
      );
      const template = html.includes('<template id="screen-preload">');
      expect({ path, live: screenKit.test(html) && !template }).toEqual({
        path,
        live: opensOnAScreen(pathname) && !titledByTheFrame(pathname),
      });
    }
  });

  it('answers every app route with index.html, and a missing file with 404', async () => {
    for (const path of ['/', '/companies/12', '/site-settings/blog', '/invoices/create']) {
      const answer = await get(`${base}${path}`);
      expect(answer.status, path).toBe(200);
      checkedPage(answer, mock.url);
    }
    for (const path of ['/assets/missing.js', '/assets/missing', '/missing.png', '/index.html.bak']) {
      const answer = await get(`${base}${path}`);
      expect(answer.status, path).toBe(404);
      // Never cached for a year, and no page pretending to be the file.
      expect(header(answer, 'cache-control'), path).toBeUndefined();
      expect(text(answer), path).not.toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year, and compresses text with gzip and brotli', async () => {
    const html = text(await get(`${base}/`));
    // The shell: the code of every first load, as index.html preloads it (its entry is a few lines).
    const script = /<link rel="modulepreload" crossorigin href="(\/assets\/shell-[\w-]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/assets\/shell-[\w-]+\.js$/);
    const onDisk = await readFile(`${ADMIN_DIST}${script}`);

    const plain = await get(`${base}${script}`);
    expect(plain.status).toBe(200);
    expect(header(plain, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(plain, 'content-type')).toMatch(/^(application|text)\/javascript/);
    expect(header(plain, 'x-content-type-options')).toBe('nosniff');
    expect(header(plain, 'content-encoding')).toBeUndefined();
    expect(header(plain, 'vary')).toBe('Accept-Encoding');
    expect(plain.body.equals(onDisk)).toBe(true);

    const gzipped = await get(`${base}${script}`, { 'Accept-Encoding': 'gzip' });
    expect(header(gzipped, 'content-encoding')).toBe('gzip');
    expect(header(gzipped, 'vary')).toBe('Accept-Encoding');
    expect(header(gzipped, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gzipped.body).equals(onDisk)).toBe(true);
    expect(gzipped.body.length).toBeLessThan(onDisk.length / 2);
    // As the build compressed it, at the best level (host/precompressed.ts), not again on the fly.
    expect(gzipped.body.equals(await readFile(`${ADMIN_DIST}${script}.gz`))).toBe(true);

    const brotli = await get(`${base}${script}`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(header(brotli, 'content-encoding')).toBe('br');
    expect(header(brotli, 'vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(onDisk)).toBe(true);
    expect(brotli.body.equals(await readFile(`${ADMIN_DIST}${script}.br`))).toBe(true);

    // index.html is compressed after its nonce is filled in.
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const page = await get(`${base}/companies`, { 'Accept-Encoding': encoding });
      expect(header(page, 'content-encoding')).toBe(encoding);
      // And it differs with the session's cookie too (its preloads).
      expect(header(page, 'vary')).toBe('Accept-Encoding, Cookie');
      checkedPage({ ...page, body: decode(page.body) }, mock.url);
    }
  });

  it('answers /config.json from the one setting, and /healthz', async () => {
    const config = await get(`${base}/config.json`, { 'Accept-Encoding': 'gzip' });
    expect(config.status).toBe(200);
    expect(header(config, 'content-type')).toBe('application/json');
    expect(header(config, 'cache-control')).toBe('no-store');
    expect(JSON.parse(text(config))).toEqual({ API_URL: mock.url });

    const health = await get(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(text(health)).toBe('ok');
    expect(header(health, 'content-type')).toBe('text/plain; charset=utf-8');
    expect(header(health, 'cache-control')).toBe('no-store');
  });

  it('sends the service worker revalidated at every load, the manifest with its type, and opens offline', async () => {
    const worker = await get(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(header(worker, 'content-type')).toMatch(/^(application|text)\/javascript/);
    expect(header(worker, 'cache-control')).toBe('no-cache');
    expect(header(worker, 'x-content-type-options')).toBe('nosniff');
    const manifest = await get(`${base}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(header(manifest, 'content-type')).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(text(manifest))).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });

    const browser = (await open()).context().browser();
    if (!browser) throw new Error('No browser');
    await opensOffline(browser, base);
  });

  it('sends HSTS over https, and only there, with the same policy', async () => {
    const page = await get(`${nginx.httpsUrl}/companies`);
    expect(page.status).toBe(200);
    expect(header(page, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    checkedPage(page, mock.url);
    const asset = await get(`${nginx.httpsUrl}/healthz`);
    expect(header(asset, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(header(await get(`${base}/healthz`), 'strict-transport-security')).toBeUndefined();
  });

  it(
    'signs in, lists, shows a PDF and the API reference under the header policy, without a violation',
    // Four screens and a sign-in in one test: a guard for a busy machine, not a speed figure.
    { timeout: 120_000 },
    async () => {
      const page = await open();
      const signInPage = await page.goto(`${base}/auth`);
      const nonce = nonceOf((await signInPage?.headerValue('content-security-policy')) ?? '');
      await page.getByLabel('Email').fill('admin@example.com');
      await page.getByLabel('Password').fill('password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/overview');
      await dismissSignInPopups(page);
      // The overview drawn: emotion's styles, admitted by the header's nonce.
      await page.getByRole('img', { name: 'Permits' }).waitFor();
      const styles = await page.evaluate(() => ({
        meta: document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce,
        emotion: [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce),
      }));
      expect(styles.meta).toBe(nonce);
      expect(styles.emotion.length).toBeGreaterThan(0);
      expect(new Set(styles.emotion)).toEqual(new Set([nonce]));

      // A list, loaded as a person reloads it: nginx's fallback, a new document, a new nonce.
      const list = await page.goto(`${base}/companies`);
      expect(nonceOf((await list?.headerValue('content-security-policy')) ?? '')).not.toBe(nonce);
      await page.getByText('1-25 of 150').waitFor();
      expect(await page.locator('tbody tr').count()).toBe(25);

      await page.getByRole('menuitem', { name: 'Invoices' }).click();
      await page.waitForURL('**/invoices');
      // The invoices' own rows (the companies' may linger a moment): each has a "PDF <number>" button.
      const pdf = page.getByRole('button', { name: /^PDF \S+$/ }).first();
      const invoiceNumber = ((await pdf.getAttribute('aria-label')) ?? '').replace(/^PDF /, '');
      await pdf.click();
      const viewer = page.getByRole('dialog', { name: 'View file' });
      expect(await fileViewer.pdfShown(viewer)).toContain(`Invoice ${invoiceNumber}`);
      await viewer.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('menuitem', { name: 'API reference' }).click();
      await page.getByRole('heading', { name: /operations confirmed by the specification/ }).waitFor();
      await page.locator('rapi-doc [part="label-operation-path"]').first().waitFor({ timeout: SETTLE_GUARD_MS });
      expect(new URL(page.url()).pathname).toBe('/docApi');

      // Every call went to nginx or to the API, and the page saw nothing refused.
      const allowed = new Set([base, new URL(mock.url).origin]);
      const elsewhere = state.requests
        .map((request) => new URL(request.slice(request.indexOf(' ') + 1)))
        .filter((address) => address.protocol.startsWith('http') && !allowed.has(address.origin));
      expect(elsewhere.map(String)).toEqual([]);
      expect(state.cspViolations).toEqual([]);
      expect(state.consoleErrors).toEqual([]);
    },
  );
});

describe("deploy/nginx's one setting, the API's URL", () => {
  // What else an operator may write there: a path (nginx serves the API too), a default port.
  it.each([
    ['/api', "'self'"],
    ['https://permits.example.com:443/api', 'https://permits.example.com'],
    ['http://api.example.com:8080/api/', 'http://api.example.com:8080'],
  ])('%s: /config.json says it, the policy names %s', async (apiUrl, source) => {
    const host = await onFreePorts(2, ([httpPort, httpsPort]) =>
      startNginx({ dist: ADMIN_DIST, apiUrl, httpPort, httpsPort, brotli: false }),
    );
    try {
      const config = await get(`${host.httpUrl}/config.json`);
      expect(JSON.parse(text(config))).toEqual({ API_URL: apiUrl });
      const page = await get(`${host.httpUrl}/companies`);
      checkedPage(page, apiUrl);
      expect(header(page, 'content-security-policy')).toContain(`frame-src ${source} blob:`);
    } finally {
      await host.stop();
    }
  });
});
