/**
 * The browser contexts of a file's tests, kept from one test to the next and emptied in between:
 * no cookie, no storage, no page, no listener or permission of the last test is left, and the next
 * test starts as in a new context. What stays is what a person's browser keeps anyway: the HTTP
 * cache of the admin's immutable scripts, and the profile itself.
 *
 * Why: a new context is a new profile with an empty cache, so every test fetched the whole app
 * again, and set its profile up. Measured on this machine, every Chromium process's CPU counted: a
 * signed-in /overview loaded in a new context about 1.0 s of CPU, in a kept one emptied and seeded as
 * below 0.6 s (medians of ten, interleaved); four browser files (46 tests) run twice each way,
 * alternated, 214 and 216 CPU-s with a new context per test, 204 and 205 kept (5 % less; wall time
 * 130 and 131 s against 125 and 124 s). A test that needs what a first visit meets (nothing cached)
 * says so: tabs.e2e turns the page's cache off.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** What a context starts from: cookies, and each origin's localStorage (Playwright's storage state). */
export interface StorageState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

/**
 * The events a test or `listen` may have listened to on a context: all are dropped between tests.
 * Not `close`: Playwright's own `close()` waits on a listener of it.
 */
const CONTEXT_EVENTS = [
  'console',
  'weberror',
  'request',
  'requestfinished',
  'requestfailed',
  'response',
  'dialog',
] as const;

/** What `Clock` can be asked: each installs Playwright's fake timers, in every page of the context. */
const CLOCK_CALLS = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'fastForward', 'runFor', 'resume'] as const;

/** Storage a page can leave for the next one (the HTTP cache is not among them: it is kept on purpose). */
const SITE_STORAGE = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql';

export class ContextPool {
  private readonly spare: BrowserContext[] = [];
  private readonly closed = new WeakSet<BrowserContext>();
  /** Contexts whose clock a test took over: Playwright cannot give it back, so they are not kept. */
  private readonly clocked = new WeakSet<BrowserContext>();
  /** The origins each context's pages reached since it was last emptied: their storage is cleared. */
  private readonly reached = new WeakMap<BrowserContext, Set<string>>();

  /**
   * `create`: a new context with what it keeps for its whole life (bindings, init scripts);
   * `listen`: the listeners every test starts with, added again after each emptying.
   */
  constructor(
    private readonly create: () => Promise<BrowserContext>,
    private readonly listen: (context: BrowserContext) => void,
    private readonly kept = 2,
  ) {}

  /** A context and its first page, at about:blank with no cookie or storage but `from`'s. */
  async open(from?: StorageState): Promise<{ context: BrowserContext; page: Page }> {
    const reused = this.spare.pop();
    const context = reused ?? (await this.create());
    if (!reused) {
      this.reached.set(context, new Set());
      context.once('close', () => this.closed.add(context));
      this.noteClock(context);
    }
    this.watch(context);
    const page = await context.newPage();
    const origins = this.reached.get(context) ?? new Set<string>();
    if (reused && origins.size) {
      const cdp = await context.newCDPSession(page);
      for (const origin of origins)
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE });
      await cdp.detach();
      origins.clear();
    }
    await seedStorage(context, page, from);
    return { context, page };
  }

  /**
   * After a test: its context emptied and kept for the next test, or closed when it cannot be
   * kept (`failed`: its pages stay as evidence until now, and nothing odd is carried on).
   */
  async giveBack(context: BrowserContext, failed: boolean): Promise<void> {
    if (this.closed.has(context)) return;
    if (failed || this.clocked.has(context) || this.spare.length >= this.kept) {
      await context.close();
      return;
    }
    try {
      await Promise.all(context.pages().map((page) => page.close()));
      for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      this.spare.push(context);
    } catch {
      // A context that cannot be emptied is not kept.
      await context.close().catch(() => undefined);
    }
  }

  /** The file's end: whatever is kept goes with the browser. */
  async closeAll(): Promise<void> {
    await Promise.all(this.spare.splice(0).map((context) => context.close().catch(() => undefined)));
  }

  /** `page.clock` is its context's: any of its calls installs a fake clock for the context's life. */
  private noteClock(context: BrowserContext): void {
    const clock = context.clock;
    for (const name of CLOCK_CALLS) {
      const call = clock[name].bind(clock) as (...values: unknown[]) => Promise<void>;
      (clock as unknown as Record<string, unknown>)[name] = (...values: unknown[]) => {
        this.clocked.add(context);
        return call(...values);
      };
    }
  }

  private watch(context: BrowserContext): void {
    this.listen(context);
    const origins = this.reached.get(context);
    context.on('request', (request) => {
      const address = new URL(request.url());
      if (address.protocol === 'http:' || address.protocol === 'https:') origins?.add(address.origin);
    });
  }
}

/**
 * `from`'s cookies in the context, and its localStorage written into each origin's first document
 * of `page`, before any script of the page runs, as a new context made from a storage state starts.
 * Once only: the script goes once the page has shown a document of every such origin, so what the
 * app then changes (a logout forgetting who was signed in) is not written back at the next load.
 */
export async function seedStorage(context: BrowserContext, page: Page, from: StorageState | undefined): Promise<void> {
  if (!from) return;
  await context.addCookies(from.cookies);
  const stored = from.origins.filter(({ localStorage }) => localStorage.length > 0);
  if (!stored.length) return;
  const script = await page.addInitScript((origins) => {
    const here = origins.find(({ origin }) => origin === location.origin);
    for (const { name, value } of here?.localStorage ?? []) localStorage.setItem(name, value);
  }, stored);
  const waiting = new Set(stored.map(({ origin }) => origin));
  const shown = (frame: ReturnType<Page['mainFrame']>) => {
    if (frame !== page.mainFrame()) return;
    const origin = URL.canParse(frame.url()) ? new URL(frame.url()).origin : '';
    if (!waiting.delete(origin) || waiting.size) return;
    page.off('framenavigated', shown);
    void script.dispose().catch(() => undefined);
  };
  page.on('framenavigated', shown);
}
