/**
 * Serves the built admin as a production host would: hashed assets cached for good, index.html
 * for every app route (the app routes itself), and `/config.json` from the given configuration,
 * so the same build points at any API.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};

export interface ServeAdminOptions {
  dist: string;
  port: number;
  host?: string;
  /** Answered at /config.json; the build's own file when absent. */
  config?: Record<string, unknown>;
}

export function serveAdmin(options: ServeAdminOptions): { server: Server; url: string; ready: Promise<void> } {
  const root = resolve(options.dist);
  const host = options.host ?? '127.0.0.1';
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      if (path === '/config.json' && options.config) {
        response.writeHead(200, { 'Content-Type': TYPES['.json'] ?? '', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify(options.config));
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
        response.writeHead(404, { 'Content-Type': 'text/plain' });
        response.end('Not found');
        return;
      }
      const target = isFile ? file : join(root, 'index.html');
      const immutable = target.includes(`${root}/assets/`);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
      });
      response.end(await readFile(target));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  const ready = new Promise<void>((done) => server.listen(options.port, host, done));
  const address = () => server.address();
  return {
    server,
    ready,
    get url() {
      const bound = address();
      return `http://${host}:${typeof bound === 'object' && bound ? bound.port : options.port}`;
    },
  };
}
