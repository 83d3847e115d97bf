/**
 * `Idempotency-Key` (openapi.yaml, "Idempotency"): the first successful answer to a key is kept for
 * 24 hours, per user, and replayed to a retry of the same request without a second effect. The same
 * key with another request is refused (422: a key names one intent); a key whose first request is
 * still running answers 409. Failed answers are not kept, so the same request may be sent again.
 */
import type { JsonReply } from './operation.js';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

interface Kept {
  fingerprint: string;
  at: number;
  /** Undefined while the first request is being processed. */
  reply?: { status: number; body: unknown; headers: Record<string, string> };
}

export type KeyDecision =
  | { kind: 'new'; keep(reply: JsonReply): void; release(): void }
  | { kind: 'replay'; reply: JsonReply }
  | { kind: 'refused'; reply: JsonReply };

/** What identifies a request for its key: method, path with query, and the body's bytes. */
export async function fingerprintOf(request: Request): Promise<string> {
  const bytes = await request.clone().arrayBuffer();
  const url = new URL(request.url);
  const head = new TextEncoder().encode(`${request.method} ${url.pathname}${url.search}\n`);
  const all = new Uint8Array(head.length + bytes.byteLength);
  all.set(head);
  all.set(new Uint8Array(bytes), head.length);
  const digest = await crypto.subtle.digest('SHA-256', all);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function createIdempotencyStore(now: () => Date) {
  const kept = new Map<string, Kept>();

  function sweep(at: number): void {
    for (const [key, entry] of kept) if (at - entry.at > IDEMPOTENCY_WINDOW_MS) kept.delete(key);
  }

  return {
    /** `owner`: whose key it is (a user's id, or `public`); keys of different people never meet. */
    claim(owner: string, key: string, fingerprint: string): KeyDecision {
      const at = now().getTime();
      sweep(at);
      const id = `${owner}\u0000${key}`;
      const entry = kept.get(id);
      if (entry && entry.fingerprint !== fingerprint) {
        const message = 'This Idempotency-Key was already used for another request. Use a new key for a new request.';
        return {
          kind: 'refused',
          reply: { status: 422, body: { message, errors: { 'Idempotency-Key': [message] } } },
        };
      }
      if (entry && !entry.reply) {
        return {
          kind: 'refused',
          reply: { status: 409, body: { message: 'A request with this Idempotency-Key is still being processed.' } },
        };
      }
      if (entry?.reply) {
        const { status, body, headers } = entry.reply;
        return { kind: 'replay', reply: { status, body, headers: { ...headers, 'Idempotent-Replayed': 'true' } } };
      }
      kept.set(id, { fingerprint, at });
      return {
        kind: 'new',
        keep(reply) {
          if (reply.status >= 200 && reply.status < 300) {
            kept.set(id, {
              fingerprint,
              at,
              reply: { status: reply.status, body: reply.body, headers: reply.headers ?? {} },
            });
          } else kept.delete(id);
        },
        release: () => kept.delete(id),
      };
    },
    get size(): number {
      return kept.size;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
