/**
 * Signed file links, as object stores presign them: `{path}?expires={seconds}&signature={hmac}`
 * reads one file without a bearer token until it expires. The HMAC (SHA-256, a key that lives and
 * dies with this API instance) covers the path and the expiry, so changing either breaks it, and a
 * link to one file opens no other. WebCrypto: the same code runs in Node and in the browser worker.
 */

/** Long enough to open the viewer and for the online office viewer to fetch; short enough to leak little. */
export const FILE_LINK_TTL_SECONDS = 300;

const encoder = new TextEncoder();

const base64url = (bytes: ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const message = (path: string, expires: number) => encoder.encode(`GET\n${path}\n${expires}`);

export function createFileLinkSigner(now: () => Date) {
  const key = crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

  return {
    /** The query that opens `path` (the API-relative path, e.g. `/files/12`) until the TTL passes. */
    async sign(path: string): Promise<{ expires: number; signature: string }> {
      const expires = Math.floor(now().getTime() / 1000) + FILE_LINK_TTL_SECONDS;
      const signature = base64url(await crypto.subtle.sign('HMAC', await key, message(path, expires)));
      return { expires, signature };
    },

    /** True when the signature is this instance's for exactly this path and expiry, and it has not passed. */
    async verify(path: string, expires: unknown, signature: unknown): Promise<boolean> {
      if (typeof expires !== 'number' || typeof signature !== 'string') return false;
      if (expires * 1000 <= now().getTime()) return false;
      const bytes = fromBase64url(signature);
      // crypto.subtle.verify compares in constant time.
      return bytes !== undefined && crypto.subtle.verify('HMAC', await key, bytes, message(path, expires));
    },
  };
}

export type FileLinkSigner = ReturnType<typeof createFileLinkSigner>;

/** What a file link names, from the API-relative path: an uploaded file or an invoice's PDF. */
export type FileTarget = { kind: 'file'; id: number } | { kind: 'invoice-pdf'; id: number };

export function fileTargetOf(path: string): FileTarget | undefined {
  const file = /^\/files\/([1-9]\d{0,9})$/.exec(path);
  if (file) return { kind: 'file', id: Number(file[1]) };
  const invoice = /^\/invoices\/([1-9]\d{0,9})\/pdf$/.exec(path);
  if (invoice) return { kind: 'invoice-pdf', id: Number(invoice[1]) };
  return undefined;
}

/** A host as the Host header carries it: a name, an IPv4 address or an IPv6 one in brackets, and maybe a port. */
const PLAIN_HOST = /^(?:[a-z\d](?:[a-z\d.-]{0,251}[a-z\d])?|\[[\da-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The API's base address as the client reached it, where the links it hands out must point. Behind
 * a proxy (a container's port mapping, a reverse proxy, the API under the admin's own origin) that
 * is not the address the server listens on: the host is the proxy's `X-Forwarded-Host` when it
 * sends one, else the `Host` the client addressed (which port mappings and most proxies keep), else
 * the request's own URL; the scheme the proxy's `X-Forwarded-Proto` (`http` or `https`), else the
 * request's. The path is the API's own base path: a proxy keeps it. A value that is not a plain
 * host (a path, a user, a second address) is ignored. The answer built from them goes to the caller
 * who sent them alone (`POST /file-links`, which no cache keeps), so a client that lies about them
 * misleads only itself; a browser cannot send them from another site's page (CORS allows neither).
 */
export function publicApiBase(request: Request, baseUrl: string): string {
  const url = new URL(request.url);
  const basePath = new URL(baseUrl, url).pathname.replace(/\/+$/, '');
  // A proxy behind another adds its own value after the first: the first is the client's.
  const first = (name: string) => request.headers.get(name)?.split(',')[0]?.trim() || undefined;
  const forwardedProto = first('X-Forwarded-Proto')?.toLowerCase();
  const scheme = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : url.protocol.slice(0, -1);
  for (const host of [first('X-Forwarded-Host'), first('Host'), url.host]) {
    if (!host || !PLAIN_HOST.test(host)) continue;
    try {
      return `${new URL(`${scheme}://${host}`).origin}${basePath}`;
    } catch {
      // Shaped like a host but no address (a port past 65535): the next one.
    }
  }
  return `${url.origin}${basePath}`;
}

/**
 * The API-relative path (`/files/12`) of a file link, compared by its path alone: relative to the
 * API base (`files/12`), or absolute at whatever address the client knows the API by (behind a
 * proxy, not the one the server sees), `http(s)://any-host/api/files/12`, with the API's base path.
 * Only the path is read from the link, and fileTargetOf then accepts nothing but the API's own
 * file paths; the host a link names is never where the API's answer points.
 */
export function apiPathOfLink(link: string, apiBase: string): string | undefined {
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`);
  let url: URL;
  try {
    url = new URL(link.replace(/^\/+/, ''), base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // The parser has resolved `.` and `..` (`%2e` too): a link climbing out of the base is outside it.
  if (!url.pathname.startsWith(base.pathname)) return undefined;
  return `/${url.pathname.slice(base.pathname.length)}`;
}
