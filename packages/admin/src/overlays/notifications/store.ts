/**
 * The notification queue behind the top snackbar: the SDK's notifications and react-admin's both
 * arrive here, and are shown one at a time.
 *
 * A notification alone stays its full time; one with news waiting behind it gives way once it has
 * been read (`GIVE_WAY_MS` on screen). Otherwise a person who corrects a form at once and saves
 * still reads "The form is not valid" for four seconds, and its "Element created" comes only after.
 */
import { useSyncExternalStore } from 'react';
import type { WordKey } from '../../i18n/keys.js';

export const DEFAULT_TIMEOUT_MS = 4000;
/** How long a notification stays on screen when another waits behind it. */
export const GIVE_WAY_MS = 1500;

/**
 * A button in the notification (a deletion's Undo; Open for a record brought back): `run` on a
 * click, which closes the notification; with `href`, a link to that page of the app.
 */
export interface NotificationAction {
  label: WordKey;
  run: () => void;
  href?: string;
}

export interface AppNotification {
  id: number;
  type: 'success' | 'error';
  message: string[];
  timeout: number;
  action?: NotificationAction | undefined;
}

/** The notification on screen, and how long it stays from now (the snackbar's auto-hide). */
export interface ShownNotification {
  notification: AppNotification;
  hideAfterMs: number;
}

let queue: AppNotification[] = [];
let shown: ShownNotification | undefined;
/** When the first of the queue came on screen. */
let shownSince = 0;
let nextId = 1;
const listeners = new Set<() => void>();

/**
 * The head's stay, from `now`: its own time alone, what is left of `GIVE_WAY_MS` with news behind it.
 * One with a button (Undo) keeps its whole time, news or not: it offers something to do, not only
 * to read. Its time is the same number throughout, so that the snackbar's count is not started again.
 */
function hideAfter(head: AppNotification, waiting: number, onScreenMs: number): number {
  if (waiting === 0 || head.action) return head.timeout;
  return Math.max(0, Math.min(head.timeout, GIVE_WAY_MS) - onScreenMs);
}

function changed(now: number) {
  const head = queue[0];
  if (head && shown?.notification !== head) shownSince = now;
  shown = head && { notification: head, hideAfterMs: hideAfter(head, queue.length - 1, now - shownSince) };
  listeners.forEach((listener) => listener());
}

/** When an error is shown twice in a row within this time, the second is the same news: drop it. */
const DUPLICATE_WINDOW_MS = 2000;
let last: { key: string; at: number } | undefined;

/** `action`: a button it offers (a deletion's Undo); such a notification is never taken for a repeat. */
export function notify(
  type: 'success' | 'error',
  message: string | string[],
  timeout?: number,
  action?: NotificationAction,
): void {
  const lines = (Array.isArray(message) ? message : [message]).filter((line) => line.trim() !== '');
  if (!lines.length) return;
  const key = `${type}:${lines.join('\n')}`;
  const now = Date.now();
  if (!action && last && last.key === key && now - last.at < DUPLICATE_WINDOW_MS) return;
  last = { key, at: now };
  queue = [...queue, { id: nextId++, type, message: lines, timeout: timeout ?? DEFAULT_TIMEOUT_MS, action }];
  changed(now);
}

/** The shown notification is closed; the next one, if any, comes with the default timeout again. */
export function dismiss(id: number): void {
  queue = queue.filter((notification) => notification.id !== id);
  changed(Date.now());
}

/** What the snackbar shows now. */
export const shownNotification = (): ShownNotification | undefined => shown;

export function useShownNotification(): ShownNotification | undefined {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, shownNotification);
}
