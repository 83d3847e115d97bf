/**
 * Calls that ride out a bad network (openapi.yaml, "Retries"). A call that got no answer, or a
 * transient one (408, 429, 502, 503, 504), is sent again after a pause that doubles each time with
 * some jitter (so that a hundred clients that failed together do not come back together), or after
 * what the answer's `Retry-After` asks, within the call's time limit. Only what cannot act twice is
 * sent again: a read, or a write that carries its intent's `Idempotency-Key` (intents.ts) or the
 * version it started from (`If-Match`: a duplicate is refused, never applied).
 */
import type { SdkError } from './errors.js';

/** What a retry hook is told before each retry. */
export interface RetryInfo {
  /** 1 for the first retry. */
  attempt: number;
  /** How long the SDK waits before sending it again, in ms. */
  delayMs: number;
  method: string;
  url: string;
  /** The transient answer's status; undefined when no answer came (then `error` says why). */
  status: number | undefined;
  error: SdkError | undefined;
  /** The transient answer's `Request-Id`, when it had one. */
  requestId: string | undefined;
}

/** How a client, or one call, retries. */
export interface RetryOptions {
  /** How many times a call may be sent again after the first attempt. Default 2; 0 turns retries off. */
  maxRetries?: number;
  /** Sees each retry before its pause (to log it, count it, show it). */
  onRetry?: (retry: RetryInfo) => void;
}

export const DEFAULT_MAX_RETRIES = 2;
/** The first pause, doubled at each retry up to the longest. */
const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 8_000;
/** Each pause is shortened by up to this share, at random. */
const JITTER = 0.25;

const TRANSIENT = new Set([408, 429, 502, 503, 504]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An answer that says "not now" rather than "no". */
export const isTransientStatus = (status: number): boolean => TRANSIENT.has(status);

/**
 * The browser knows it has no network: a failure to reach the server is not tried again (it would
 * only keep a person waiting before being told; the app asks again when the browser is back online).
 * In Node there is no such knowledge, and `navigator.onLine` is undefined.
 */
export const knownOffline = (): boolean =>
  (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

/** A request that cannot act twice when it is sent again. */
export const maySendAgain = (request: Request): boolean =>
  SAFE_METHODS.has(request.method) || request.headers.has('Idempotency-Key') || request.headers.has('If-Match');

/**
 * The pause the answer asks for, in ms: `retry-after-ms`, or `Retry-After` as seconds or as an
 * HTTP date. Undefined when it asks for none or for something unreadable.
 */
export function retryAfterMs(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The pause before retry number `attempt` (1-based): the answer's wish, else backoff with jitter. */
export function retryDelayMs(attempt: number, headers?: Headers, random: () => number = Math.random): number {
  const asked = retryAfterMs(headers);
  if (asked !== undefined) return asked;
  const backoff = Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), LONGEST_DELAY_MS);
  return Math.round(backoff * (1 - JITTER * random()));
}

/** A pause that a caller's abort cuts short (rejecting with the signal's reason, as fetch does). */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}
