/**
 * Where a Lighthouse run's Total Blocking Time comes from, task by task, as Lighthouse itself
 * computes it: its simulation (Lantern) of the run's trace, each main-thread task scaled to the
 * phone's CPU and placed after what it waited for. The figure alone says how much; this says which
 * task, how long it took at the machine's own speed, and what ran in it (a module's evaluation, a
 * code cache, a render). Issue 41 found two faults this way: a list drawn again at the tenth second,
 * and a live stream that kept Lighthouse waiting to its time limit.
 *
 * A task of the simulation is placed by what it waited for, not by the clock: one the page ran 30 s
 * after its load counts as the load's if the trace reached it.
 */
import type { RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_FROM_MS = 50;

/** One event inside a task, summed by what it is (with the script it evaluated, where it says). */
export interface TaskPart {
  what: string;
  ms: number;
}

export interface BlockingTask {
  /** When the simulation starts and ends the task, ms from the navigation. */
  startMs: number;
  endMs: number;
  /** Its length in the simulation (the machine's scaled to a phone's CPU), and as the trace measured it. */
  simulatedMs: number;
  measuredMs: number;
  /** What ran in it, longest first. */
  parts: TaskPart[];
}

/** The pessimistic simulation's long tasks, the window TBT counts them in, and the estimates. */
export interface BlockingTime {
  optimisticMs: number;
  pessimisticMs: number;
  /** From the simulated first contentful paint to the simulated time to interactive (pessimistic). */
  window: { fromMs: number; toMs: number };
  tasks: BlockingTask[];
}

/** The parts of the simulation this reads: Lighthouse's own types name them through its externs. */
interface TraceEventLike {
  name: string;
  dur?: number;
  args?: { data?: { url?: unknown } };
}
interface CpuNodeLike {
  type: string;
  event: TraceEventLike;
  childEvents: TraceEventLike[];
}
interface TimingLike {
  startTime: number;
  endTime: number;
  duration: number;
}

/** What `events` ran, summed by name (and script), longest first: the few that tell a task apart. */
export function partsOf(events: readonly TraceEventLike[], most = 4): TaskPart[] {
  const byWhat = new Map<string, number>();
  for (const event of events) {
    const url = event.args?.data?.url;
    const what = typeof url === 'string' && url ? `${event.name} ${url.split('/').pop()}` : event.name;
    byWhat.set(what, (byWhat.get(what) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...byWhat]
    .map(([what, ms]) => ({ what, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, most);
}

/** The simulation's tasks of 50 ms or more, in the order it runs them. */
export function longTasks(nodeTimings: ReadonlyMap<unknown, TimingLike>): BlockingTask[] {
  const tasks: BlockingTask[] = [];
  for (const [node, timing] of nodeTimings) {
    const cpu = node as CpuNodeLike;
    if (cpu.type !== 'cpu' || timing.duration < BLOCKING_FROM_MS) continue;
    tasks.push({
      startMs: timing.startTime,
      endMs: timing.endTime,
      simulatedMs: timing.duration,
      measuredMs: (cpu.event.dur ?? 0) / 1000,
      parts: partsOf(cpu.childEvents),
    });
  }
  return tasks.sort((a, b) => a.startMs - b.startMs);
}

/** Lighthouse's simulation of `run`, as its TBT audit computes it. */
export async function blockingTime(run: RunnerResult): Promise<BlockingTime> {
  const { artifacts, lhr } = run;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  // One cache for the three, as Lighthouse shares it: TBT asks for the other two itself.
  const context = { computedCache: new Map<string, unknown>() };
  const paint = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  const total = await LanternTotalBlockingTime.request(data, context);
  return {
    optimisticMs: total.optimisticEstimate.timeInMs,
    pessimisticMs: total.pessimisticEstimate.timeInMs,
    // The pessimistic estimate counts from the optimistic paint to the pessimistic interactive.
    window: { fromMs: paint.optimisticEstimate.timeInMs, toMs: interactive.pessimisticEstimate.timeInMs },
    tasks: longTasks(total.pessimisticEstimate.nodeTimings),
  };
}

/** Lines for a bench's log: the estimates, the window, and each long task with what ran in it. */
export function describeBlockingTime(blocking: BlockingTime): string[] {
  const ms = (value: number) => `${Math.round(value)}`;
  const lines = [
    `  TBT simulated: optimistic ${ms(blocking.optimisticMs)} ms, pessimistic ${ms(blocking.pessimisticMs)} ms, ` +
      `counted from ${ms(blocking.window.fromMs)} to ${ms(blocking.window.toMs)} ms`,
  ];
  for (const task of blocking.tasks) {
    const parts = task.parts.map((part) => `${part.what} ${part.ms.toFixed(1)}`).join(', ');
    lines.push(
      `    ${ms(task.startMs)}-${ms(task.endMs)} ms: ${ms(task.simulatedMs)} ms simulated, ` +
        `${task.measuredMs.toFixed(1)} ms measured: ${parts}`,
    );
  }
  return lines;
}
