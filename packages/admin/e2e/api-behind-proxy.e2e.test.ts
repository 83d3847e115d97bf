/**
 * The API behind a reverse proxy, as it is deployed more often than not (a load balancer, nginx, a
 * container's published port): the admin knows the API by the proxy's address (its API_URL), and
 * the API sees each request as the proxy forwards it, at its own address, with the address the
 * client reached in X-Forwarded-Host and X-Forwarded-Proto. A person signs in, opens an invoice's
 * PDF and a file they have just uploaded in the file viewer, and sees them: the file links the API
 * hands out are read by their path, and the signed links it answers are at the proxy's address.
 * The admin is served with its strict header policy, which lets the page reach the proxy's origin
 * and no other, and nothing reaches the API but through the proxy.
 */
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { startMockServer } from '@permit-office/mock-api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAdmin } from '../host/serve-admin.js';
import { ADMIN_DIST } from './global-setup.js';
import { checkMediaType } from './media-types.js';
import { closeServer, listenOn, onFreePorts } from '@permit-office/harness/ports';
import { signInAt } from './sign-in.js';
import { dismissSignInPopups, useBrowser } from './support.js';
import * as fileViewer from './file-viewer.js';

/** Headers of one connection, which a proxy never passes on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

const withoutHopByHop = (headers: IncomingHttpHeaders): IncomingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name)));

/**
 * A reverse proxy as nginx configured for an upstream is one: each request forwarded to `target`
 * with its method, path, headers and body, the upstream's own Host, and where the client reached
 * it in X-Forwarded-Host and X-Forwarded-Proto; the answer passed back as it came. `forwarded`
 * receives each request's method and path, and the status it was answered.
 */
function reverseProxy(target: URL, agent: Agent, forwarded: Forwarded[]): Server {
  return createServer((incoming, outgoing) => {
    const call = `${incoming.method ?? ''} ${incoming.url ?? ''}`;
    const upstream = request(
      new URL(incoming.url ?? '/', target.origin),
      {
        method: incoming.method,
        agent,
        headers: {
          ...withoutHopByHop(incoming.headers),
          host: target.host,
          'x-forwarded-host': incoming.headers.host ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        forwarded.push({ call, status: answer.statusCode ?? 0 });
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
}

interface Forwarded {
  /** Method and path, e.g. `GET /api/files/12?expires=…`. */
  call: string;
  status: number;
}

describe('the API behind a reverse proxy', () => {
  const { open } = useBrowser();
  // A new connection to the API for each request, as nginx opens them to an upstream unless told to
  // keep them: a kept connection the API closes when idle (5 s) races the next request sent on it,
  // which then ends in the proxy's 502 without CORS headers (seen in CI as two failed polls).
  const agent = new Agent({ keepAlive: false });
  /** What the proxy forwarded, and what reached the API without it (nothing should). */
  const forwarded: Forwarded[] = [];
  const direct: string[] = [];
  let mock: ReturnType<typeof startMockServer>;
  let proxy: Server;
  let admin: ReturnType<typeof serveAdmin>;
  let adminUrl: string;
  let proxiedApiUrl: string;

  beforeAll(async () => {
    await onFreePorts(3, async ([adminPort, mockPort, proxyPort]) => {
      adminUrl = `http://localhost:${adminPort}`;
      mock = startMockServer({
        port: mockPort,
        log: () => undefined,
        allowedOrigins: [adminUrl],
        onAnswer: (request, response, apiUrl) => {
          checkMediaType(request, response, apiUrl);
          if (!request.headers.has('x-forwarded-host')) direct.push(`${request.method} ${request.url}`);
        },
      });
      await mock.ready;
      // The proxy keeps the API's path; only the address differs from the one the API listens on.
      proxiedApiUrl = `http://127.0.0.1:${proxyPort}${new URL(mock.url).pathname}`;
      proxy = reverseProxy(new URL(mock.url), agent, forwarded);
      admin = serveAdmin({
        dist: ADMIN_DIST,
        port: adminPort,
        publicHost: 'localhost',
        config: { API_URL: proxiedApiUrl },
      });
      try {
        await listenOn(proxy, proxyPort);
        await admin.ready;
      } catch (error) {
        await Promise.all([proxy, admin.server, mock.server].filter((server) => server.listening).map(closeServer));
        throw error;
      }
    });
  });

  afterAll(async () => {
    await Promise.all([proxy, admin?.server, mock?.server].filter((server) => server?.listening).map(closeServer));
    agent.destroy();
  });

  it("opens an invoice's PDF and a file just uploaded in the file viewer, with every call through the proxy", async () => {
    const page = await open();
    await signInAt(page, adminUrl, 'admin@example.com');
    await dismissSignInPopups(page);

    await page.getByRole('menuitem', { name: 'Invoices' }).click();
    const { number, viewer, text } = await fileViewer.openFirstInvoicePdf(page);
    expect(text).toContain(`Invoice ${number}`);
    expect(await fileViewer.download(viewer).getAttribute('href')).toMatch(
      fileViewer.signedLinkTo(/invoices\/\d+\/pdf/, proxiedApiUrl),
    );
    await fileViewer.close(viewer);

    // Uploaded as soon as it is chosen, and viewable before the document is saved.
    await page.goto(`${adminUrl}/site-settings/customer-manual/create`);
    await page.locator('input[type=file]').setInputFiles({
      name: 'escort-plan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(fileViewer.ESCORT_PLAN_PDF),
    });
    await page.getByRole('button', { name: 'View escort-plan.pdf', exact: true }).click();
    const uploaded = fileViewer.dialog(page);
    expect(await fileViewer.pdfShown(uploaded)).toContain('Escort plan');
    expect(await fileViewer.download(uploaded).getAttribute('href')).toMatch(
      fileViewer.signedLinkTo(/files\/\d+/, proxiedApiUrl),
    );
    await fileViewer.close(uploaded);

    // The links were given (not the 404 that read "Page not found!") and the files read through
    // the proxy; nothing went round it.
    const answered = (pattern: RegExp) =>
      forwarded.filter(({ call }) => pattern.test(call)).map(({ status }) => status);
    const links = answered(/^POST \/api\/file-links$/);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.filter((status) => status !== 201)).toEqual([]);
    expect(answered(/^GET \/api\/invoices\/\d+\/pdf\?expires=/)).toContain(200);
    expect(answered(/^GET \/api\/files\/\d+\?expires=/)).toContain(200);
    expect(direct).toEqual([]);
  });
});
