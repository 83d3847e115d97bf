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

/**
 * V8's explicit compile hint (Chromium 136+): every function of a script that starts with it is
 * compiled as the script is, rather than at its first call, and so goes into the code cache that
 * Chromium keeps beside the script. On a daily visit the back office's code comes from the worker
 * (its kept copy), and without the hint only what ran before the cache was made was in it: the
 * rest was parsed and compiled again at every load, some 80 ms of a list's 400 on the main thread
 * at the desk, four times that on a phone (issue 41).
 *
 * On a first visit, from the network, the hint would compile every function of a screen's chunks
 * before the screen is drawn, used or not (Lighthouse's mobile run: the list's LCP 0.6 s later). So
 * the build starts each chunk with `COMPILE_HINT_SLOT`, a comment as long as the hint, and the
 * worker writes the hint in its place in the copies it keeps: the same lines, so that the chunk's
 * source map stays true.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
export const COMPILE_HINT_SLOT = '//'.padEnd(COMPILE_HINT.length, ' ');

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
