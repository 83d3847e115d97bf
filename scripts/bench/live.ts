/**
 * Issue 37's figures for the live desk, measured, never asserted by a test:
 *
 * - Latency: a colleague's save (a `PUT` through the API) to the change on another browser's open
 *   list (/companies), over 100 saves: median and p95. The clock starts before the `PUT` is sent
 *   and stops when the page shows the new name (a MutationObserver in the page sees it and stamps
 *   it with the wall clock both share). Goal p95 ≤ 1 s.
 * - Load: the mock API holding 200 open streams (staff and members) while 20 writes a second
 *   arrive (state notes, and loads of the member's company and of others: one event each), for
 *   `LIVE_SOAK_SECONDS` (600 by default): every event each stream may read delivered, none that it
 *   may not, and the server's heap after a forced GC, sampled each minute; then the same writes for
 *   the same time with no stream, so that the streams' own growth is told apart from the journal's.
 *   The server runs in a process of its own (live-server.ts): the 200 clients' state is not in the
 *   heap measured. `LIVE_HEAP_SNAPSHOTS=<dir>`: the server's heap snapshots at the end of the
 *   first minute and of the last, to see where its growth goes.
 *
 * Alone: `tsx --conditions=source scripts/bench/live.ts [admin dist]`.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@permit-office/harness/chromium';
import type { FromLiveServer, ToLiveServer } from './live-server.js';
import { startStack } from '@permit-office/admin/stack';
import { distArgument, signedInPage, stats, PASSWORD, type Stats } from './stack.js';

export const LATENCY_GOAL_MS = 1000;

/** The nearest-rank p95. */
const p95 = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.95 * values.length) - 1] ?? NaN;

async function tokenOf(apiUrl: string, email: string): Promise<string> {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Changes a record as a colleague's tool would: read, then `PUT` at the version read. */
async function update(apiUrl: string, token: string, path: string, patch: Record<string, unknown>): Promise<void> {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const read = await fetch(`${apiUrl}${path}`, { headers });
  const { data } = (await read.json()) as { data: Record<string, unknown> };
  const saved = await fetch(`${apiUrl}${path}`, {
    method: 'PUT',
    headers: { ...headers, 'If-Match': read.headers.get('ETag') ?? '*' },
    body: JSON.stringify({ ...data, ...patch }),
  });
  if (!saved.ok) throw new Error(`PUT ${path} answered ${saved.status}`);
}

export interface LatencyResult extends Stats {
  p95: number;
  samples: number[];
}

/** From a save to another browser's open list showing it, `changes` times. */
export async function measureLatency(options: {
  dist: string;
  changes?: number;
  browser?: Browser;
}): Promise<LatencyResult> {
  const changes = options.changes ?? 100;
  const stack = await startStack({ dist: options.dist });
  const browser = options.browser ?? (await launchBrowser());
  try {
    const page = await signedInPage(browser, stack.adminUrl, 'admin@example.com');
    await page.goto(`${stack.adminUrl}/companies?page=1&perPage=25&sort=id&order=ASC`);
    await page.getByText('1-25 of 150').waitFor();
    const token = await tokenOf(stack.apiUrl, 'agent@example.com');
    const samples: number[] = [];
    for (let change = 0; change < changes; change++) {
      const name = `Live bench ${change}`;
      // Watched before the save: the page stamps the moment the name appears in its rows.
      const shown = page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const seen = () => document.querySelector('tbody')?.textContent?.includes(text) ?? false;
            const observer = new MutationObserver(() => {
              if (!seen()) return;
              observer.disconnect();
              resolve(Date.now());
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
        name,
      );
      const savedAt = Date.now();
      await update(stack.apiUrl, token, `/companies/${1 + (change % 25)}`, { name });
      samples.push((await shown) - savedAt);
    }
    return { ...stats(samples), p95: p95(samples), samples };
  } finally {
    if (!options.browser) await browser.close();
    await stack.close();
  }
}

export interface LoadResult {
  streams: number;
  writes: number;
  seconds: number;
  /** Change events each stream should have had, and had, summed over the streams (staff's with the audit log's). */
  expected: number;
  delivered: number;
  /** Events about a record the stream's person may not read (goal: none). */
  foreign: number;
  /** The server's heap after a forced GC, MB, once a minute (the first after the streams opened). */
  heapMb: number[];
  /** The same of the bench's process: the clients reading the streams, and the writer. */
  clientsHeapMb: number[];
}

/** Reads a stream's change events as they come, counting them by the record's company. */
async function listen(
  url: string,
  token: string,
  onChange: (event: { collection: string; record_id: number }) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`GET /events answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const message = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (!/^event: change$/m.test(message)) continue;
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (data) onChange(JSON.parse(data) as { collection: string; record_id: number });
        }
      }
    } catch {
      // Aborted at the end of the run.
    }
  })();
}

/** The mock API in a process of its own (live-server.ts), and a way to ask it for its heap. */
async function startServer(ttlSeconds: number) {
  const child = fork(fileURLToPath(new URL('./live-server.ts', import.meta.url)), [String(ttlSeconds)], {
    // The bench's own flags (tsx's loader, `--conditions=source`) so that it runs the same sources.
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  /** The child's next message; a rejection if it ends first (it failed to start, or crashed). */
  const next = () =>
    new Promise<FromLiveServer>((resolve, reject) => {
      const onMessage = (message: FromLiveServer) => {
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => {
        child.off('message', onMessage);
        reject(new Error(`The live bench's mock API ended (${code})`));
      };
      child.once('message', onMessage);
      child.once('exit', onExit);
    });
  const first = await next();
  if (!('ready' in first)) throw new Error("The live bench's mock API spoke before it was ready");
  return {
    ...first.ready,
    /** One question at a time: the answer is the next message. */
    async ask(message: ToLiveServer): Promise<FromLiveServer> {
      const answer = next();
      child.send(message);
      return answer;
    },
    /** Closing the channel stops it; it is waited for, so that the next run has the machine to itself. */
    async close(): Promise<void> {
      if (child.exitCode === null && child.signalCode === null) {
        child.disconnect();
        const killer = setTimeout(() => child.kill(), 10_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}

/** 200 streams, 20 writes a second, for `seconds`. */
export async function measureLoad(
  options: { streams?: number; writesPerSecond?: number; seconds?: number; log?: (line: string) => void } = {},
): Promise<LoadResult> {
  const streams = options.streams ?? 200;
  const perSecond = options.writesPerSecond ?? 20;
  const seconds = options.seconds ?? 600;
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const mock = await startServer(seconds + 600);
  const abort = new AbortController();
  try {
    // Staff see every company's change; the member only their own company's (company 1).
    const people = ['admin@example.com', 'agent@example.com', 'member@example.com'] as const;
    const tokens = await Promise.all(people.map((email) => tokenOf(mock.url, email)));
    // Writes of one event each: a state note (staff only), a load of the member's company, a load
    // of another company (staff only). A company's rename would also rename its loads and requests.
    const visibleToMember = new Set(mock.ofMember);
    const targets = Array.from({ length: perSecond }, (_, index) =>
      index % 3 === 0
        ? {
            path: `/state-notes/${mock.notes[index % mock.notes.length]}`,
            member: false,
            patch: (n: string) => ({ body: `Note ${n}` }),
          }
        : index % 3 === 1
          ? {
              path: `/loads/${mock.ofMember[index % mock.ofMember.length]}`,
              member: true,
              patch: (n: string) => ({ description: `Load ${n}` }),
            }
          : {
              path: `/loads/${mock.ofOthers[index % mock.ofOthers.length]}`,
              member: false,
              patch: (n: string) => ({ description: `Load ${n}` }),
            },
    );
    const writer = tokens[1] ?? '';
    // One round of the writes before any stream opens (nobody hears them; they are not counted): what
    // the first writes make once (compiled code, the server's lazy state) is then in neither half's
    // growth. Without it the half with no stream made it after its first sample and the other half
    // partly before (opening the streams): 0.8 MB more growth without the streams, in a trial.
    await Promise.all(
      targets.map((target, index) => update(mock.url, writer, target.path, target.patch(`warm-${index}`))),
    );
    const counts = Array.from({ length: streams }, () => ({ got: 0, logged: 0, foreign: 0 }));
    await Promise.all(
      counts.map((count, index) => {
        const member = index % 3 === 2;
        return listen(
          `${mock.url}/events`,
          tokens[index % 3] ?? '',
          (event) => {
            const theirs = event.collection === 'loads' && visibleToMember.has(event.record_id);
            if (member && !theirs) count.foreign++;
            // Staff also hear each write's entry in the audit log: counted apart, one a write.
            if (event.collection === 'logs') count.logged++;
            else count.got++;
          },
          abort.signal,
        );
      }),
    );
    const heapMb: number[] = [];
    const clientsHeapMb: number[] = [];
    const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
    const snapshots = process.env.LIVE_HEAP_SNAPSHOTS;
    const sample = async (minute: number) => {
      const answer = await mock.ask({ probe: true });
      if (!('heapUsed' in answer)) throw new Error("The live bench's mock API did not tell its heap");
      heapMb.push(mb(answer.heapUsed));
      gc();
      clientsHeapMb.push(mb(process.memoryUsage().heapUsed));
      // Where the server's heap goes, when asked: a snapshot at the first minute's end (what is
      // made once is made by then) and at the last, to compare in the DevTools' Memory panel.
      if (snapshots && (minute === 1 || minute === Math.floor(seconds / 60))) {
        await mock.ask({ snapshot: join(snapshots, `live-${streams}-streams-minute-${minute}.heapsnapshot`) });
      }
    };
    await sample(0);
    let writes = 0;
    let ofMembersCompany = 0;
    const started = Date.now();
    for (let second = 0; second < seconds; second++) {
      const due = started + (second + 1) * 1000;
      await Promise.all(
        targets.map((target, index) => {
          if (target.member) ofMembersCompany++;
          writes++;
          return update(mock.url, writer, target.path, target.patch(`${second}-${index}`));
        }),
      );
      if ((second + 1) % 60 === 0) {
        await sample((second + 1) / 60);
        options.log?.(
          `live load (${streams} streams): ${second + 1} s, the server's heap ${heapMb.at(-1)} MB, the clients' ${clientsHeapMb.at(-1)} MB`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    }
    // The last events are on their way: each stream has had what it may read, or never will.
    const expectedOf = (index: number) => (index % 3 === 2 ? ofMembersCompany : writes);
    const settled = Date.now() + 10_000;
    const loggedOf = (index: number) => (index % 3 === 2 ? 0 : writes);
    while (
      Date.now() < settled &&
      counts.some((count, index) => count.got < expectedOf(index) || count.logged < loggedOf(index))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return {
      streams,
      writes,
      seconds,
      expected: counts.reduce((sum, _, index) => sum + expectedOf(index) + loggedOf(index), 0),
      delivered: counts.reduce((sum, count) => sum + count.got + count.logged, 0),
      foreign: counts.reduce((sum, count) => sum + count.foreign, 0),
      heapMb,
      clientsHeapMb,
    };
  } finally {
    abort.abort();
    await mock.close();
  }
}

/**
 * The same writes for the same time, with the streams and without them: the mock keeps a history and
 * an audit log of every write (its journal grows with the writes, as a database does), so what the
 * streams themselves hold is the difference between the two runs' growth. Run one after the other,
 * each with a server process of its own, the first's ended before the second starts.
 */
export async function measureLoadBeside(
  options: { seconds?: number; log?: (line: string) => void } = {},
): Promise<{ withStreams: LoadResult; without: LoadResult }> {
  const withStreams = await measureLoad({ ...options, streams: 200 });
  const without = await measureLoad({ ...options, streams: 0 });
  return { withStreams, without };
}

/** The server's heap's growth over the run, MB, from the first sample once the streams are open to the last. */
const growthOf = (load: LoadResult) => (load.heapMb.at(-1) ?? NaN) - (load.heapMb[0] ?? NaN);

/** What 200 streams may add to the server's heap over the run, beyond what the same writes add without them. */
export const STREAMS_GROWTH_GOAL_MB = 2;

export function liveRows(
  latency: LatencyResult,
  { withStreams: load, without }: { withStreams: LoadResult; without: LoadResult },
) {
  const streamsGrowth = growthOf(load) - growthOf(without);
  return [
    {
      figure: `Live desk: a colleague's save to another browser's open list (${latency.count} saves)`,
      value: `median ${latency.median.toFixed(0)} ms, p95 ${latency.p95.toFixed(0)} ms (max ${latency.max.toFixed(0)} ms)`,
      goal: `p95 ≤ ${LATENCY_GOAL_MS} ms`,
      met: latency.p95 <= LATENCY_GOAL_MS,
    },
    {
      figure: `Live desk: ${load.streams} open streams, ${load.writes / load.seconds} writes a second for ${load.seconds} s, beside the same writes with no stream`,
      value:
        `${load.delivered} of ${load.expected} events delivered, ${load.foreign} not the reader's; ` +
        `the server's heap (a process of its own) once a minute ${load.heapMb.join(' → ')} MB with the streams, ` +
        `${without.heapMb.join(' → ')} MB without: the streams' own growth in the server ${streamsGrowth.toFixed(1)} MB`,
      goal: `every event, none foreign, the streams' own growth ≤ ${STREAMS_GROWTH_GOAL_MB} MB`,
      met: load.delivered === load.expected && load.foreign === 0 && streamsGrowth <= STREAMS_GROWTH_GOAL_MB,
    },
  ];
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const latency = await measureLatency({ dist: distArgument() });
  const seconds = Number(process.env.LIVE_SOAK_SECONDS ?? 600);
  const load = await measureLoadBeside({ seconds, log: (line) => console.error(line) });
  console.table(liveRows(latency, load));
}
