/**
 * react-admin's query client. Nothing is tried again here: the SDK already sends again, within the
 * call's time limit, whatever failed for a transient reason and cannot act twice (no answer, 408,
 * 429, 502, 503, 504: `@permit-office/sdk`'s retries). A second round here would only double the
 * wait before the person is told. A refusal (401, 403, 404, 422) is final, and a server error was
 * already announced by the SDK.
 *
 * Offline, a call is still made and fails at once (networkMode 'always'), so that a screen shows
 * what went wrong rather than waiting without a word; when the browser is back online, every query
 * that failed is made again (refetchOnReconnect: failed queries are stale), with no reload.
 *
 * Its long timers (an unused answer dropped after five minutes) share browser timers
 * (providers/shared-timers.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { shareLongTimers } from './shared-timers.js';

export function createQueryClient(): QueryClient {
  // Before the client: its caches' timers are made through it from the start.
  shareLongTimers();
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
