import { createSdk, memoryTokenStore } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { useMockApi } from '../providers/mock-api-for-tests.js';
import {
  forgetIdentityWithTheSession,
  forgetRememberedIdentity,
  recallIdentity,
  rememberIdentity,
} from './identity-memory.js';
import { memoryStorage } from './memory-storage-for-tests.js';

const ADA = {
  id: 1,
  name: 'Ada Admin',
  email: 'admin@example.com',
  role: 'admin',
  company_id: null,
  avatar: 'https://api.example.com/api/files/9',
} as const;

describe('the identity remembered for a start with no network', () => {
  it('keeps what the screens need, never the avatar link', () => {
    const storage = memoryStorage();
    rememberIdentity(ADA, storage);
    expect(recallIdentity(storage)).toEqual({
      id: 1,
      name: 'Ada Admin',
      email: 'admin@example.com',
      role: 'admin',
      company_id: null,
    });
    forgetRememberedIdentity(storage);
    expect(recallIdentity(storage)).toBeUndefined();
  });

  it('reads nothing from what is not an identity', () => {
    const storage = memoryStorage();
    storage.setItem('permit-office.identity', '{"id":"1"}');
    expect(recallIdentity(storage)).toBeUndefined();
    storage.setItem('permit-office.identity', 'not json');
    expect(recallIdentity(storage)).toBeUndefined();
    expect(recallIdentity(undefined)).toBeUndefined();
  });

  describe('with the session', () => {
    useMockApi();

    it('goes at start without a session, and with every change of session after', async () => {
      const storage = memoryStorage();
      rememberIdentity(ADA, storage);
      const sdk = createSdk({ config: { API_URL: 'http://api.test/api' }, tokens: memoryTokenStore() });
      forgetIdentityWithTheSession(sdk, storage);
      expect(recallIdentity(storage)).toBeUndefined();

      await sdk.session.login({ email: 'admin@example.com', password: 'password' });
      rememberIdentity(ADA, storage);
      await sdk.session.logout();
      expect(recallIdentity(storage)).toBeUndefined();
    });

    it('stays at start with a session: it is that session’s', async () => {
      const storage = memoryStorage();
      const sdk = createSdk({ config: { API_URL: 'http://api.test/api' }, tokens: memoryTokenStore() });
      await sdk.session.login({ email: 'admin@example.com', password: 'password' });
      rememberIdentity(ADA, storage);
      forgetIdentityWithTheSession(sdk, storage);
      expect(recallIdentity(storage)?.id).toBe(1);
    });
  });
});
