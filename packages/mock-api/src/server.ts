/**
 * `pnpm mock-api`: the mock as a real HTTP server, http://127.0.0.1:${PORT:-4010}/api, with CORS so
 * that the admin can call it from another origin.
 *
 * Environment: PORT, HOST, ACCESS_TOKEN_TTL (seconds, default 600), MOCK_CONTROL=1 to enable the
 * test control endpoints (`POST /api/__faults`, `POST /api/__reset`, `POST /api/__expire-access-tokens`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { DEMO_PASSWORD, DEMO_USERS, createMockApi, type SeedSizes } from './index.js';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Content-Disposition',
  'Access-Control-Max-Age': '600',
};

export interface MockServerOptions {
  port?: number;
  host?: string;
  accessTokenTtlSeconds?: number;
  control?: boolean;
  log?: (line: string) => void;
  /** Extra rows beyond the default seed, e.g. `{ logs: 10_000 }` for a large list. */
  seedSizes?: SeedSizes;
}

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || chunks.length === 0 ? undefined : Buffer.concat(chunks),
  });
}

async function send(outgoing: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = { ...CORS };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, headers);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

export function startMockServer(options: MockServerOptions = {}) {
  const port = options.port ?? 4010;
  const host = options.host ?? '127.0.0.1';
  const origin = `http://${host}:${port}`;
  const log = options.log ?? ((line: string) => console.log(line));
  const api = createMockApi({
    baseUrl: `${origin}/api`,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    control: options.control,
    seedSizes: options.seedSizes,
    onResetLink: (email, token) => log(`Password reset link for ${email}: /restore-password?token=${token}`),
  });
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        if (incoming.method === 'OPTIONS') {
          outgoing.writeHead(204, CORS);
          outgoing.end();
          return;
        }
        const request = await toRequest(incoming, origin);
        const response =
          (await getResponse(api.handlers, request)) ?? Response.json({ message: 'Not Found' }, { status: 404 });
        await send(outgoing, response);
      } catch (error) {
        log(`mock API: ${incoming.method} ${incoming.url} failed: ${String(error)}`);
        if (!outgoing.headersSent)
          await send(outgoing, Response.json({ message: 'Internal Server Error' }, { status: 500 }));
      }
    })();
  });
  const ready = new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { api, server, ready, url: `${origin}/api` };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const ttl = Number(process.env.ACCESS_TOKEN_TTL ?? 600);
  const { ready, url } = startMockServer({
    port: Number(process.env.PORT ?? 4010),
    host: process.env.HOST ?? '127.0.0.1',
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 600,
    control: process.env.MOCK_CONTROL === '1',
  });
  await ready;
  console.log(`Mock API on ${url}`);
  console.log(`Demo users (password "${DEMO_PASSWORD}"): ${Object.values(DEMO_USERS).join(', ')}`);
}
