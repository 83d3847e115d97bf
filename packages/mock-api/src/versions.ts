/**
 * Versions (openapi.yaml, "Versions"): a write to a record says in `If-Match` which version it
 * started from. The record is what `GET` on the same path answers (for `/{collection}/{id}/{action}`,
 * `/{collection}/{id}`), so the caller's reach applies: a record they cannot read is a 404 from the
 * operation itself, never a 412 that would show it.
 */
import type { JsonReply } from './operation.js';

/** The path of the record a write applies to: a state transition's record is its parent path. */
export function recordPathOf(path: string, method: string): string {
  return method === 'post' ? path.replace(/\/[a-z-]+$/, '') : path;
}

/** `"3"`, `W/"3"` (never equal under If-Match's strong comparison), `3`, or `*`. */
function matchesVersion(ifMatch: string, version: number): boolean {
  return ifMatch.split(',').some((tag) => {
    const text = tag.trim();
    if (text === '*') return true;
    if (text.startsWith('W/')) return false;
    return text.replace(/^"(.*)"$/, '$1') === String(version);
  });
}

export const etagOf = (version: number): string => `"${version}"`;

/** The record's version when an answer carries one record (`{ data: { version } }`). */
export function versionOf(body: unknown): number | undefined {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const version = (data as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
}

export const PRECONDITION_REQUIRED: JsonReply = {
  status: 428,
  body: {
    message:
      'This change does not say which version of the record it started from. Send If-Match with the ETag the record was read with.',
  },
};

/**
 * The refusal of a write whose `If-Match` does not name the current version, or undefined when it
 * does. `current` is the `GET` answer for the record (a 404 or any failure: the operation decides).
 */
export function precondition(ifMatch: string, current: JsonReply): JsonReply | undefined {
  if (current.status !== 200) return undefined;
  const version = versionOf(current.body);
  if (version === undefined || matchesVersion(ifMatch, version)) return undefined;
  return {
    status: 412,
    headers: { ETag: etagOf(version) },
    body: {
      message: 'Someone changed this record after you opened it. Nothing was saved; this is the record as it is now.',
      data: (current.body as { data: unknown }).data,
    },
  };
}
