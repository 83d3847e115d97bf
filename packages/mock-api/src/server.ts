/**
 * `pnpm mock-api`: the mock as a real HTTP server, http://127.0.0.1:${PORT:-4010}/api, with CORS for
 * the admin's origin(s) so that the admin can call it from another origin.
 *
 * Environment: PORT, HOST, ACCESS_TOKEN_TTL (seconds, default 600), CORS_ORIGINS (comma-separated
 * origins allowed to call it from a browser, default http://localhost:4173, the admin of
 * `pnpm start`), MOCK_CONTROL=1 to enable the test control endpoints (`POST /api/__faults`,
 * `POST /api/__reset`, `POST /api/__expire-access-tokens`).
 *
 * As a careful backend does, it refuses a body over its limit while reading it (413), never after
 * buffering it whole, and a slow client cannot hold it: headers and whole requests have deadlines.
 * As the server in front of a production API does, it gzips answers of data for a client that
 * takes it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { getResponse } from 'msw';
import { handlerIndex } from './handler-index.js';
import { MAX_UPLOAD_BYTES } from './handlers/files.js';
import { DEMO_PASSWORD, DEMO_USERS, createMockApi, type LiveOptions, type SeedSizes } from './index.js';

/** JSON, and any body that is not a multipart upload: 1 MiB, far above any form of the contract. */
/** An answer's media type against the contract's, for a test that checks every answer it sees. */
export { answerProblem, mediaTypeProblem, type Answer } from './media-types.js';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** A multipart upload: the upload's own limit (10 MB) and room for the multipart framing. */
export const MULTIPART_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

/** The admin of `pnpm start`, when CORS_ORIGINS does not say otherwise. */
export const DEFAULT_CORS_ORIGINS = ['http://localhost:4173'];

/** Deadlines a slow client cannot stretch: the headers, then the whole request. */
export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * After refusing a body, what is still read (and thrown away) before the connection is closed.
 * Closing a socket with unread data resets it, and a reset can make the client lose the answer it
 * has not read yet; so the refusal is sent first, the rest of the body is read for a little while,
 * within these bounds, and only then is the connection closed.
 */
const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_MS = 2_000;
/**
 * A body whose length was declared is read to its end, up to these bounds: closing while the client
 * still sends resets the connection, and a reset that arrives before the client has read the answer
 * makes it lose the answer (a 64 MB upload refused at once then failed as ECONNRESET one run in
 * many, on a busy machine). Reading 64 MB and throwing it away takes a fraction of a second.
 */
const LINGER_DECLARED_BYTES = 128 * 1024 * 1024;
const LINGER_DECLARED_MS = 10_000;

const CORS_PREFLIGHT = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  // Last-Event-ID: a live stream resumed (`GET /events`) from a browser on another origin.
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, If-Match, Idempotency-Key, Last-Event-ID',
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
  /** The clock (tests move it to expire presence and tokens). */
  now?: () => Date;
  /** The live streams' buffer, ping and presence times (tests make them small). */
  live?: LiveOptions;
  /**
   * The origins a browser may call the API from (the admin's, e.g. `http://localhost:4173`); any
   * other origin gets no `Access-Control-Allow-Origin`. Default: none.
   */
  allowedOrigins?: readonly string[];
  /** The admin's address, for the links in e-mails; by default the first allowed origin. */
  appUrl?: string;
  /**
   * Told of each answer the API gives, before it is sent, with the API's base address (the browser
   * tests check every answer's media type against the contract). Not told of what the server
   * answers before the API sees a request: a CORS preflight, a body refused as too large. The body
   * is the server's to send: read the status and the headers only.
   */
  onAnswer?: (request: Request, response: Response, apiUrl: string) => void;
  /** Every JSON answer checked against the contract; a mismatch answers 500 (MockApiOptions.checkAnswers). */
  checkAnswers?: boolean;
}

/** `http://localhost:4173/` → `http://localhost:4173`; throws on what is not an http(s) origin. */
export function normalizeOrigin(origin: string): string {
  const url = new URL(origin.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) origin: ${origin}`);
  return url.origin;
}

/** CORS_ORIGINS: comma-separated origins; unset or blank means the default. */
export function corsOriginsFromEnv(value: string | undefined): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return (listed.length ? listed : DEFAULT_CORS_ORIGINS).map(normalizeOrigin);
}

/** The CORS headers of an answer to a request from `origin`: the origin only when it is allowed. */
function corsHeaders(origin: string | undefined, allowed: ReadonlySet<string>, preflight = false) {
  // The answer differs by Origin, so a cache must keep one per origin. Named in lower case, as
  // fetch's Headers names an answer's own `vary`, which `send` extends.
  const headers: Record<string, string> = { vary: 'Origin' };
  if (origin === undefined || !allowed.has(origin)) return headers;
  headers['Access-Control-Allow-Origin'] = origin;
  if (preflight) Object.assign(headers, CORS_PREFLIGHT);
  else
    headers['Access-Control-Expose-Headers'] =
      'Content-Disposition, ETag, Idempotent-Replayed, Request-Id, Retry-After';
  return headers;
}

const isMultipart = (incoming: IncomingMessage) =>
  /^multipart\/form-data\s*(;|$)/i.test(incoming.headers['content-type'] ?? '');

/** The body limit of this request: an upload's, or the JSON one for anything else. */
export const bodyLimitOf = (incoming: IncomingMessage): number =>
  isMultipart(incoming) ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT;

/** What Content-Length declares, when it is a number. */
function declaredLength(incoming: IncomingMessage): number | undefined {
  const header = incoming.headers['content-length'];
  if (header === undefined || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}

class BodyTooLarge extends Error {}

/** Reads the body, counting bytes as they arrive, and stops at `limit` (rejecting with BodyTooLarge). */
function readBody(incoming: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const cleanup = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        incoming.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const onClose = () => {
      // Closed before its end: the client went away.
      cleanup();
      reject(new Error('The client closed the connection before the end of its body.'));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
  });
}

/**
 * 413, then the connection is closed: the answer first (with `Connection: close`), then what the
 * client still sends is read and thrown away (a declared body to its end, within
 * LINGER_DECLARED_BYTES and LINGER_DECLARED_MS; an undeclared one within LINGER_BYTES and
 * LINGER_MS), then the socket is ended (and destroyed if the client is still sending).
 */
function refuseTooLarge(incoming: IncomingMessage, outgoing: ServerResponse, cors: Record<string, string>): void {
  const limit = bodyLimitOf(incoming);
  const body = Buffer.from(
    JSON.stringify({
      message: `The request body may not be larger than ${limit === JSON_BODY_LIMIT ? '1 MB' : '10 MB'}.`,
    }),
  );
  outgoing.writeHead(413, {
    ...cors,
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    Connection: 'close',
  });
  // Written but not ended: Node closes a `Connection: close` socket as soon as the answer ends.
  outgoing.write(body);
  const declared = declaredLength(incoming);
  const toEnd = declared !== undefined && declared <= LINGER_DECLARED_BYTES;
  const lingerBytes = toEnd ? declared : LINGER_BYTES;
  let discarded = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    incoming.off('data', discard);
    incoming.off('end', finish);
    incoming.off('close', finish);
    // Ending the answer closes the connection once the answer is flushed (Node does it for
    // `Connection: close`); whatever the client still sends is dropped with it. A client that does
    // not even read the answer loses the connection a little later.
    outgoing.end();
    setTimeout(() => incoming.socket.destroy(), LINGER_MS).unref();
  };
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > lingerBytes) finish();
  };
  const timer = setTimeout(finish, toEnd ? LINGER_DECLARED_MS : LINGER_MS);
  if (incoming.complete) {
    finish();
    return;
  }
  incoming.on('data', discard);
  incoming.on('end', finish);
  incoming.on('close', finish);
  incoming.resume();
}

function toRequest(incoming: IncomingMessage, origin: string, body: Buffer<ArrayBuffer>): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : body,
  });
}

/** Resolves when the answer may be written to again, or when its connection is gone. */
const writable = (outgoing: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      outgoing.off('drain', done);
      outgoing.off('close', done);
      resolve();
    };
    outgoing.on('drain', done);
    outgoing.on('close', done);
  });

const gzipped = promisify(gzip);

/** Below this, compression saves less than it costs (nginx's `gzip_min_length` is of that order). */
export const COMPRESS_MIN_BYTES = 1024;

/** Whether the client takes gzip (`Accept-Encoding`, a `q=0` refusing it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

/**
 * A whole answer of data (JSON, text) compressed for a client that takes gzip, as the servers in
 * front of an API in production do (nginx's `gzip_types`): a list's first page is some 22 KB of
 * JSON and 3 KB gzipped, which a phone's network feels. Streams (no length known) and files pass
 * as they are.
 */
async function compressed(response: Response, acceptEncoding: string | undefined): Promise<Buffer | undefined> {
  const length = Number(response.headers.get('Content-Length'));
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body || !Number.isFinite(length) || length < COMPRESS_MIN_BYTES) return undefined;
  if (response.headers.has('Content-Encoding') || !/json|^text\//i.test(type) || !acceptsGzip(acceptEncoding)) {
    return undefined;
  }
  return gzipped(Buffer.from(await response.arrayBuffer()));
}

/**
 * The answer, its body passed on as it comes: a live stream (`GET /events`) never ends by itself,
 * so nothing waits for a whole body. When the client goes away, the body is cancelled, which
 * tells whoever writes it (the live hub lets go of the stream).
 */
async function send(
  outgoing: ServerResponse,
  response: Response,
  cors: Record<string, string>,
  acceptEncoding?: string,
): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = name === 'vary' ? `${value}, Origin` : value;
  });
  const packed = await compressed(response, acceptEncoding);
  if (packed) {
    headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(packed.length);
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    outgoing.writeHead(response.status, headers);
    outgoing.end(packed);
    return;
  }
  outgoing.writeHead(response.status, headers);
  if (!response.body) {
    outgoing.end();
    return;
  }
  const reader = response.body.getReader();
  const gone = () => void reader.cancel().catch(() => undefined);
  outgoing.on('close', gone);
  try {
    // A body of unknown length (a stream) has its headers sent at once: its client knows it is
    // connected before the first event. One of known length goes out with them, as before.
    if (!response.headers.has('Content-Length')) outgoing.flushHeaders();
    for (;;) {
      const { done, value } = await reader.read();
      if (done || outgoing.destroyed) break;
      if (!outgoing.write(value)) await writable(outgoing);
    }
    if (!outgoing.destroyed) outgoing.end();
  } catch (error) {
    // The headers are out: a body that fails half-way can only cut the connection.
    outgoing.destroy();
    throw error;
  } finally {
    outgoing.off('close', gone);
  }
}

export function startMockServer(options: MockServerOptions = {}) {
  const port = options.port ?? 4010;
  const host = options.host ?? '127.0.0.1';
  const origin = `http://${host}:${port}`;
  const log = options.log ?? ((line: string) => console.log(line));
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(normalizeOrigin));
  const api = createMockApi({
    baseUrl: `${origin}/api`,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds,
    control: options.control,
    seedSizes: options.seedSizes,
    now: options.now,
    live: options.live,
    checkAnswers: options.checkAnswers,
    // The admin these browsers come from is where an e-mail's link leads (configuration, not a header).
    appUrl: options.appUrl ?? [...allowedOrigins][0],
    onResetLink: (email, token) => log(`Password reset link for ${email}: /restore-password?token=${token}`),
  });

  const handlersFor = handlerIndex(api.handlers);
  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const cors = corsHeaders(incoming.headers.origin, allowedOrigins);
    try {
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, corsHeaders(incoming.headers.origin, allowedOrigins, true));
        outgoing.end();
        return;
      }
      const limit = bodyLimitOf(incoming);
      // Refused at once when the client says how much it will send.
      if ((declaredLength(incoming) ?? 0) > limit) {
        refuseTooLarge(incoming, outgoing, cors);
        return;
      }
      let body: Buffer<ArrayBuffer>;
      try {
        body = await readBody(incoming, limit);
      } catch (error) {
        if (error instanceof BodyTooLarge) refuseTooLarge(incoming, outgoing, cors);
        // Otherwise the client went away: nobody to answer.
        return;
      }
      const request = toRequest(incoming, origin, body);
      const response =
        (await getResponse(handlersFor(request), request)) ?? Response.json({ message: 'Not Found' }, { status: 404 });
      // A network error (an injected fault of status 0): the connection goes without an answer, as
      // when a proxy or the network drops it; the client sees a failed fetch, never a status.
      if (response.type === 'error') {
        incoming.socket.destroy();
        return;
      }
      options.onAnswer?.(request, response, `${origin}/api`);
      await send(outgoing, response, cors, incoming.headers['accept-encoding']);
    } catch (error) {
      log(`mock API: ${incoming.method} ${incoming.url} failed: ${String(error)}`);
      if (!outgoing.headersSent)
        await send(outgoing, Response.json({ message: 'Internal Server Error' }, { status: 500 }), cors);
    }
  };

  const server = createServer(
    {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // How often the two deadlines above are checked (Node's default, 30 s, would stretch them).
      connectionsCheckingInterval: 1_000,
    },
    (incoming, outgoing) => void handle(incoming, outgoing),
  );
  // `Expect: 100-continue` (curl's way with a large body): a body over the limit is refused before
  // the client sends it; any other gets its 100 Continue.
  server.on('checkContinue', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    if ((declaredLength(incoming) ?? 0) > bodyLimitOf(incoming)) {
      refuseTooLarge(incoming, outgoing, corsHeaders(incoming.headers.origin, allowedOrigins));
      return;
    }
    outgoing.writeContinue();
    void handle(incoming, outgoing);
  });
  // Refused when the port is taken (EADDRINUSE): the caller hears it, not the process as a crash.
  const ready = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { api, server, ready, url: `${origin}/api`, allowedOrigins: [...allowedOrigins] };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const ttl = Number(process.env.ACCESS_TOKEN_TTL ?? 600);
  const allowedOrigins = corsOriginsFromEnv(process.env.CORS_ORIGINS);
  const { ready, url } = startMockServer({
    port: Number(process.env.PORT ?? 4010),
    host: process.env.HOST ?? '127.0.0.1',
    accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 600,
    control: process.env.MOCK_CONTROL === '1',
    allowedOrigins,
  });
  await ready;
  console.log(`Mock API on ${url}`);
  console.log(`CORS: browsers may call it from ${allowedOrigins.join(', ')}`);
  console.log(`Demo users (password "${DEMO_PASSWORD}"): ${Object.values(DEMO_USERS).join(', ')}`);
}

export type RunningMock = ReturnType<typeof startMockServer>;

/** A port the system says is free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

const portTaken = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/**
 * The mock on a free port, for a test or a bench that needs a real HTTP server beside others. It
 * must be given its port (it builds the URLs it answers with from it), so the port is one the
 * system said was free a moment before; if something took it meanwhile (another test file,
 * another run on the machine), the mock starts again on another.
 */
export async function startMockOnFreePort(options: Omit<MockServerOptions, 'port'>): Promise<RunningMock> {
  for (let attempt = 1; ; attempt++) {
    const mock = startMockServer({ ...options, port: await freePort() });
    try {
      await mock.ready;
      return mock;
    } catch (error) {
      if (attempt === 5 || !portTaken(error)) throw error;
    }
  }
}
