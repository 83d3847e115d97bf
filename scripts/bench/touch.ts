/**
 * Issue 68's touch figures: what a person on a phone feels once the page is there, each daily
 * touch's delay to the next paint, in our app and, in the same run, in the default react-admin app
 * (default-react-admin.ts). A phone's profile: 390 px, touch (taps are touch events, as a finger's),
 * the CPU slowed 4× (Lighthouse's mobile figure), the pages warm (opened once before, so their code
 * is in the HTTP cache), each step touched on an idle page (what the last step set going has run).
 *
 * Each step's figure is the Event Timing API's duration of its worst interaction (what INP reports:
 * from the touch or key to the next paint, input delay, handlers and rendering together), read in
 * the page by a PerformanceObserver; the browser reports only interactions of 16 ms or more, so a
 * step with none is "under 16 ms". Where a step opens a record, the time from the touch to the
 * frame in which the record's data is on the screen is read too (requestAnimationFrame polling).
 * Every round opens a fresh browser context for each app (ours and the default alternating, so
 * that both meet the same moments of this shared machine); the figures are the medians of the
 * rounds. Never a timed test: printed by `pnpm bench`.
 *
 * Alone: `tsx --conditions=source scripts/bench/touch.ts [admin dist] [rounds]` (the admin built
 * first, `pnpm --filter @permit-office/admin build`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '@permit-office/harness/chromium';
import { startStack } from '@permit-office/admin/stack';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { DEFAULT_APP_PAGES, defaultReactAdmin, serveDefaultApp } from './default-react-admin.js';
import { distArgument, median, printTable, signIn } from './stack.js';

/** The daily touches the issue names, in the order a round makes them. */
export const TOUCH_STEPS = [
  { id: 'card', words: 'open a record from a list’s cards' },
  { id: 'search', words: 'type in a list’s search' },
  { id: 'menu', words: 'open the menu' },
  { id: 'field', words: 'type in a form field' },
  { id: 'save', words: 'press Save' },
  { id: 'tab', words: 'switch a record page’s tab' },
  { id: 'tick', words: 'tick a card for a bulk action' },
] as const;
export type TouchStepId = (typeof TOUCH_STEPS)[number]['id'];

/** Issue 68's goals: every touch instant, and the record a card opens drawn with its data soon. */
export const TOUCH_GOALS = { interactionMs: 100, recordDrawnMs: 500 } as const;

/**
 * A phone: 390 px wide, touch, the screen's density and the CPU's slowdown of Lighthouse's mobile
 * run (a Moto G Power: 1.75 device pixels to a CSS pixel, 4×).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
} as const;
export const CPU_SLOWDOWN = 4;

/** One step's figures in one round. */
export interface TouchSample {
  /** The worst interaction's duration (0: none reached 16 ms). */
  worstMs: number;
  /** How many interactions the step made (taps, keys). */
  interactions: number;
  /** From the touch to the frame with the opened record's data (steps that open one). */
  drawnMs?: number;
}

declare global {
  interface Window {
    /** The bench's reading of the Event Timing API (installed by TOUCH_PROBE). */
    touchProbe?: {
      take: () => { duration: number; interactionId: number; name: string }[];
      lastTouch: () => number;
    };
  }
}

/**
 * Installed in every page before its own code: keeps each event entry of an interaction, and the
 * time of the last touch (the pointerdown's timestamp, on the same clock as requestAnimationFrame).
 * A string, as the browser receives it.
 */
const TOUCH_PROBE = `(() => {
  const kept = [];
  let lastTouch = 0;
  addEventListener('pointerdown', (event) => { lastTouch = event.timeStamp; }, { capture: true });
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) kept.push(entry);
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.touchProbe = {
    take() {
      for (const entry of observer.takeRecords()) if (entry.interactionId) kept.push(entry);
      const taken = kept.splice(0).map((entry) => ({ duration: entry.duration, interactionId: entry.interactionId, name: entry.name }));
      return taken;
    },
    lastTouch: () => lastTouch,
  };
})();`;

/**
 * TOUCH_PROFILE=<folder>: a CPU profile of each of our steps (what runs between the touch and the
 * paint), written there as <app>-<step>-<round>.cpuprofile, for Chromium's DevTools or
 * scripts/bench/profile-summary.ts. Profiling slows the page: the figures of such a run are not
 * comparable.
 */
const profileTo = process.env.TOUCH_PROFILE;
const sessions = new WeakMap<Page, CDPSession>();

/** Two frames on: the paint after the last interaction has been presented, and its entries queued. */
const framesPresented = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
  );

/**
 * The page idle: what the last step set going has run (an idle callback comes when the main thread
 * has nothing queued), as it has by a person's next touch, a few hundred milliseconds on. Without
 * it a step's touch came some 30 ms after the last step's outcome was painted and waited behind
 * that step's own tail: the menu's touch, 40-60 ms behind the tick's (issue 68's traces).
 */
const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 2_000 })));

/**
 * Makes one step (`act` ends once its outcome is on the screen) and reads its interactions: the
 * probe's entries are emptied before, and read once the frames after the outcome are presented.
 * The step starts on an idle page.
 */
async function measureStep(page: Page, name: string, act: () => Promise<number | void>): Promise<TouchSample> {
  await framesPresented(page);
  await pageIdle(page);
  await page.evaluate(() => window.touchProbe?.take());
  const profiler = profileTo ? sessions.get(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  const drawnMs = await act();
  await framesPresented(page);
  if (profiler && profileTo) {
    const { profile } = await profiler.send('Profiler.stop');
    await mkdir(profileTo, { recursive: true });
    await writeFile(join(profileTo, `${name}.cpuprofile`), JSON.stringify(profile));
  }
  const entries = (await page.evaluate(() => window.touchProbe?.take())) ?? [];
  const worst = new Map<number, number>();
  for (const entry of entries)
    worst.set(entry.interactionId, Math.max(worst.get(entry.interactionId) ?? 0, entry.duration));
  return {
    worstMs: Math.max(0, ...worst.values()),
    interactions: worst.size,
    ...(typeof drawnMs === 'number' ? { drawnMs } : {}),
  };
}

/**
 * The time from the last touch to the first frame in which the page answers `drawn` (a function of
 * the page: it reads the DOM and returns the time since the touch once the record is there, else
 * false), polled at every frame (cheap checks: no layout is forced).
 */
async function drawnAfterTouch(page: Page, drawn: (shown: string) => number | false, shown: string): Promise<number> {
  const handle = await page.waitForFunction(drawn, shown, { polling: 'raf', timeout: 30_000 });
  return Number(await handle.jsonValue());
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(TOUCH_PROBE);
  return context;
}

/** A page of the context with the CPU slowed, opened at `url` and its requests over. */
async function openSlowed(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await ready(page);
  return page;
}

/** Taps, then types `text` key by key, as a phone's keyboard sends it. */
async function tapAndType(page: Page, field: Locator, text: string): Promise<void> {
  await field.tap();
  await page.keyboard.type(text);
}

/**
 * Closes the menu as a person on a phone does, with a tap beside it (on the backdrop, at the right
 * edge of the screen): not Escape, which would leave the touch's hover on the menu button, and
 * its tooltip open through the next steps.
 */
async function closeMenu(page: Page): Promise<void> {
  await page.touchscreen.tap(PHONE.viewport.width - 10, PHONE.viewport.height / 2);
  await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });
}

type Steps = Partial<Record<TouchStepId, TouchSample>>;

const EMAILS = { staff: 'admin@example.com', member: 'member@example.com' } as const;

async function signedIn(browser: Browser, adminUrl: string, who: keyof typeof EMAILS): Promise<BrowserContext> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await signIn(page, adminUrl, EMAILS[who]);
  await page.close();
  return context;
}

const firstCard = (page: Page) => page.getByTestId('record-cards').getByRole('listitem').first();

/** Our app: a member's list of requests (cards, search, tick, open), staff's edit form and tabs. */
async function ourRound(browser: Browser, adminUrl: string, round: number): Promise<Steps> {
  const steps: Steps = {};
  const member = await signedIn(browser, adminUrl, 'member');
  try {
    const listReady = (page: Page) => firstCard(page).waitFor();
    // Warm: the list's code and data in the cache of an earlier visit.
    await (await openSlowed(member, `${adminUrl}/my-permit-request`, listReady)).close();
    const list = await openSlowed(member, `${adminUrl}/my-permit-request`, listReady);
    steps.tick = await measureStep(list, `ours-tick-${round + 1}`, async () => {
      await firstCard(list).getByRole('checkbox').tap();
      await list.waitForFunction(() =>
        document.querySelector('[data-testid="record-cards"] input[type=checkbox]:checked'),
      );
    });
    steps.menu = await measureStep(list, `ours-menu-${round + 1}`, async () => {
      await list.getByRole('button', { name: 'Open menu' }).tap();
      await list.getByRole('menuitem').first().waitFor();
    });
    await closeMenu(list);
    // The card is one link; its first line is the request's number.
    const number = (await firstCard(list).getByRole('link').first().innerText()).trim().split('\n')[0] ?? '';
    steps.card = await measureStep(list, `ours-card-${round + 1}`, async () => {
      await firstCard(list).getByRole('link').first().tap();
      // The record's page with its number as the page's heading (not the app bar's title).
      return drawnAfterTouch(
        list,
        (shown) =>
          /^\/overview\/\d+$/.test(location.pathname) &&
          (document.querySelector('main h1')?.textContent ?? '').includes(shown)
            ? performance.now() - (window.touchProbe?.lastTouch() ?? 0)
            : false,
        number,
      );
    });
    await list.goBack();
    await firstCard(list).waitFor();
    steps.search = await measureStep(list, `ours-search-${round + 1}`, async () => {
      await tapAndType(list, list.getByRole('textbox', { name: 'Search' }), 'PR-0003');
      await list.waitForURL(/PR-0003/);
      await firstCard(list).waitFor();
    });
  } finally {
    await member.close();
  }
  const staff = await signedIn(browser, adminUrl, 'staff');
  try {
    const formReady = (page: Page) => page.getByRole('textbox', { name: 'Name' }).waitFor();
    await (await openSlowed(staff, `${adminUrl}/companies/1`, formReady)).close();
    const form = await openSlowed(staff, `${adminUrl}/companies/1`, formReady);
    steps.field = await measureStep(form, `ours-field-${round + 1}`, () =>
      tapAndType(form, form.getByRole('textbox', { name: 'Name' }), ` ${round}`),
    );
    steps.save = await measureStep(form, `ours-save-${round + 1}`, async () => {
      await form.getByRole('button', { name: 'Save' }).tap();
      await form.waitForURL((url) => url.pathname !== '/companies/1');
    });
    const tabsReady = (page: Page) => page.getByRole('tab', { name: 'Members' }).waitFor();
    await (await openSlowed(staff, `${adminUrl}/company/1`, tabsReady)).close();
    const record = await openSlowed(staff, `${adminUrl}/company/1`, tabsReady);
    steps.tab = await measureStep(record, `ours-tab-${round + 1}`, async () => {
      await record.getByRole('tab', { name: 'Members' }).tap();
      await record.getByRole('tab', { name: 'Members', selected: true }).waitFor();
      await firstCard(record).waitFor();
    });
  } finally {
    await staff.close();
  }
  return steps;
}

/**
 * The default app, as generated: its list of posts (a table on a phone too: tick a row, open one,
 * the menu), its edit form (type, Save). It has no search and no tabs. A page a round opens is
 * opened once before it is measured, as ours are: the same warm cache.
 */
async function defaultRound(browser: Browser, url: string, round: number): Promise<Steps> {
  const steps: Steps = {};
  const context = await phoneContext(browser);
  try {
    const rows = (page: Page) => page.locator('.RaDataTable-table tbody tr');
    const listReady = (page: Page) => rows(page).first().waitFor();
    await (await openSlowed(context, `${url}${DEFAULT_APP_PAGES.list}`, listReady)).close();
    const list = await openSlowed(context, `${url}${DEFAULT_APP_PAGES.list}`, listReady);
    steps.tick = await measureStep(list, `default-tick-${round + 1}`, async () => {
      await rows(list).first().getByRole('checkbox').tap();
      await list.waitForFunction(() => document.querySelector('.RaDataTable-table tbody input[type=checkbox]:checked'));
    });
    steps.menu = await measureStep(list, `default-menu-${round + 1}`, async () => {
      await list.getByRole('button', { name: 'Open menu' }).tap();
      await list.getByRole('menuitem').first().waitFor();
    });
    await closeMenu(list);
    // A row opens the post's show page (the guesser's), where its title is drawn.
    const title = (await rows(list).first().locator('td.column-title').innerText()).trim();
    steps.card = await measureStep(list, `default-card-${round + 1}`, async () => {
      await rows(list).first().locator('td.column-title').tap();
      return drawnAfterTouch(
        list,
        (shown) =>
          /^#\/posts\/\d+\/show$/.test(location.hash) &&
          (document.querySelector('.RaShow-main')?.textContent ?? '').includes(shown)
            ? performance.now() - (window.touchProbe?.lastTouch() ?? 0)
            : false,
        title,
      );
    });
    const formReady = (page: Page) => page.locator('input[name="title"]:not([value=""])').waitFor();
    await (await openSlowed(context, `${url}${DEFAULT_APP_PAGES.edit}`, formReady)).close();
    const form = await openSlowed(context, `${url}${DEFAULT_APP_PAGES.edit}`, formReady);
    steps.field = await measureStep(form, `default-field-${round + 1}`, () =>
      tapAndType(form, form.locator('input[name="title"]'), ` ${round}`),
    );
    steps.save = await measureStep(form, `default-save-${round + 1}`, async () => {
      await form.getByRole('button', { name: 'Save' }).tap();
      await form.waitForURL((address) => address.hash === '#/posts');
    });
  } finally {
    await context.close();
  }
  return steps;
}

export interface TouchRow {
  step: (typeof TOUCH_STEPS)[number];
  ours: TouchSample[];
  /** Empty where the default app has no such step. */
  default: TouchSample[];
}

export interface TouchResult {
  rows: TouchRow[];
  seconds: number;
  load: { start: number; end: number };
}

export async function measureTouch(options: {
  dist: string;
  rounds?: number;
  log?: (line: string) => void;
}): Promise<TouchResult> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const loadAtStart = loadavg()[0] ?? NaN;
  const defaultApp = await defaultReactAdmin(log);
  const stack = await startStack({ dist: options.dist });
  const yardstick = await serveDefaultApp(defaultApp.dist);
  const browser = await launchBrowser();
  const rows: TouchRow[] = TOUCH_STEPS.map((step) => ({ step, ours: [], default: [] }));
  // TOUCH_APPS=ours measures our app alone (a quick before and after of a cut; no yardstick).
  const apps = process.env.TOUCH_APPS === 'ours' ? (['ours'] as const) : (['ours', 'default'] as const);
  try {
    for (let round = 0; round < (options.rounds ?? 5); round++) {
      // Which app goes first alternates, so that neither always meets the warmer machine.
      const order = round % 2 === 0 ? apps : [...apps].reverse();
      for (const app of order) {
        const steps =
          app === 'ours'
            ? await ourRound(browser, stack.adminUrl, round)
            : await defaultRound(browser, yardstick.url, round);
        for (const row of rows) {
          const sample = steps[row.step.id];
          if (sample) row[app].push(sample);
        }
        log(
          `touch round ${round + 1}, ${app}: ` +
            TOUCH_STEPS.map(({ id }) => `${id} ${steps[id] ? `${Math.round(steps[id].worstMs)} ms` : '-'}`).join(', ') +
            (steps.card?.drawnMs !== undefined ? `; record drawn ${Math.round(steps.card.drawnMs)} ms` : '') +
            ` (load ${(loadavg()[0] ?? NaN).toFixed(1)})`,
        );
      }
    }
  } finally {
    await browser.close();
    await yardstick.close();
    await stack.close();
  }
  return {
    rows,
    seconds: (performance.now() - started) / 1000,
    load: { start: loadAtStart, end: loadavg()[0] ?? NaN },
  };
}

const ms = (value: number) => (value < 16 ? 'under 16 ms' : `${Math.round(value)} ms`);
const interactionsIn = (count: number) => `${count} interaction${count === 1 ? '' : 's'}`;

/** The bench's rows: each step ours beside the default app's, against issue 68's goals. */
export function touchRows(result: TouchResult): { figure: string; value: string; goal: string; met: boolean }[] {
  const out = result.rows.map(({ step, ours, default: theirs }) => {
    const mine = median(ours.map((sample) => sample.worstMs));
    const yardstick = theirs.length ? median(theirs.map((sample) => sample.worstMs)) : undefined;
    const drawn = ours.some((sample) => sample.drawnMs !== undefined)
      ? median(ours.map((sample) => sample.drawnMs ?? NaN))
      : undefined;
    const theirDrawn = theirs.some((sample) => sample.drawnMs !== undefined)
      ? median(theirs.map((sample) => sample.drawnMs ?? NaN))
      : undefined;
    // Durations are rounded by the browser to 8 ms: "no slower" allows that much.
    const noSlower = yardstick === undefined || mine <= Math.max(yardstick, 16) + 8;
    const drawnMet = drawn === undefined || drawn <= TOUCH_GOALS.recordDrawnMs;
    return {
      figure: `Touch on a phone (390 px, touch, CPU 4× slower, warm; worst interaction, Event Timing): ${step.words}`,
      value:
        `${ms(mine)} (default react-admin app: ${yardstick === undefined ? 'no such step' : ms(yardstick)})` +
        (drawn !== undefined
          ? `; the record drawn with its data ${Math.round(drawn)} ms after the touch` +
            (theirDrawn !== undefined ? ` (default app: ${Math.round(theirDrawn)} ms)` : '')
          : '') +
        `; median of ${ours.length}, ${interactionsIn(median(ours.map((sample) => sample.interactions)))}`,
      goal:
        `≤ ${TOUCH_GOALS.interactionMs} ms and no slower than the default app` +
        (drawn !== undefined ? `; drawn ≤ ${TOUCH_GOALS.recordDrawnMs} ms` : ''),
      met: mine <= TOUCH_GOALS.interactionMs && noSlower && drawnMet,
    };
  });
  out.push({
    figure: 'Touch figures: the run',
    value: `${Math.round(result.seconds / 60)} min; load average ${result.load.start.toFixed(1)} at the start, ${result.load.end.toFixed(1)} at the end (2 cores)`,
    goal: 'reported',
    met: true,
  });
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv[3] ?? 5);
  const result = await measureTouch({
    dist: distArgument(),
    rounds: Number.isInteger(rounds) && rounds > 0 ? rounds : 5,
    log: (line) => console.error(line),
  });
  printTable(touchRows(result));
}
