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
