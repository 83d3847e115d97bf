/**
 * True once the browser has had a moment with nothing to do after the first screen (or after
 * `timeoutMs`, whichever comes first): for what every screen may need but none draws at first,
 * whose code should not compete with the screen's own for a phone's network and CPU.
 */
import { useEffect, useState } from 'react';

export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a timer stands in for it.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), Math.min(timeoutMs, 1000));
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }, [timeoutMs]);
  return idle;
}
