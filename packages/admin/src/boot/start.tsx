/**
 * Start-up, once the entry has evaluated the shell's libraries (main.tsx): read /config.json,
 * create the SDK (which owns the session), render. Nothing of react-admin is loaded here: the
 * sign-in pages stay small, and react-admin comes with the first signed-in screen.
 */
import { CacheProvider } from '@emotion/react';
import type { Sdk } from '@permit-office/sdk';
import { cookieTokenStore, createBrowserSdk } from '@permit-office/sdk/browser';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadGuard, reloadUnderWay } from './chunk-reload.js';
import { styleCache } from './csp-nonce.js';
import { startEarlyReads } from './early-reads.js';
import { loadRuntimeConfig } from './runtime-config.js';
import { forgetPersonOnLogout, startServiceWorker } from './service-worker.js';
import { watchFetch } from '../session/connectivity.js';
import { forgetIdentityWithTheSession } from '../session/identity-memory.js';
import { ShellWords } from '../i18n/ShellWords.js';
import { ConfigErrorPage } from '../pages/error/ConfigErrorPage.js';
import { warmFormats } from '../format/format.js';
import { DELETE_APP_ACCOUNT } from '../registry/paths.js';
import { backOfficeAfterFrame, loadAdminApp, loadShellFrame, Root } from '../routes/Root.js';
import { showSdkEvents } from '../overlays/sdk-events.js';

installChunkReloadGuard();
// The app opens offline after a visit (sw/service-worker.ts), whatever the configuration says.
startServiceWorker();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container, {
  // React's own report of an error a boundary caught, but for the screen whose chunk went missing
  // while the page reloads for the new build (chunk-reload.ts): that one the reload mends.
  onCaughtError: (error, info) => {
    if (!reloadUnderWay()) console.error(error, info.componentStack);
  },
});

// A browser that holds a session will show a back-office screen: its frame's code, and but on a
// list's page the back office's, start loading now, beside the configuration, not after the first
// render asks for them (a phone's network, issue 23); the screen's own code and data follow as soon
// as react-admin has the identity (sections/preload.ts). On a list's page the frame draws the
// list's title first, and asks for the back office then (routes/Root.tsx, issue 68). The
// account-deletion page is the one page a signed-in person may open outside it. The formats' locale
// data, which a back-office screen needs, is loaded in tasks of its own meanwhile (format.ts).
if (cookieTokenStore().getAccessToken() && window.location.pathname !== DELETE_APP_ACCOUNT) {
  loadShellFrame().catch(() => undefined);
  if (!backOfficeAfterFrame(window.location.pathname)) loadAdminApp().catch(() => undefined);
  warmFormats();
}

let sdk: Sdk | undefined;
let failure: string | undefined;
try {
  // Tokens in the specification's cookies, one session (and one refresh) across every tab.
  // Every call tells whether the API answered: the offline notice says so when it does not.
  sdk = createBrowserSdk({ config: await loadRuntimeConfig(), fetch: watchFetch((request) => fetch(request)) });
  // Before any read: what the SDK says is shown from its first call on.
  showSdkEvents(sdk);
  forgetPersonOnLogout(sdk);
  forgetIdentityWithTheSession(sdk);
  startEarlyReads(sdk, window.location.pathname);
} catch (error) {
  failure = error instanceof Error ? error.message : String(error);
}

// Above everything: every style of the app, react-admin's screens too, gets the CSP nonce.
startTransition(() =>
  root.render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        {sdk ? (
          <Root sdk={sdk} />
        ) : (
          <ShellWords>
            <ConfigErrorPage message={failure ?? ''} />
          </ShellWords>
        )}
      </CacheProvider>
    </StrictMode>,
  ),
);
