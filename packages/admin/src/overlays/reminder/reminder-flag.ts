/**
 * The reminder flag: set by a sign-in, cleared when the person closes the reminder. It is not a
 * secret (tokens live only in their cookies), and it must outlive a reload, so it is kept in
 * localStorage.
 */
/** Its key in localStorage ('true' while the reminder is due); the browser tests read it too. */
export const REMINDER_KEY = 'permit-office.reminder';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const isReminderDue = (): boolean => storage()?.getItem(REMINDER_KEY) === 'true';

export function markReminderDue(): void {
  storage()?.setItem(REMINDER_KEY, 'true');
  listeners.forEach((listener) => listener());
}

export function clearReminder(): void {
  storage()?.setItem(REMINDER_KEY, 'false');
  listeners.forEach((listener) => listener());
}

export function onReminderChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
