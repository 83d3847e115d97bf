/**
 * The admin's Content-Security-Policy, in one place: the build writes it into index.html as a
 * <meta> (with placeholders), and our static server (scripts/serve-admin.ts) sends it as a header
 * with a fresh nonce per response. It lives with the app because it describes what the app needs.
 *
 * - Scripts: the admin's own files, or an element carrying this response's nonce. No eval, no
 *   inline script.
 * - Style sheets: the admin's own files, or a <style> carrying the nonce (emotion, TipTap), as
 *   MUI's CSP guide says. A <style> is what an injection would use to read the page (selectors on
 *   attribute values) or pull in fonts and imports: it stays locked.
 * - Style attributes are allowed ('unsafe-inline' for them alone). React, MUI and MUI X Charts set
 *   styles through CSSOM, which CSP does not weigh, but RapiDoc's templates (lit) carry dozens of
 *   literal `style="…"` attributes, which the browser refuses otherwise (a console error each, and
 *   a broken layout: its show/hide toggles are style attributes). A style attribute has no
 *   selectors, and whatever it loads is still held to img-src and font-src.
 * - The API (runtime configuration) is called, shows images and is framed by the file viewer,
 *   as are blob: and data: files (sandboxed by the viewer) and the online office viewer (doc, docx).
 */
import { OFFICE_VIEWER } from '../overlays/file-viewer/preview.js';

/**
 * Replaced by the host with a fresh random nonce per response. Vite puts it on the tags it writes
 * (`html.cspNonce`). Braces are not base64, so a page served without the substitution has no
 * valid nonce: no inline style or script runs, rather than one with a nonce everybody knows.
 */
export const CSP_NONCE_PLACEHOLDER = '{{CSP_NONCE}}';

/**
 * Replaced by the host with the API's origin: the build cannot know it (API_URL is runtime
 * configuration). A reserved `.invalid` host, so an unsubstituted page reaches no API at all.
 */
export const CSP_API_ORIGIN_PLACEHOLDER = 'https://api-origin.csp-placeholder.invalid';

export interface PolicyOptions {
  nonce: string;
  /** The configured API_URL; relative or absent means the admin's own origin. */
  apiUrl?: string;
  /** A <meta> cannot carry frame-ancestors (browsers ignore it there and say so). */
  delivery?: 'header' | 'meta';
}

/** The API as a CSP source: its origin, or 'self' when it is served by the admin's host. */
export function apiSource(apiUrl: string | undefined): string {
  if (!apiUrl) return "'self'";
  try {
    const { origin, protocol } = new URL(apiUrl);
    return protocol === 'http:' || protocol === 'https:' ? origin : "'self'";
  } catch {
    // Relative (`/api`): the admin's own origin.
    return "'self'";
  }
}

export function contentSecurityPolicy({ nonce, apiUrl, delivery = 'header' }: PolicyOptions): string {
  const api = apiSource(apiUrl);
  const nonceSource = `'nonce-${nonce}'`;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", nonceSource],
    ['style-src', "'self'", nonceSource],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", api],
    ['frame-src', api, 'blob:', 'data:', new URL(OFFICE_VIEWER).origin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Nobody frames the back office (clickjacking); only a header can say so.
    ...(delivery === 'header' ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ];
  return directives.map(([name, ...sources]) => [name, ...new Set(sources)].join(' ')).join('; ');
}

/**
 * index.html as one response serves it: every nonce placeholder (the policy's and those on Vite's
 * tags) becomes this response's nonce, and the API placeholder the configured API.
 */
export function withCspValues(html: string, { nonce, apiUrl }: { nonce: string; apiUrl?: string }): string {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce).replaceAll(CSP_API_ORIGIN_PLACEHOLDER, apiSource(apiUrl));
}
