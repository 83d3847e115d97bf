/** Turns the SDK's events into what a person sees: snackbars and route changes. */
import type { Sdk } from '@permit-office/sdk';
import { useEffect } from 'react';
import { notify } from '../overlays/notifications/store.js';
import { markReminderDue } from '../overlays/reminder/reminder-flag.js';
import { navigate, signInPathFor } from '../routes/location.js';
import { SIGN_IN } from '../routes/paths.js';
import { useSdk } from './sdk-context.js';

/** True while the person's own Logout runs: the SDK ends the session in that same call. */
let signingOut = false;

/**
 * Logout, as the person asks for it. A session the server ends (expired, refused) sends the person
 * to /auth with `returnTo`, so that signing in again brings them back to their page; one they end
 * themselves does not: they chose to leave it, and whoever signs in next at that desk may not be
 * allowed there.
 */
export function signOut(sdk: Sdk): void {
  signingOut = true;
  try {
    sdk.session.logout();
  } finally {
    signingOut = false;
  }
}

/** Where the SDK's "go to /auth" leads from the page the person is on. */
function signInPathFromHere(): string {
  return signingOut ? SIGN_IN : signInPathFor(`${window.location.pathname}${window.location.search}`);
}

export function SdkEventBridge() {
  const sdk = useSdk();
  useEffect(
    () =>
      sdk.on((event) => {
        if (event.kind === 'notify') notify(event.type, event.message, event.timeout);
        // navigate() takes only this app's paths: the SDK goes to /auth and /overview, never elsewhere.
        else if (event.kind === 'navigate') {
          const toSignIn = event.to === SIGN_IN;
          navigate(toSignIn ? signInPathFromHere() : event.to, { replace: toSignIn });
        } else if (event.kind === 'session' && event.signedIn) markReminderDue();
      }),
    [sdk],
  );
  return null;
}
