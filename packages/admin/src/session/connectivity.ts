/**
 * Whether the app can reach what it needs, as the offline notice (overlays/offline) and the forms'
 * drafts (forms/keep-offline) ask it:
 * - `offline`: the browser says it has no network (`navigator.onLine`);
 * - `unreachable`: it has one, but the API's last call got no answer at all (a failed fetch: no
 *   network behind the Wi-Fi, the API down, a proxy that drops the connection). Any answer, even
 *   an error status, means the API is there again; so does the browser's coming back online, for
 *   the calls that follow to confirm (react-query asks again then: providers/query-client.ts).
 *
 * The SDK's fetch goes through `watchFetch` (boot/start.tsx), so every call of the app is counted,
 * react-admin's and the screens' own alike, and nothing of a call changes.
 */
import { useSyncExternalStore } from 'react';

export type Connectivity = 'online' | 'offline' | 'unreachable';

let browserOnline = globalThis.navigator?.onLine ?? true;
let apiAnswered = true;
const listeners = new Set<() => void>();

export function connectivity(): Connectivity {
  if (!browserOnline) return 'offline';
  return apiAnswered ? 'online' : 'unreachable';
}

/** Offline or the API unreachable: what is typed may not be saved now. */
export const cannotSave = (): boolean => connectivity() !== 'online';

function set(online: boolean, answered: boolean): void {
  if (online === browserOnline && answered === apiAnswered) return;
  browserOnline = online;
  apiAnswered = answered;
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => set(false, apiAnswered));
  window.addEventListener('online', () => set(true, true));
}

/** A fetch that tells the store whether the API answered; what it returns or throws is the fetch's. */
export function watchFetch(fetch: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      const response = await fetch(request);
      set(browserOnline, true);
      return response;
    } catch (error) {
      // An abort is the app's own doing (a screen left), not the network's.
      const aborted = request.signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
      if (!aborted) set(globalThis.navigator?.onLine ?? browserOnline, false);
      throw error;
    }
  };
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectivity,
    () => 'online',
  );
}

/** For tests: as at start, with the browser `online` or not. */
export function resetConnectivity(online = true): void {
  browserOnline = online;
  apiAnswered = true;
}
