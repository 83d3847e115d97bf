/**
 * The admin's Content-Security-Policy, in one place, in two strengths:
 *
 * - `staticPolicy()`: what the build writes into index.html as a <meta>, so that the same dist/
 *   is protected on any static host (nginx's defaults, a CDN, an object store) with nothing filled
 *   in per response. It cannot know the API's origin (API_URL is runtime configuration) nor carry
 *   a secret (every visitor gets the same file):
 *   - scripts: the admin's own files only; no inline script, no eval, on any host;
 *   - style sheets: the admin's own files and inline <style> ('unsafe-inline'). The trade-off:
 *     emotion (MUI), TipTap and RapiDoc insert <style> elements at run time, which a static page
 *     can admit only by a nonce (impossible without a per-response secret) or by 'unsafe-inline'.
 *     An injected style can restyle the page or read attribute values with selectors, but runs no
 *     script, and script is what would take a session; hosts that can do better send the nonce
 *     policy below as a header, which then governs styles too;
 *   - calls, images and frames: any http(s) origin (the API, wherever it is deployed; signed file
 *     links; the office viewer), plus data: and blob: for files shown in the viewer.
 * - `contentSecurityPolicy({ nonce, apiUrl })`: what a host that can do more sends as a header with
 *   each index.html (packages/admin/host/serve-admin.ts, deploy/nginx): a fresh nonce for styles and scripts,
 *   and the API's own origin instead of any origin; plus frame-ancestors 'none', which a <meta>
 *   cannot carry. A browser enforces both policies, so the header narrows the <meta>.
 *
 * The installed app needs nothing more: its manifest (manifest-src, falling back to default-src) and
 * its service worker (worker-src, falling back to script-src) are the admin's own files, 'self'.
 *
 * Common to both: style attributes are allowed ('unsafe-inline' for them alone). React, MUI and
 * MUI X Charts set styles through CSSOM, which CSP does not weigh, but RapiDoc's templates (lit)
 * carry dozens of literal `style="…"` attributes, which the browser refuses otherwise. Every file
 * frame is sandboxed by the viewer; pdf.js reads PDFs with fetch and runs its parser in a worker of
 * our own files (worker-src falls back to script-src).
 */
import { OFFICE_VIEWER } from '../overlays/file-viewer/preview.js';

import { CSP_NONCE_PLACEHOLDER } from './csp-placeholder.js';

export { CSP_NONCE_PLACEHOLDER };

export interface PolicyOptions {
  nonce: string;
  /** The configured API_URL; relative or absent means the admin's own origin. */
  apiUrl?: string;
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

const OFFICE_ORIGIN = new URL(OFFICE_VIEWER).origin;

type Directives = [string, ...string[]][];

const serialise = (directives: Directives) =>
  directives.map(([name, ...sources]) => [name, ...new Set(sources)].join(' ')).join('; ');

/** What both policies say alike, after what differs. */
const COMMON: Directives = [
  ['style-src-attr', "'unsafe-inline'"],
  ['font-src', "'self'", 'data:'],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
];

/** The <meta> every build carries: complete on its own, for any host (see above). */
export function staticPolicy(): string {
  return serialise([
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', 'http:', 'https:'],
    ['connect-src', "'self'", 'http:', 'https:', 'data:', 'blob:'],
    ['frame-src', 'http:', 'https:', 'blob:', 'data:'],
    ...COMMON,
  ]);
}

/** The header a host sends with each index.html when it can: a nonce, the API's origin, no framing. */
export function contentSecurityPolicy({ nonce, apiUrl }: PolicyOptions): string {
  const api = apiSource(apiUrl);
  const nonceSource = `'nonce-${nonce}'`;
  return serialise([
    ['default-src', "'self'"],
    ['script-src', "'self'", nonceSource],
    ['style-src', "'self'", nonceSource],
    ['img-src', "'self'", 'data:', 'blob:', api],
    // data: and blob: PDFs are read by pdf.js with fetch, as the API's are.
    ['connect-src', "'self'", api, 'data:', 'blob:'],
    ['frame-src', api, 'blob:', 'data:', OFFICE_ORIGIN],
    ...COMMON,
    // Nobody frames the back office (clickjacking); only a header can say so.
    ['frame-ancestors', "'none'"],
  ]);
}

/** index.html as one response serves it: every nonce placeholder becomes this response's nonce. */
export function withCspNonce(html: string, nonce: string): string {
  return html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce);
}
