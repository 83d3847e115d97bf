/**
 * Which requests the service worker answers, and how: the one rule of what it may keep, apart from
 * the worker's plumbing so that it is tested as a plain function (policy.test.ts).
 *
 * The worker keeps only the app's own files, which are the same for everyone who opens it: never
 * an answer of the API (another origin, or a path of this one that is not the build's), never a
 * request that carries an Authorization header, never anything but a GET. Everything it does not
 * answer goes to the network as if it were not there.
 */
import { COMPILE_HINT, COMPILE_HINT_SLOT } from './protocol.js';

/**
 * - `pass`: not the worker's: the browser fetches it as usual, nothing is kept;
 * - `navigation`: a page of the app: the network's page, or offline the kept shell (the app routes
 *   itself, so one page serves every route);
 * - `code`: a hashed file of a build (`/assets/…`), whose content never changes under its name: the
 *   kept copy if there is one, else the network's, kept;
 * - `fresh`: a file of the build kept when the worker installed whose content may change under the
 *   same name (`/config.json`, the manifest, the icons): the network's, kept again; offline the kept one.
 */
export type Strategy = 'pass' | 'navigation' | 'code' | 'fresh';

/** What the rule reads of a request. */
export interface RequestFacts {
  method: string;
  url: string;
  mode: RequestMode;
  hasAuthorization: boolean;
}

/** Vite's output folder: every file in it is named by its content's hash (vite.config.ts). */
const HASHED = /^\/assets\/[^/]+$/;
/** A path with an extension is a file, never an app route: the host answers 404 for a missing one. */
const FILE = /\/[^/]*\.[^/]*$/;

export function strategyFor(request: RequestFacts, origin: string, precached: ReadonlySet<string>): Strategy {
  if (request.method !== 'GET' || request.hasAuthorization) return 'pass';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'pass';
  }
  if (url.origin !== origin) return 'pass';
  if (request.mode === 'navigate') return FILE.test(url.pathname) ? 'pass' : 'navigation';
  // A query makes another answer of the same file: none of the app's own files is asked for so.
  if (url.search) return 'pass';
  if (HASHED.test(url.pathname)) return 'code';
  return precached.has(url.pathname) ? 'fresh' : 'pass';
}

/**
 * A chunk of the build as the worker keeps it: with V8's compile hint in the slot the build left for
 * it (protocol.ts). Anything else (a chunk of another build, a file that is not a chunk) is kept as
 * it came.
 */
export function withCompileHint(text: string): string {
  return text.startsWith(`${COMPILE_HINT_SLOT}\n`) ? COMPILE_HINT + text.slice(COMPILE_HINT_SLOT.length) : text;
}

/**
 * Whether an answer may be kept: complete, from this origin without a redirect, and not marked as
 * one person's (`Cache-Control: private`). `no-store` is no refusal here: the hosts send it with
 * `/config.json` so that a re-pointed API is read at once, and the worker asks the network first.
 */
export function mayKeep(response: Pick<Response, 'ok' | 'status' | 'type' | 'redirected' | 'headers'>): boolean {
  if (!response.ok || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return !/\bprivate\b/i.test(response.headers.get('Cache-Control') ?? '');
}
