/** What first-load-profile.ts reads of a trace and a CPU profile: the page's long tasks, a stretch of samples. */
import { describe, expect, it } from 'vitest';
import { LOADED, longTasksOf, samplesWithin, type TraceEvent } from './first-load-profile.js';

const task = (tid: number, ts: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts,
  dur: ms * 1000,
});
const script = (tid: number, ts: number): TraceEvent => ({ name: 'FunctionCall', ph: 'X', pid: 1, tid, ts, dur: 10 });

describe("a first load's long tasks", () => {
  it("takes the page's main thread (the one that ran its scripts), and its tasks over 50 ms before the load's end", () => {
    const events = [
      // A worker thread with one long task and one script.
      task(9, 0, 400),
      script(9, 1),
      // The page's thread: scripts, tasks of 40, 50, 51 and 120 ms, then the mark, then the profiler's stop.
      script(2, 10),
      script(2, 20),
      task(2, 100_000, 40),
      task(2, 300_000, 120),
      task(2, 200_000, 51),
      task(2, 250_000, 50),
      { name: LOADED, ph: 'R', pid: 1, tid: 2, ts: 600_000 },
      task(2, 700_000, 180),
    ];
    const { tasks } = longTasksOf(events);
    expect(tasks.map((found) => [found.ts, (found.dur ?? 0) / 1000])).toEqual([
      [200_000, 51],
      [300_000, 120],
    ]);
  });

  it('keeps the samples of a stretch of the profile, with their own time steps', () => {
    const profile = { nodes: [], startTime: 1000, endTime: 1100, samples: [1, 2, 3, 4], timeDeltas: [10, 20, 30, 40] };
    // Sample times: 1010, 1030, 1060, 1100.
    expect(samplesWithin(profile, 1030, 1060)).toMatchObject({ samples: [2, 3], timeDeltas: [20, 30] });
    expect(samplesWithin(profile, 1101, 1200).samples).toEqual([]);
  });
});
