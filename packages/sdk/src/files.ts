/**
 * File links as the API gives them: absolute, a data URI, or relative to the API base address.
 *
 * A link with any other scheme (`javascript:`, `vbscript:`, `file:` …) resolves to nothing, so a
 * record's link can never become script in our origin. A relative link always lands under the
 * API base address, whatever it contains.
 */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['http', 'https', 'data', 'blob']);

export function resolveFileLink(apiUrl: string, link: string): string | undefined {
  const trimmed = link.trim();
  if (!trimmed) return undefined;
  const scheme = SCHEME.exec(trimmed)?.[1];
  if (scheme !== undefined) return ALLOWED_SCHEMES.has(scheme.toLowerCase()) ? trimmed : undefined;
  // Protocol-relative (`//host/x`): another host, reached the way the API is. `///x` is no host.
  if (/^\/\/[^/\\]/.test(trimmed)) return `${new URL(apiUrl).protocol}${trimmed}`;
  return `${apiUrl}/${trimmed.replace(/^[/\\]+/, '')}`;
}
