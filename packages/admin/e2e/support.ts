/**
 * What every browser test needs: a fresh browser context, signing in as a person does, the mock
 * API's test controls, and the top notification and the file viewer as a person sees them. Every
 * test fails on a console error, an uncaught page error or a Content-Security-Policy violation it
 * did not declare, and on an answer of the mock API whose media type the contract does not declare
 * (media-types.ts).
 *
 * Beside it: api.ts, the API called as a signed-in person (to arrange a test, or to check a screen
 * against what the API holds), and screens.ts, what every screen shares as a person meets it (the
 * delete confirmation, the access-denied screen, downloads, a page that fits its window).
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchBrowser } from '@permit-office/harness/chromium';
import type { SignedInState } from './global-setup.js';
import { ContextPool, seedStorage } from './context-pool.js';
import { offsetTo, shiftDate } from './pinned-day.js';
import { takeMediaTypeProblems } from './media-types.js';
import { dismissSignInPopups, signInAt, signOut, submitSignIn } from './sign-in.js';
import { startStack } from './stack.js';

export { dismissSignInPopups, signOut, submitSignIn };

/** This file's own mock API and served admin (stack.ts): files running side by side never share one. */
const stack = await startStack();
afterAll(async () => {
  await stack.close();
  // An answer given after the file's last test had ended is still checked.
  const late = takeMediaTypeProblems();
  if (late.length) throw new Error(`The mock API answered what the contract does not declare:\n${late.join('\n')}`);
});

export const adminUrl = () => stack.adminUrl;
export const apiUrl = () => stack.apiUrl;
export const SCREENSHOTS = fileURLToPath(new URL('../e2e-screenshots/', import.meta.url));

export const GREEN = 'rgb(46, 125, 50)';
export const RED = 'rgb(198, 40, 40)';

async function controlCall(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

export const mockApi = {
  /** Back to the seed, no sessions; `at`: the mock's clock reads it from now on (pinned-day.ts). */
  reset: (at?: string) => controlCall('POST', '/__reset', at === undefined ? undefined : { at }),
  /** The next `count` matching calls fail with `status` (0: no answer); `after`: acted on, then the answer is lost. */
  fault: (fault: { method?: string; path: string; status: number; count?: number; body?: unknown; after?: boolean }) =>
    controlCall('POST', '/__faults', fault),
  clearFaults: () => controlCall('DELETE', '/__faults'),
  expireAccessTokens: () => controlCall('POST', '/__expire-access-tokens'),
  /** Every matching answer comes `ms` later, as across a WAN to a busy server. */
  latency: (latency: { method?: string; path: string; ms: number }) => controlCall('POST', '/__latency', latency),
  clearLatency: () => controlCall('DELETE', '/__latency'),
  /** The server ends every session: the current refresh token is refused. */
  revokeSessions: () => controlCall('POST', '/__revoke-sessions'),
  outbox: async () =>
    ((await (await controlCall('GET', '/__outbox')).json()) as { data: { to: string; link: string }[] }).data,
};

/**
 * The API's sign-in as one of the seeded people (all share the seed's password), as the /auth page
 * calls it: a new session's two tokens.
 */
export async function signInToApi(email: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${apiUrl()}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'password' }),
  });
  if (!response.ok) throw new Error(`Signing in to the API as ${email} answered ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** A signed-in browser's cookies and localStorage, as a new context can start from them. */
type StorageState = SignedInState;

/** `saved` with the session cookies holding `tokens` instead (the other cookies and the storage kept). */
function withTokens(saved: StorageState, tokens: { access_token: string; refresh_token: string }): StorageState {
  return {
    ...saved,
    cookies: saved.cookies.map((cookie) => ({
      ...cookie,
      value: /refresh/i.test(cookie.name) ? tokens.refresh_token : tokens.access_token,
    })),
  };
}

/** A `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

/** What the current test provokes on purpose; emptied before each test. */
const expectedErrors: RegExp[] = [];

/**
 * Declares console errors (and CSP violations, reported as `CSP violation: <directive> <blocked>`)
 * that the current test provokes on purpose, e.g. Chromium's "Failed to load resource: the server
 * responded with a status of 500" when the test makes the API fail. Anything else fails the test.
 */
export function allowConsoleErrors(...patterns: RegExp[]): void {
  expectedErrors.push(...patterns);
}

/** Listens in every frame, before any of the page's scripts, and reports to the test. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__e2eCspViolation?.({
    directive: event.effectiveDirective || event.violatedDirective,
    blockedURI: event.blockedURI,
    sample: event.sample,
    source: event.sourceFile + ':' + event.lineNumber,
  });
});`;

/**
 * One browser for the file, a context as a new one starts (no cookie, no storage) for every test
 * (kept from test to test and emptied in between: context-pool.ts), the mock reset per file.
 *
 * `serviceWorkers`: the built admin registers its service worker on localhost as on any https host
 * (src/boot/service-worker.ts). A file that is not about it blocks it (the default): a request the
 * worker answers from its cache never reaches `page.route`, with which tests make a chunk or a call
 * fail. offline.e2e.test.ts allows it, and has a new context for each test.
 */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    serviceWorkers?: 'allow' | 'block';
    /** The file's day, the mock's and every page's (pinned-day.ts): for walks whose screens read today. */
    day?: string;
  } = {},
) {
  let browser: Browser;
  /** How far the file's day is from the machine's clock, measured when the mock is reset to it. */
  let dayOffset: number | undefined;
  const state: {
    context: BrowserContext;
    page: Page;
    consoleErrors: string[];
    pageErrors: string[];
    cspViolations: CspViolation[];
    requests: string[];
  } = {
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    requests: [],
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    if (options.day === undefined) await mockApi.reset();
    else {
      dayOffset = offsetTo(options.day);
      await mockApi.reset(new Date(Date.now() + dayOffset).toISOString());
    }
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    expectedErrors.length = 0;
    state.consoleErrors = [];
    state.pageErrors = [];
    state.cspViolations = [];
  });
  /** Every context the test opened: one left open keeps its pages calling into the next test. */
  const contexts: BrowserContext[] = [];
  /** The context's events, not the page's: popups and frames are heard too. */
  const listen = (context: BrowserContext) => {
    countCalls(context);
    context.on('console', (message) => {
      if (message.type() === 'error') state.consoleErrors.push(message.text());
    });
    context.on('weberror', (error) => state.pageErrors.push(error.error().message));
  };
  const newContext = async () => {
    const context = await browser.newContext({
      viewport: options.viewport ?? { width: 1280, height: 800 },
      serviceWorkers: options.serviceWorkers ?? 'block',
    });
    await context.exposeBinding('__e2eCspViolation', (_source, violation: CspViolation) => {
      state.cspViolations.push(violation);
    });
    await context.addInitScript({ content: REPORT_VIOLATIONS });
    return context;
  };
  /**
   * The file's contexts, kept from test to test and emptied in between (context-pool.ts). Not where
   * the service worker is allowed (offline.e2e): what it caches and serves is that file's subject.
   */
  const pool = new ContextPool(newContext, listen, options.serviceWorkers === 'allow' ? 0 : 2);
  afterAll(() => pool.closeAll());
  /**
   * A context as a new one starts, and its page; `storageState`: the cookies and storage of a
   * session to start from; `kept`: the context is the caller's for the whole file, closed with the
   * file's browser (see `walkPageAs`); `day`: the page's `Date` reads it (the mock's clock stays
   * the file's), else the file's day if it has one.
   */
  const open = async (from: { storageState?: StorageState; kept?: boolean; day?: string } = {}) => {
    if (from.kept) {
      state.context = await newContext();
      listen(state.context);
      state.page = await state.context.newPage();
      await seedStorage(state.context, state.page, from.storageState);
    } else {
      ({ context: state.context, page: state.page } = await pool.open(from.storageState));
      contexts.push(state.context);
    }
    // On the page, not its context: the page goes with the test, the context is kept for the next.
    const offset = from.day === undefined ? dayOffset : offsetTo(from.day);
    if (offset !== undefined) await shiftDate(state.page, offset);
    // Requests are the current page's; what went wrong is the whole test's, whatever it opened.
    state.requests = [];
    state.page.on('request', (request) => {
      // The menu's counts of what is new (live/new-since: `created_after`) are the menu's, not the
      // screen's: the reads a test counts are the screen's own.
      if (!isMenuCount(request.url())) state.requests.push(`${request.method()} ${request.url()}`);
    });
    return state.page;
  };
  afterEach(async ({ task }) => {
    // A failed test leaves what its pages showed: a failure seen once on a busy machine is read
    // from this, not guessed at.
    const failed = task.result?.state === 'fail';
    if (failed) await leaveEvidence(task.name, contexts);
    for (const context of contexts.splice(0)) await pool.giveBack(context, failed);
    await mockApi.clearFaults();
    await mockApi.clearLatency();
    const unexpected = [
      ...state.consoleErrors.map((text) => `console error: ${text}`),
      ...state.pageErrors.map((text) => `page error: ${text}`),
      ...state.cspViolations.map(
        (violation) =>
          `CSP violation: ${violation.directive} ${violation.blockedURI} ${violation.sample} (${violation.source})`,
      ),
    ].filter((problem) => !expectedErrors.some((pattern) => pattern.test(problem)));
    // Never excused by allowConsoleErrors: a test provokes refusals, not answers off the contract.
    unexpected.push(...takeMediaTypeProblems().map((problem) => `media type: ${problem}`));
    if (unexpected.length) {
      throw new Error(`The page reported what the test did not expect:\n${unexpected.join('\n')}`);
    }
  });
  /** What each person's sign-in left in the browser (cookies, localStorage), for the next ones. */
  const sessions = new Map<string, StorageState>();
  /**
   * The signed-in state of `email` for this file: what the global setup's sign-in at /auth left
   * (global-setup.ts), moved to this file's admin and holding a session of this file's API; for a
   * person it did not prepare, what the file's own first sign-in left.
   */
  const sessionOf = async (email: string): Promise<StorageState | undefined> => {
    const saved = sessions.get(email);
    if (saved) return saved;
    const prepared = inject('signedInStates')[email];
    if (!prepared) return undefined;
    const origin = new URL(adminUrl()).origin;
    const here = withTokens(
      { ...prepared, origins: prepared.origins.map((entry) => ({ ...entry, origin })) },
      await signInToApi(email),
    );
    sessions.set(email, here);
    return here;
  };
  /**
   * A fresh page signed in as `email` on the overview, past the popups a sign-in brings: where most
   * tests start. The viewport is set first, so that the app is laid out for it from its first page.
   *
   * A session of its own, started the quick way: the API's sign-in (as /auth calls it) gives fresh
   * tokens, which go into the cookies a sign-in at /auth wrote, beside the storage it left (the
   * reminder closed; `sessionOf`): the same state as after /auth, without its seconds. A test that
   * ends or revokes its session leaves the others theirs. Tests about signing in use `signIn`; with
   * a `password`, or as a person nobody prepared, the file signs in at /auth.
   *
   * `blank`: the page is left blank, for a test that changes the session's state (expires its
   * tokens, makes a call fail) before the app loads: a page already open may still have calls of its
   * own under way, which would meet the change first and leave nothing for the next page to show.
   *
   * `at`: the page opens there instead, as a bookmark does, and is the caller's to wait for: most
   * tests start on a screen of their own, and the overview loaded first (the whole app, its figures
   * and the menu's counts) was a second start of the app for nothing.
   */
  const signedIn = async (
    email: string,
    options: {
      password?: string;
      viewport?: { width: number; height: number };
      blank?: boolean;
      at?: string;
      /** The page's day (`open`). */
      day?: string;
    } = {},
  ): Promise<Page> => {
    const saved = options.password === undefined ? await sessionOf(email) : undefined;
    if (saved) {
      const page = await open({ storageState: withTokens(saved, await signInToApi(email)), day: options.day });
      if (options.viewport) await page.setViewportSize(options.viewport);
      if (options.blank) return page;
      if (options.at !== undefined) {
        await page.goto(url(options.at));
        return page;
      }
      await page.goto(url('/overview'));
      // The page's heading in react-admin's main area (by CSS: a popup hides the rest from the
      // accessibility tree): the shell's frame names the page first.
      await page.locator('main h1', { hasText: 'Overview' }).waitFor();
      return page;
    }
    const page = await open({ day: options.day });
    if (options.viewport) await page.setViewportSize(options.viewport);
    await signIn(page, email, options.password);
    await dismissSignInPopups(page);
    if (options.password === undefined) sessions.set(email, await state.context.storageState());
    if (options.blank) await page.goto('about:blank');
    else if (options.at !== undefined) await page.goto(url(options.at));
    return page;
  };
  /**
   * A fresh context signed in as `email` with the file's one session for that person (`sessionOf`;
   * its page is blank: the caller goes where it tests), for files whose tests leave the session
   * alone (no logout, no expired or revoked tokens). A person nobody prepared signs in as `signedIn`
   * does, and that page is returned on the overview.
   */
  const signedInAs = async (email: string, options: { viewport?: { width: number; height: number } } = {}) => {
    const saved = await sessionOf(email);
    if (!saved) return signedIn(email, options);
    const page = await open({ storageState: saved });
    if (options.viewport) await page.setViewportSize(options.viewport);
    return page;
  };
  /**
   * One page signed in as `email` at `viewport`, kept for every test of a walk that only looks
   * (the accessibility audit): each of its tests goes to its own page within the running app
   * instead of starting the app again, which is most of what a look costs. Made again if a test
   * closed it or its page crashed; what a test reports (console errors, CSP) is still its own.
   */
  const walks = new Map<string, Page>();
  const walkPageAs = async (email: string, viewport: { width: number; height: number }): Promise<Page> => {
    const key = `${email} ${viewport.width}x${viewport.height}`;
    const kept = walks.get(key);
    if (kept && !kept.isClosed()) return kept;
    if (!(await sessionOf(email))) await signedIn(email, { viewport });
    const page = await open({ storageState: sessions.get(email), kept: true });
    await page.setViewportSize(viewport);
    page.on('crash', () => void page.close());
    walks.set(key, page);
    return page;
  };
  return { state, open, signedIn, signedInAs, walkPageAs };
}

/**
 * For a failed test: each open page photographed (`failed-<test>-<n>.png` beside the screenshots),
 * and its address, dialogs, alerts and headings written to the test's output.
 */
async function leaveEvidence(testName: string, contexts: readonly BrowserContext[]): Promise<void> {
  await leavePagesEvidence(
    testName,
    contexts.flatMap((context) => context.pages()),
  );
}

/** As a failed test leaves its pages (`leaveEvidence`), for a test that must close them itself. */
export async function leavePagesEvidence(testName: string, pages: readonly Page[]): Promise<void> {
  const name = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  for (const [index, page] of pages.entries()) {
    try {
      const shown = await page
        .locator('[role=dialog], [role=alertdialog], [role=alert], h1, h2')
        .filter({ visible: true })
        .allInnerTexts();
      console.error(`[failed: ${testName}] page ${index + 1} at ${page.url()}: ${JSON.stringify(shown)}`);
      await page.screenshot({ path: `${SCREENSHOTS}failed-${name}-${index + 1}.png`, timeout: 5_000 });
    } catch (error) {
      console.error(`[failed: ${testName}] page ${index + 1}: no evidence (${String(error)})`);
    }
  }
}

/**
 * The live stream (`GET /events`, live/LiveSync) stays open for as long as the app does: it is the
 * app listening, not loading. Playwright's `networkidle` counts it and never comes; what a test
 * waits for is every other call answered.
 */
/** A read of the menu's count of new records (live/new-since asks each with `created_after`). */
export const isMenuCount = (requestUrl: string): boolean => new URL(requestUrl).searchParams.has('created_after');

export const isLiveStream = (requestUrl: string): boolean => new URL(requestUrl).pathname.endsWith('/api/events');

/** The calls each page has under way, the live stream left out (counted from the page's context). */
const underWay = new WeakMap<Page, Set<Request>>();

function countCalls(context: BrowserContext): void {
  const pageOf = (request: Request): Page | undefined => {
    try {
      return request.frame().page();
    } catch {
      // A service worker's request belongs to no page.
      return undefined;
    }
  };
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || isLiveStream(request.url())) return;
    let calls = underWay.get(page);
    if (!calls) underWay.set(page, (calls = new Set()));
    calls.add(request);
  });
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) underWay.get(page)?.delete(request);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * As `page.waitForLoadState('networkidle')` (no call under way for 500 ms), the live stream left
 * out. The page must have been opened by `useBrowser` (its context's calls are counted from the start).
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `Calls still under way after ${timeoutMs} ms: ${[...(underWay.get(page) ?? [])].map((r) => r.url()).join(', ')}`,
      );
    await page.waitForTimeout(50);
    if ((underWay.get(page)?.size ?? 0) > 0) quietSince = Date.now();
  }
}

/**
 * The saves among a page's requests (`state.requests`, "PUT …"): the tab's presence on a record it
 * shows (`PUT /presence`, live/RecordLive) is no save.
 */
export const savesIn = (requests: readonly string[], method = 'PUT'): string[] =>
  requests.filter(
    (request) =>
      request.startsWith(`${method} `) && !new URL(request.split(' ')[1] ?? '').pathname.endsWith('/api/presence'),
  );

export const url = (path: string) => `${adminUrl()}${path}`;

/** Signs in from /auth and lands on the overview; the popups the sign-in brings are left open. */
export function signIn(page: Page, email: string, password = 'password'): Promise<void> {
  return signInAt(page, adminUrl(), email, password);
}

export const notification = (page: Page): Locator => page.getByTestId('notification');

export async function notificationColour(page: Page): Promise<string> {
  return notification(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Closes the notification on screen, if it has not hidden itself already (it does after a while). */
export async function closeNotification(page: Page): Promise<void> {
  const close = notification(page).getByRole('button', { name: 'Close' });
  // Gone between the look and the click on a slow machine: nothing left to close.
  if (await close.isVisible()) await close.click({ timeout: 5_000 }).catch(() => undefined);
  await notification(page).waitFor({ state: 'detached' });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until the page is at `path`, whatever query is on the address: a list back from a save
 * writes the sort and filters the person left there into its address at once (react-admin's
 * stored list parameters), and a wait for the bare address would miss the moment it was there.
 */
export const waitForPath = (page: Page, path: string): Promise<void> =>
  page.waitForURL((address) => address.pathname === path);

/** A valid 1×1 PNG, for the forms that take a picture (and show it in the viewer). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The `n`th cell of a table row that holds data (from 1), whatever comes before it: a list's rows
 * start with the checkbox that selects them.
 */
export const dataCell = (n: number) => `td:nth-child(${n} of :not(.MuiTableCell-paddingCheckbox))`;

/** A list's records as the page shows them: table rows at the desk, cards on a phone. */
export const LIST_RECORDS = 'tbody tr, [data-testid="record-cards"] li';

/**
 * Waits until a phone's list shows all its cards: a page's first list draws its first few at once
 * and says it is busy until the rest are there (components/RecordTable).
 */
export async function allCardsDrawn(page: Page): Promise<void> {
  await page.locator('[data-testid="record-cards"]:not([aria-busy="true"])').waitFor();
}

/**
 * Chooses `option` in a MUI select (`field`, its combobox) until the field shows it. A click on an
 * option while MUI's menu still opens is sometimes lost on a busy machine, leaving the menu open over
 * the page: the choice is made again, as a person would, rather than waited out.
 */
export async function chooseInSelect(page: Page, field: Locator, option: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await page.getByRole('listbox').isVisible())) await field.click();
        await page
          .getByRole('option', { name: option, exact: true })
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return (await field.innerText()).trim();
      },
      { timeout: 30_000 },
    )
    .toBe(option);
}
