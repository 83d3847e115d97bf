/**
 * The few handlers that may answer a request, for the HTTP server (server.ts) to hand to msw.
 *
 * msw's `getResponse` asks each handler it is given in turn, and each one parses the request's
 * cookies (tough-cookie) and compiles its own path (path-to-regexp) for the asking: with a handler
 * per operation of the contract (about 150), that was a fifth of the browser tests' Node process
 * (a CPU profile of an e2e worker: msw 2.9 s of its 14 s busy). Here each handler's method and path are
 * compiled once, and a request is given the handlers they match, in their order.
 *
 * The index only narrows, and only where it is sure: a path it cannot read (a pattern msw reads
 * otherwise, a function) keeps its handler, and a request for which it finds nothing but the
 * catch-all 404 is asked of every handler, as before. What answers is what would have answered.
 */
import type { RequestHandler } from 'msw';

interface Entry {
  handler: RequestHandler;
  /** Undefined: the handler is always asked. */
  method?: string | RegExp;
  path?: RegExp;
  /** A handler for any path under its base (`/*`): the API's 404 for what is not in the contract. */
  catchAll: boolean;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A handler's path as a regular expression on `origin + pathname`: `:name` one segment, `*` anything,
 * the rest literal; a trailing slash and letter case are left to msw (path-to-regexp's defaults
 * accept both), so they are accepted here too. Undefined for a path this does not read.
 */
export function pathPattern(path: unknown): RegExp | undefined {
  if (typeof path !== 'string' || /[()?+]/.test(path)) return undefined;
  const [scheme, rest] = path.includes('://') ? path.split('://', 2) : ['', path];
  const segments = (rest ?? '').split('/').map((segment, index) => {
    // The host (and its port's colon) is literal; a later segment starting with ':' is a parameter.
    if (index > 0 && segment.startsWith(':')) return '[^/]+';
    return segment.split('*').map(escape).join('.*');
  });
  return new RegExp(`^${scheme ? `${escape(scheme)}://` : ''}${segments.join('/')}/?$`, 'i');
}

function entryOf(handler: RequestHandler): Entry {
  const info = handler.info as { method?: unknown; path?: unknown };
  const method = typeof info.method === 'string' || info.method instanceof RegExp ? info.method : undefined;
  const path = pathPattern(info.path);
  const catchAll = typeof info.path === 'string' && info.path.endsWith('/*');
  return method !== undefined && path ? { handler, method, path, catchAll } : { handler, catchAll: false };
}

const methodMatches = (method: string | RegExp | undefined, asked: string) =>
  method === undefined ||
  (typeof method === 'string' ? method.toUpperCase() === asked.toUpperCase() : method.test(asked));

/** `handlers`, indexed: `(request) => the handlers to hand to msw for it`. */
export function handlerIndex(handlers: readonly RequestHandler[]): (request: Request) => RequestHandler[] {
  const entries = handlers.map(entryOf);
  return (request) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    const found = entries.filter(
      (entry) => methodMatches(entry.method, request.method) && (entry.path === undefined || entry.path.test(address)),
    );
    return found.some((entry) => !entry.catchAll && entry.path !== undefined)
      ? found.map((entry) => entry.handler)
      : [...handlers];
  };
}
