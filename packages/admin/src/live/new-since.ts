/**
 * The menu's counts of what is new in a section since the person last looked at it, across visits:
 * a reload, a sign-out or another tab of the same browser remembers where they stopped.
 *
 * What "last looked" means is the newest record the section held when the person was there (its
 * `created_at`, the API's own clock): the count is then the API's count of records created after it
 * (`created_after`), among those the person may read. No clock of this browser is compared with the
 * API's, so a browser whose clock is wrong counts right. The live stream only says when to count
 * again (live/LiveSync invalidates `MENU_COUNT_QUERY`).
 *
 * The moments are kept in the browser's storage, per person: preferences, never a secret (the
 * tokens live in their cookies). What is read back from storage is checked, like anything that
 * comes from outside.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useDataProvider, useGetIdentity, type Identifier } from 'react-admin';

/** The query of a section's count: LiveSync counts again when a colleague creates a record. */
export const MENU_COUNT_QUERY = ['menu-count'] as const;

/** The collections whose new records the menu counts: what arrives from outside the office. */
const COUNTED_IN_MENU: ReadonlySet<string> = new Set(['applications', 'contacts', 'permit-requests']);
export const countsNew = (collection: string | undefined): boolean =>
  collection !== undefined && COUNTED_IN_MENU.has(collection);

const STORAGE_PREFIX = 'permit-office.newest-seen.';

type NewestSeen = Record<string, string>;

/** The person's moments, by section; anything that is not one is dropped. */
function read(person: Identifier): NewestSeen {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_PREFIX + String(person)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !Number.isNaN(Date.parse(entry[1])),
      ),
    );
  } catch {
    // Storage refused (a private window's quota) or a value no JSON: nothing remembered.
    return {};
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser looked: its moment is this tab's too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function remember(person: Identifier, section: string, newest: string): void {
  const seen = read(person);
  if (seen[section] === newest) return;
  seen[section] = newest;
  try {
    window.localStorage.setItem(STORAGE_PREFIX + String(person), JSON.stringify(seen));
  } catch {
    // Not kept (storage full or refused): the count follows this visit only.
  }
  for (const listener of [...listeners]) listener();
}

/** Before the first record of an empty section: any record counts as new. */
const BEFORE_ANY = new Date(0).toISOString();

interface Count {
  total: number;
  newest: string | undefined;
}

/**
 * How many records of `section` are new since the person last looked (0 until known). With
 * `looking`, the person is in the section now: what it holds is seen.
 */
export function useNewSince(section: string, looking: boolean, counted = true): number {
  const { identity } = useGetIdentity();
  const person = identity?.id;
  const dataProvider = useDataProvider();
  const since = useSyncExternalStore(subscribe, () =>
    person === undefined ? undefined : (read(person)[section] ?? null),
  );
  const { data } = useQuery({
    queryKey: [...MENU_COUNT_QUERY, section, since ?? null],
    enabled: counted && since !== undefined,
    queryFn: async ({ signal }): Promise<Count> => {
      const { data: rows, total } = await dataProvider.getList(section, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'created_at', order: 'DESC' },
        // Always said, from the first moment at the first visit: a count's read is told by it.
        filter: { created_after: since ?? BEFORE_ANY },
        signal,
      });
      const newest = rows[0] as { created_at?: unknown } | undefined;
      return {
        total: total ?? rows.length,
        newest: typeof newest?.created_at === 'string' ? newest.created_at : undefined,
      };
    },
  });
  const nothingSeenYet = since === null;
  useEffect(() => {
    if (person === undefined || !data) return;
    // The first visit: what is there now is where the person starts (nothing is "new" yet).
    if (nothingSeenYet) remember(person, section, data.newest ?? BEFORE_ANY);
    else if (looking && data.total > 0 && data.newest) remember(person, section, data.newest);
  }, [person, section, data, looking, nothingSeenYet]);
  return since && !looking ? (data?.total ?? 0) : 0;
}
