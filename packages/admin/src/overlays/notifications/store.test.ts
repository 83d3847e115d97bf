/** The top snackbar's queue: one at a time, and news waiting behind one cuts its stay short. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, GIVE_WAY_MS, dismiss, notify, shownNotification } from './store.js';

const shownText = () => shownNotification()?.notification.message.join(' ');

/** Closes what is on screen, as its timer or its Close button does, until nothing is. */
function clearAll() {
  for (let shown = shownNotification(); shown; shown = shownNotification()) dismiss(shown.notification.id);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T08:00:00Z'));
});
afterEach(() => {
  clearAll();
  vi.useRealTimers();
});

describe('the notification queue', () => {
  it('shows a notification alone for its full time', () => {
    notify('success', 'Element updated');
    expect(shownNotification()).toMatchObject({ hideAfterMs: DEFAULT_TIMEOUT_MS });
    notify('error', 'A longer one', 9000);
    // The second waits; the first now gives way once read.
    expect(shownText()).toBe('Element updated');
    expect(shownNotification()?.hideAfterMs).toBe(GIVE_WAY_MS);
  });

  it('lets news behind a notification on screen for a while come at once, and keeps its order', () => {
    notify('error', 'The form is not valid. Please check for errors');
    vi.advanceTimersByTime(GIVE_WAY_MS + 500);
    notify('success', 'Element created');
    expect(shownText()).toBe('The form is not valid. Please check for errors');
    expect(shownNotification()?.hideAfterMs).toBe(0);
    dismiss(shownNotification()?.notification.id ?? 0);
    // The news, with its own full time: nothing is behind it.
    expect(shownNotification()).toMatchObject({ notification: { type: 'success' }, hideAfterMs: DEFAULT_TIMEOUT_MS });
  });

  it('leaves the rest of the reading time to a notification that just came', () => {
    notify('error', 'Network error');
    vi.advanceTimersByTime(400);
    notify('success', 'Element updated');
    expect(shownNotification()?.hideAfterMs).toBe(GIVE_WAY_MS - 400);
  });

  it('keeps a notification with a button (Undo) its whole time, news or not, and never drops it as a repeat', () => {
    const undo = { label: 'app.trash.undo' as const, run: vi.fn() };
    notify('success', 'Element deleted', undefined, undo);
    vi.advanceTimersByTime(400);
    notify('success', 'Element updated');
    expect(shownNotification()).toMatchObject({ notification: { action: undo }, hideAfterMs: DEFAULT_TIMEOUT_MS });
    clearAll();
    // Two deletions in a row say the same words: each has its own Undo, neither is a repeat.
    notify('success', 'Element deleted', undefined, undo);
    notify('success', 'Element deleted', undefined, undo);
    expect(shownText()).toBe('Element deleted');
    dismiss(shownNotification()?.notification.id ?? 0);
    expect(shownText()).toBe('Element deleted');
  });

  it('gives way no sooner than its own time, when that is shorter', () => {
    notify('success', 'Copied', 1000);
    notify('success', 'Element updated');
    expect(shownNotification()?.hideAfterMs).toBe(1000);
  });
});
