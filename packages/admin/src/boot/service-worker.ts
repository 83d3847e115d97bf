/**
 * The page's side of the service worker (sw/service-worker.ts): registered by production builds
 * only (the dev server's modules are no build to keep) and only where a browser allows one, a
 * secure context: https, or localhost. A browser that refuses it (a private window, a policy, a
 * test that blocks workers) runs the app as before, online.
 *
 * A logout tells the worker to drop what could tell of the person (its cache of the screens they
 * opened); it keeps no answer of the API, for anyone, ever (sw/policy.ts).
 */
import type { Sdk } from '@permit-office/sdk';
import { CACHE_PREFIX, SERVICE_WORKER_PATH, type PageMessage } from '../sw/protocol.js';

/** How long a logout waits for the worker's word that it forgot, before it goes on regardless. */
const FORGET_WAIT_MS = 5_000;

const workers = (): ServiceWorkerContainer | undefined =>
  import.meta.env.PROD && globalThis.isSecureContext ? globalThis.navigator?.serviceWorker : undefined;

/** Whether this page is served by the worker, its code from the worker's copies (a visit after the first). */
export const servedByTheWorker = (): boolean => Boolean(workers()?.controller);

/** The build's files this page fetched itself, before a worker served it (its first visit). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/') && !url.search)
    .map((url) => url.pathname);
}

/** Registers the worker once the page has loaded: its install fetches must not slow the first screen. */
export function startServiceWorker(): void {
  const container = workers();
  if (!container) return;
  const servedFromTheStart = Boolean(container.controller);
  const register = async () => {
    await container.register(SERVICE_WORKER_PATH, { scope: '/' });
    if (servedFromTheStart) return;
    const { active } = await container.ready;
    active?.postMessage({ kind: 'keep', paths: loadedFiles() } satisfies PageMessage);
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * The person logged out (in this tab or another): the worker drops its cache of the screens they
 * opened, and answers once it has. Without an active worker (blocked, or not installed yet), the
 * page drops any such cache itself.
 */
export async function forgetPerson(): Promise<void> {
  const container = workers();
  if (!container) return;
  const active = (await container.getRegistration())?.active;
  if (!active) {
    const personal = (await caches.keys()).filter(
      (name) => name.startsWith(CACHE_PREFIX) && !name.startsWith(`${CACHE_PREFIX}shell-`),
    );
    await Promise.all(personal.map((name) => caches.delete(name)));
    return;
  }
  const channel = new MessageChannel();
  const forgotten = new Promise<void>((done) => {
    channel.port1.onmessage = () => done();
    setTimeout(done, FORGET_WAIT_MS);
  });
  active.postMessage({ kind: 'forget-person' } satisfies PageMessage, [channel.port2]);
  await forgotten;
  channel.port1.close();
}

/** Every logout, on purpose, here or in another tab, is followed by `forgetPerson`. */
export function forgetPersonOnLogout(sdk: Sdk): () => void {
  return sdk.on((event) => {
    if (event.kind === 'session' && !event.signedIn && event.reason === 'logout') void forgetPerson();
  });
}
