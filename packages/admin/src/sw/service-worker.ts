/**
 * The admin's service worker: the app opens with no network at all, and nothing of anyone's data is
 * ever kept (policy.ts says what it answers). Built by vite-offline.ts into `dist/sw.js`, one
 * classic script with the build's list written in, so that every build is a new worker.
 *
 * - Installing, it keeps the build's shell (protocol.ts): the page, its entry code, the back
 *   office's frame, the icons, the manifest and `/config.json` (the API's address and nothing else:
 *   the app cannot start without it, and it is the same for everyone). A file that does not load
 *   fails the install: the worker before stays, whole, rather than a new one with holes.
 * - A page of the app: the network's (a fresh page, a fresh nonce), the kept shell only when there
 *   is no network. A page from the network is never kept: it was asked for with the person's cookies.
 * - A hashed file: the kept copy, else the network's, kept. Named by content, it is never stale. A
 *   script is kept with V8's compile hint written in (protocol.ts): a daily visit compiles nothing again.
 * - A new build takes over at once (skipWaiting) and drops the caches of the build before: a page
 *   of the old build still open that then asks for one of its screens gets it from the host if the
 *   host kept it, else the page reloads into the new build (boot/chunk-reload.ts), as without a
 *   worker. The next navigation is the new build's either way: pages come from the network first.
 */
import { mayKeep, strategyFor, withCompileHint, type Strategy } from './policy.js';
import {
  CACHE_PREFIX,
  SHELL_KEY,
  cacheNames,
  type OfflineBuild,
  type PageMessage,
  type WorkerReply,
} from './protocol.js';

/** Written in by the build (vite-offline.ts). */
declare const __OFFLINE_BUILD__: OfflineBuild;

// The parts of the service worker's scope used here. TypeScript's own (lib "webworker") cannot be
// loaded beside the DOM's that the rest of src/ is checked with.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  /** The navigation's answer, asked for while the worker was starting (navigation preload). */
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    readonly navigationPreload?: { enable(): Promise<void> };
    /** The worker that serves the pages now: this one, until a newer build's has activated. */
    readonly active: object | null;
  };
  /** This worker, as the registration names it (Chromium 116, Firefox 120, Safari 17). */
  readonly serviceWorker?: object;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
const worker = globalThis as unknown as WorkerScope;

const { version, precache } = __OFFLINE_BUILD__;
const ours = cacheNames(version);
const precached = new Set(precache);
/** How many paths a `keep` message may name: a page loads a few dozen of the build's files. */
const MOST_KEPT = 300;

const strategyOf = (request: Request): Strategy =>
  strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    worker.location.origin,
    precached,
  );

/**
 * Whether this worker still serves the pages. A newer build's worker, once activated, drops this
 * one's caches, while this one may still be finishing what a page of the old build asked of it (a
 * `keep` message, a file it fetched): a write then would make the dropped cache again, left behind
 * for good. Seen in a browser test, on a busy machine: the old build's caches, empty, beside the new.
 * Where the browser cannot say, the worker counts as current (as before).
 */
const current = (): boolean => !worker.serviceWorker || worker.registration.active === worker.serviceWorker;

/**
 * The copy kept of `response`: a script of the build with V8's compile hint written in its slot
 * (protocol.ts), everything else as it came.
 */
async function copyToKeep(key: Request | string, response: Response): Promise<Response> {
  if (!new URL(typeof key === 'string' ? key : key.url, worker.location.origin).pathname.endsWith('.js'))
    return response;
  const { status, statusText } = response;
  // The text as read, decoded: a host's compression and its length no longer describe it.
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return new Response(withCompileHint(await response.text()), { status, statusText, headers });
}

/** `response` kept in this build's cache `name`, unless a newer build has taken over, before or meanwhile. */
async function keep(name: string, key: Request | string, response: Response): Promise<void> {
  if (!current()) return;
  const copy = await copyToKeep(key, response);
  await (await caches.open(name)).put(key, copy);
  // Taken over while writing: the newer worker's activation may have dropped the cache before this
  // write made it again. It goes now; if not yet taken over, that activation will drop it.
  if (!current()) await caches.delete(name);
}

async function fillShell(): Promise<void> {
  const cache = await caches.open(ours.shell);
  await Promise.all(
    precache.map(async (path) => {
      // Without cookies: the page kept is the one everybody gets (a host varies it with the session's
      // cookie, packages/admin/host/serve-admin.ts). What may change under its name is asked of the host, not of
      // the HTTP cache; hashed files may come from it.
      const response = await fetch(
        new Request(path, { credentials: 'omit', cache: path.startsWith('/assets/') ? 'default' : 'no-cache' }),
      );
      if (!mayKeep(response)) throw new Error(`${path} answered ${response.status}: not kept, the install fails`);
      // Kept while installing: Chromium makes the scripts' code caches as they are put.
      await cache.put(path, await copyToKeep(path, response));
    }),
  );
}

worker.addEventListener('install', (event) => {
  event.waitUntil(fillShell().then(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(ours));
      const all = await caches.keys();
      await Promise.all(
        all.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name)),
      );
      // The page's request goes out while the worker starts, rather than after (a phone wakes a
      // worker in tens of milliseconds, and every navigation would wait for it).
      await worker.registration.navigationPreload?.enable();
      // The page that installed the worker is served by it from now, not from its next load.
      await worker.clients.claim();
    })(),
  );
});

async function kept(key: string | Request): Promise<Response | undefined> {
  return caches.match(key, { ignoreVary: true });
}

async function navigation(event: FetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch (error) {
    // No network: the app's page, which routes itself and says that it is offline.
    const shell = await kept(SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

async function code(request: Request): Promise<Response> {
  const copy = await kept(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (mayKeep(response)) await keep(ours.code, request, response.clone());
  return response;
}

async function fresh(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (mayKeep(response)) await keep(ours.shell, path, response.clone());
    return response;
  } catch (error) {
    const copy = await kept(path);
    if (copy) return copy;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const strategy = strategyOf(event.request);
  if (strategy === 'pass') return;
  if (strategy === 'navigation') event.respondWith(navigation(event));
  else if (strategy === 'code') event.respondWith(code(event.request));
  else event.respondWith(fresh(event.request));
});

/** The build's files a page fetched before the worker served it, added to the code cache. */
async function keepLoaded(paths: readonly string[]): Promise<void> {
  for (const path of paths.slice(0, MOST_KEPT)) {
    // A newer build took over: what this one's pages loaded is no longer worth keeping.
    if (!current()) return;
    const request = new Request(path, { credentials: 'omit' });
    if (strategyOf(request) !== 'code' || (await kept(request))) continue;
    // One file that will not come is no reason to stop: it is fetched again when it is needed.
    const response = await fetch(request).catch(() => undefined);
    if (response && mayKeep(response)) await keep(ours.code, request, response);
  }
}

/** A logout: every cache but the shell, which is the same for everyone, goes. */
async function forgetPerson(): Promise<void> {
  const all = await caches.keys();
  await Promise.all(
    all.filter((name) => name.startsWith(CACHE_PREFIX) && name !== ours.shell).map((name) => caches.delete(name)),
  );
}

function readMessage(data: unknown): PageMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { kind, paths } = data as Record<string, unknown>;
  if (kind === 'forget-person') return { kind };
  if (kind !== 'keep' || !Array.isArray(paths)) return undefined;
  const named = (paths as unknown[]).filter((path): path is string => typeof path === 'string');
  return named.length === paths.length ? { kind, paths: named } : undefined;
}

worker.addEventListener('message', (event) => {
  const message = readMessage(event.data);
  if (message?.kind === 'keep') event.waitUntil(keepLoaded(message.paths));
  else if (message?.kind === 'forget-person') {
    event.waitUntil(
      forgetPerson().then(() => event.ports[0]?.postMessage({ kind: 'forgotten' } satisfies WorkerReply)),
    );
  }
});
