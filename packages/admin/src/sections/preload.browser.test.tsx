/**
 * A screen's first answer, read as the app opens (sections/preload.ts), as the browser's react-query
 * keeps it: its timers run here, where the unit tests' Node makes react-query a server's, without them.
 */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, expect, it, vi } from 'vitest';
import { startEarlyRead } from './preload.js';
import { SCREENS } from './screens.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it("is the screen's answer when it opens, is read again at a later opening, and never redraws the screen as it ages", async () => {
  vi.useFakeTimers();
  const edit = SCREENS.companies.edit;
  if (!edit) throw new Error('no edit screen for companies');
  vi.spyOn(edit, 'preload').mockResolvedValue({ default: () => null });
  const getOne = vi.fn(() => Promise.resolve({ data: { id: 1, name: 'Acme' } }));
  const queryClient = new QueryClient();
  await startEarlyRead({
    pathname: '/companies/1',
    search: '',
    queryClient,
    dataProvider: { getOne } as unknown as DataProvider,
    authProvider: { canAccess: () => Promise.resolve(true) } as unknown as AuthProvider,
    store: memoryStore(),
  });
  // The screen's query as ra-core's useGetOne makes it. An observer that reads no field in
  // particular is told of every change, as react-admin's lists are: their hooks spread the answer.
  const screenQuery = () =>
    new QueryObserver(queryClient, {
      queryKey: ['companies', 'getOne', { id: '1', meta: undefined }],
      queryFn: () => getOne().then(({ data }) => data),
    });
  const told = vi.fn();
  const stop = screenQuery().subscribe(told);
  await vi.advanceTimersByTimeAsync(60_000);
  stop();
  // Opened a moment after the read: no second read. A minute on, nothing to draw again (the answer
  // turning old redrew a whole list at the tenth second, in a phone's trace: issue 41).
  expect(getOne).toHaveBeenCalledTimes(1);
  expect(told).not.toHaveBeenCalled();

  // Opened again later: read afresh, as every screen is.
  const stopAgain = screenQuery().subscribe(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  stopAgain();
  expect(getOne).toHaveBeenCalledTimes(2);
});
