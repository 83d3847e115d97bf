/**
 * What every screen of the admin shares, as a person meets it: the confirmation before a delete,
 * the access-denied screen, a file a button downloads, a page that must fit its window, and a page
 * as it stays once its data has arrived (what the walks over many pages look at).
 */
import { readFile } from 'node:fs/promises';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOTS, isLiveStream, notification, pathOf, url } from './support.js';

/** What a browser test has sent, as `useBrowser` records it: `METHOD address`, in order. */
type SentRequests = { readonly requests: readonly string[] };
const deletesIn = (sent: SentRequests) => sent.requests.filter((request) => request.startsWith('DELETE'));

/** The confirmation every Delete button asks for (react-admin's, shared by every screen). */
const deleteConfirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });

/**
 * The record's Delete button, and Cancel in the confirmation it opens: the dialog asks, closes,
 * and nothing is deleted. A person who thinks twice is not punished for it.
 */
export async function cancelDeletion(page: Page, sent: SentRequests): Promise<void> {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await deleteConfirmation(page).getByText('Do you confirm the deletion?').waitFor();
  await deleteConfirmation(page).getByRole('button', { name: 'Cancel', exact: true }).click();
  await deleteConfirmation(page).waitFor({ state: 'detached' });
  expect(deletesIn(sent)).toEqual([]);
}

/** The record's Delete button, and Delete in the confirmation it opens. */
export async function confirmDeletion(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await deleteConfirmation(page).getByRole('button', { name: 'Delete', exact: true }).click();
}

/**
 * After a confirmed delete: back on the list at `listPath`, told "Element deleted", and the one
 * DELETE the page sent was of `record` (its API path, `/services/12`), nothing else.
 */
export async function expectDeletedBackOnList(
  page: Page,
  sent: SentRequests,
  listPath: string,
  record: string,
): Promise<void> {
  await page.waitForURL((address) => address.pathname === listPath);
  await notification(page).filter({ hasText: 'Element deleted' }).waitFor();
  expect(deletesIn(sent)).toEqual([expect.stringMatching(new RegExp(`/api${record}$`))]);
}

/** The file a click downloads: the name the browser suggests, and its text as the person gets it. */
export async function downloadFrom(
  page: Page,
  click: () => Promise<unknown>,
): Promise<{ filename: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { filename: download.suggestedFilename(), text: await readFile((await download.path()) ?? '', 'utf8') };
}

/** Once the page has drawn two more frames: a screenshot then shows what was laid out and scrolled to. */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Notes, frame by frame, every place (its top in the page, px) where the first element matching
 * `selector` (and holding `text`, when given) is drawn, from its first paint on, until the returned
 * reader is called: what a screen fills in after its first paint must not move what a person is
 * about to touch, so a part of it watched across its loading has one place.
 */
export async function watchPlaces(page: Page, selector: string, text = ''): Promise<() => Promise<number[]>> {
  const key = `placesOf${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([selector, text, key]) => {
      const places: number[] = [];
      Object.assign(window, { [key]: places });
      const look = () => {
        const element = [...document.querySelectorAll(selector)].find((node) => node.textContent?.includes(text));
        const top = element && Math.round(element.getBoundingClientRect().top + window.scrollY);
        if (top !== undefined && places.at(-1) !== top) places.push(top);
        requestAnimationFrame(look);
      };
      look();
    },
    [selector, text, key] as const,
  );
  return () => page.evaluate((key) => (window as unknown as Record<string, number[]>)[key] ?? [], key);
}

/** How many pixels the page is wider than its window: above 0, a person must scroll sideways. */
export async function overflowWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Opens each of `paths` and meets the access-denied screen there, at the address asked for: the
 * person is told, not sent elsewhere.
 */
export async function expectAccessDeniedAt(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(url(path));
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(pathOf(page)).toBe(path);
  }
}

/** What shows that a page is still on its way: a progress bar, or react-admin's placeholder rows. */
const BUSY = '[role=progressbar], .MuiSkeleton-root';
/** The page's own part: react-admin's layout puts the menu in <main> too. */
const CONTENT = '#main-content, main:not(:has(#main-content))';

/** Takes the running app to `path` as the browser's Back and Forward do: its router follows history. */
async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * How long a page may take to settle before `showSettled` gives up on it: a guard against a page
 * that never settles, not a speed figure. The slowest page to settle is the API reference, RapiDoc
 * drawing a section of the contract in its shadow DOM.
 */
export const SETTLE_GUARD_MS = 45_000;

/**
 * In the page: resolves once nothing in the document has changed for `quietFor` ms and the page
 * looks done (its content drawn, nothing showing it loading), or with false at `guardMs`. Watched
 * by the page itself (a MutationObserver): asking it over the protocol every 50 ms, as before, cost
 * a layout and two round trips a time, some 5 % of the CPU of a file of walks.
 */
function quietInPage({
  quietFor,
  guardMs,
  content,
  busy,
}: {
  quietFor: number;
  guardMs: number;
  content: string;
  busy: string;
}): Promise<boolean> {
  const looksDone = () => {
    const main = document.querySelector<HTMLElement>(content);
    // An empty page is not a quiet one: a screen checks who may see it before it draws anything or
    // asks for its data.
    if (!main || main.innerText.trim() === '') return false;
    // Seen as Playwright sees it: a box of some size, and not hidden by its style.
    return ![...document.querySelectorAll(busy)].some((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0 && element.checkVisibility({ visibilityProperty: true });
    });
  };
  return new Promise<boolean>((resolve) => {
    let timer = 0;
    const finish = (settled: boolean) => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(guard);
      resolve(settled);
    };
    // A page that looks busy without changing (a spinner turning) is looked at again a moment later.
    const arm = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => (looksDone() ? finish(true) : arm()), quietFor);
    };
    const observer = new MutationObserver(arm);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const guard = window.setTimeout(() => finish(false), guardMs);
    arm();
  });
}

/**
 * Goes to `path` and resolves once the page has stayed as it is for `quietFor` ms: no call in
 * flight (a lazy screen's code, its data) and nothing drawn as loading. Quicker than Playwright's
 * `networkidle`, which waits 500 ms after the last call whatever the page shows.
 *
 * Within the running app when the page already shows it, else (or with `reload`) by loading the
 * page. The router draws the next page in a transition, keeping the last one on screen until it is
 * ready, so the way goes through the app's 404 (an unknown path, drawn at once): once that has
 * gone, what is on screen is `path`'s, and a quiet old page cannot pass for a settled new one.
 */
export async function showSettled(
  page: Page,
  path: string,
  {
    reload = false,
    quietFor = 250,
    notFound = '404 Not Found',
  }: {
    reload?: boolean;
    quietFor?: number;
    /** The 404 page's heading, in the page's locale. */ notFound?: string;
  } = {},
): Promise<void> {
  // The calls sent since the way to `path` began (one sent before and answered since is not ours).
  const inFlight = new Set<Request>();
  let sent = 0;
  // The live stream stays open: it is the app listening, not loading (support.ts `isLiveStream`).
  const started = (request: Request) => {
    if (isLiveStream(request.url())) return;
    inFlight.add(request);
    sent++;
  };
  const ended = (request: Request) => void inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    if (!reload && page.url().startsWith(url('/'))) {
      const between = page.getByRole('heading', { name: notFound });
      await pushPath(page, '/__between-pages');
      await between.waitFor();
      await pushPath(page, path);
      await between.waitFor({ state: 'detached' });
    } else {
      await page.goto(url(path));
    }
    // Hidden from assistive technology, not from view, while a modal panel is open over it (a
    // record's history at `?history`).
    await page.getByRole('main', { includeHidden: true }).first().waitFor();
    // A guard against a page that never settles, not a measure of speed (that is `pnpm bench`'s).
    const deadline = Date.now() + SETTLE_GUARD_MS;
    for (;;) {
      const guardMs = deadline - Date.now();
      if (guardMs <= 0) throw new Error(`${path} was still loading after ${SETTLE_GUARD_MS / 1000} s`);
      const sentBefore = sent;
      const quiet = await page
        .evaluate(quietInPage, { quietFor, guardMs, content: CONTENT, busy: BUSY })
        // The app loaded another document meanwhile (a redirect): the new one is watched next.
        .catch((error: unknown) => {
          if (error instanceof Error && /context was destroyed|navigat/i.test(error.message)) return false;
          throw error;
        });
      // Settled when the page was quiet and no call was under way or started meanwhile; a call
      // whose answer changes nothing still counts, as it did.
      if (quiet && inFlight.size === 0 && sent === sentBefore) break;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * The page as it shows now, looked at as a person would: photographed whole for a person to look
 * at (`<who><path>-<width>.png`, the query's characters as dashes), showing no error, access-denied
 * or not-found screen, and no wider than the window.
 */
export async function lookAtSettled(page: Page, who: string, path: string, width: number): Promise<void> {
  const name = `${who}${path.replace(/[^A-Za-z0-9-]/g, '-')}-${width}.png`;
  await page.screenshot({ path: `${SCREENSHOTS}${name}`, fullPage: true });
  expect(await page.getByRole('heading', { name: /Access denied|404 Not Found|An error occurred/ }).count(), path).toBe(
    0,
  );
  expect(await overflowWidth(page), `${path} is wider than ${width} px`).toBeLessThanOrEqual(0);
}

/**
 * Opens a section of the website group in the menu, as a person does (no page load): the group
 * opened first when folded, and its entry clicked once the group has finished unfolding, as a
 * person sees it settle. A click while it unfolds (slowly, on a busy machine) could meet the menu
 * still moving under it, and open nothing or another entry.
 */
export async function openFromMenu(page: Page, item: string) {
  const group = page.getByRole('group', { name: 'Website' });
  const toggle = page.getByRole('menuitem', { name: 'Website', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await group.and(page.locator('.MuiCollapse-entered')).waitFor();
  await group.getByRole('menuitem', { name: item, exact: true }).click();
}
