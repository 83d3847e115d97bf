/** What blocking-time.ts makes of Lighthouse's simulation: the long tasks, and what ran in each. */
import { describe, expect, it } from 'vitest';
import { describeBlockingTime, longTasks, partsOf } from './blocking-time.js';

const event = (name: string, ms: number, url?: string) => ({ name, dur: ms * 1000, args: { data: { url } } });

describe("a run's blocking time", () => {
  it('sums what ran in a task by what it is and by script, longest first', () => {
    const parts = partsOf([
      event('v8.evaluateModule', 12, 'http://localhost/assets/AdminApp-1.js'),
      event('FunctionCall', 3),
      event('v8.evaluateModule', 6, 'http://localhost/assets/AdminApp-1.js'),
      event('Layout', 4),
    ]);
    expect(parts).toEqual([
      { what: 'v8.evaluateModule AdminApp-1.js', ms: 18 },
      { what: 'Layout', ms: 4 },
      { what: 'FunctionCall', ms: 3 },
    ]);
  });

  it("keeps the simulation's main-thread tasks of 50 ms or more, in the order it runs them", () => {
    const cpu = (ms: number, ...children: ReturnType<typeof event>[]) => ({
      type: 'cpu',
      event: event('RunTask', ms),
      childEvents: children,
    });
    const timings = new Map<unknown, { startTime: number; endTime: number; duration: number }>([
      [cpu(30, event('v8.produceModuleCache', 29)), { startTime: 900, endTime: 1020, duration: 120 }],
      [cpu(10), { startTime: 700, endTime: 740, duration: 40 }],
      [{ type: 'network' }, { startTime: 0, endTime: 600, duration: 600 }],
      [cpu(20, event('FunctionCall', 19)), { startTime: 800, endTime: 880, duration: 80 }],
    ]);
    const tasks = longTasks(timings);
    expect(tasks.map((task) => [task.startMs, task.simulatedMs, task.measuredMs])).toEqual([
      [800, 80, 20],
      [900, 120, 30],
    ]);
    expect(
      describeBlockingTime({ optimisticMs: 60, pessimisticMs: 100, window: { fromMs: 650, toMs: 1020 }, tasks }),
    ).toEqual([
      '  TBT simulated: optimistic 60 ms, pessimistic 100 ms, counted from 650 to 1020 ms',
      '    800-880 ms: 80 ms simulated, 20.0 ms measured: FunctionCall 19.0',
      '    900-1020 ms: 120 ms simulated, 30.0 ms measured: v8.produceModuleCache 29.0',
    ]);
  });
});
