/**
 * Staff edit the regulations as `site-settings/state-regulations`, while the permit sections read
 * them through useStateRegulations as `state-regulations`, cached for minutes. react-admin's
 * create, update and delete refresh only their own resource's queries; this refreshes the shared
 * ones too, whichever button made the change (the form's Save, the confirmation's Delete).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The resource name useStateRegulations reads. */
export const SHARED_REGULATIONS = 'state-regulations';

/**
 * The resource a react-admin mutation changed: named when it is called (`deleteOne(resource, …)`,
 * as the shared delete button does) or when its hook is (`useUpdate(resource)`, the key's first part).
 */
function resourceOf(mutation: { state: { variables: unknown }; options: { mutationKey?: readonly unknown[] } }) {
  const variables = mutation.state.variables;
  const named =
    typeof variables === 'object' && variables !== null && 'resource' in variables ? variables.resource : undefined;
  return named ?? mutation.options.mutationKey?.[0];
}

/** Marks the queries of `shared` stale after every successful change of `resource`. */
export function refreshAfterChanges(queryClient: QueryClient, resource: string, shared: string): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (resourceOf(event.mutation) !== resource) return;
    void queryClient.invalidateQueries({ queryKey: [shared] });
  });
}

export function useRefreshSharedRegulations(resource: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(
    () => (resource ? refreshAfterChanges(queryClient, resource, SHARED_REGULATIONS) : undefined),
    [queryClient, resource],
  );
}
