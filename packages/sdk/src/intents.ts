/**
 * Idempotency keys are the SDK's, not each caller's (openapi.yaml, "Idempotency"). Every write the
 * contract keys (`POST`, `PUT`, `DELETE`: all but the session calls and the presence heartbeat) gets
 * an `Idempotency-Key`. A request that got no definite answer (no answer at all, a timeout, a 5xx, a
 * proxy's page) leaves its key pending: the next write of the same method, path, version and bytes
 * is a retry of the same intent and carries the same key, so the server answers it as the first one
 * was answered and does nothing twice (a save whose answer was lost, saved again, is saved, never a
 * conflict with itself). A success received in time ends the intent: the same request sent again
 * later is a new one. A refusal (4xx) leaves the key pending too; harmless, as the server keeps only
 * successes, so the same request is then simply carried out. The SDK's own retries (after a
 * refresh, after a transient failure) resend the first request, key included.
 */

/** The server keeps a key's answer this long; a pending key is not reused after it. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A bound on the intents remembered at once (oldest forgotten first). */
const MAX_PENDING = 200;

/** cyrb53: a fast 53-bit hash, enough to tell requests apart (not a secret; works without a secure context). */
function hash(bytes: Uint8Array): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (const byte of bytes) {
    h1 = Math.imul(h1 ^ byte, 2654435761);
    h2 = Math.imul(h2 ^ byte, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36) + bytes.length.toString(36);
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Without a secure context there is no randomUUID; getRandomValues is everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface Intents {
  /**
   * Gives a write its key (a pending one for a retry of the same intent), `bytes` being its body;
   * returns what settles it.
   */
  claim(request: Request, bytes: Uint8Array | null): (definite: boolean) => void;
}

export function createIntents(now: () => number = Date.now): Intents {
  const pending = new Map<string, { key: string; at: number }>();
  return {
    claim(request, bytes) {
      if (!WRITES.has(request.method) || request.headers.has('Idempotency-Key')) return () => undefined;
      const version = request.headers.get('If-Match') ?? '';
      const intent = `${request.method} ${request.url}\n${version}\n${hash(bytes ?? new Uint8Array())}`;
      const at = now();
      const kept = pending.get(intent);
      const key = kept && at - kept.at < KEY_LIFETIME_MS ? kept.key : newKey();
      request.headers.set('Idempotency-Key', key);
      pending.delete(intent);
      pending.set(intent, { key, at: kept?.key === key ? kept.at : at });
      if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
      return (definite) => {
        if (definite && pending.get(intent)?.key === key) pending.delete(intent);
      };
    },
  };
}
