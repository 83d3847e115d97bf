/**
 * What the SDK tells its host. The SDK decides what happens to the session; the host (the admin,
 * a CLI) only shows notifications and follows navigations.
 */
export type SdkEvent =
  | { kind: 'notify'; type: 'success' | 'error'; message: string[]; timeout?: number }
  | { kind: 'navigate'; to: string }
  | { kind: 'session'; signedIn: boolean };

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
