import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterChanges, SHARED_REGULATIONS } from './shared-cache.js';

const RESOURCE = 'site-settings/state-regulations';
const SHARED_KEY = [SHARED_REGULATIONS, 'getList', { pagination: { page: 1, perPage: 100 } }];
const OTHER_KEY = ['loads', 'getList', {}];

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(SHARED_KEY, { data: [], total: 0 });
  queryClient.setQueryData(OTHER_KEY, { data: [], total: 0 });
  const stop = refreshAfterChanges(queryClient, RESOURCE, SHARED_REGULATIONS);
  /** A react-admin mutation: the resource named by its hook (the key) or when it is called (the variables). */
  const change = (resource: string, kind: string, outcome: 'succeeds' | 'fails', named: 'hook' | 'call' = 'hook') =>
    queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationKey: [named === 'hook' ? resource : undefined, kind, {}],
        mutationFn: () => (outcome === 'succeeds' ? Promise.resolve({ id: 1 }) : Promise.reject(new Error('422'))),
      })
      .execute(named === 'call' ? { resource, id: 1 } : { id: 1 })
      .catch(() => undefined);
  const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { stop, change, stale };
}

describe('refreshAfterChanges', () => {
  it.each(['create', 'update', 'delete'])('refreshes the shared regulations after a successful %s', async (kind) => {
    const { change, stale } = setup();
    await change(RESOURCE, kind, 'succeeds');
    expect(stale(SHARED_KEY)).toBe(true);
    expect(stale(OTHER_KEY)).toBe(false);
  });

  it('refreshes them after a delete whose resource is named when it is called (the shared delete button)', async () => {
    const { change, stale } = setup();
    await change(RESOURCE, 'delete', 'succeeds', 'call');
    expect(stale(SHARED_KEY)).toBe(true);
  });

  it('leaves them alone when the change is refused', async () => {
    const { change, stale } = setup();
    await change(RESOURCE, 'update', 'fails');
    expect(stale(SHARED_KEY)).toBe(false);
  });

  it("leaves them alone when another resource changes, and once it's stopped", async () => {
    const { change, stale, stop } = setup();
    await change('loads', 'update', 'succeeds');
    await change('loads', 'delete', 'succeeds', 'call');
    expect(stale(SHARED_KEY)).toBe(false);
    stop();
    await change(RESOURCE, 'update', 'succeeds');
    expect(stale(SHARED_KEY)).toBe(false);
  });
});
