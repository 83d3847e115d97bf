/**
 * What a first visit's long tasks run (issue 68: profile first, then cut). One page of the built
 * admin opened as a phone opens it the first time (no HTTP cache, no service worker, 390 px, the
 * CPU slowed 4× as Lighthouse's mobile run scales it), with a devtools trace and a CPU profile
 * taken together: each main-thread task over 50 ms (what Total Blocking Time counts), the trace
 * events that fill it, and the profile's samples inside it by package and by function, read
 * through the build's source maps (profile-summary.ts). A tool for a person reading a load, not a
 * figure: `pnpm bench` measures.
 *
 * `tsx --conditions=source scripts/bench/first-load-profile.ts <email> <path> [rounds] [admin dist]`,
 * e.g. `admin@example.com /companies/1 3` (the admin built first). FIRST_LOAD_PROFILES=<folder>
 * keeps each round's CPU profile there (first-load-<round>.cpuprofile), for DevTools;
 * FIRST_LOAD_EARLIER=<n> profiles the visit after n earlier ones (1: the daily visit, the first the
 * service worker serves; 2: a later one) instead of the first.
 */
import { launchBrowser } from '@permit-office/harness/chromium';
import { startStack } from '@permit-office/admin/stack';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession } from 'playwright-core';
import { summarise, type CpuProfile } from './profile-summary.js';
import { signIn } from './stack.js';
import { CPU_SLOWDOWN, PHONE } from './touch.js';

/** The mark the page makes once the load is over and the page idle. */
export const LOADED = 'first-load-profile:loaded';
/** Total Blocking Time counts what a task runs beyond this. */
const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string; isLoadingMainFrame?: boolean } };
}

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

async function signedInState(browser: Browser, adminUrl: string, email: string): Promise<StorageState> {
  const context = await browser.newContext(PHONE);
  await signIn(await context.newPage(), adminUrl, email);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The thread that ran the page's scripts: the renderer's main thread. */
function mainThread(events: readonly TraceEvent[]): string | undefined {
  const counts = new Map<string, number>();
  for (const event of events)
    if (event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
      counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** The profile's samples between `from` and `to` (the trace's clock, µs), as a profile of their own. */
export function samplesWithin(profile: CpuProfile, from: number, to: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time >= from && time <= to) {
      samples.push(sample);
      timeDeltas.push(delta);
    }
  });
  return { ...profile, samples, timeDeltas };
}

/**
 * The page's main-thread events, and its tasks over LONG_TASK_MS until the load's end (the mark
 * LOADED): stopping the profiler afterwards is itself a long task of that thread.
 */
export function longTasksOf(events: readonly TraceEvent[]): { onMain: TraceEvent[]; tasks: TraceEvent[] } {
  const thread = mainThread(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === thread && event.ph === 'X');
  const loaded = events.find((event) => event.name === LOADED)?.ts ?? Infinity;
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_MS * 1000 && event.ts < loaded)
    .sort((a, b) => a.ts - b.ts);
  return { onMain, tasks };
}

async function traced(
  cdp: CDPSession,
  load: () => Promise<void>,
): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = await cdp.send('Profiler.stop');
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  return { events, profile: profile as CpuProfile };
}

export async function profileFirstLoad(
  email: string,
  path: string,
  rounds: number,
  dist: string,
  earlier = 0,
): Promise<void> {
  const stack = await startStack({ dist });
  const browser = await launchBrowser();
  try {
    const state = await signedInState(browser, stack.adminUrl, email);
    for (let round = 1; round <= rounds; round++) {
      // A daily visit (earlier visits > 0) is served by the worker the earlier ones installed.
      const context = await browser.newContext({
        ...PHONE,
        storageState: state,
        serviceWorkers: earlier > 0 ? 'allow' : 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const visit = async () => {
        await page.goto(`${stack.adminUrl}${path}`);
        // The screen's content, then the page idle: what the load set going has run.
        await page.locator('main').getByRole('heading').or(page.locator('main input')).first().waitFor();
        await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
      };
      for (let before = 0; before < earlier; before++) {
        await visit();
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      }
      if (earlier === 0) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const { events, profile } = await traced(cdp, async () => {
        await visit();
        await page.evaluate((name) => void performance.mark(name), LOADED);
      });
      const keepIn = process.env.FIRST_LOAD_PROFILES;
      if (keepIn) {
        await mkdir(keepIn, { recursive: true });
        await writeFile(join(keepIn, `first-load-${round}.cpuprofile`), JSON.stringify(profile));
      }
      const { onMain, tasks } = longTasksOf(events);
      const start = onMain.find((event) => event.name === 'RunTask')?.ts ?? 0;
      const blocking = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - LONG_TASK_MS, 0);
      console.log(
        `${email} ${path}, round ${round}: ${tasks.length} tasks over ${LONG_TASK_MS} ms, ${Math.round(blocking)} ms beyond it`,
      );
      for (const task of tasks) {
        const end = task.ts + (task.dur ?? 0);
        const inside = onMain.filter(
          (event) =>
            event !== task && event.name !== 'RunTask' && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end,
        );
        // The outermost events of the task, 3 ms or more.
        const outermost = inside.filter(
          (event) =>
            (event.dur ?? 0) >= 3000 &&
            !inside.some(
              (other) =>
                other !== event && other.ts <= event.ts && other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0),
            ),
        );
        const what = outermost.map((event) => {
          const where = event.args?.data?.url?.split('/').pop() ?? event.args?.data?.functionName;
          return `${event.name}${where ? ` ${where}` : ''} ${Math.round((event.dur ?? 0) / 1000)}`;
        });
        const summary = summarise(samplesWithin(profile, task.ts, end), dist);
        const top = (lines: { where: string; selfMs: number }[]) =>
          lines
            .slice(0, 6)
            .map((line) => `${line.where} ${line.selfMs.toFixed(0)}`)
            .join(' | ');
        console.log(
          `  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${what.join(', ')}`,
        );
        console.log(`    by package: ${top(summary.byPackage)}`);
        console.log(`    by function: ${top(summary.byFunction)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [email, path, rounds = '1', dist = fileURLToPath(new URL('../../packages/admin/dist', import.meta.url))] =
    process.argv.slice(2);
  if (!email || !path) throw new Error('Usage: first-load-profile.ts <email> <path> [rounds] [admin dist]');
  await profileFirstLoad(email, path, Number(rounds), dist, Number(process.env.FIRST_LOAD_EARLIER ?? 0));
}
