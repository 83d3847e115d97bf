/**
 * The mock API in a real browser: MSW's service worker answers the API's calls, as it does for a
 * static demo build that has no server behind it.
 */
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@permit-office/harness/chromium';

let server: Server;
let browser: Browser;
let origin: string;
const reachedServer: string[] = [];

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: `
        import { startMockWorker } from './src/browser.ts';
        window.mockReady = startMockWorker({ baseUrl: location.origin + '/api' }).then(() => true);
      `,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': ['text/html', '<!doctype html><title>mock</title><script type="module" src="/app.js"></script>'],
    '/app.js': ['text/javascript', bundle.outputFiles[0]?.contents ?? ''],
    '/mockServiceWorker.js': [
      'text/javascript',
      await readFile(fileURLToPath(import.meta.resolve('msw/mockServiceWorker.js'))),
    ],
  };
  server = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (!file) reachedServer.push(request.url ?? '');
    response.writeHead(file ? 200 : 404, { 'Content-Type': file?.[0] ?? 'text/plain' });
    response.end(file?.[1] ?? 'not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the mock API in the browser', () => {
  it('answers sign-in and data calls from the service worker, never from the server', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.waitForFunction(() => (window as unknown as { mockReady?: Promise<boolean> }).mockReady);
    await page.evaluate(() => (window as unknown as { mockReady: Promise<boolean> }).mockReady);
    const result = await page.evaluate(async () => {
      const login = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'member@example.com', password: 'password' }),
      });
      const { access_token } = (await login.json()) as { access_token: string };
      const loads = await fetch('/api/loads?per_page=3', { headers: { Authorization: `Bearer ${access_token}` } });
      const body = (await loads.json()) as { data: { company_id: number }[]; total: number };
      return {
        login: login.status,
        loads: loads.status,
        companies: body.data.map((load) => load.company_id),
        total: body.total,
      };
    });
    expect(result).toMatchObject({ login: 200, loads: 200, companies: [1, 1, 1] });
    expect(result.total).toBeGreaterThan(3);
    expect(reachedServer.filter((url) => url.startsWith('/api'))).toEqual([]);
  }, 60_000);
});
