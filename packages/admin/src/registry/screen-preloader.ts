/**
 * The screen a list's records open, downloaded while the person reads the list: on a phone (the CPU
 * slowed 4×) a tap on a card waited 220 ms for the record screen's chunk to be asked for, then for
 * it to arrive, be evaluated and drawn through React.lazy's fallback (issue 68: the record drawn
 * 0.6-1.3 s after the touch). The lists do not know the screens (sections/ is above them), so the
 * back office's frame sets how a path's screen is started (admin/AdminApp.tsx, with the access
 * rule: a screen the person may not open is not downloaded).
 */
let startScreenAt: ((pathname: string) => void) | undefined;

/** Set once, by the back office's frame when its code runs. */
export function setScreenPreloader(start: ((pathname: string) => void) | undefined): void {
  startScreenAt = start;
}

/**
 * Whether the person has touched or clicked this page yet. A list opened by the page's load waits
 * for that before it downloads anything more: a first visit's bytes and main thread belong to the
 * first screen, and a person who only looks needs no other screen. A list reached by a tap in the
 * app starts at once.
 */
let touched = false;
const touchListeners = new Set<() => void>();
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      touched = true;
      for (const listener of touchListeners) listener();
      touchListeners.clear();
    },
    { capture: true, once: true, passive: true },
  );
}

/**
 * Starts the download of the screen at `path` once the person has touched the page and the browser
 * is idle (the list drawn, nothing waiting on the main thread); answers how to call it off (the
 * list left first).
 */
export function preloadScreenWhenIdle(path: string): () => void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const start = () => startScreenAt?.(pathname);
  let cancel = () => undefined as void;
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 2_000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(start, 200);
      cancel = () => clearTimeout(handle);
    }
  };
  if (touched) whenIdle();
  else {
    touchListeners.add(whenIdle);
    cancel = () => void touchListeners.delete(whenIdle);
  }
  return () => cancel();
}
