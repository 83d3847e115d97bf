/**
 * The screen an address opens, started beside react-admin's own start rather than after it:
 * react-admin draws its frame, checks the session, passes the access gate and reaches the route
 * before the screen's code is asked for, and the screen draws itself once before asking for its
 * data. On a phone's network (Lighthouse's mobile run, issue 23) that was two waves of requests a
 * second or more apart. Here, as soon as the identity is known: the screen's code, and its data
 * put into react-query's cache under the key react-admin's hooks use, so that the screen finds it
 * in flight. Only what the access rule lets the person open: a screen refused is not downloaded,
 * and a read refused would end the session.
 */
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  getQuery,
  parseQueryFromLocation,
  type AuthProvider,
  type DataProvider,
  type FilterPayload,
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  type Store,
} from 'react-admin';
import type { Role } from '../access/can-access.js';
import { mayOnRememberedRole } from '../access/remembered-role.js';
import type { LazyScreen, Screen } from '../registry/declarations.js';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { sectionsWithScreens } from './screens.js';

/**
 * The screen react-admin's resource routes give an address: `/name` its list, `/name/create`,
 * `/name/:id/show`, and `/name/:id` its edit form (react-admin's `/:id/*`).
 */
export function screenAt(pathname: string): { name: string; screen: Screen } | undefined {
  const [name, second, third, ...rest] = pathname.split('/').filter(Boolean);
  if (!name || rest.length > 0) return undefined;
  if (second === undefined) return { name, screen: 'list' };
  if (second === 'create' && third === undefined) return { name, screen: 'create' };
  if (third === 'show') return { name, screen: 'show' };
  return third === undefined ? { name, screen: 'edit' } : undefined;
}

/**
 * The screen's code alone, as soon as react-admin's code runs, on the role remembered in this
 * browser for the session (session/identity-memory.ts), rather than once `/me` has answered: a
 * screen drawn before its code has arrived shows the layout's loading page, and React then holds
 * the screen back for some 300 ms (boot/preloadable-lazy.ts). Decided by the same rule as the
 * screen's gate; a remembered role that no longer holds costs a download, never a screen (the gate
 * asks the identity read afresh). Nothing remembered (no session yet in this browser), nothing
 * started: `startEarlyRead` starts it with the identity.
 */
export function startEarlyCode(pathname: string, identity: { role?: Role | null } | undefined): void {
  const at = screenAt(pathname);
  const section = at && sectionsWithScreens.find((candidate) => candidate.name === at.name);
  const screen = at && section?.[at.screen];
  if (screen) {
    if (mayOnRememberedRole({ resource: at.name, action: at.screen }, identity))
      screen.preload().catch(() => undefined);
    return;
  }
  // A section's own page at that address (a permit request's, a company's), asked by its screen.
  for (const { name, routes = [] } of sectionsWithScreens) {
    const route = routes.find((candidate) => matchPath(candidate.path, pathname));
    if (!route) continue;
    if (
      isPreloadable(route.draw) &&
      mayOnRememberedRole({ resource: name, action: route.screen ?? 'list' }, identity)
    ) {
      route.draw.preload().catch(() => undefined);
    }
    return;
  }
}

const isPreloadable = (draw: ComponentType): draw is LazyScreen =>
  typeof (draw as Partial<LazyScreen>).preload === 'function';

/** How long a read made here waits for the screen that takes it, and spares it a read of its own. */
const EARLY_READ_FRESH_MS = 10_000;

/**
 * The reads under way or failed, by what they read: each taken once, by the screen's own call for
 * the same thing (`withEarlyReads`), so that the person's screen makes one call, and is told of a
 * failure once. A read that succeeds goes into react-query's cache as well (`handOver`).
 */
const started = new Map<string, { read: Promise<unknown>; at: number }>();

const readKey = (method: 'getList' | 'getOne', resource: string, what: unknown) => hashKey([method, resource, what]);

function take<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at < EARLY_READ_FRESH_MS ? (entry.read as Promise<T>) : undefined;
}

/**
 * Drops every read under way or failed: the session they were made for is over (a sign-out, an
 * ended session), and what they read is never the next person's to take.
 */
export function forgetEarlyReads(): void {
  started.clear();
}

/** What a list read asks, whatever else react-admin passes along (its abort signal). */
const listAsked = ({ pagination, sort, filter }: GetListParams) => ({
  pagination,
  sort,
  filter: filter as FilterPayload | undefined,
});

/**
 * The data provider as the screens call it: a call for what a read started here reads takes that
 * read (once) instead of asking again.
 */
export function withEarlyReads<P extends DataProvider>(dataProvider: P): P {
  return {
    ...dataProvider,
    getList: (resource: string, params: GetListParams) =>
      take(readKey('getList', resource, listAsked(params))) ?? dataProvider.getList(resource, params),
    getOne: (resource: string, params: GetOneParams) =>
      take(readKey('getOne', resource, String(params.id))) ?? dataProvider.getOne(resource, params),
  };
}

/**
 * Starts `read` for the screen: kept for the screen's own call to take while it is under way, or
 * if it fails (the screen then reports it, once); once it succeeds, its answer is in react-query's
 * cache under the screen's key. A screen opening on an answer that recent does not ask again at
 * once, as react-query would. Said by `refetchOnMount`, not by a `staleTime`: an answer fresh for a
 * while turns stale when that while ends, and react-admin's hooks, which read every field of the
 * answer, then drew the whole screen again for that alone (a list's, at the tenth second).
 */
function handOver<Answer>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  key: string,
  read: Promise<Answer>,
  cached: (answer: Answer) => unknown,
): Promise<void> {
  queryClient.setQueryDefaults(queryKey, {
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= EARLY_READ_FRESH_MS,
  });
  // The data provider's own answer, as the screen's call would have had it.
  started.set(key, { read, at: Date.now() });
  return read.then(
    (answer) => {
      started.delete(key);
      queryClient.setQueryData(queryKey, cached(answer));
    },
    () => undefined,
  );
}

export interface EarlyReadContext {
  pathname: string;
  search: string;
  queryClient: QueryClient;
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  /** react-admin's store, where a list keeps the sort and filters a person chose last time. */
  store: Store;
}

/**
 * The screen at the address, its code and its data: a list's first page as the list will ask for
 * it (ra-core's own `getQuery` over the address's query, the choices the person left in the store
 * and the section's `listOpening`), an edit form's or a show screen's record.
 */
export async function startEarlyRead(context: EarlyReadContext): Promise<void> {
  const at = screenAt(context.pathname);
  const section = at && sectionsWithScreens.find((candidate) => candidate.name === at.name);
  if (!at || !section?.[at.screen]) return;
  const { queryClient, dataProvider, authProvider } = context;
  const may = (resource: string, action: Screen) => authProvider.canAccess?.({ resource, action }) ?? false;
  if (!(await may(section.name, at.screen))) return;
  // A failed download is the screen's to report when it is drawn (its chunk-reload guard).
  const screen: LazyScreen | undefined = section[at.screen];
  screen?.preload().catch(() => undefined);
  if (at.screen === 'list' && section.listOpening) {
    const opening = section.listOpening(await may('companies', 'list'));
    const query = getQuery({
      queryFromLocation: parseQueryFromLocation({ search: context.search }),
      params: context.store.getItem(`${section.name}.listParams`, {}),
      filterDefaultValues: opening.filter,
      sort: opening.sort,
      perPage: opening.perPage,
    });
    const params = {
      pagination: { page: query.page, perPage: query.perPage },
      sort: { field: query.sort, order: query.order },
      filter: { ...(query.filter as FilterPayload) },
      meta: undefined,
    };
    // ra-core's useGetList: the same key, and the same shape of answer.
    await handOver(
      queryClient,
      [section.name, 'getList', params],
      readKey('getList', section.name, listAsked(params)),
      dataProvider.getList<RaRecord>(section.name, params),
      ({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta: meta as unknown }),
    );
  }
  const id = at.screen === 'edit' || at.screen === 'show' ? context.pathname.split('/').filter(Boolean)[1] : undefined;
  if (id !== undefined) {
    // ra-core's useGetOne, as react-admin's Edit and Show call it with the id read from the address.
    const recordId = decodeURIComponent(id);
    await handOver(
      queryClient,
      [section.name, 'getOne', { id: recordId, meta: undefined }],
      readKey('getOne', section.name, recordId),
      dataProvider.getOne<RaRecord>(section.name, { id: recordId }),
      ({ data }) => data,
    );
  }
}
