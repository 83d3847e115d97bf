/**
 * The Lighthouse figures: the `lighthouse` package driving Debian's Chromium over its
 * remote-debugging port, served by a production build against the mock API. Printed by
 * `pnpm bench`; never a timed test.
 * - at the desk (issue 8): the desktop preset on `/auth` and on `/overview` signed in;
 * - on a phone (issue 23): Lighthouse's default mobile run (a mid-range phone: 4× CPU slowdown,
 *   slow 4G simulated) on `/auth`, and signed in on the staff's overview, a list, an edit form and
 *   a member's overview.
 *
 * Alone: `npx tsx scripts/bench/lighthouse.ts [dist] [runs]` (dist defaults to packages/admin/dist);
 * LIGHTHOUSE_REPORTS=<folder> keeps each run's full JSON report there; LIGHTHOUSE_PAGES=/overview
 * measures only the pages listed (comma-separated); LIGHTHOUSE_DEVICE=mobile or desktop only those.
 *
 * Every run gets a browser of its own (a fresh profile in a temporary folder), so that no run
 * inherits another's cache, storage or service state; the figures are the median of the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startMockServer } from '@permit-office/mock-api/server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@permit-office/harness/chromium';
import { ensureDebianNginx, startNginx } from '@permit-office/harness/nginx';
import { serveAdmin } from '@permit-office/admin/host';
import { REMINDER_KEY } from '@permit-office/admin/stack';
import { freePort } from '@permit-office/harness/ports';
import { median } from './stack.js';

/** The categories issue 8 sets a floor for, as Lighthouse names them. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
type Category = (typeof CATEGORIES)[number];

/** Lighthouse's desktop preset, or its default run, which is a phone's. */
export type Device = 'desktop' | 'mobile';

/** Who is signed in, among the people the mock API seeds (all with its one password). */
export type Person = 'staff' | 'member';
const EMAILS: Record<Person, string> = { staff: 'admin@example.com', member: 'member@example.com' };
const PASSWORD = 'password';

/** A page measured: where, signed in as whom (or not at all), and on what. */
export interface LighthouseTarget {
  path: string;
  as?: Person;
  device: Device;
}

export const TARGETS: LighthouseTarget[] = [
  { path: '/auth', device: 'desktop' },
  { path: '/overview', as: 'staff', device: 'desktop' },
  { path: '/my-permit-request', as: 'staff', device: 'desktop' },
  { path: '/auth', device: 'mobile' },
  { path: '/overview', as: 'staff', device: 'mobile' },
  { path: '/my-permit-request', as: 'staff', device: 'mobile' },
  { path: '/companies/1', as: 'staff', device: 'mobile' },
  { path: '/overview', as: 'member', device: 'mobile' },
  // The roadside check (issue 64): a stranger's first load, on a phone and a poor connection.
  { path: '/check', device: 'mobile' },
];

/** Issue 8's floor at the desk for each of the three categories, 0–100. */
export const LIGHTHOUSE_GOAL = 95;

/**
 * Issue 23's floor on a phone: the Core Web Vitals' "good" thresholds, and a performance score of
 * 90 (95 for the sign-in page, which holds no data).
 */
export const MOBILE_GOAL = { performance: 90, signInPerformance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1 } as const;

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** 0–1, as Lighthouse scores an audit. */
  score: number;
  displayValue?: string;
}

export interface LighthouseRow {
  target: LighthouseTarget;
  /** Category scores, 0–100, the median of the runs. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Largest Contentful Paint, ms (median). */
  lcpMs: number;
  /** Total Blocking Time, ms (median). */
  tbtMs: number;
  /** Cumulative Layout Shift, unitless (median). */
  cls: number;
  /** What the page's first load transferred, bytes (Lighthouse's total byte weight; median). */
  bytes: number;
  runs: number;
  /**
   * Lighthouse's measure of the machine's speed during the runs (median); well under 1000 means
   * the machine was busy with other work, and the timings above are worse than the page's.
   */
  benchmarkIndex: number;
  /** The weighted audits of the three categories that were not passed in some run, for the reader to fix. */
  failing: FailingAudit[];
}

export interface LighthouseOptions {
  /** The built admin (what `vite build` wrote). */
  dist: string;
  /** Runs per page; the figures are their median. Default 3. */
  runs?: number;
  /** Told of each run as it ends, since a run takes several seconds. */
  onRun?: (target: string, run: number, scores: string) => void;
  /** The pages to measure; all of `TARGETS` by default. */
  targets?: LighthouseTarget[];
  /** When given, each run's full Lighthouse report (JSON) is written there, for reading the audits. */
  reportDir?: string;
  /** Who serves the build: our server (packages/admin/host/serve-admin.ts, the default) or nginx with deploy/nginx. */
  host?: 'serve-admin' | 'nginx';
}

/** Debian's Chromium with a debugging port Lighthouse can attach to; the port is whatever Chromium picked. */
export async function startChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const port = await new Promise<number>((found, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not open its debugging port:\n${output}`)), 30_000);
    // Port 0 lets Chromium choose a free port, which it announces on stderr.
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        found(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited (${String(code)}) before opening its debugging port:\n${output}`));
    });
  });
  return {
    port,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
}

/**
 * Signs in through the /auth form as a person does, so the app itself sets its session cookies,
 * then clears the reminder flag (its popup would otherwise cover the page), the HTTP cache and the
 * service worker with its caches (so the page is measured as a cold load with a session, as a
 * bookmark reopened is).
 * Playwright disconnects before Lighthouse attaches, so that it does not instrument the run.
 */
export async function signIn(port: number, adminUrl: string, person: Person): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${adminUrl}/auth`);
    await page.getByLabel('Email').fill(EMAILS[person]);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/overview');
    // The reminder closed, as a returning person has it.
    await page.evaluate((key) => localStorage.setItem(key, 'false'), REMINDER_KEY);
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The service worker keeps the app's code in caches of its own, which the HTTP cache's
    // clearing leaves: without this, the "cold" run would load the code from there.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(adminUrl).origin,
      storageTypes: 'cache_storage,service_workers',
    });
  } finally {
    await browser.close();
  }
}

/**
 * Refuses a run that measured no whole load: one Lighthouse failed, or cut at its time limit, where
 * it never saw the load's end and counted as the load's everything the page did until then (a
 * collection of garbage 30 s in). A request the page keeps open at high priority does that (the
 * live stream did, issue 41).
 */
export function refuseIncompleteRun(lhr: Pick<Result, 'runWarnings' | 'runtimeError'>, url: string): void {
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const cut = lhr.runWarnings.find((warning) => /too slowly to finish within the time limit/.test(warning));
  if (cut) throw new Error(`Lighthouse on ${url}: ${cut}`);
}

/** The weighted audits of the three categories scored below 1. */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
      failing.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
      });
    }
  }
  return failing;
}

interface RunFigures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  benchmarkIndex: number;
  failing: FailingAudit[];
}

async function runLighthouse(
  url: string,
  port: number,
  target: LighthouseTarget,
  reportFile: string | undefined,
): Promise<RunFigures> {
  const signedIn = target.as !== undefined;
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Signed in, the session cookies must survive Lighthouse's storage reset; the cache was cleared by signIn.
    disableStorageReset: signedIn,
  };
  // No configuration is Lighthouse's default run: a phone's screen, CPU and network.
  const result = await lighthouse(url, flags, target.device === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) await writeFile(reportFile, JSON.stringify(lhr, null, 2));
  refuseIncompleteRun(lhr, url);
  // A lost session lands on /auth; measuring that page twice would be a silent lie.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`Lighthouse on ${url} ended on ${landed}`);
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: failingAudits(lhr),
  };
}

function summarise(target: LighthouseTarget, runs: RunFigures[]): LighthouseRow {
  const failing = new Map<string, FailingAudit>();
  for (const run of runs) {
    for (const audit of run.failing) {
      const known = failing.get(audit.id);
      if (!known || audit.score < known.score) failing.set(audit.id, audit);
    }
  }
  return {
    target,
    performance: median(runs.map((run) => run.scores.performance)),
    accessibility: median(runs.map((run) => run.scores.accessibility)),
    bestPractices: median(runs.map((run) => run.scores['best-practices'])),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    bytes: median(runs.map((run) => run.bytes)),
    runs: runs.length,
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    failing: [...failing.values()],
  };
}

/** Lighthouse on each target (signed in as its person), the median of `runs` runs each. */
export async function lighthouseFigures(options: LighthouseOptions): Promise<LighthouseRow[]> {
  const runs = options.runs ?? 3;
  if (!existsSync(join(options.dist, 'index.html'))) throw new Error(`No built admin in ${options.dist}`);
  // Free ports, so the bench never collides with a running dev server or test. The mock is given
  // a real one rather than 0, because it builds the URLs it answers with from the port it is given.
  // As `pnpm start` sets it up: the admin at localhost, the API at 127.0.0.1 allowing its origin.
  const adminPort = await freePort();
  const mock = startMockServer({
    port: await freePort(),
    control: false,
    log: () => undefined,
    allowedOrigins: [`http://localhost:${adminPort}`],
  });
  await mock.ready;
  const admin = await startHost(options.host ?? 'serve-admin', resolve(options.dist), adminPort, mock.url);
  try {
    const rows: LighthouseRow[] = [];
    if (options.reportDir) await mkdir(options.reportDir, { recursive: true });
    for (const target of options.targets ?? TARGETS) {
      const figures: RunFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        const browser = await startChromium();
        try {
          if (target.as) await signIn(browser.port, admin.url, target.as);
          const reportFile =
            options.reportDir && join(options.reportDir, `${describeTarget(target).replace(/\W+/g, '-')}-${run}.json`);
          const figure = await runLighthouse(`${admin.url}${target.path}`, browser.port, target, reportFile);
          figures.push(figure);
          options.onRun?.(
            describeTarget(target),
            run,
            `${CATEGORIES.map((category) => `${category} ${figure.scores[category]}`).join(', ')}; ` +
              `LCP ${Math.round(figure.lcpMs)} ms, TBT ${Math.round(figure.tbtMs)} ms`,
          );
        } finally {
          await browser.close();
        }
      }
      rows.push(summarise(target, figures));
    }
    return rows;
  } finally {
    await admin.close();
    await new Promise((done) => mock.server.close(done));
  }
}

/** The build served at http://localhost:<port> by one of the two hosts the repository ships. */
async function startHost(
  host: 'serve-admin' | 'nginx',
  dist: string,
  port: number,
  apiUrl: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  if (host === 'nginx') {
    ensureDebianNginx();
    const nginx = await startNginx({ dist, apiUrl, httpPort: port, httpsPort: await freePort() });
    return { url: nginx.httpUrl, close: () => nginx.stop() };
  }
  const admin = serveAdmin({ dist, port, publicHost: 'localhost', config: { API_URL: apiUrl } });
  await admin.ready;
  return { url: admin.url, close: () => new Promise((done) => admin.server.close(() => done())) };
}

/** The rows as the bench's table prints figures: one line a page, scores beside the goal. */
export function formatLighthouseRow(row: LighthouseRow): string {
  return (
    `performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}; ` +
    `LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, CLS ${row.cls.toFixed(3)}, ` +
    `${Math.round(row.bytes / 1024)} KiB transferred ` +
    `(median of ${row.runs}; benchmark index ${Math.round(row.benchmarkIndex)})`
  );
}

/** "/overview, staff, mobile": what a row measured. */
export const describeTarget = (target: LighthouseTarget): string =>
  [target.path, target.as, target.device].filter(Boolean).join(', ');

/** The floor a row is held to, in words. */
export function lighthouseGoal(target: LighthouseTarget): string {
  if (target.device === 'desktop') return `each category ≥ ${LIGHTHOUSE_GOAL}`;
  const performance = target.as ? MOBILE_GOAL.performance : MOBILE_GOAL.signInPerformance;
  return `performance ≥ ${performance}, LCP ≤ ${MOBILE_GOAL.lcpMs / 1000} s, TBT ≤ ${MOBILE_GOAL.tbtMs} ms, CLS ≤ ${MOBILE_GOAL.cls}`;
}

export function meetsLighthouseGoal(row: LighthouseRow): boolean {
  if (row.target.device === 'desktop') {
    return (
      row.performance >= LIGHTHOUSE_GOAL && row.accessibility >= LIGHTHOUSE_GOAL && row.bestPractices >= LIGHTHOUSE_GOAL
    );
  }
  const performance = row.target.as ? MOBILE_GOAL.performance : MOBILE_GOAL.signInPerformance;
  return (
    row.performance >= performance &&
    row.lcpMs <= MOBILE_GOAL.lcpMs &&
    row.tbtMs <= MOBILE_GOAL.tbtMs &&
    row.cls <= MOBILE_GOAL.cls
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'packages/admin/dist';
  const runs = Number(process.argv[3] ?? 3);
  const rows = await lighthouseFigures({
    dist,
    runs: Number.isInteger(runs) && runs > 0 ? runs : 3,
    onRun: (page, run, scores) => console.error(`${page} run ${run}: ${scores}`),
    reportDir: process.env.LIGHTHOUSE_REPORTS,
    targets: TARGETS.filter(
      (target) =>
        (process.env.LIGHTHOUSE_PAGES ?? target.path).split(',').includes(target.path) &&
        (process.env.LIGHTHOUSE_DEVICE ?? target.device) === target.device,
    ),
    host: process.env.LIGHTHOUSE_HOST === 'nginx' ? 'nginx' : 'serve-admin',
  });
  for (const row of rows) {
    console.log(
      `${describeTarget(row.target)}: ${formatLighthouseRow(row)} ${meetsLighthouseGoal(row) ? 'met' : 'NOT MET'}`,
    );
    for (const audit of row.failing) {
      console.log(
        `  ${audit.category} · ${audit.id} (${audit.score.toFixed(2)}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${audit.title}`,
      );
    }
  }
}
