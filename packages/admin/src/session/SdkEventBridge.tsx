/** Turns the SDK's events into what a person sees: snackbars and route changes. */
import { useEffect } from 'react';
import { notify } from '../overlays/notifications/store.js';
import { markReminderDue } from '../overlays/reminder/reminder-flag.js';
import { navigate } from '../routes/location.js';
import { useSdk } from './sdk-context.js';

export function SdkEventBridge() {
  const sdk = useSdk();
  useEffect(
    () =>
      sdk.on((event) => {
        if (event.kind === 'notify') notify(event.type, event.message, event.timeout);
        // navigate() takes only this app's paths: the SDK goes to /auth and /overview, never elsewhere.
        else if (event.kind === 'navigate') navigate(event.to, { replace: event.to === '/auth' });
        else if (event.kind === 'session' && event.signedIn) markReminderDue();
      }),
    [sdk],
  );
  return null;
}
