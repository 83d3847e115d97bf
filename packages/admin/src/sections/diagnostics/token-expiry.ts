/**
 * When the access token expires, read from the token itself. The payload is decoded WITHOUT
 * verifying the signature: this is a hint for support staff, never a reason to trust a token
 * (the API decides). A token that is not a readable JWT gets a message, never a throw.
 */
import type { Words } from '../../i18n/words.js';
import { formatDateTime } from '../../format/format.js';

export type TokenExpiry =
  | { kind: 'absent' }
  | { kind: 'notThreeParts' }
  | { kind: 'unreadablePayload' }
  | { kind: 'noExp' }
  | { kind: 'expNotANumber' }
  | { kind: 'valid'; expiresAt: Date; minutesLeft: number }
  | { kind: 'expired'; expiresAt: Date };

/** base64url (RFC 7515: no padding, `-` and `_`) to text; undefined when it is not that. */
function decodeBase64Url(segment: string): string | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(segment) || segment.length % 4 === 1) return undefined;
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export function readTokenExpiry(token: string | undefined, now: Date = new Date()): TokenExpiry {
  if (!token) return { kind: 'absent' };
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return { kind: 'notThreeParts' };
  const text = decodeBase64Url(parts[1] ?? '');
  if (text === undefined) return { kind: 'unreadablePayload' };
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return { kind: 'unreadablePayload' };
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { kind: 'unreadablePayload' };
  if (!('exp' in payload) || payload.exp === undefined || payload.exp === null) return { kind: 'noExp' };
  const { exp } = payload;
  // `exp` is a NumericDate: seconds since the epoch (RFC 7519). A date beyond JavaScript's range is no date.
  if (typeof exp !== 'number' || !Number.isFinite(exp) || Math.abs(exp) > 8.64e12) return { kind: 'expNotANumber' };
  const expiresAt = new Date(exp * 1000);
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { kind: 'expired', expiresAt };
  return { kind: 'valid', expiresAt, minutesLeft: Math.floor(left / 60_000) };
}

/** As support staff read it, in their words (`t`): the local date and time, and how long is left. */
export function describeTokenExpiry(expiry: TokenExpiry, t: Words): string {
  switch (expiry.kind) {
    case 'valid': {
      const at = formatDateTime(expiry.expiresAt.toISOString());
      if (expiry.minutesLeft < 1) return t('app.diagnostics.expiry.inUnderAMinute', at);
      if (expiry.minutesLeft === 1) return t('app.diagnostics.expiry.inOneMinute', at);
      return t('app.diagnostics.expiry.inMinutes', at, expiry.minutesLeft);
    }
    case 'expired':
      return t('app.diagnostics.expiry.expired', formatDateTime(expiry.expiresAt.toISOString()));
    default:
      return t(`app.diagnostics.expiry.${expiry.kind}`);
  }
}
