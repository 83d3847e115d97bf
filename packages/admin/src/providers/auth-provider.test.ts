import { createSdk, memoryTokenStore } from '@permit-office/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyReads } from '../boot/early-reads.js';
import { rememberIdentity } from '../session/identity-memory.js';
import { createAuthProvider } from './auth-provider.js';
import { useMockApi } from './mock-api-for-tests.js';

const BASE = 'http://api.test/api';

async function signedIn(email: string) {
  const sdk = createSdk({ config: { API_URL: BASE }, tokens: memoryTokenStore() });
  const { signedIn: ok } = await sdk.session.login({ email, password: 'password' });
  expect(ok).toBe(true);
  return sdk;
}

describe("the access rule's answer without waiting (canAccessNow)", () => {
  useMockApi();

  it('is unknown until the identity is read, then says what canAccess says', async () => {
    const provider = createAuthProvider(await signedIn('member@example.com'));
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBeUndefined();
    expect(provider.permissionsNow()).toBeUndefined();
    expect(await provider.canAccess?.({ resource: 'companies', action: 'list' })).toBe(false);
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBe(false);
    expect(provider.permissionsNow()).toBe('member');
    expect(provider.canAccessNow({ resource: 'my-loads', action: 'list' })).toBe(true);
    expect(await provider.canAccess?.({ resource: 'my-loads', action: 'list' })).toBe(true);
  });

  it('answers at once when the start-up read of the identity came before the provider', async () => {
    const sdk = await signedIn('admin@example.com');
    // The start-up read, watched: answered (as on a phone, before react-admin's code has come).
    const reads = vi.spyOn(sdk.client, 'GET');
    startEarlyReads(sdk, '/my-permit-request');
    expect(reads).toHaveBeenCalledTimes(1);
    await reads.mock.results[0]?.value;
    const provider = createAuthProvider(sdk);
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBe(true);
    expect(provider.canAccessNow({ resource: 'something-new', action: 'list' })).toBe(false);
  });

  it('forgets the identity with the session', async () => {
    const sdk = await signedIn('admin@example.com');
    const provider = createAuthProvider(sdk);
    await provider.canAccess?.({ resource: 'companies', action: 'list' });
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBe(true);
    await sdk.session.logout();
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBeUndefined();
  });
});

describe('a start-up read of the identity that fails', () => {
  useMockApi();

  it('is no unhandled rejection when the provider took it before the answer, and the next asker is told', async () => {
    // A token the API does not know, and no refresh token: the read is answered 401.
    const sdk = createSdk({ config: { API_URL: BASE }, tokens: memoryTokenStore({ access_token: 'unknown' }) });
    const reads = vi.spyOn(sdk.client, 'GET');
    startEarlyReads(sdk, '/my-permit-request');
    // react-admin's code came first (preloaded): the provider takes the read while it is under way,
    // and nobody asks for the identity yet. Vitest fails the run on a rejection nobody handles.
    const provider = createAuthProvider(sdk);
    await reads.mock.results[0]?.value;
    await new Promise((turn) => setTimeout(turn, 0));
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBeUndefined();
    await expect(provider.canAccess?.({ resource: 'companies', action: 'list' })).rejects.toThrow();
  });
});

describe('the identity with no network', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A browser's storage, which node has not. */
  function stubLocalStorage(): void {
    const values = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    });
  }

  /** A signed-in SDK whose calls get no answer at all until `online.now` is true. */
  function offlineSdk(online: { now: boolean }) {
    return createSdk({
      config: { API_URL: BASE },
      tokens: memoryTokenStore({ access_token: 'token', refresh_token: 'refresh' }),
      maxRetries: 0,
      fetch: (request) => (online.now ? fetch(request) : Promise.reject(new TypeError('Failed to fetch'))),
    });
  }

  it("is the session's person as last read, so that the back office opens offline", async () => {
    stubLocalStorage();
    rememberIdentity({ id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin', company_id: null });
    const provider = createAuthProvider(offlineSdk({ now: false }));
    expect(await provider.getIdentity?.()).toMatchObject({ id: 1, fullName: 'Ada Admin', role: 'admin' });
    expect(provider.canAccessNow({ resource: 'companies', action: 'list' })).toBe(true);
  });

  it('fails as before when none was remembered', async () => {
    stubLocalStorage();
    const provider = createAuthProvider(offlineSdk({ now: false }));
    await expect(provider.getIdentity?.()).rejects.toMatchObject({
      kind: 'network',
      words: expect.stringContaining('The server could not be reached') as string,
    });
  });
});
