/**
 * react-admin's query client. A refused call (401, 403, 404, 422) is final, and a server error
 * was already announced by the SDK: retrying either only repeats the message. Only a transient
 * failure (no answer, 502, 503) is tried once more.
 *
 * Offline, a call is still made and fails at once (networkMode 'always'), so that a screen shows
 * what went wrong rather than waiting without a word; when the browser is back online, every query
 * that failed is made again (refetchOnReconnect: failed queries are stale), with no reload.
 */
import { SdkError } from '@permit-office/sdk';
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'react-admin';

export function isTransient(error: unknown): boolean {
  if (error instanceof SdkError)
    return error.kind === 'network' || error.kind === 'timeout' || error.status === 502 || error.status === 503;
  if (error instanceof HttpError) return error.status === 0 || error.status === 502 || error.status === 503;
  return false;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 1 && isTransient(error),
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
