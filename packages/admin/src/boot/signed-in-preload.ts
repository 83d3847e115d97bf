/**
 * The back office's code, fetched with the page by a browser that holds a session. The build writes,
 * in index.html, preload links inside inert <template>s (vite.config.ts); a host that sees the
 * session's cookie on the request for the page takes a template's tags away, and its links start the
 * download while the shell is still arriving, rather than after it has run (start.tsx asks for the
 * react-admin application then, and the application for the screen). On a phone's network that was
 * the last second of the first screen's wait (Lighthouse's mobile run, issue 23). A signed-out
 * visitor, and any host that does nothing (a plain static host), get the page as before: the
 * templates are never used. packages/admin/host/serve-admin.ts and deploy/nginx do it.
 *
 * - SIGNED_IN_PRELOAD: the react-admin application, and the conflict dialog every screen loads with
 *   it, for every page of a signed-in browser.
 * - SCREEN_PRELOAD: what every screen draws with but the overview (react-admin's lists and forms,
 *   the list kit), for a signed-in browser's page of a screen: the overview, the first screen of
 *   most visits, draws without it and would only wait longer for its own bytes (issue 68).
 *
 * A list's page gets neither, nor an edit form's that react-admin titles with its record: that title
 * is the largest text of its first screen, which the shell's frame draws before the back office's
 * code is asked for (registry/framed-pages.ts); preloaded, that code shared a phone's bandwidth with
 * the shell, and the title came with its last byte (issue 68).
 *
 * Each template closes with a comment of its own, so that a host that replaces strings (nginx's
 * sub_filter) can tell one end from the other.
 */
import { titledByTheFrame } from '../registry/framed-pages.js';
import { DELETE_APP_ACCOUNT, LANDING, PERMIT_CHECK, RESTORE_PASSWORD, SIGN_IN } from '../registry/paths.js';

export interface PreloadTemplate {
  open: string;
  close: string;
}

export const SIGNED_IN_PRELOAD: PreloadTemplate = {
  open: '<template id="signed-in-preload">',
  close: '</template><!--signed-in-preload-->',
};

export const SCREEN_PRELOAD: PreloadTemplate = {
  open: '<template id="screen-preload">',
  close: '</template><!--screen-preload-->',
};

/**
 * The pages that are not a back-office screen: the home and the overview it leads to, and the
 * pages outside react-admin (registry/paths.ts: sign-in, the password's restoration, the account's
 * deletion, the roadside check). deploy/nginx's map says the same of the request's URI (the nginx
 * test compares them).
 */
const NOT_A_SCREEN = new RegExp(
  String.raw`^/(?:(?:${[LANDING, SIGN_IN, RESTORE_PASSWORD, DELETE_APP_ACCOUNT, PERMIT_CHECK]
    .map((path) => path.slice(1))
    .join('|')})(?:/.*)?)?$`,
);

/** Whether the page at `pathname` is a back-office screen other than the overview. */
export const opensOnAScreen = (pathname: string): boolean => !NOT_A_SCREEN.test(pathname);

const live = (html: string, template: PreloadTemplate) => html.replace(template.open, '').replace(template.close, '');

/**
 * index.html for a request of `pathname` that holds a session (`signedIn`): its preloads live,
 * the screens' only on a screen's page, none on a page the shell's frame titles; else as built.
 */
export function withSignedInPreload(html: string, signedIn: boolean, pathname: string): string {
  if (!signedIn || titledByTheFrame(pathname)) return html;
  const app = live(html, SIGNED_IN_PRELOAD);
  return opensOnAScreen(pathname) ? live(app, SCREEN_PRELOAD) : app;
}
