/**
 * Issue 41's phone figures: Lighthouse's mobile run (a mid-range phone: 4× CPU slowdown, slow 4G
 * simulated) on our first screens and, in the same run, on the default react-admin app
 * (default-react-admin.ts: what create-react-admin generates at our react-admin version, with
 * fakerest), each page three times over:
 *
 * - cold, the first visit: an empty HTTP cache and no service worker (the session's cookies and
 *   storage kept, as a bookmark reopened has them);
 * - warm, the daily visit as issue 41 measures it: the same, after one earlier visit of the same page
 *   in the same browser, whose HTTP cache Lighthouse is told to keep (`disableStorageReset`). The
 *   bytes transferred are printed beside the figures, so that a warm run that was not warm shows;
 * - later, reported beside it: after two earlier visits. The second visit is the first the service
 *   worker serves, and Chromium makes the V8 code caches of the worker's copies as that visit runs
 *   them, in the load's tasks (measured on /companies/1 at desk speed: 91 ms of
 *   v8.produceModuleCache on the second visit, none on the third, which reads them).
 *
 * This machine's speed varies twofold within an hour, so the two apps are measured interleaved: a
 * round visits every page (ours and the default app's alternating, each page cold, warm, then
 * later), three rounds, each starting two pages further on; the figures are the medians of the
 * rounds. Every run has a browser of its own (a fresh profile). Never a timed test: printed by
 * `pnpm bench`.
 *
 * Alone: `tsx --conditions=source scripts/bench/phones.ts [admin dist] [runs]` (the admin built
 * first, `pnpm --filter @permit-office/admin build`); PHONES_ONLY=<words of a page's name> measures
 * that page alone, PHONES_VISITS=<cold,warm,later> those visits alone; PHONES_REPORTS=<folder> keeps every run's
 * Lighthouse report (JSON) there; PHONES_EXPLAIN=1 logs, after each run, where its TBT comes from
 * (blocking-time.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { DEFAULT_APP_PAGES, defaultReactAdmin, serveDefaultApp, type DefaultApp } from './default-react-admin.js';
import { blockingTime, describeBlockingTime } from './blocking-time.js';
import { refuseIncompleteRun, signIn, startChromium, type Person } from './lighthouse.js';
import { startStack } from '@permit-office/admin/stack';
import { distArgument, median, printTable } from './stack.js';

/** The first visit (empty HTTP cache), the second (the cache of an earlier visit kept), a later one. */
export type Visit = 'cold' | 'warm' | 'later';
export const VISITS: readonly Visit[] = ['cold', 'warm', 'later'];
/** The visits of the same page before the measured one. */
const EARLIER_VISITS: Record<Visit, number> = { cold: 0, warm: 1, later: 2 };

export interface PhonePage {
  app: 'ours' | 'default';
  /** Path and, for the default app's hash router, fragment. */
  path: string;
  /** Signed in as whom (our app only: the default app has no sign-in). */
  as?: Person;
  /** The page in the bench's words. */
  name: string;
}

const STAFF_OVERVIEW: PhonePage = { app: 'ours', path: '/overview', as: 'staff', name: '`/overview` as staff' };
const MEMBER_OVERVIEW: PhonePage = { app: 'ours', path: '/overview', as: 'member', name: '`/overview` as a member' };
const MEMBER_LIST: PhonePage = {
  app: 'ours',
  path: '/my-permit-request',
  as: 'member',
  name: '`/my-permit-request` as a member (the list)',
};
const STAFF_EDIT: PhonePage = {
  app: 'ours',
  path: '/companies/1',
  as: 'staff',
  name: '`/companies/1` as staff (an edit form)',
};
/** Issue 41's first screens: both overviews, the list (a member's, as on a phone), the edit form. */
export const OUR_PAGES: readonly PhonePage[] = [STAFF_OVERVIEW, MEMBER_OVERVIEW, MEMBER_LIST, STAFF_EDIT];
export const DEFAULT_LIST: PhonePage = {
  app: 'default',
  path: DEFAULT_APP_PAGES.list,
  name: `the default react-admin app's list (\`${DEFAULT_APP_PAGES.list}\`)`,
};
export const DEFAULT_EDIT: PhonePage = {
  app: 'default',
  path: DEFAULT_APP_PAGES.edit,
  name: `the default react-admin app's edit form (\`${DEFAULT_APP_PAGES.edit}\`)`,
};

/** A round's order: the default app's pages between ours, so that both meet the same moments. */
const ROUND: readonly PhonePage[] = [
  STAFF_OVERVIEW,
  DEFAULT_LIST,
  MEMBER_OVERVIEW,
  MEMBER_LIST,
  DEFAULT_EDIT,
  STAFF_EDIT,
];

/**
 * Issue 68's goals for our pages (issue 41's, revised); the default app's list of the same run is
 * the yardstick. Issue 41's "half the default list's TBT" is withdrawn: the default app's low
 * blocking time came partly from painting late.
 */
export const PHONE_GOALS = {
  warm: { performance: 95, lcpMs: 1500 },
  cold: { pointsAheadOfDefaultList: 10, lcpMs: 3300 },
} as const;

export interface RunFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  /** Bytes over the network during the load (Lighthouse's total-byte-weight): small when warm. */
  transferBytes: number;
  /** Lighthouse's measure of the machine's speed during the run; well under 1000 means busy. */
  benchmarkIndex: number;
}

export interface PhoneRow {
  page: PhonePage;
  visit: Visit;
  /** The median of each figure over the rounds. */
  median: RunFigures;
  samples: RunFigures[];
}

export interface PhonesResult {
  defaultApp: DefaultApp;
  rows: PhoneRow[];
  seconds: number;
  /** The machine's 1-minute load average at the start and the end (2 cores, shared). */
  load: { start: number; end: number };
}

/** Where the page landed, in the terms of `PhonePage.path` (the hash router's fragment included). */
const landedOn = (page: PhonePage, url: string) => {
  const landed = new URL(url);
  return page.app === 'default' ? `${landed.pathname}${landed.hash}` : landed.pathname;
};

/**
 * Resolves once the page has started and finished no request for a second (at most 30 s): the
 * code its route loads late is in the cache by then. Not Playwright's `networkidle`, which our app
 * never reaches: the live desk keeps a stream open (issue 37).
 */
async function quiet(tab: Page): Promise<void> {
  let last = performance.now();
  const seen = () => (last = performance.now());
  tab.on('request', seen).on('requestfinished', seen).on('requestfailed', seen);
  const deadline = performance.now() + 30_000;
  while (performance.now() - last < 1_000 && performance.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 100));
  }
  tab.off('request', seen).off('requestfinished', seen).off('requestfailed', seen);
}

/**
 * The warm run's earlier visit of the same page, in the browser Lighthouse attaches to next,
 * until its requests are over. The cold run needs nothing: its browser is new, and signIn empties
 * the caches that the sign-in filled.
 */
async function visitOnce(port: number, page: PhonePage, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'load' });
    await quiet(tab);
    if (landedOn(page, tab.url()) !== page.path) throw new Error(`The earlier visit of ${url} ended on ${tab.url()}`);
    await tab.close();
  } finally {
    // Disconnects only (the browser was connected to, not launched): Lighthouse attaches next.
    await browser.close();
  }
}

async function runOnce(
  page: PhonePage,
  base: { ours: string; default: string },
  visit: Visit,
  report?: string,
  explain?: (line: string) => void,
) {
  const url = `${base[page.app]}${page.path}`;
  const browser = await startChromium();
  try {
    if (page.as) await signIn(browser.port, base.ours, page.as);
    for (let earlier = 0; earlier < EARLIER_VISITS[visit]; earlier++) await visitOnce(browser.port, page, url);
    const flags: Flags = {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Every visit keeps the session's cookies; a warm or later one the caches of its earlier visits too.
      disableStorageReset: true,
    };
    // No configuration is Lighthouse's default run: a phone's screen, CPU and network.
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr: Result = result.lhr;
    if (report) await writeFile(report, JSON.stringify(lhr, null, 2));
    refuseIncompleteRun(lhr, url);
    // A lost session lands on /auth; measuring the sign-in page in its place would be a silent lie.
    const landed = landedOn(page, lhr.finalDisplayedUrl);
    if (landed !== page.path) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
    if (explain) for (const line of describeBlockingTime(await blockingTime(result))) explain(line);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      transferBytes: numeric('total-byte-weight'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    } satisfies RunFigures;
  } finally {
    await browser.close();
  }
}

export async function measurePhones(options: {
  dist: string;
  runs?: number;
  log?: (line: string) => void;
  reportDir?: string;
  /** Logs after each run where its TBT comes from, task by task (blocking-time.ts). */
  explain?: boolean;
}): Promise<PhonesResult> {
  const log = options.log ?? (() => undefined);
  const runs = options.runs ?? 3;
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? NaN;
  const defaultApp = await defaultReactAdmin(log);
  if (options.reportDir) await mkdir(options.reportDir, { recursive: true });
  const stack = await startStack({ dist: options.dist });
  const yardstick = await serveDefaultApp(defaultApp.dist);
  const base = { ours: stack.adminUrl, default: yardstick.url };
  const samples = new Map<PhonePage, Record<Visit, RunFigures[]>>();
  const samplesOf = (page: PhonePage) => {
    let found = samples.get(page);
    if (!found) samples.set(page, (found = { cold: [], warm: [], later: [] }));
    return found;
  };
  try {
    for (let round = 0; round < runs; round++) {
      // Each round starts two pages further on, so that no page is always the first or last of one.
      const order = ROUND.map((_, index) => ROUND[(index + 2 * round) % ROUND.length] ?? STAFF_OVERVIEW).filter(
        // PHONES_ONLY=<words of a page's name>: that page alone (a quick before and after of a cut).
        (page) => !process.env.PHONES_ONLY || page.name.includes(process.env.PHONES_ONLY),
      );
      for (const page of order) {
        // PHONES_VISITS=<cold,warm,later>: those visits alone.
        for (const visit of VISITS.filter((v) => !process.env.PHONES_VISITS || process.env.PHONES_VISITS.includes(v))) {
          const label = `${page.name}, ${visit}`;
          const report =
            options.reportDir &&
            join(
              options.reportDir,
              `${`${page.app}-${page.path}-${page.as ?? ''}-${visit}`.replace(/\W+/g, '-')}-${round + 1}.json`,
            );
          const figures = await runOnce(page, base, visit, report, options.explain ? log : undefined);
          samplesOf(page)[visit].push(figures);
          log(
            `round ${round + 1}, ${label}: performance ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, ` +
              `TBT ${Math.round(figures.tbtMs)} ms, ${(figures.transferBytes / 1024).toFixed(0)} KB transferred ` +
              `(benchmark index ${Math.round(figures.benchmarkIndex)}; load ${(loadavg()[0] ?? NaN).toFixed(1)})`,
          );
        }
      }
    }
  } finally {
    await yardstick.close();
    await stack.close();
  }
  const rows: PhoneRow[] = [];
  for (const page of [...OUR_PAGES, DEFAULT_LIST, DEFAULT_EDIT]) {
    for (const visit of VISITS) {
      const runsOf = samplesOf(page)[visit];
      // A page or a visit left out of the run (PHONES_ONLY, PHONES_VISITS) has no row: not a row of NaNs.
      if (runsOf.length === 0) continue;
      const of = (figure: keyof RunFigures) => median(runsOf.map((run) => run[figure]));
      rows.push({
        page,
        visit,
        samples: runsOf,
        median: {
          performance: of('performance'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          transferBytes: of('transferBytes'),
          benchmarkIndex: of('benchmarkIndex'),
        },
      });
    }
  }
  return {
    defaultApp,
    rows,
    seconds: (performance.now() - started) / 1000,
    load: { start: loadAtStart, end: loadavg()[0] ?? NaN },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;

/** The bench's rows: ours against issue 68's goals, the default app's as the yardstick. */
export function phoneRows(result: PhonesResult): { figure: string; value: string; goal: string; met: boolean }[] {
  const find = (page: PhonePage, visit: Visit) => result.rows.find((row) => row.page === page && row.visit === visit);
  const visitWords: Record<Visit, string> = {
    cold: 'first visit (empty HTTP cache)',
    warm: 'daily visit (the HTTP cache of an earlier visit kept)',
    later: "a later visit (two earlier ones: the code caches the worker's copies made kept)",
  };
  const out: { figure: string; value: string; goal: string; met: boolean }[] = [];
  for (const visit of VISITS) {
    const list = find(DEFAULT_LIST, visit)?.median;
    for (const row of result.rows.filter((candidate) => candidate.visit === visit)) {
      const { median: figures, page } = row;
      const ratio =
        list && page !== DEFAULT_LIST ? `, ${(figures.tbtMs / list.tbtMs).toFixed(2)}× the default list's TBT` : '';
      const value =
        `performance ${figures.performance}, LCP ${seconds(figures.lcpMs)}, TBT ${milliseconds(figures.tbtMs)}${ratio}; ` +
        `${(figures.transferBytes / 1024).toFixed(0)} KB transferred (median of ${row.samples.length}; ` +
        `benchmark index ${Math.round(figures.benchmarkIndex)})`;
      const figure = `Phone (Lighthouse mobile), ${visitWords[visit]}: ${page.name}`;
      if (page.app === 'default' || !list) {
        out.push({ figure, value, goal: 'the yardstick', met: true });
      } else if (visit === 'later') {
        out.push({ figure, value, goal: 'reported', met: true });
      } else if (visit === 'warm') {
        const goal = PHONE_GOALS.warm;
        out.push({
          figure,
          value,
          goal: `performance ≥ ${goal.performance}, LCP ≤ ${seconds(goal.lcpMs)}`,
          met: figures.performance >= goal.performance && figures.lcpMs <= goal.lcpMs,
        });
      } else {
        const goal = PHONE_GOALS.cold;
        const floor = list.performance + goal.pointsAheadOfDefaultList;
        out.push({
          figure,
          value,
          goal: `performance ≥ ${floor} (the default list's + ${goal.pointsAheadOfDefaultList}), LCP ≤ ${seconds(goal.lcpMs)}`,
          met: figures.performance >= floor && figures.lcpMs <= goal.lcpMs,
        });
      }
    }
  }
  const app = result.defaultApp;
  out.push({
    figure: 'Phone figures: the run',
    value:
      `${Math.round(result.seconds / 60)} min; load average ${result.load.start.toFixed(1)} at the start, ${result.load.end.toFixed(1)} at the end (2 cores); ` +
      `the default app by create-react-admin ${app.generator} (react-admin ${app.resolved['react-admin'] ?? '?'}, ` +
      `React ${app.resolved.react ?? '?'}, MUI ${app.resolved['@mui/material'] ?? '?'}, vite ${app.resolved.vite ?? '?'})`,
    goal: 'reported',
    met: true,
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv[3] ?? 3);
  const result = await measurePhones({
    dist: distArgument(),
    runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
    log: (line) => console.error(line),
    reportDir: process.env.PHONES_REPORTS,
    explain: process.env.PHONES_EXPLAIN === '1',
  });
  printTable(phoneRows(result));
}
