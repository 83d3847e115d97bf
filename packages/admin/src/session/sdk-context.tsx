/**
 * The SDK for the whole app. The SDK owns the session (tokens, refresh, the error catalogue); the
 * app only listens: `useSession` follows its session events (the router's guards go by it), and
 * `showSdkEvents` (overlays/sdk-events.ts) shows its notifications.
 */
import type { Sdk, SessionReason } from '@permit-office/sdk';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

const SdkContext = createContext<Sdk | undefined>(undefined);

export function SdkProvider({ sdk, children }: { sdk: Sdk; children: ReactNode }) {
  return <SdkContext.Provider value={sdk}>{children}</SdkContext.Provider>;
}

export function useSdk(): Sdk {
  const sdk = useContext(SdkContext);
  if (!sdk) throw new Error('useSdk is used outside SdkProvider');
  return sdk;
}

/** The session as the router reads it: signed in, or how it last ended (undefined: never here). */
export interface SessionState {
  signedIn: boolean;
  endedBy: SessionReason | undefined;
}

const stores = new WeakMap<Sdk, { subscribe: (changed: () => void) => () => void; read: () => string }>();

/** One store per SDK: the last reason the SDK gave, beside the cookie's presence. */
function sessionStore(sdk: Sdk) {
  let store = stores.get(sdk);
  if (!store) {
    let endedBy: SessionReason | undefined;
    sdk.on((event) => {
      if (event.kind === 'session' && !event.signedIn) endedBy = event.reason;
    });
    store = {
      subscribe: (changed) =>
        sdk.on((event) => {
          if (event.kind === 'session') changed();
        }),
      // A string, so that an unchanged session is an unchanged snapshot.
      read: () => (sdk.session.isSignedIn() ? 'signed-in' : `ended:${endedBy ?? ''}`),
    };
    stores.set(sdk, store);
  }
  return store;
}

/**
 * Signed in means the access_token_om cookie is there. It is read at every render, and the SDK's
 * session events say when to render again, so a render never sees a path and a session that
 * disagree (the SDK stores tokens before it says so). How the session last ended (a Logout, a
 * refused refresh, here or in another tab) is what the router's guard decides where to go by.
 */
export function useSession(): SessionState {
  const store = sessionStore(useSdk());
  const snapshot = useSyncExternalStore(store.subscribe, store.read);
  const signedIn = snapshot === 'signed-in';
  const ended = signedIn ? '' : snapshot.slice('ended:'.length);
  return { signedIn, endedBy: ended ? (ended as SessionReason) : undefined };
}

export const useSignedIn = (): boolean => useSession().signedIn;
