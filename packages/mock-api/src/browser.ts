/**
 * The mock API in the browser, for a static demo build with no server: an MSW service worker
 * answers the API's calls. The page must serve msw's `mockServiceWorker.js` at `workerUrl`.
 */
import { setupWorker } from 'msw/browser';
import { createMockApi, type MockApiOptions } from './index.js';

export async function startMockWorker(options: MockApiOptions & { workerUrl?: string }) {
  const api = createMockApi(options);
  const worker = setupWorker(...api.handlers);
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return { api, worker };
}
