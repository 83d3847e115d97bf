/**
 * The screen an address opens is started before react-admin reaches its route (sections/preload.ts):
 * the screen react-admin's resource routes would draw, its code and its data under the keys
 * react-admin's hooks read, and nothing the access rule keeps from the person.
 */
import { QueryClient } from '@tanstack/react-query';
import { memoryStore, type AuthProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetEarlyReads,
  screenAt,
  startEarlyCode,
  startEarlyRead,
  withEarlyReads,
  type EarlyReadContext,
} from './preload.js';
import type { LazyScreen, Screen, SectionScreens } from '../registry/declarations.js';
import { SCREENS } from './screens.js';
import type { SectionName } from '../registry/table.js';

function screenOf(name: SectionName, screen: Screen): LazyScreen {
  const screens: SectionScreens = SCREENS[name];
  const found = screens[screen];
  if (!found) throw new Error(`no ${screen} screen in ${name}`);
  return found;
}

/** A person whom the access rule lets open `allowed` ("resource.action") only. */
function person(allowed: string[]) {
  const getList = vi.fn(() => Promise.resolve({ data: [{ id: 1 }], total: 1 }));
  const getOne = vi.fn(() => Promise.resolve({ data: { id: 1, name: 'Acme' } }));
  const context = (pathname: string, search = '', stored: Record<string, unknown> = {}): EarlyReadContext => ({
    pathname,
    search,
    queryClient: new QueryClient(),
    dataProvider: { getList, getOne } as unknown as DataProvider,
    authProvider: {
      canAccess: ({ resource, action }) => Promise.resolve(allowed.includes(`${resource}.${action}`)),
    } as AuthProvider,
    store: memoryStore(stored),
  });
  return { getList, getOne, context };
}

/** What a screen's download resolves to; the test never draws it. */
const loadedScreen = { default: () => null };

const STAFF = ['my-permit-request.list', 'companies.list', 'companies.edit'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the screen an address opens', () => {
  it("reads react-admin's resource routes", () => {
    expect(screenAt('/my-permit-request')).toEqual({ name: 'my-permit-request', screen: 'list' });
    expect(screenAt('/companies/')).toEqual({ name: 'companies', screen: 'list' });
    expect(screenAt('/companies/create')).toEqual({ name: 'companies', screen: 'create' });
    expect(screenAt('/companies/1')).toEqual({ name: 'companies', screen: 'edit' });
    expect(screenAt('/invoices/7/show')).toEqual({ name: 'invoices', screen: 'show' });
    expect(screenAt('/')).toBeUndefined();
    expect(screenAt('/companies/1/show/more')).toBeUndefined();
    expect(screenAt('/companies/1/other')).toBeUndefined();
  });

  it("starts the download of that screen's code, and of no other", async () => {
    const list = vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const edit = vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const companies = vi.spyOn(screenOf('companies', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const { context } = person(STAFF);
    await startEarlyRead(context('/my-permit-request'));
    await startEarlyRead(context('/companies/1'));
    expect(list).toHaveBeenCalledTimes(1);
    expect(edit).toHaveBeenCalledTimes(1);
    expect(companies).not.toHaveBeenCalled();
  });

  it('puts the first page into the cache under the key of react-admin’s list, as it opens for whom', async () => {
    vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const staff = person(STAFF);
    const opened = staff.context('/my-permit-request');
    await startEarlyRead(opened);
    const staffParams = {
      pagination: { page: 1, perPage: 25 },
      // The queue: due first.
      sort: { field: 'due_at', order: 'ASC' },
      filter: { open: true },
      meta: undefined,
    };
    expect(staff.getList).toHaveBeenCalledWith('my-permit-request', staffParams);
    expect(opened.queryClient.getQueryData(['my-permit-request', 'getList', staffParams])).toEqual({
      data: [{ id: 1 }],
      total: 1,
      pageInfo: undefined,
      meta: undefined,
    });

    const member = person(['my-permit-request.list']);
    await startEarlyRead(member.context('/my-permit-request'));
    expect(member.getList).toHaveBeenCalledWith('my-permit-request', {
      ...staffParams,
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
  });

  it('follows the choices the person left in the store, and the query of the address before them', async () => {
    vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const { context, getList } = person(STAFF);
    await startEarlyRead(
      context('/my-permit-request', '', {
        'my-permit-request.listParams': { sort: 'number', order: 'ASC', page: 2, perPage: 10, filter: {} },
      }),
    );
    expect(getList).toHaveBeenLastCalledWith('my-permit-request', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'number', order: 'ASC' },
      filter: {},
      meta: undefined,
    });

    await startEarlyRead(
      context('/my-permit-request', '?filter=%7B%22status%22%3A%22approved%22%7D&sort=fee_cents&order=DESC', {
        'my-permit-request.listParams': { sort: 'number', order: 'ASC', filter: {} },
      }),
    );
    expect(getList).toHaveBeenLastCalledWith('my-permit-request', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'fee_cents', order: 'DESC' },
      filter: { status: 'approved' },
      meta: undefined,
    });
  });

  it("gives a failed read to the screen's own call, once: one call, one failure to report", async () => {
    vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const { context, getList } = person(STAFF);
    getList.mockRejectedValueOnce(new Error('Internal Server Error'));
    const opened = context('/my-permit-request');
    await startEarlyRead(opened);
    const screens = withEarlyReads(opened.dataProvider);
    const asked = {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'due_at', order: 'ASC' as const },
      filter: { open: true },
      signal: new AbortController().signal,
    };
    await expect(screens.getList('my-permit-request', asked)).rejects.toThrow('Internal Server Error');
    expect(getList).toHaveBeenCalledTimes(1);
    expect(
      opened.queryClient.getQueryData([
        'my-permit-request',
        'getList',
        { ...asked, signal: undefined, meta: undefined },
      ]),
    ).toBeUndefined();
    // Taken: the next call asks the API.
    await screens.getList('my-permit-request', asked);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it("gives a read under way to the screen's own call, as the data provider answers it", async () => {
    vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const { context, getOne } = person(STAFF);
    let answer: (value: { data: { id: number; name: string } }) => void = () => undefined;
    getOne.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const opened = context('/companies/1');
    const early = startEarlyRead(opened);
    await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    const screens = withEarlyReads(opened.dataProvider);
    const taken = screens.getOne('companies', { id: '1' });
    answer({ data: { id: 1, name: 'Acme' } });
    await expect(taken).resolves.toEqual({ data: { id: 1, name: 'Acme' } });
    await early;
    expect(getOne).toHaveBeenCalledTimes(1);
  });

  it('never gives a read of a session that ended to the next one', async () => {
    vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const before = person(STAFF);
    before.getOne.mockReturnValueOnce(new Promise(() => undefined));
    void startEarlyRead(before.context('/companies/1'));
    await vi.waitFor(() => expect(before.getOne).toHaveBeenCalledTimes(1));
    forgetEarlyReads();

    const next = person(STAFF);
    const screens = withEarlyReads(next.context('/companies/1').dataProvider);
    await expect(screens.getOne('companies', { id: '1' })).resolves.toEqual({ data: { id: 1, name: 'Acme' } });
    expect(next.getOne).toHaveBeenCalledTimes(1);
  });

  it("puts an edit form's record into the cache under the key of react-admin's Edit", async () => {
    vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const { context, getOne } = person(STAFF);
    const opened = context('/companies/1');
    await startEarlyRead(opened);
    expect(getOne).toHaveBeenCalledWith('companies', { id: '1' });
    expect(opened.queryClient.getQueryData(['companies', 'getOne', { id: '1', meta: undefined }])).toEqual({
      id: 1,
      name: 'Acme',
    });
  });

  it('downloads and reads nothing the access rule keeps from the person, nor for an address no section draws', async () => {
    const list = vi.spyOn(screenOf('companies', 'list'), 'preload').mockResolvedValue(loadedScreen);
    const edit = vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const { context, getList, getOne } = person(['my-permit-request.list']);
    await startEarlyRead(context('/companies'));
    await startEarlyRead(context('/companies/1'));
    await startEarlyRead(context('/no-such-section/1'));
    await startEarlyRead(context('/overview'));
    expect(list).not.toHaveBeenCalled();
    expect(edit).not.toHaveBeenCalled();
    expect(getList).not.toHaveBeenCalled();
    expect(getOne).not.toHaveBeenCalled();
  });

  it('keeps a failed download quiet: the screen reports it when it is drawn', async () => {
    vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockRejectedValue(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await startEarlyRead(person(STAFF).context('/my-permit-request'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe("the screen's code, before the identity is read", () => {
  it('starts on the role remembered for the session, where the rule lets that role open the screen', () => {
    const companies = vi.spyOn(screenOf('companies', 'edit'), 'preload').mockResolvedValue(loadedScreen);
    const requests = vi.spyOn(screenOf('my-permit-request', 'list'), 'preload').mockResolvedValue(loadedScreen);
    startEarlyCode('/companies/1', { role: 'member' });
    expect(companies).not.toHaveBeenCalled();
    startEarlyCode('/my-permit-request', { role: 'member' });
    expect(requests).toHaveBeenCalledTimes(1);
    startEarlyCode('/companies/1', { role: 'agent' });
    expect(companies).toHaveBeenCalledTimes(1);
  });

  it('starts nothing without a remembered identity, nor for an address that is no screen', () => {
    const spies = (['list', 'edit', 'create'] as const).map((screen) =>
      vi.spyOn(screenOf('companies', screen), 'preload').mockResolvedValue(loadedScreen),
    );
    startEarlyCode('/companies/1', undefined);
    startEarlyCode('/companies/1/other', { role: 'admin' });
    startEarlyCode('/nowhere', { role: 'admin' });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
