/** Every state's regulations, read once and shared by the screens that compare loads with them. */
import { useCollectionList } from '../registry/data-hooks.js';
import type { StateRegulation } from './limits.js';

/** One regulation per state at most: 50 states and DC fit in one page. */
const ALL_STATES = { page: 1, perPage: 100 };

export function useStateRegulations() {
  const { data, isPending, error } = useCollectionList<StateRegulation>(
    'state-regulations',
    { pagination: ALL_STATES, sort: { field: 'state', order: 'ASC' } },
    // Regulations change seldom: one read serves every list and form of the session's pages.
    { staleTime: 5 * 60_000 },
  );
  const byState = new Map((data ?? []).map((regulation) => [regulation.state, regulation]));
  return { byState, isPending, error };
}
