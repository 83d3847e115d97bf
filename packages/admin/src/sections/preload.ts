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
import type { QueryClient } from '@tanstack/react-query';
import {
  getQuery,
  parseQueryFromLocation,
  type AuthProvider,
  type DataProvider,
  type FilterPayload,
  type GetListResult,
  type RaRecord,
  type Store,
} from 'react-admin';
import type { LazyScreen, Screen } from './registry.js';
import { sections } from './index.js';

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
 * A read made here is fresh for this long: the screen that takes it, mounted a moment later, does
 * not ask again (react-query would, its data being stale at once), the phone's network busy enough.
 */
const EARLY_READ_FRESH_MS = 10_000;

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
 * and the section's `listOpening`), an edit form's record.
 */
export async function startEarlyRead(context: EarlyReadContext): Promise<void> {
  const at = screenAt(context.pathname);
  const section = at && sections.find((candidate) => candidate.name === at.name);
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
    const queryKey = [section.name, 'getList', params];
    queryClient.setQueryDefaults(queryKey, { staleTime: EARLY_READ_FRESH_MS });
    await queryClient.prefetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider.getList(section.name, params).then(({ data, total, pageInfo, meta }: GetListResult<RaRecord>) => ({
          data,
          total,
          pageInfo,
          meta: meta as unknown,
        })),
    });
  }
  const id = at.screen === 'edit' ? context.pathname.split('/').filter(Boolean)[1] : undefined;
  if (id !== undefined) {
    // ra-core's useGetOne, as react-admin's Edit calls it with the id read from the address.
    const queryKey = [section.name, 'getOne', { id: String(decodeURIComponent(id)), meta: undefined }];
    queryClient.setQueryDefaults(queryKey, { staleTime: EARLY_READ_FRESH_MS });
    await queryClient.prefetchQuery({
      queryKey,
      queryFn: () =>
        dataProvider.getOne<RaRecord>(section.name, { id: decodeURIComponent(id) }).then(({ data }) => data),
    });
  }
}
