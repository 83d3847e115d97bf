/**
 * What the page and its service worker (service-worker.ts) share: the worker's address, the names
 * of its caches, and the messages the page sends it. Imported by both sides (the worker is built
 * with it inlined, vite-offline.ts), so that a message or a cache name cannot be spelt two ways.
 */

/** The worker's script, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Every cache the worker makes starts with this; anything else in the origin's storage is not its own. */
export const CACHE_PREFIX = 'permit-office-';

/**
 * The worker's two caches for one build (`version`, a hash of what the build precaches):
 * - `shell`: filled when the worker installs, from the build's list: the page, its entry code and
 *   the back office's frame, the icons, the manifest, `/config.json`. The same for every person;
 * - `code`: the build's other hashed files (screens) as they are fetched. Code only, but which
 *   screens someone opened says something of them: it goes with a logout.
 */
export const cacheNames = (version: string) =>
  ({ shell: `${CACHE_PREFIX}shell-${version}`, code: `${CACHE_PREFIX}code-${version}` }) as const;

/** The key the page is kept under in the shell cache; every navigation offline is answered with it. */
export const SHELL_KEY = '/';

/** What the build tells its worker (vite-offline.ts writes it in; service-worker.ts reads it). */
export interface OfflineBuild {
  version: string;
  /** Same-origin paths to precache, `SHELL_KEY` first. */
  precache: string[];
}

/**
 * The page's messages to its worker:
 * - `keep`: the build's files this page fetched before the worker controlled it (its first visit),
 *   which the worker adds to its code cache, so that the screen just seen opens offline too;
 * - `forget-person`: the person logged out; the worker drops what could tell of them (the code
 *   cache) and answers `forgotten` on the message's port once it has.
 */
export type PageMessage = { kind: 'keep'; paths: string[] } | { kind: 'forget-person' };
export type WorkerReply = { kind: 'forgotten' };
