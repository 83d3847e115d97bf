// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_MAX_AGE_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  cookieTokenStore,
  createBrowserSdk,
} from '../src/browser.js';
import { createSdk } from '../src/index.js';

/** What is written to document.cookie: the attributes a browser keeps but never reads back. */
function recordCookieWrites(): () => string[] {
  // A spy calls through to jsdom's own cookie jar, so reads still see what was written.
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
}

const attributes = (cookie: string) => cookie.split('; ').slice(1).sort();

afterEach(() => {
  vi.restoreAllMocks();
  cookieTokenStore().clear();
});

describe('cookie token store', () => {
  it('uses the specification cookie name and lifetimes', () => {
    expect(ACCESS_TOKEN_COOKIE).toBe('access_token_om');
    expect(ACCESS_TOKEN_MAX_AGE_SECONDS).toBe(36000);
    expect(REFRESH_TOKEN_MAX_AGE_SECONDS).toBe(432000);
  });

  it('writes access_token_om for 36000 s and the refresh token for 432000 s, SameSite=Strict, Path=/', () => {
    const written = recordCookieWrites();
    cookieTokenStore().setTokens({ access_token: 'acc.ess', refresh_token: 'ref/resh' });
    const writes = written();
    expect(writes).toHaveLength(2);
    expect(writes[0]?.split('; ')[0]).toBe('access_token_om=acc.ess');
    expect(attributes(writes[0] ?? '')).toEqual(['Max-Age=36000', 'Path=/', 'SameSite=Strict']);
    expect(writes[1]?.split('; ')[0]).toBe(`${REFRESH_TOKEN_COOKIE}=ref%2Fresh`);
    expect(attributes(writes[1] ?? '')).toEqual(['Max-Age=432000', 'Path=/', 'SameSite=Strict']);
  });

  it('reads back what it stored, and signs in by the presence of access_token_om', () => {
    const store = cookieTokenStore();
    const sdk = createSdk({ config: { API_URL: 'http://api.test/api' }, tokens: store });
    expect(sdk.session.isSignedIn()).toBe(false);
    store.setTokens({ access_token: 'a b;c', refresh_token: 'r' });
    expect(store.getAccessToken()).toBe('a b;c');
    expect(store.getRefreshToken()).toBe('r');
    expect(document.cookie).toContain('access_token_om=');
    expect(sdk.session.isSignedIn()).toBe(true);
  });

  it("is the browser SDK's store", async () => {
    // The server's end of the session (POST /logout) answered here: no network in this test.
    const sent: string[] = [];
    const fetch = (request: Request) => {
      sent.push(`${request.method} ${request.url}`);
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const sdk = createBrowserSdk({ config: { API_URL: 'http://api.test/api' }, fetch });
    cookieTokenStore().setTokens({ access_token: 'from-cookie', refresh_token: 'r' });
    expect(sdk.session.isSignedIn()).toBe(true);
    const ended = sdk.session.logout();
    // Forgotten at once, before the server has answered.
    expect(document.cookie).not.toContain('access_token_om');
    await ended;
    expect(sent).toEqual(['POST http://api.test/api/logout']);
  });

  it('clears both cookies by expiring them with the same attributes', () => {
    const store = cookieTokenStore();
    store.setTokens({ access_token: 'a', refresh_token: 'r' });
    const written = recordCookieWrites();
    store.clear();
    const writes = written();
    expect(writes.map((cookie) => cookie.split('; ')[0])).toEqual(['access_token_om=', `${REFRESH_TOKEN_COOKIE}=`]);
    expect(writes.every((cookie) => cookie.includes('Max-Age=0') && cookie.includes('SameSite=Strict'))).toBe(true);
    expect(store.getAccessToken()).toBeUndefined();
    expect(store.getRefreshToken()).toBeUndefined();
  });

  it('never touches localStorage', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    cookieTokenStore().setTokens({ access_token: 'a', refresh_token: 'r' });
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });
});
