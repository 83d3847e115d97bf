/**
 * After a deploy, an open page may ask for a chunk that no longer exists. Reload once to get the
 * new build; if that happens again within 10 seconds, do not reload again (no reload loop): the
 * error goes to the error page instead.
 *
 * Offline, a chunk cannot load either, and reloading then would trade the app for the browser's
 * own "no internet" page: the page waits, says so, and reloads once the browser is back online
 * (the session is in the cookies; nothing of it is lost).
 */
import type { WordKey } from '../i18n/words.js';
import { notify } from '../overlays/notifications/store.js';

/** Said while the page waits for the connection: the top notification translates it. */
const PAGE_WAITS: WordKey = 'app.offline.pageWaits';
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY = 'permit-office.chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

let waitingForConnection = false;
let reloading = false;

/**
 * Whether the page is about to reload for the new build (or will, once back online). Until it does,
 * what fails for want of the missing chunk is not an error to show or log: Vite's preload helper,
 * told not to throw, hands the screen's loader `undefined`, and React then fails to read its
 * `default` (seen under load, when the render came before the reload).
 */
export const reloadUnderWay = (): boolean => reloading;

/** Reloads when allowed (offline: once back online); answers whether it did or will. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage | undefined = safeSession(),
  reload: () => void = () => window.location.reload(),
  online: boolean = globalThis.navigator?.onLine ?? true,
  whenOnline: (run: () => void) => void = (run) => window.addEventListener('online', run, { once: true }),
): boolean {
  if (!online) {
    reloading = true;
    if (!waitingForConnection) {
      waitingForConnection = true;
      notify('error', [PAGE_WAITS]);
      whenOnline(reload);
    }
    return true;
  }
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage?.setItem(KEY, String(now));
  reloading = true;
  reload();
  return true;
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Listens for Vite's preload failures and unhandled chunk rejections. */
export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadForChunkError()) event.preventDefault();
  });
}
