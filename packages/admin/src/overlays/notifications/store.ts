/**
 * The notification queue behind the top snackbar: the SDK's notifications and react-admin's both
 * arrive here, and are shown one at a time.
 */
import { useSyncExternalStore } from 'react';

export const DEFAULT_TIMEOUT_MS = 4000;

export interface AppNotification {
  id: number;
  type: 'success' | 'error';
  message: string[];
  timeout: number;
}

let queue: AppNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** When an error is shown twice in a row within this time, the second is the same news: drop it. */
const DUPLICATE_WINDOW_MS = 2000;
let last: { key: string; at: number } | undefined;

export function notify(type: 'success' | 'error', message: string | string[], timeout?: number): void {
  const lines = (Array.isArray(message) ? message : [message]).filter((line) => line.trim() !== '');
  if (!lines.length) return;
  const key = `${type}:${lines.join('\n')}`;
  const now = Date.now();
  if (last && last.key === key && now - last.at < DUPLICATE_WINDOW_MS) return;
  last = { key, at: now };
  queue = [...queue, { id: nextId++, type, message: lines, timeout: timeout ?? DEFAULT_TIMEOUT_MS }];
  changed();
}

/** The shown notification is closed; the next one, if any, comes with the default timeout again. */
export function dismiss(id: number): void {
  queue = queue.filter((notification) => notification.id !== id);
  changed();
}

export function useCurrentNotification(): AppNotification | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => queue[0],
  );
}
