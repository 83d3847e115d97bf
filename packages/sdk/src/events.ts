/**
 * What the SDK tells its host. The SDK decides what happens to the session and says what happened
 * and why; the host (the admin, a CLI) shows the notifications and decides where to go. The SDK
 * knows nothing of the host's screens or paths.
 */

/**
 * Why the session started or ended:
 * - `login`: signed in with credentials;
 * - `logout`: the person signed out;
 * - `unauthorized`: a 401 with no refresh token to renew it;
 * - `refresh-refused`: the server refused the current refresh token;
 * - `forbidden`: a 403, which ends the session (specification, section 4).
 */
export type SessionReason = 'login' | 'logout' | 'unauthorized' | 'refresh-refused' | 'forbidden';

export type SdkEvent =
  | { kind: 'notify'; type: 'success' | 'error'; message: string[]; timeout?: number }
  /** `elsewhere`: another holder of the same session (another tab) signed in or ended it. */
  | { kind: 'session'; signedIn: boolean; reason: SessionReason; elsewhere?: boolean };

export type SdkListener = (event: SdkEvent) => void;

export interface Emitter {
  on: (listener: SdkListener) => () => void;
  emit: (event: SdkEvent) => void;
}

export function createEmitter(): Emitter {
  const listeners = new Set<SdkListener>();
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      // A failing listener must not break the call that emitted, nor hide the event from the others.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('An SDK event listener failed', error);
        }
      }
    },
  };
}
