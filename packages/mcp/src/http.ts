/**
 * The server over Streamable HTTP, for a hosted assistant: one MCP session per person who signs in.
 *
 * A session begins with an `initialize` request carrying the person's API credentials as HTTP Basic
 * (`Authorization: Basic base64(email:password)`); the server signs in as them, and every later
 * request of that session must carry the same credentials (a session id alone, seen in a log,
 * opens nothing). Wrong credentials answer 401 and open no session. `DELETE` ends the session, and
 * the person's API session with it. Nothing but `/mcp` is served; it listens on 127.0.0.1 unless told,
 * and refuses a `Host` it does not serve (DNS rebinding).
 */
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Sdk } from '@permit-office/sdk';
import { createPermitOfficeServer } from './server.js';
import { SignInRefused, signedInAs, type Person } from './sessions.js';

export const MCP_PATH = '/mcp';
/** An MCP message is small; a larger body is refused before it is read whole. */
const BODY_LIMIT = 1024 * 1024;

export interface HttpServerOptions {
  /** The API the person signs in to (`http://127.0.0.1:4010/api`). */
  apiUrl: string;
  port: number;
  host?: string;
  fetch?: (request: Request) => Promise<Response>;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  sdk: Sdk;
  /** The credentials' digest: each request of the session carries the same ones. */
  digest: Buffer;
}

const digestOf = (authorization: string) => createHash('sha256').update(authorization).digest();

/** `Basic base64(email:password)` as a person; undefined for anything else. */
function personOf(authorization: string | undefined): Person | undefined {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? '');
  if (!basic?.[1]) return undefined;
  const text = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 1) return undefined;
  return { email: text.slice(0, colon), password: text.slice(colon + 1) };
}

function reply(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw new RangeError('The request is larger than an MCP message may be.');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

export function startHttpServer(options: HttpServerOptions): { server: Server; url: string; ready: Promise<void> } {
  const host = options.host ?? '127.0.0.1';
  const sessions = new Map<string, Session>();
  const served = [`${host}:${String(options.port)}`, `localhost:${String(options.port)}`];

  async function open(req: IncomingMessage, res: ServerResponse, body: unknown, authorization: string) {
    const person = personOf(authorization);
    if (!person)
      return reply(res, 401, 'Sign in with HTTP Basic: your e-mail and password.', { 'WWW-Authenticate': 'Basic' });
    let sdk: Sdk;
    try {
      sdk = await signedInAs(options.apiUrl, person, options.fetch);
    } catch (error) {
      if (error instanceof SignInRefused)
        return reply(res, 401, 'Those credentials were refused.', { 'WWW-Authenticate': 'Basic' });
      throw error;
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableDnsRebindingProtection: true,
      allowedHosts: served,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, sdk, digest: digestOf(authorization) });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
      void sdk.session.logout();
    };
    await createPermitOfficeServer(sdk).connect(transport);
    await transport.handleRequest(req, res, body);
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://mcp.invalid').pathname;
      if (path !== MCP_PATH) return reply(res, 404, `Only ${MCP_PATH} is served here.`);
      if (!served.includes(req.headers.host ?? '')) return reply(res, 403, 'This host is not served here.');
      const authorization = req.headers.authorization ?? '';
      const id = req.headers['mcp-session-id'];
      const body = req.method === 'POST' ? await jsonBody(req) : undefined;
      if (typeof id !== 'string') {
        if (req.method === 'POST' && isInitializeRequest(body)) return open(req, res, body, authorization);
        return reply(res, 400, 'A session begins with an initialize request.');
      }
      const session = sessions.get(id);
      // An unknown session and one of other credentials answer alike: a session id opens nothing.
      const same = session && timingSafeEqual(session.digest, digestOf(authorization));
      if (!session || !same) return reply(res, 404, 'No such session.');
      await session.transport.handleRequest(req, res, body);
    })().catch((error: unknown) => {
      if (res.headersSent) return res.end();
      reply(
        res,
        error instanceof SyntaxError || error instanceof RangeError ? 400 : 500,
        error instanceof Error ? error.message : 'The request failed.',
      );
    });
  });

  const ready = new Promise<void>((listening, failed) => {
    server.once('error', failed).listen(options.port, host, () => listening());
  });
  server.on('close', () => {
    for (const session of sessions.values()) void session.transport.close();
  });
  return { server, url: `http://${host}:${String(options.port)}${MCP_PATH}`, ready };
}
