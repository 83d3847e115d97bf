/**
 * `@permit-office/sdk/browser`: what a browser app adds to the SDK so that one session serves
 * every tab. The tabs share the token cookies, so they must also share the refresh (a refresh
 * token is single use: two tabs refreshing at once would have one of them refused) and hear each
 * other sign in and out.
 *
 * - One refresh at a time across tabs: the Web Locks API (`navigator.locks`), as supabase auth-js
 *   does; where a browser has none, a lease in localStorage (what auth0-spa-js's tab lock does).
 *   Either way the SDK re-reads the cookies inside the lock and sends no refresh of its own when
 *   another tab already rotated the tokens.
 * - Sign-in and sign-out reach the other tabs at once through a BroadcastChannel (storage events
 *   where there is none): no polling, no call to the API.
 *
 * The tokens themselves live in the specification's cookies (`cookieTokenStore`); localStorage
 * carries only a lock's lease and a change's notice, never a token.
 *
 *     const sdk = createBrowserSdk({ config: { API_URL } });
 */
import { cookieTokenStore } from './cookies.js';
import type { SessionReason } from './events.js';
import { createSdk, type CreateSdkOptions, type Sdk } from './index.js';
import type { SessionChange, SessionSync } from './sync.js';

export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  cookieTokenStore,
} from './cookies.js';
export type { SessionChange, SessionSync } from './sync.js';

/** The SDK as a browser app holds it: tokens in the cookies, one session across the tabs. */
export function createBrowserSdk(options: CreateSdkOptions): Sdk {
  return createSdk({ tokens: cookieTokenStore(), sync: browserSessionSync(), ...options });
}

const REASONS: readonly SessionReason[] = ['login', 'logout', 'unauthorized', 'refresh-refused', 'forbidden'];

/** A change as another tab sent it; anything else on the channel is ignored. */
function readChange(value: unknown): SessionChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { signedIn, reason, message } = value as Record<string, unknown>;
  if (typeof signedIn !== 'boolean' || !REASONS.includes(reason as SessionReason)) return undefined;
  if (typeof message !== 'string' || message.length > 500) return undefined;
  return { signedIn, reason: reason as SessionReason, message };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** localStorage, when the browser lets this page use it (private modes and policies may not). */
function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage, key: string): Lease | undefined {
  try {
    const lease = JSON.parse(storage.getItem(key) ?? 'null') as Partial<Lease> | null;
    return typeof lease?.owner === 'string' && typeof lease.until === 'number' ? (lease as Lease) : undefined;
  } catch {
    return undefined;
  }
}

const cookies = (): string => globalThis.document?.cookie ?? '';

/** How long a tab that waited for the lock gives the previous holder's new cookies to show here. */
const LOCK_SETTLE_MS = 300;
/** A tab that let the refresh lock go says so; another that takes it within RECENT_MS waits LOCK_SETTLE_MS. */
const RELEASED = 'refresh-lock-released';
const RECENT_MS = 2_000;
/** How long a refused refresh waits for another tab's rotation to show, before it ends the session. */
const REFUSAL_SETTLE_MS = 2_000;

/** Resolves once `changed()` is true, or after `ms`. */
async function until(changed: () => boolean, ms: number): Promise<void> {
  const giveUpAt = Date.now() + ms;
  while (!changed() && Date.now() < giveUpAt) await sleep(10);
}

/** How long a lease holds: longer than a refresh may take (10 s by default), so a crashed tab frees it. */
export const LEASE_MS = 15_000;
/** Past this a waiting tab runs anyway: the SDK's "rotated elsewhere" check keeps that safe. */
const WAIT_LIMIT_MS = 20_000;

/**
 * A lock for browsers without Web Locks: a lease written to localStorage, confirmed after a pause
 * long enough for a tab that wrote at the same moment to have overwritten it.
 */
export async function storageLock<T>(storage: Storage, key: string, task: () => Promise<T>): Promise<T> {
  const owner = crypto.randomUUID();
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < giveUpAt) {
    const held = readLease(storage, key);
    if (!held || held.until < Date.now()) {
      storage.setItem(key, JSON.stringify({ owner, until: Date.now() + LEASE_MS }));
      await sleep(25);
      if (readLease(storage, key)?.owner === owner) break;
    }
    await sleep(40 + Math.random() * 60);
  }
  try {
    return await task();
  } finally {
    if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
  }
}

/**
 * The tabs of this browser as holders of one session. `name` keeps two apps of one origin apart.
 */
export function browserSessionSync(name = 'permit-office-session'): SessionSync {
  const locks = globalThis.navigator?.locks;
  const Channel = globalThis.BroadcastChannel;
  const channel = typeof Channel === 'function' ? new Channel(name) : undefined;
  // Where a channel can keep a process alive (Node), this one must not.
  (channel as { unref?: () => void } | undefined)?.unref?.();
  const changeKey = `${name}:change`;
  /** When another tab last let the refresh lock go. */
  let releasedAt = 0;
  channel?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === RELEASED) releasedAt = Date.now();
  });
  return {
    exclusive<T>(task: () => Promise<T>): Promise<T> {
      const lock = `${name}:refresh`;
      if (locks) {
        // Another tab held the lock, or just let it go: the cookies it wrote take a moment to
        // reach this tab (Chromium tells a tab of another's cookie change asynchronously, later
        // on a busy machine). Give them that moment, so that this tab reads the rotated tokens
        // instead of refreshing again; free and quiet, run at once.
        const before = cookies();
        const settled = async () => {
          await until(() => cookies() !== before, LOCK_SETTLE_MS);
          return task();
        };
        const busy = Symbol('busy');
        const run = (held: Lock | null) => (!held ? busy : Date.now() - releasedAt < RECENT_MS ? settled() : task());
        const done = locks
          .request(lock, { ifAvailable: true }, run)
          .then((result) => (result === busy ? (locks.request(lock, settled) as Promise<T>) : (result as T)));
        // Heard by the other tabs: a refresh may have just rotated the tokens.
        void done.finally(() => channel?.postMessage(RELEASED)).catch(() => undefined);
        return done;
      }
      const storage = localStore();
      return storage ? storageLock(storage, `${name}:lock`, task) : task();
    },
    announce(change) {
      if (channel) channel.postMessage(change);
      // A new value each time, or a storage event would not fire for the same change twice.
      else localStore()?.setItem(changeKey, JSON.stringify({ ...change, id: crypto.randomUUID() }));
    },
    settle: (changed) => until(changed, REFUSAL_SETTLE_MS),
    listen(listener) {
      const hear = (value: unknown) => {
        const change = readChange(value);
        if (change) listener(change);
      };
      if (channel) {
        const onMessage = (event: MessageEvent) => hear(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key !== changeKey || !event.newValue) return;
        try {
          hear(JSON.parse(event.newValue));
        } catch {
          // Not ours to read.
        }
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}
