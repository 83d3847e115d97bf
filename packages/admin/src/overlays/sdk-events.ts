/**
 * Turns the SDK's events into what a person sees: its notifications, and the reminder after a
 * sign-in. Listened to from the moment the SDK exists (boot/start.tsx), before anything renders: the
 * first screen's reads start that early (boot/early-reads.ts), and what they meet (an ended
 * session, a server error) must still be said.
 */
import type { Sdk } from '@permit-office/sdk';
import { notify } from './notifications/store.js';
import { markReminderDue } from './reminder/reminder-flag.js';

export function showSdkEvents(sdk: Sdk): () => void {
  return sdk.on((event) => {
    if (event.kind === 'notify') notify(event.type, event.message, event.timeout);
    // Where a session change leads is the router's to decide (routes/Root.tsx). The reminder is
    // for the tab where the person signed in.
    else if (event.signedIn && !event.elsewhere) markReminderDue();
  });
}

/**
 * Logout, as the person asks for it: signed out here at once; the server's end of the session
 * (the SDK's `POST /logout`, sent with keepalive) is not waited for on the way to /auth.
 */
export function signOut(sdk: Sdk): void {
  void sdk.session.logout();
}
