/**
 * The back office's code, fetched with the page by a browser that holds a session. The build writes,
 * in index.html, preload links for the react-admin application's chunk inside an inert <template>
 * (vite.config.ts); a host that sees the session's cookie on the request for the page takes the
 * template's tags away, and the links start the download while the shell is still arriving, rather
 * than after it has run (main.tsx asks for it then). On a phone's network that was the last second
 * of the first screen's wait (Lighthouse's mobile run, issue 23). A signed-out visitor, and any host
 * that does nothing (a plain static host), get the page as before: the template is never used.
 * packages/admin/host/serve-admin.ts and deploy/nginx do it.
 */
export const SIGNED_IN_PRELOAD_OPEN = '<template id="signed-in-preload">';
export const SIGNED_IN_PRELOAD_CLOSE = '</template>';

/** index.html for a request that holds a session (`signedIn`): its preloads live; else as built. */
export function withSignedInPreload(html: string, signedIn: boolean): string {
  return signedIn ? html.replace(SIGNED_IN_PRELOAD_OPEN, '').replace(SIGNED_IN_PRELOAD_CLOSE, '') : html;
}
