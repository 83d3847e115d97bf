/** The session's tokens in a browser: the cookies the specification names, and nowhere else. */
import type { TokenStore } from './tokens.js';

/** The specification's auth cookie: its presence means signed in. */
export const ACCESS_TOKEN_COOKIE = 'access_token_om';
/** The specification names no cookie for the refresh token; this is ours, beside the access token's. */
export const REFRESH_TOKEN_COOKIE = 'refresh_token_om';
/** 10 hours, as the specification sets. */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 36000;
/** 5 days, as the specification sets. */
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 432000;

/**
 * Cookies `access_token_om` (Max-Age 36000) and `refresh_token_om` (Max-Age 432000), both
 * SameSite=Strict and Path=/, Secure when the page is served over https. The access cookie
 * expiring first is expected: the next call answers 401 and the refresh token renews it.
 */
export function cookieTokenStore(doc: Document = globalThis.document): TokenStore {
  const read = (name: string): string | undefined => {
    for (const pair of doc.cookie.split(';')) {
      const separator = pair.indexOf('=');
      if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
      const value = pair.slice(separator + 1).trim();
      if (!value) return undefined;
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    return undefined;
  };
  const write = (name: string, value: string, maxAgeSeconds: number): void => {
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
  };
  return {
    getAccessToken: () => read(ACCESS_TOKEN_COOKIE),
    getRefreshToken: () => read(REFRESH_TOKEN_COOKIE),
    setTokens(tokens) {
      write(ACCESS_TOKEN_COOKIE, tokens.access_token, ACCESS_TOKEN_MAX_AGE_SECONDS);
      write(REFRESH_TOKEN_COOKIE, tokens.refresh_token, REFRESH_TOKEN_MAX_AGE_SECONDS);
    },
    clear() {
      write(ACCESS_TOKEN_COOKIE, '', 0);
      write(REFRESH_TOKEN_COOKIE, '', 0);
    },
  };
}
