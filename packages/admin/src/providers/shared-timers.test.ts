// @vitest-environment jsdom
// A window, as in the browser: react-query keeps every answer for ever where there is none (its `isServer`).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.js';
import { SHARED_FROM_MS, sharedTimers } from './shared-timers.js';

const FIVE_MINUTES = 5 * 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T10:00:00.400Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("react-query's long timers, shared", () => {
  it('fire each once, no sooner than asked and within a second after, on one browser timer per second', () => {
    const fired: number[] = [];
    for (let i = 0; i < 50; i++) sharedTimers.setTimeout(() => fired.push(i), FIVE_MINUTES + i * 10);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual([...Array(50).keys()]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keep apart the timers due in different seconds', () => {
    const fired: string[] = [];
    sharedTimers.setTimeout(() => fired.push('first'), FIVE_MINUTES);
    sharedTimers.setTimeout(() => fired.push('later'), FIVE_MINUTES + 3_000);
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(FIVE_MINUTES + 1_000);
    expect(fired).toEqual(['first']);
    vi.advanceTimersByTime(3_000);
    expect(fired).toEqual(['first', 'later']);
  });

  it('fire none that was cleared, and leave no browser timer once all of a second are', () => {
    const fired: string[] = [];
    const kept = sharedTimers.setTimeout(() => fired.push('kept'), FIVE_MINUTES);
    const dropped = sharedTimers.setTimeout(() => fired.push('dropped'), FIVE_MINUTES);
    sharedTimers.clearTimeout(dropped);
    sharedTimers.clearTimeout(dropped);
    vi.advanceTimersByTime(FIVE_MINUTES + 1_000);
    expect(fired).toEqual(['kept']);
    sharedTimers.clearTimeout(kept);
    const both = [
      sharedTimers.setTimeout(() => fired.push('late'), FIVE_MINUTES),
      sharedTimers.setTimeout(() => fired.push('late'), FIVE_MINUTES),
    ];
    both.forEach((id) => sharedTimers.clearTimeout(id));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(FIVE_MINUTES + 1_000);
    expect(fired).toEqual(['kept']);
  });

  it('run the others of their second when one throws, and report it', () => {
    const fired: string[] = [];
    const reported: unknown[] = [];
    const report = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => {
      try {
        task();
      } catch (error) {
        reported.push(error);
      }
    });
    sharedTimers.setTimeout(() => {
      throw new Error('broken');
    }, FIVE_MINUTES);
    sharedTimers.setTimeout(() => fired.push('after'), FIVE_MINUTES);
    vi.advanceTimersByTime(FIVE_MINUTES + 1_000);
    report.mockRestore();
    expect(fired).toEqual(['after']);
    expect(reported).toEqual([new Error('broken')]);
  });

  it('leave short timers to the browser, exact, with ids of their own', () => {
    const fired: string[] = [];
    const short = sharedTimers.setTimeout(() => fired.push('short'), SHARED_FROM_MS - 1);
    const long = sharedTimers.setTimeout(() => fired.push('long'), SHARED_FROM_MS);
    expect(Number(short)).not.toBe(Number(long));
    vi.advanceTimersByTime(SHARED_FROM_MS - 1);
    expect(fired).toEqual(['short']);
    const cleared = sharedTimers.setTimeout(() => fired.push('cleared'), 10);
    sharedTimers.clearTimeout(cleared);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['short', 'long']);
  });
});

describe("the app's query client", () => {
  it('drops the records a list put into its cache five minutes after, on one timer', () => {
    const client = createQueryClient();
    for (let id = 1; id <= 25; id++) client.setQueryData(['my-loads', 'getOne', { id: String(id) }], { id });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(FIVE_MINUTES - 1);
    expect(client.getQueryCache().getAll()).toHaveLength(25);
    vi.advanceTimersByTime(1_000);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
