/**
 * What the live stream has told this tab that a screen shows later: the records created and
 * deleted by colleagues since a list was read (announced above it, never slipped in under the
 * person's cursor), and which records a colleague saved while someone here has them open. (The
 * menu's counts are the API's: live/new-since.)
 *
 * Plain state outside React, read with `useSyncExternalStore`: the stream's events arrive one by
 * one, and only the screens that show a count draw again.
 */
import type { ChangeEvent } from '@permit-office/sdk/live';
import { useSyncExternalStore } from 'react';

type Actor = ChangeEvent['actor'];

/** Since a list was last read: how many records colleagues created in it, and who deleted one. */
export interface ListNews {
  created: number;
  deleted: number;
  /** Who deleted the latest one (null: the service itself). */
  deletedBy: Actor;
}

/** A colleague's save of a record that a screen here shows. */
export interface SavedSince {
  version: number;
  actor: Actor;
}

const NO_NEWS: ListNews = { created: 0, deleted: 0, deletedBy: null };

const listNews = new Map<string, ListNews>();
const savedSince = new Map<string, SavedSince>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const recordKey = (collection: string, id: number | string) => `${collection}\u0000${String(id)}`;

export const liveStore = {
  /** A record created by someone else in the lists of `resources` (react-admin's resource names). */
  created(resources: readonly string[]): void {
    for (const resource of resources) {
      const news = listNews.get(resource) ?? NO_NEWS;
      listNews.set(resource, { ...news, created: news.created + 1 });
    }
    changed();
  },
  deleted(resources: readonly string[], actor: Actor): void {
    for (const resource of resources) {
      const news = listNews.get(resource) ?? NO_NEWS;
      listNews.set(resource, { ...news, deleted: news.deleted + 1, deletedBy: actor });
    }
    changed();
  },
  /** The list's rows were read afresh: the new records it announced are on screen now. */
  listRead(resource: string): void {
    const news = listNews.get(resource);
    if (!news?.created) return;
    listNews.set(resource, { ...news, created: 0 });
    changed();
  },
  /** A list opened: it starts with nothing to announce. */
  listOpened(resource: string): void {
    if (!listNews.has(resource)) return;
    listNews.delete(resource);
    changed();
  },
  saved(collection: string, id: number, save: SavedSince): void {
    const known = savedSince.get(recordKey(collection, id));
    if (known && known.version >= save.version) return;
    savedSince.set(recordKey(collection, id), save);
    changed();
  },
  /** The screen shows the record at `version` now: a save up to it is no news. */
  shown(collection: string, id: number | string, version: number | undefined): void {
    const key = recordKey(collection, id);
    const known = savedSince.get(key);
    if (!known || (version !== undefined && known.version > version)) return;
    savedSince.delete(key);
    changed();
  },
  /** Everything forgotten: another person signs in here. */
  clear(): void {
    listNews.clear();
    savedSince.clear();
    changed();
  },
};

export function useListNews(resource: string | undefined): ListNews {
  return useSyncExternalStore(subscribe, () => (resource ? (listNews.get(resource) ?? NO_NEWS) : NO_NEWS));
}

/** A colleague's save newer than `version` of the record on screen, if any. */
export function useSavedSince(
  collection: string | undefined,
  id: number | string | undefined,
  version: number | undefined,
): SavedSince | undefined {
  const save = useSyncExternalStore(subscribe, () =>
    collection && id !== undefined ? savedSince.get(recordKey(collection, id)) : undefined,
  );
  return save && (version === undefined || save.version > version) ? save : undefined;
}
