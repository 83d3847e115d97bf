/** Turns the SDK's events into what a person sees: its notifications, and the reminder after a sign-in. */
import type { Sdk } from '@permit-office/sdk';
import { useEffect } from 'react';
import { notify } from '../overlays/notifications/store.js';
import { markReminderDue } from '../overlays/reminder/reminder-flag.js';
import { useSdk } from './sdk-context.js';

/** Logout, as the person asks for it. */
export function signOut(sdk: Sdk): void {
  sdk.session.logout();
}

export function SdkEventBridge() {
  const sdk = useSdk();
  useEffect(
    () =>
      sdk.on((event) => {
        if (event.kind === 'notify') notify(event.type, event.message, event.timeout);
        // Where a session change leads is the router's to decide (routes/Root.tsx). The reminder is
        // for the tab where the person signed in.
        else if (event.signedIn && !event.elsewhere) markReminderDue();
      }),
    [sdk],
  );
  return null;
}
