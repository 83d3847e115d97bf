/**
 * After a deploy, an open page may ask for a chunk that no longer exists. Reload once to get the
 * new build; if that happens again within 10 seconds, do not reload again (no reload loop): the
 * error goes to the error page instead.
 */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const KEY = 'permit-office.chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads when allowed; answers whether it did. */
export function reloadForChunkError(
  now: number = Date.now(),
  storage: Storage | undefined = safeSession(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage?.getItem(KEY) ?? 0);
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  storage?.setItem(KEY, String(now));
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
