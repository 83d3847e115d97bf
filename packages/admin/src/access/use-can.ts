/**
 * The access rule as a screen asks it: through the authProvider's `canAccess` (which answers with
 * access/can-access.ts), under react-admin's own `useCanAccess` cache key, so that react-admin's
 * buttons and menu and our screens share one answer a question.
 *
 * A screen is drawn once, with its answer. Once the identity has been read (the first screen's is
 * read since start-up), the answer is there at once (`canAccessNow`). Before that, the component
 * waits by suspending rather than drawing itself first without the answer: the answer then comes
 * as a Suspense retry, which React renders in slices, not as a react-query store update, which
 * React renders in one blocking piece. On a phone that piece was the whole list a second time, the
 * longest task of the first screen (issue 23). Every screen sits under a Suspense boundary
 * (react-admin's layout).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../providers/auth-provider.js';
import type { Action, ResourceName } from './can-access.js';

export function useCan(action: Action, resource: ResourceName): boolean {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { data } = useSuspenseQuery({
    // ra-core's useCanAccess({ action, resource }) key: its calls and these read the same entry.
    queryKey: ['auth', 'canAccess', { action, resource }],
    queryFn: async ({ signal }) =>
      authProvider?.canAccess ? await authProvider.canAccess({ action, resource, signal }) : true,
    initialData: () => authProvider?.canAccessNow({ action, resource }),
  });
  return data === true;
}

/**
 * Whether the person sees every company's records (staff) rather than their own company's (a
 * member): lists then show and filter by the company. The same question as listing /companies.
 */
export const useSeesEveryCompany = (): boolean => useCan('list', 'companies');
