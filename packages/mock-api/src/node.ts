/** The mock API for vitest and other Node code: an MSW server that intercepts fetch. */
import { setupServer } from 'msw/node';
import { createMockApi, type MockApiOptions } from './index.js';

export function setupMockServer(options: MockApiOptions) {
  const api = createMockApi(options);
  return { api, server: setupServer(...api.handlers) };
}
