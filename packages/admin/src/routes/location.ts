/**
 * Where the light shell is: the path, followed through the History API. The public pages need
 * no more than this, and leaving react-router to the react-admin chunk keeps the sign-in page
 * small. react-admin's router reads the same History, so both agree after every navigation.
 */
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export const usePathname = (): string => useSyncExternalStore(subscribe, () => window.location.pathname);
export const useSearch = (): string => useSyncExternalStore(subscribe, () => window.location.search);

/** Only paths of this app: anything else (another origin, `//host`, a scheme) is refused. */
export function isAppPath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (!isAppPath(to)) return;
  if (options.replace) window.history.replaceState(window.history.state, '', to);
  else window.history.pushState(null, '', to);
  changed();
}
