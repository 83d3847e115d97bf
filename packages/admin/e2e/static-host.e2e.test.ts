/**
 * The same dist/ on a plain static host (what nginx's defaults, a CDN or an object store do): files
 * as they are, index.html for the app's routes, no header policy, no placeholder filled, only
 * config.json replaced. The build's own <meta> policy is the whole protection there, and the
 * product must work whole under it: sign-in, a list, a file in the viewer, the API reference.
 */
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { startMockServer } from '@permit-office/mock-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticPolicy } from '../src/boot/csp-policy.js';
import { ADMIN_DIST } from './global-setup.js';
import { closeServer, listenOn, onFreePorts } from '@permit-office/harness/ports';
import { signInAt } from './sign-in.js';
import { dismissSignInPopups, useBrowser } from './support.js';
import { SETTLE_GUARD_MS } from './screens.js';
import * as fileViewer from './file-viewer.js';
import { checkMediaType } from './media-types.js';
import { opensOffline } from './offline.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** A host that knows nothing of the app: a file if there is one, else index.html. */
function plainStaticHost(root: string): Server {
  return createServer((request, response) => {
    void (async () => {
      const path = normalize(join(root, new URL(request.url ?? '/', 'http://host').pathname));
      const isFile =
        path.startsWith(root) &&
        (await stat(path).then(
          (info) => info.isFile(),
          () => false,
        ));
      const file = isFile ? path : join(root, 'index.html');
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(await readFile(file));
    })();
  });
}

describe('dist/ on a plain static host', () => {
  const { open } = useBrowser();
  let root: string;
  let host: Server;
  let base: string;
  let mock: ReturnType<typeof startMockServer>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'static-host-'));
    await cp(ADMIN_DIST, root, { recursive: true });
    await onFreePorts(2, async ([port, mockPort]) => {
      base = `http://localhost:${port}`;
      mock = startMockServer({
        port: mockPort,
        log: () => undefined,
        allowedOrigins: [base],
        onAnswer: checkMediaType,
      });
      await mock.ready;
      // The build as it is, with only its config.json replaced.
      await writeFile(join(root, 'config.json'), JSON.stringify({ API_URL: mock.url }));
      host = plainStaticHost(root);
      try {
        await listenOn(host, port);
      } catch (error) {
        await closeServer(mock.server);
        throw error;
      }
    });
  });

  afterAll(async () => {
    await closeServer(host);
    await closeServer(mock.server);
    await rm(root, { recursive: true, force: true });
  });

  it('serves a page whose own policy is complete: nothing to fill in, no inline script, no eval', async () => {
    const response = await fetch(`${base}/companies`);
    expect(response.headers.get('content-security-policy')).toBeNull();
    const html = await response.text();
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${staticPolicy()}" />`);
    expect(staticPolicy()).not.toMatch(/unsafe-eval|\{\{/);
  });

  it('opens with no network after a visit: the service worker works from the files as they are', async () => {
    const browser = (await open()).context().browser();
    if (!browser) throw new Error('No browser');
    await opensOffline(browser, base);
  });

  it(
    'signs in, draws charts, lists, shows a PDF and the API reference, without a violation or a console error',
    // Four screens and a sign-in in one test: a guard for a busy machine, not a speed figure.
    { timeout: 120_000 },
    async () => {
      const page = await open();
      await signInAt(page, base, 'admin@example.com');
      await dismissSignInPopups(page);
      // The overview's charts (emotion's styles), then the statistics' (MUI X's), under the static policy.
      await page.getByRole('img', { name: 'Permits' }).waitFor();
      await page.getByRole('menuitem', { name: 'Statistics', exact: true }).click();
      await page.locator('.MuiChartsSurface-root').first().waitFor();

      await page.getByRole('menuitem', { name: 'Invoices' }).click();
      const { number, viewer, text } = await fileViewer.openFirstInvoicePdf(page);
      expect(text).toContain(`Invoice ${number}`);
      await viewer.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('menuitem', { name: 'API reference' }).click();
      await page.getByRole('heading', { name: /operations confirmed by the specification/ }).waitFor();
      await page.locator('rapi-doc [part="label-operation-path"]').first().waitFor({ timeout: SETTLE_GUARD_MS });
      expect(new URL(page.url()).pathname).toBe('/docApi');
    },
  );
});
