/**
 * For the data provider's tests: the mock API on MSW's Node interceptor, and a data provider signed
 * in as one of its demo users.
 */
import { setupMockServer } from '@permit-office/mock-api/node';
import { createSdk, memoryTokenStore } from '@permit-office/sdk';
import { afterAll, beforeAll, expect } from 'vitest';
import { createDataProvider } from './data-provider.js';

const BASE = 'http://api.test/api';

export function useMockApi() {
  // Every JSON answer checked against the contract: a mismatch answers 500, and fails the test.
  const mock = setupMockServer({ baseUrl: BASE, control: true, checkAnswers: true });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mock.server.close());
  return mock;
}

export async function providerFor(email: string) {
  const sdk = createSdk({ config: { API_URL: BASE }, tokens: memoryTokenStore() });
  const { signedIn } = await sdk.session.login({ email, password: 'password' });
  expect(signedIn).toBe(true);
  return createDataProvider(sdk);
}
