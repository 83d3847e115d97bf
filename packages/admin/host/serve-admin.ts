/**
 * Serves the built admin as a production host would: hashed assets cached for good, index.html
 * for every app route (the app routes itself) and never cached, and `/config.json` from the given
 * configuration, so the same build points at any API. Every index.html response gets a fresh CSP
 * nonce on its tags, and the nonce policy as a header (the build's <meta> policy stays as it is).
 * Text is compressed (brotli, else gzip), as any production host does: without it the first
 * signed-in screen downloads three times the bytes. A hashed asset the build compressed at its best
 * (host/precompressed.ts) is sent as the build wrote it. `/healthz` answers "ok"; a failure answers a
 * bare 500, its reason in the log only.
 */
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ACCESS_TOKEN_COOKIE } from '@permit-office/sdk/browser';
import { contentSecurityPolicy, withCspNonce } from '../src/boot/csp-policy.js';
import { withSignedInPreload } from '../src/boot/signed-in-preload.js';
import { precompressedFile, type Encoding } from './precompressed.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  // The web app manifest (packages/admin/vite-offline.ts): its registered type.
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

/** What is worth compressing: text. Images and fonts are compressed already. */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.map']);

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: within a few per cent of the best brotli at a small part of its time, so even the
  // API reference's large chunk is ready on its first request.
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/** The best encoding the client accepts, if any (a `q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

export interface ServeAdminOptions {
  dist: string;
  port: number;
  /** Where it listens: 127.0.0.1 unless told. */
  host?: string;
  /**
   * The host name its `url` reports, when people and browsers should reach it by another name than
   * `host`: `localhost` keeps the admin's cookies away from an API at 127.0.0.1 (cookies are shared
   * by every port of one host, not of two names). Default: `host`.
   */
  publicHost?: string;
  /** Answered at /config.json; the build's own file when absent. */
  config?: Record<string, unknown>;
  /** One line per answered request (method, path, status, time); none when absent. */
  log?: (line: string) => void;
}

/** The health check a load balancer or orchestrator polls: the host answers, with nothing to read. */
export const HEALTH_PATH = '/healthz';

/** The API_URL the page will call: the given configuration's, else the build's config.json. */
async function configuredApiUrl(
  root: string,
  config: Record<string, unknown> | undefined,
): Promise<string | undefined> {
  // Read per response: replacing config.json re-points a running host, and its policy must follow.
  const source =
    config ??
    (await readFile(join(root, 'config.json'), 'utf8').then(
      (text) => JSON.parse(text) as unknown,
      () => undefined,
    ));
  const apiUrl =
    typeof source === 'object' && source !== null ? (source as Record<string, unknown>).API_URL : undefined;
  return typeof apiUrl === 'string' ? apiUrl : undefined;
}

/** Whether a request carries the session's access cookie (its value is none of the host's business). */
export function holdsSession(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => {
    const [name, ...value] = pair.trim().split('=');
    return name === ACCESS_TOKEN_COOKIE && value.join('=') !== '';
  });
}

/**
 * index.html for one response: its own nonce, in the document and in the header policy; for a
 * browser that holds a session, the back office's code preloaded, and on a screen's page what the
 * screens draw with (boot/signed-in-preload.ts).
 */
async function htmlResponse(
  root: string,
  file: string,
  config: Record<string, unknown> | undefined,
  signedIn: boolean,
  pathname: string,
) {
  // 128 random bits, as CSP asks of a nonce; base64 is the syntax a nonce source takes.
  const nonce = randomBytes(16).toString('base64');
  const apiUrl = await configuredApiUrl(root, config);
  return {
    body: withCspNonce(withSignedInPreload(await readFile(file, 'utf8'), signedIn, pathname), nonce),
    policy: contentSecurityPolicy({ nonce, apiUrl }),
  };
}

export function serveAdmin(options: ServeAdminOptions): { server: Server; url: string; ready: Promise<void> } {
  const root = resolve(options.dist);
  const host = options.host ?? '127.0.0.1';
  // Hashed assets never change: each is read from the build's compressed copy, or compressed once
  // per encoding on its first request.
  const compressedAssets = new Map<string, Promise<Buffer>>();
  const send = async (
    request: IncomingMessage,
    response: ServerResponse,
    headers: Record<string, string>,
    body: Buffer,
    { type, cacheAs }: { type: string; cacheAs?: string },
  ) => {
    if (!TEXT.has(type)) {
      response.writeHead(200, headers);
      response.end(body);
      return;
    }
    // Every text answer depends on the request's Accept-Encoding, the plain one too: a shared
    // cache must not hand a plain answer to a browser that asked for brotli, nor the reverse.
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    if (!encoding) {
      response.writeHead(200, { ...headers, Vary: vary });
      response.end(body);
      return;
    }
    const key = cacheAs && `${encoding} ${cacheAs}`;
    let compressed = key ? compressedAssets.get(key) : undefined;
    if (!compressed) {
      compressed = cacheAs
        ? readFile(precompressedFile(cacheAs, encoding)).catch(() => compressors[encoding](body))
        : compressors[encoding](body);
      if (key) compressedAssets.set(key, compressed);
    }
    response.writeHead(200, { ...headers, 'Content-Encoding': encoding, Vary: vary });
    response.end(await compressed);
  };
  const server = createServer((request, response) => {
    const started = performance.now();
    if (options.log) {
      const { log } = options;
      response.on('finish', () => {
        // The path only: a query string may carry what a log must not keep.
        const path = (request.url ?? '/').split('?')[0];
        log(`${request.method} ${path} ${response.statusCode} ${(performance.now() - started).toFixed(1)} ms`);
      });
    }
    const plain = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(text);
    };
    void (async () => {
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      } catch {
        plain(400, 'Bad request');
        return;
      }
      if (path === HEALTH_PATH) {
        plain(200, 'ok');
        return;
      }
      if (path === '/config.json' && options.config) {
        const headers = { 'Content-Type': TYPES['.json'] ?? '', 'Cache-Control': 'no-store' };
        await send(request, response, headers, Buffer.from(JSON.stringify(options.config)), { type: '.json' });
        return;
      }
      const file = normalize(join(root, path));
      const inside = file.startsWith(root + '/') || file === root;
      const isFile =
        inside &&
        (await stat(file).then(
          (info) => info.isFile(),
          () => false,
        ));
      if (!isFile && extname(path) !== '') {
        plain(404, 'Not found');
        return;
      }
      const target = isFile ? file : join(root, 'index.html');
      const immutable = target.includes(`${root}/assets/`);
      const headers = {
        'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
        // no-cache with no validator: index.html is fetched anew each time, with a new nonce. The
        // service worker (sw.js) too: a browser then learns of a new build at the next navigation.
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
      };
      const type = extname(target);
      if (type === '.html') {
        const signedIn = holdsSession(request.headers.cookie);
        const { body, policy } = await htmlResponse(root, target, options.config, signedIn, path);
        // The page differs with the session's cookie (its preloads): a shared cache must tell them apart.
        const page = { ...headers, 'Content-Security-Policy': policy, Vary: 'Cookie' };
        await send(request, response, page, Buffer.from(body), { type });
        return;
      }
      await send(request, response, headers, await readFile(target), {
        type,
        cacheAs: immutable ? target : undefined,
      });
    })().catch((error: unknown) => {
      // The reason stays in the host's log: a client is told nothing of paths or stacks.
      options.log?.(`${request.method} ${request.url ?? '/'} failed: ${String(error)}`);
      if (response.headersSent) response.destroy();
      else plain(500, 'Internal Server Error');
    });
  });
  // Refused when the port is taken (EADDRINUSE): the caller hears it, not the process as a crash.
  const ready = new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = () => server.address();
  return {
    server,
    ready,
    get url() {
      const bound = address();
      return `http://${options.publicHost ?? host}:${typeof bound === 'object' && bound ? bound.port : options.port}`;
    },
  };
}
