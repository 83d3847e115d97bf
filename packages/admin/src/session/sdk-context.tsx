/**
 * The SDK for the whole app. The SDK owns the session (tokens, refresh, the error catalogue); the
 * app only listens: `useSignedIn` follows its session events, `SdkEventBridge` shows its
 * notifications and follows its navigations.
 */
import type { Sdk } from '@permit-office/sdk';
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';

const SdkContext = createContext<Sdk | undefined>(undefined);

export function SdkProvider({ sdk, children }: { sdk: Sdk; children: ReactNode }) {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

export function useSdk(): Sdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk is used outside SdkProvider');
  return sdk;
}

/**
 * Signed in means the access_token_om cookie is there. It is read at every render, and the SDK's
 * session events say when to render again, so a render never sees a path and a session that
 * disagree (the SDK stores tokens before it navigates).
 */
export function useSignedIn(): boolean {
  const sdk = useSdk();
  const subscribe = useCallback(
    (changed: () => void) =>
      sdk.on((event) => {
        if (event.kind === 'session') changed();
      }),
    [sdk],
  );
  return useSyncExternalStore(subscribe, () => sdk.session.isSignedIn());
}
