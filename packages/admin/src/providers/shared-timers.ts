/**
 * react-query's long timers shared: one browser timer per second in which some are due, rather
 * than one each. A list's first read puts each of its records into react-query's cache as well
 * (react-admin's `getOne` entries, so that a record opens at once), and each entry sets a timer for
 * the moment it may be dropped (`gcTime`, five minutes), some fifty in the task that draws the list.
 * A phone's trace counted each timer's cost in that task (Lighthouse's TBT, issue 41). A long timer
 * that fires up to a second late loses nothing; short ones (react-query's retries, the delays of a
 * few milliseconds) stay the browser's own, exact. TanStack Query's `timeoutManager` is the
 * documented place for it, set before any query client exists.
 */
import { timeoutManager, type ManagedTimerId, type TimeoutCallback, type TimeoutProvider } from '@tanstack/react-query';

/** From this delay on, a timer shares its browser timer with the others due in the same second. */
export const SHARED_FROM_MS = 60_000;
const SLOT_MS = 1_000;

let lastId = 0;

/** A shared timer's id: negative as a number, so never one of the browser's own (positive) ids. */
class SharedTimerId {
  readonly id = ++lastId;
  constructor(readonly slot: number) {}
  [Symbol.toPrimitive](): number {
    return -this.id;
  }
}

interface Slot {
  timer: ReturnType<typeof setTimeout>;
  due: Map<SharedTimerId, TimeoutCallback>;
}

/** The seconds some timers are due in, by their number since the epoch. */
const slots = new Map<number, Slot>();

function fire(slot: number): void {
  const due = slots.get(slot)?.due;
  slots.delete(slot);
  for (const callback of due?.values() ?? []) {
    try {
      callback();
    } catch (error) {
      // As a timer of its own would have: reported, and the others still run.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

export const sharedTimers: TimeoutProvider = {
  setTimeout(callback, delay): ManagedTimerId {
    if (!(delay >= SHARED_FROM_MS) || !Number.isFinite(delay)) return setTimeout(callback, delay);
    const slot = Math.ceil((Date.now() + delay) / SLOT_MS);
    let shared = slots.get(slot);
    if (!shared) {
      shared = { timer: setTimeout(() => fire(slot), slot * SLOT_MS - Date.now()), due: new Map() };
      slots.set(slot, shared);
    }
    const id = new SharedTimerId(slot);
    shared.due.set(id, callback);
    return id;
  },
  clearTimeout(id) {
    if (!(id instanceof SharedTimerId)) {
      clearTimeout(id as ReturnType<typeof setTimeout> | undefined);
      return;
    }
    const shared = slots.get(id.slot);
    if (!shared?.due.delete(id) || shared.due.size > 0) return;
    clearTimeout(shared.timer);
    slots.delete(id.slot);
  },
  setInterval: (callback, delay) => setInterval(callback, delay),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval> | undefined),
};

/** Every query client's timers from now on (before the first client is made). */
export function shareLongTimers(): void {
  timeoutManager.setTimeoutProvider(sharedTimers);
}
