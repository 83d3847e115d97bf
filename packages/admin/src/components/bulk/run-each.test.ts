import { describe, expect, it } from 'vitest';
import { runEach } from './run-each.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runEach', () => {
  it('runs every id, reports each failure with its error, and keeps the order of the selection', async () => {
    const outcome = await runEach([1, 2, 3, 4, 5], async (id) => {
      await wait(10 - id * 2);
      if (id % 2 === 0) throw new Error(`no ${id}`);
    });
    expect(outcome.done).toEqual([1, 3, 5]);
    expect(outcome.failed.map(({ id, error }) => [id, (error as Error).message])).toEqual([
      [2, 'no 2'],
      [4, 'no 4'],
    ]);
  });

  it('has no more calls in flight than it is given', async () => {
    let inFlight = 0;
    let most = 0;
    await runEach(
      Array.from({ length: 12 }, (_, index) => index),
      async () => {
        most = Math.max(most, ++inFlight);
        await wait(5);
        inFlight--;
      },
      3,
    );
    expect(most).toBe(3);
  });

  it('answers at once for an empty selection', async () => {
    expect(await runEach([], () => Promise.reject(new Error('never')))).toEqual({ done: [], failed: [] });
  });
});
