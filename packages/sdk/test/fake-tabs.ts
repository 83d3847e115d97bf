/**
 * What a browser gives its tabs, for tests that run several tabs in one process: Web Locks shared
 * by the tabs, and each tab's page with its visibility.
 */
import type { LiveLocks } from '../src/live.js';

/** Web Locks as a browser gives them to its tabs: exclusive, granted in the order asked, abortable while waiting. */
export function fakeLocks(): LiveLocks {
  const states = new Map<string, { held: boolean; queue: { grant: () => void; signal: AbortSignal | undefined }[] }>();
  const aborted = () => new DOMException('The lock request was aborted.', 'AbortError');
  return {
    request(name, options, callback) {
      const lock = states.get(name) ?? { held: false, queue: [] };
      states.set(name, lock);
      const next = () => {
        while (!lock.held && lock.queue.length) {
          const waiter = lock.queue.shift();
          if (waiter && !waiter.signal?.aborted) {
            lock.held = true;
            waiter.grant();
          }
        }
      };
      return new Promise((resolve, reject) => {
        if (options.signal?.aborted) return reject(aborted());
        const waiter = {
          signal: options.signal,
          grant: () =>
            void Promise.resolve()
              .then(() => callback({ name }))
              .then(resolve, reject)
              .finally(() => {
                lock.held = false;
                next();
              }),
        };
        options.signal?.addEventListener('abort', () => {
          const index = lock.queue.indexOf(waiter);
          if (index === -1) return;
          lock.queue.splice(index, 1);
          reject(aborted());
        });
        lock.queue.push(waiter);
        next();
      });
    },
  };
}

/** A tab's page: whether it is shown, and the events a browser fires when that changes. */
export class FakePage extends EventTarget {
  visibilityState: 'visible' | 'hidden';
  constructor(visible: boolean) {
    super();
    this.visibilityState = visible ? 'visible' : 'hidden';
  }
  show(visible: boolean): void {
    this.visibilityState = visible ? 'visible' : 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}
