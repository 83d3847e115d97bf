/**
 * Issue 8's soak: 300 route changes across every section, signed in, navigating inside the app as
 * a person does (a full page load per change would throw away what leaks). Printed:
 *
 * - the JS heap after the first round through every route and after the last change, each after
 *   a forced GC, and their ratio (goal ≤ 1.5×);
 * - console errors and uncaught exceptions (goal none), with the route they happened on;
 * - API requests per route change (mean and max), and the requests made while each route sits
 *   idle for 2 s once settled: a route that keeps calling (a render loop, a refetch loop) shows
 *   there.
 *
 * Alone: `tsx --conditions=source scripts/bench/soak.ts [admin dist]`.
 */
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '@permit-office/harness/chromium';
import { startStack } from '@permit-office/admin/stack';
import { distArgument, signedInPage } from './stack.js';

/**
 * The admin's routes (staff see every section but the member-only ones), from
 * packages/admin/src/registry/table.ts and screens.ts: importing those tables would import React
 * components. Every section's list, the custom routes, and create, edit and show screens. Record
 * ids are the default seed's.
 */
export const STAFF_ROUTES = [
  '/overview',
  '/my-permit-request',
  '/my-loads',
  '/companies',
  '/applications',
  '/existing-member-list',
  '/contacts',
  '/invoices',
  '/card-operations',
  '/annual',
  '/permit-calculation/city',
  '/state-notes',
  '/accounts',
  '/logs',
  '/main-settings',
  '/statistic',
  '/agent-statistics',
  '/site-settings/general',
  '/site-settings/main-settings',
  '/site-settings/customer-manual',
  '/site-settings/holiday-closures',
  '/site-settings/state-regulations',
  '/site-settings/blog',
  '/site-settings/pages',
  '/site-settings/services',
  '/docApi',
  '/test',
  '/settings',
  '/overview/5',
  '/company/1',
  '/companies/create',
  '/companies/2',
  '/my-loads/create',
  '/my-loads/3',
  '/my-permit-request/create',
  '/my-permit-request/4',
  '/invoices/create',
  '/invoices/6',
  '/existing-member-list/12',
  '/accounts/2',
  '/contacts/1/show',
  '/card-operations/create',
  '/annual/7',
  '/state-notes/create',
  '/site-settings/blog/1',
  '/site-settings/state-regulations/5',
] as const;

/** A member's routes: their sections (the roles of access/can-access.ts) and their records. */
export const MEMBER_ROUTES = [
  '/overview',
  '/my-permit-request',
  '/my-loads',
  '/company-invoices',
  '/card-operations',
  '/annual',
  '/permit-calculation/city',
  '/company-state-regulation',
  '/company-info',
  '/contact-us',
  '/company-statistic',
  '/settings',
  '/my-loads/create',
  '/my-loads/1',
  '/my-permit-request/create',
  '/company-state-regulation/1/show',
] as const;

export const HEAP_GOAL_RATIO = 1.5;
/** More calls than this for one route change is a storm (the busiest screens make a handful). */
export const REQUEST_STORM = 20;

export interface SoakOptions {
  /** The built admin (`vite build` output). */
  dist: string;
  /** Route changes as admin; the issue asks for 300. */
  routeChanges?: number;
  /** Route changes as a member (0: no member round). */
  memberRouteChanges?: number;
  /** How long each route sits idle in the first round, to catch calls that never stop. */
  idleMs?: number;
  /** A browser to use; one is launched (and closed) otherwise. */
  browser?: Browser;
  /** Progress lines; silent unless given. */
  log?: (line: string) => void;
}

export interface SoakRound {
  role: 'admin' | 'member';
  routes: number;
  routeChanges: number;
  /** Bytes of JS heap in use, after a forced GC. */
  heapAfterFirstRound: number;
  heapAtEnd: number;
  heapRatio: number;
  /** DOM nodes alive, after the same GC (a detached tree that leaks shows here). */
  domNodesAfterFirstRound: number;
  domNodesAtEnd: number;
  /** Console errors and uncaught exceptions, each with the route it happened on. */
  consoleErrors: string[];
  /** API requests a route change made until the page settled. */
  requestsPerChange: { mean: number; max: number; maxRoute: string };
  /** Routes that made API calls while idle after settling, with the calls (API paths). */
  idleCalls: { route: string; requests: number; calls: string[] }[];
  /** API answers of 400 or more, each with its route. */
  failedResponses: string[];
  /** Routes that showed an error page (404, access denied, a failure) instead of their screen. */
  errorPages: string[];
  /** Median ms from a route change to the page settled (idle, and no request for 300 ms, included). */
  medianSettleMs: number;
}

export interface SoakResult {
  admin: SoakRound;
  member?: SoakRound;
}

/** Network activity of the page: requests in flight, and the API calls made since a point. */
class Traffic {
  private inFlight = 0;
  private started = 0;
  private lastActivity = Date.now();
  apiCalls: { url: string; route: string }[] = [];
  failed: string[] = [];
  route = '';

  constructor(page: Page, apiUrl: string) {
    page.on('request', (request) => {
      this.inFlight++;
      this.started++;
      this.lastActivity = Date.now();
      if (request.url().startsWith(apiUrl)) this.apiCalls.push({ url: request.url(), route: this.route });
    });
    const done = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('response', (response) => {
      if (response.url().startsWith(apiUrl) && response.status() >= 400)
        this.failed.push(`${this.route}: ${response.status()} ${response.request().method()} ${response.url()}`);
    });
  }

  /** From now on, activity is counted as if a request had just ended (the start of a change). */
  restart(): void {
    this.lastActivity = Date.now();
  }

  /** Resolves once nothing is in flight and nothing started for `quietMs` (lazy chunks, then data). */
  async settled(page: Page, quietMs = 300, timeoutMs = 15_000): Promise<void> {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) {
        // The network is quiet, but the page may still be evaluating a chunk it has just fetched,
        // whose screen then makes its calls: settled only once its main thread has been idle too.
        const started = this.started;
        await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2000 })));
        if (this.started === started && this.inFlight === 0) return;
      }
      await page.waitForTimeout(50);
    }
  }
}

/** In-app navigation as react-router's own push does it, then the popstate it listens to. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = history.state as { idx?: number } | null;
    history.pushState({ usr: null, key: `soak${Date.now()}`, idx: (state?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
}

async function heapAfterGc(page: Page): Promise<{ heap: number; nodes: number }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: objects with finalizers, and what they held, go in the second pass.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    return { heap: usedSize, nodes };
  } finally {
    await cdp.detach();
  }
}

/**
 * The heap read on one route each time (the first of the list), so that both readings hold the
 * same screen: this navigation is not one of the counted route changes.
 */
async function heapOn(page: Page, traffic: Traffic, route: string): Promise<{ heap: number; nodes: number }> {
  traffic.route = `${route} (heap reading)`;
  traffic.restart();
  await goInApp(page, route);
  await traffic.settled(page);
  return heapAfterGc(page);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const ERROR_PAGE = /404 Not Found|An error occurred|Access denied|Page Not Found/;

async function soakAs(
  browser: Browser,
  adminUrl: string,
  apiUrl: string,
  role: 'admin' | 'member',
  routes: readonly string[],
  changes: number,
  idleMs: number,
  log: (line: string) => void,
): Promise<SoakRound> {
  const page = await signedInPage(browser, adminUrl, `${role}@example.com`);
  const traffic = new Traffic(page, apiUrl);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${traffic.route}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`${traffic.route}: uncaught ${error.message}`));
  await traffic.settled(page);

  const perChange: { route: string; requests: number }[] = [];
  const idleCalls: SoakRound['idleCalls'] = [];
  const errorPages = new Set<string>();
  const settleTimes: number[] = [];
  let firstRound = { heap: 0, nodes: 0 };
  for (let change = 0; change < changes; change++) {
    const route = routes[change % routes.length] ?? '/overview';
    traffic.route = route;
    const before = traffic.apiCalls.length;
    const start = Date.now();
    traffic.restart();
    await goInApp(page, route);
    await traffic.settled(page);
    settleTimes.push(Date.now() - start);
    perChange.push({ route, requests: traffic.apiCalls.length - before });
    const path = new URL(page.url()).pathname;
    const main =
      (await page
        .locator('main')
        .first()
        .textContent({ timeout: 1000 })
        .catch(() => null)) ?? '';
    if (path !== route || ERROR_PAGE.test(main))
      errorPages.add(`${route} → ${path}${ERROR_PAGE.exec(main)?.[0] ?? ''}`);
    if (change < routes.length) {
      // First round: each route idles, and any call it makes meanwhile is counted.
      const idleFrom = traffic.apiCalls.length;
      await page.waitForTimeout(idleMs);
      const calls = traffic.apiCalls.slice(idleFrom).map((call) => call.url.slice(apiUrl.length));
      if (calls.length > 0) idleCalls.push({ route, requests: calls.length, calls });
    }
    if (change === routes.length - 1) {
      firstRound = await heapOn(page, traffic, routes[0] ?? '/overview');
      log(`${role}: first round of ${routes.length} routes, heap ${mb(firstRound.heap)}`);
    } else if ((change + 1) % 50 === 0) {
      log(`${role}: ${change + 1} route changes`);
    }
  }
  const end = await heapOn(page, traffic, routes[0] ?? '/overview');
  log(`${role}: ${changes} route changes, heap ${mb(end.heap)}`);
  await page.context().close();

  const busiest = perChange.reduce((max, entry) => (entry.requests > max.requests ? entry : max), {
    route: '',
    requests: 0,
  });
  const sortedSettle = [...settleTimes].sort((a, b) => a - b);
  return {
    role,
    routes: routes.length,
    routeChanges: changes,
    heapAfterFirstRound: firstRound.heap,
    heapAtEnd: end.heap,
    heapRatio: end.heap / firstRound.heap,
    domNodesAfterFirstRound: firstRound.nodes,
    domNodesAtEnd: end.nodes,
    consoleErrors,
    requestsPerChange: {
      mean: perChange.reduce((sum, entry) => sum + entry.requests, 0) / Math.max(1, perChange.length),
      max: busiest.requests,
      maxRoute: busiest.route,
    },
    idleCalls,
    failedResponses: traffic.failed,
    errorPages: [...errorPages],
    medianSettleMs: sortedSettle[Math.floor(sortedSettle.length / 2)] ?? NaN,
  };
}

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const changes = options.routeChanges ?? 300;
  const memberChanges = options.memberRouteChanges ?? 100;
  const idleMs = options.idleMs ?? 2000;
  const log = options.log ?? (() => undefined);
  if (changes < STAFF_ROUTES.length) throw new Error(`A soak needs at least ${STAFF_ROUTES.length} route changes`);
  const stack = await startStack({ dist: options.dist });
  const browser = options.browser ?? (await launchBrowser());
  try {
    const admin = await soakAs(browser, stack.adminUrl, stack.apiUrl, 'admin', STAFF_ROUTES, changes, idleMs, log);
    const member =
      memberChanges >= MEMBER_ROUTES.length
        ? await soakAs(browser, stack.adminUrl, stack.apiUrl, 'member', MEMBER_ROUTES, memberChanges, idleMs, log)
        : undefined;
    return { admin, member };
  } finally {
    if (!options.browser) await browser.close();
    await stack.close();
  }
}

/** The bench table's rows for a result: heap, console errors and requests, per role. */
export function soakRows(result: SoakResult): { figure: string; value: string; goal: string; met: boolean }[] {
  return [result.admin, result.member].flatMap((round) => {
    if (!round) return [];
    const who = `Soak as ${round.role}, ${round.routeChanges} in-app route changes over ${round.routes} routes`;
    const idle = round.idleCalls.map((entry) => `${entry.route} ${entry.requests}`).join(', ');
    return [
      {
        figure: `${who}: JS heap after GC, end vs first round`,
        value: `${round.heapRatio.toFixed(2)}× (${mb(round.heapAtEnd)} vs ${mb(round.heapAfterFirstRound)}; DOM nodes ${round.domNodesAtEnd} vs ${round.domNodesAfterFirstRound})`,
        goal: `≤ ${HEAP_GOAL_RATIO}×`,
        met: round.heapRatio <= HEAP_GOAL_RATIO,
      },
      {
        figure: `${who}: console errors`,
        value: round.consoleErrors.length
          ? `${round.consoleErrors.length}: ${round.consoleErrors.slice(0, 3).join(' | ')}`
          : '0',
        goal: '0',
        met: round.consoleErrors.length === 0,
      },
      {
        figure: `${who}: API requests per route change; calls while idle 2 s`,
        value: `mean ${round.requestsPerChange.mean.toFixed(1)}, max ${round.requestsPerChange.max} (${round.requestsPerChange.maxRoute}); idle: ${idle || 'none'}`,
        goal: `max ≤ ${REQUEST_STORM}, none idle`,
        met: round.requestsPerChange.max <= REQUEST_STORM && round.idleCalls.length === 0,
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runSoak({ dist: distArgument(), log: (line) => console.log(line) });
  for (const row of soakRows(result))
    console.log(`${row.figure}: ${row.value} (goal ${row.goal}, ${row.met ? 'met' : 'NOT MET'})`);
  for (const round of [result.admin, result.member]) {
    if (!round) continue;
    console.log(`\n${round.role}: median settle ${round.medianSettleMs} ms`);
    if (round.errorPages.length) console.log(`error pages:\n  ${round.errorPages.join('\n  ')}`);
    if (round.failedResponses.length) console.log(`failed API answers:\n  ${round.failedResponses.join('\n  ')}`);
    if (round.consoleErrors.length) console.log(`console errors:\n  ${round.consoleErrors.join('\n  ')}`);
  }
}
