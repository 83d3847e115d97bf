/**
 * The live desk: what colleagues do reaches this tab through the SDK's one stream per browser
 * (`@permit-office/sdk/live`), and the screens follow it without a reload.
 *
 * An event names a record, never its contents: what changed is read again through the usual,
 * access-checked calls, by invalidating react-admin's queries (only those on screen are read
 * again, the rest when next shown). What the person is working on is never replaced under them:
 * - a list reads changed and deleted rows again in place (its page, sort, filters and ticked rows
 *   are react-admin's and stay); records created by colleagues are announced above it, and come
 *   in when the person asks (live/ListNews);
 * - a record on screen is never read again by itself: its screen says who saved it and offers the
 *   new version (live/RecordLive), and a form keeps what was typed (the conflict's comparison still
 *   decides at Save);
 * - the overview's figures follow every change, and the menu counts again what is new
 *   (live/new-since);
 * - a request's conversation and the person's notifications are read again when they change.
 */
import type { Sdk } from '@permit-office/sdk';
import { createBrowserLive, type ChangeEvent, type Live, type LiveEvent } from '@permit-office/sdk/live';
import { invalidateReads } from '@permit-office/sdk/query';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { NOTIFICATIONS_KEY, conversationKey } from '../session/conversation-reads.js';
import { OVERVIEW_QUERY } from '../session/overview-read.js';
import { liveStore } from './live-store.js';
import { MENU_COUNT_QUERY, countsNew } from './new-since.js';

const LiveContext = createContext<Live | undefined>(undefined);

/** The tab's live connection, where the app has one (none in a component test without it). */
export const useLive = (): Live | undefined => useContext(LiveContext);

/** Which react-admin resources (sections) show a collection's records. */
export interface LiveRoutes {
  resourcesOf(collection: string): readonly string[];
}

/** react-admin's queries that hold a list of records (useGetList, useGetManyReference, infinite lists). */
const LIST_QUERIES = new Set(['getList', 'getManyReference', 'getInfiniteList']);

/** How long changes are gathered before the lists they touch are read again: a burst is one read. */
const GATHER_MS = 200;

interface Invalidated {
  resources: readonly string[];
  overview: boolean;
  /** The menu's counts of new records (live/new-since). */
  menu?: boolean;
  all?: boolean;
}

function useInvalidation(): (keys: Invalidated) => void {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const resources = new Set<string>();
    let overview = false;
    let menu = false;
    let all = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      // What was gathered, taken before it is emptied for the next burst: the predicate runs later.
      const touched = new Set(resources);
      const everything = all;
      const figures = overview;
      const counts = menu;
      const predicate = (query: Query) => {
        const [resource, kind] = query.queryKey as unknown[];
        if (resource === OVERVIEW_QUERY[0]) return figures || everything;
        if (resource === MENU_COUNT_QUERY[0]) return counts || everything;
        return (
          typeof resource === 'string' &&
          typeof kind === 'string' &&
          LIST_QUERIES.has(kind) &&
          (everything || touched.has(resource))
        );
      };
      resources.clear();
      overview = false;
      menu = false;
      all = false;
      // The SDK's invalidation, which reads again a first read still on its way: react-query would
      // take that read, answered before the change, as the new one (a menu count stayed short).
      void invalidateReads(queryClient, { predicate });
    };
    return (keys) => {
      for (const resource of keys.resources) resources.add(resource);
      overview ||= keys.overview;
      menu ||= keys.menu ?? false;
      all ||= keys.all ?? false;
      timer ??= setTimeout(flush, GATHER_MS);
    };
  }, [queryClient]);
}

function LiveSync({ live, routes }: { live: Live; routes: LiveRoutes }) {
  const invalidate = useInvalidation();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const me = identity?.id;
  useEffect(() => {
    // The menu counted what is new before the stream was open (the stream opens beside the first
    // screen, not before it): a record created in that moment was told to nobody, and the count
    // would stay short until the next one. Counted again once, when the stream is first open.
    let opened = false;
    return live.onStatus((status) => {
      if (status !== 'open' || opened) return;
      opened = true;
      invalidate({ resources: [], overview: false, menu: true });
    });
  }, [live, invalidate]);
  useEffect(() => {
    const byMe = (event: ChangeEvent) => me !== undefined && event.actor?.id === me;
    return live.subscribe((event: LiveEvent) => {
      if (event.type === 'reset') {
        // What changed meanwhile is not known: every list and the overview are read afresh.
        invalidate({ resources: [], overview: true, all: true });
        return;
      }
      if (event.type !== 'change') return;
      // A request's conversation grew: read again where it is shown (the stream told only those
      // who may read that message). A notification of this person came or was read.
      if (event.collection === 'messages') {
        void invalidateReads(queryClient, { queryKey: conversationKey(event.record_id) });
        return;
      }
      if (event.collection === 'notifications') {
        void invalidateReads(queryClient, { queryKey: NOTIFICATIONS_KEY });
        return;
      }
      // The collection's own name too: a list read for several sections is kept under it (registry/data-hooks).
      const resources = [...new Set([event.collection, ...routes.resourcesOf(event.collection)])];
      if (event.action === 'created') {
        if (!byMe(event)) liveStore.created(resources);
        // A list shows a colleague's new records when the person asks (live/ListNews); the
        // overview's figures and the menu count them at once.
        invalidate({ resources: [], overview: true, menu: countsNew(event.collection) });
        return;
      }
      if (event.action === 'deleted' && !byMe(event)) liveStore.deleted(resources, event.actor);
      if (!byMe(event))
        liveStore.saved(event.collection, event.record_id, { version: event.version, actor: event.actor });
      invalidate({ resources, overview: true });
    });
  }, [live, routes, invalidate, me, queryClient]);
  return null;
}

/**
 * Gives the screens the tab's live connection and keeps the caches in step with it. The stream is
 * opened once the first screen is drawn: the connection is not what a first visit waits for.
 */
export function LiveProvider({ sdk, routes, children }: { sdk: Sdk; routes: LiveRoutes; children: ReactNode }) {
  const [live, setLive] = useState<Live | undefined>(undefined);
  useEffect(() => {
    const opened = createBrowserLive(sdk);
    setLive(opened);
    return () => {
      opened.close();
      liveStore.clear();
    };
  }, [sdk]);
  return (
    <LiveContext.Provider value={live}>
      {live && <LiveSync live={live} routes={routes} />}
      {children}
    </LiveContext.Provider>
  );
}
