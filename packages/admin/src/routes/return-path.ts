/**
 * Where a signed-out visitor was going, and where signing in may take them back: only paths of
 * this app, whatever a `returnTo` says. The router (react-router, at the root) does the moving.
 */
import { LANDING, RESTORE_PASSWORD, SIGN_IN } from '../registry/paths.js';

/**
 * Only paths of this app: anything else (another origin, `//host`, a scheme) is refused. Read as
 * the URL parser reads it, which drops tabs and newlines anywhere and takes `\` for `/`: `/\t/host`
 * and `/\host` are `//host`.
 */
export function isAppPath(to: string): boolean {
  const parsed = to.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  return to.startsWith('/') && !parsed.startsWith('//');
}

/** The query parameter of /auth that says where a signed-out visitor was going. */
export const RETURN_TO = 'returnTo';

/** Far longer than any path of this app with its query: a longer value is not one the guard made. */
export const MAX_RETURN_PATH_LENGTH = 2048;

/**
 * The path part: segments of letters, digits and `-._~`, as every route of this app is. Nothing
 * the URL parser reads differently from how it looks gets through: no `\` (read as `/`), no
 * percent-encoding (`/%2F%2Fhost`, `/%5Chost`), no whitespace or control characters (tabs and
 * newlines are dropped by the parser), no `:` (a scheme), no empty segment (`//host`).
 */
const RETURN_PATH = /^(?:\/[A-Za-z0-9._~-]+)+\/?$/;
/** The query, as `location.search` gives it: printable ASCII, without `\` or a fragment. */
const RETURN_QUERY = /^(?:\?[\x21-\x22\x24-\x5b\x5d-\x7e]*)?$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/**
 * Where to go after signing in: the `returnTo` value when it is a path of this app (with its
 * query), else the landing page. /auth and /restore-password themselves are not destinations.
 * The last word is the URL parser's: whatever passed the checks must resolve to our origin.
 */
export function safeReturnPath(raw: string | null | undefined, origin: string = window.location.origin): string {
  if (!raw || raw.length > MAX_RETURN_PATH_LENGTH) return LANDING;
  const queryAt = raw.indexOf('?');
  const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const query = queryAt === -1 ? '' : raw.slice(queryAt);
  if (!RETURN_PATH.test(path) || DOT_SEGMENT.test(path) || !RETURN_QUERY.test(query)) return LANDING;
  const route = path.replace(/\/+$/, '');
  if (route === SIGN_IN || route === RESTORE_PASSWORD) return LANDING;
  try {
    const url = new URL(raw, origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}` : LANDING;
  } catch {
    return LANDING;
  }
}

/** /auth, carrying where the visitor was going when that is worth coming back to. */
export function signInPathFor(pathAndSearch: string, origin: string = window.location.origin): string {
  const back = safeReturnPath(pathAndSearch, origin);
  return back === LANDING ? SIGN_IN : `${SIGN_IN}?${RETURN_TO}=${encodeURIComponent(back)}`;
}
