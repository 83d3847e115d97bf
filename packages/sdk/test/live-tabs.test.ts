/**
 * `createBrowserLive`: one stream per browser however many tabs. The tabs of one browser, in one
 * process: each its own SDK (one token store between them, as the cookies are), its own page (its
 * visibility, `pagehide`), one Web Lock manager between them and Node's BroadcastChannel.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createSdk, memoryTokenStore, type TokenStore } from '../src/index.js';
import { createBrowserLive, type Live, type LiveEvent, type LiveStatus } from '../src/live.js';
import { FakePage, fakeLocks } from './fake-tabs.js';
import { changeIds, liveApi } from './live-support.js';
import { API_URL, api, server, useMswServer } from './support.js';

useMswServer();

const closing: Live[] = [];
afterEach(() => {
  for (const live of closing.splice(0)) live.close();
});

/** One browser: its tabs share the lock manager, the channel's name and the token cookies. */
function aBrowser(options: { locks?: boolean; tokens?: TokenStore } = {}) {
  const locks = options.locks === false ? undefined : fakeLocks();
  const tokens = options.tokens ?? memoryTokenStore({ access_token: 'access-1', refresh_token: 'refresh-1' });
  const name = `permit-office-live-${crypto.randomUUID()}`;
  return {
    tokens,
    tab({ visible = true }: { visible?: boolean } = {}) {
      const page = new FakePage(visible);
      const window = new EventTarget();
      const requests: Request[] = [];
      const sdk = createSdk({
        config: { API_URL },
        tokens,
        fetch: (request) => (requests.push(request), globalThis.fetch(request)),
      });
      const live = createBrowserLive(sdk, {
        name,
        retryMs: 5,
        maxRetryMs: 40,
        environment: { locks, BroadcastChannel, document: page, window },
      });
      closing.push(live);
      const events: LiveEvent[] = [];
      const statuses: LiveStatus[] = [];
      live.onStatus((status) => statuses.push(status));
      return {
        live,
        page,
        window,
        sdk,
        requests,
        events,
        status: () => statuses.at(-1),
        subscribe: () => live.subscribe((event) => events.push(event)),
      };
    },
  };
}

type Tab = ReturnType<ReturnType<typeof aBrowser>['tab']>;
const statusesOf = (tabs: Tab[]) => tabs.map((tab) => tab.status());

describe('createBrowserLive: one stream per browser', () => {
  it('three tabs: exactly one connection, and every tab gets every event, in order, once', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const tabs = [browser.tab(), browser.tab(), browser.tab()];
    for (const tab of tabs) tab.subscribe();
    await expect.poll(() => statusesOf(tabs)).toEqual(['open', 'open', 'open']);
    backend.change(1);
    backend.change(2);
    backend.presence('companies', 2, [{ id: 7, name: 'Ada Admin', editing: true }]);
    backend.change(3);
    for (const tab of tabs) {
      await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1', 'r1-2', 'r1-3']);
      expect(tab.live.presenceOf('companies', 2)).toEqual([{ id: 7, name: 'Ada Admin', editing: true }]);
    }
    expect(tabs.map((tab) => tab.events.map((event) => event.type))).toEqual(
      Array.from({ length: 3 }, () => ['ready', 'change', 'change', 'presence', 'change']),
    );
    expect(backend.state.requests).toHaveLength(1);
    expect(backend.open()).toHaveLength(1);
  });

  it('the leader closing: another tab takes over from the last id every tab has seen, with no gap', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [first, second, third] = [browser.tab(), browser.tab(), browser.tab()] as [Tab, Tab, Tab];
    first.subscribe();
    await expect.poll(() => first.status()).toBe('open');
    second.subscribe();
    third.subscribe();
    await expect.poll(() => statusesOf([second, third])).toEqual(['open', 'open']);
    backend.change();
    backend.change();
    await expect.poll(() => changeIds(third.events)).toEqual(['r1-1', 'r1-2']);
    await expect.poll(() => changeIds(second.events)).toEqual(['r1-1', 'r1-2']);

    first.live.close();
    // Made while the stream changes hands.
    backend.change();
    await expect.poll(() => backend.state.requests).toHaveLength(2);
    backend.change();
    for (const tab of [second, third]) {
      await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1', 'r1-2', 'r1-3', 'r1-4']);
    }
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-2']);
    await expect.poll(() => backend.open().length).toBe(1);
    expect(statusesOf([second, third])).toEqual(['open', 'open']);
  });

  it('a joining tab gets the presence and the last id from the leader, and resumes from there if it leads', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const first = browser.tab();
    first.subscribe();
    await expect.poll(() => first.status()).toBe('open');
    const bob = { id: 8, name: 'Bob Staff', editing: false };
    backend.presence('invoices', 5, [bob]);
    backend.change();
    backend.change();
    await expect.poll(() => changeIds(first.events)).toEqual(['r1-1', 'r1-2']);

    const late = browser.tab();
    late.subscribe();
    await expect.poll(() => late.live.presenceOf('invoices', 5)).toEqual([bob]);
    expect(late.status()).toBe('open');
    expect(late.events).toEqual([]);
    first.live.close();
    await expect.poll(() => backend.state.requests).toHaveLength(2);
    expect(backend.state.requests[1]?.lastEventId).toBe('r1-2');
  });

  it('hidden tabs open nothing; the leader hiding hands over to a visible tab; none visible: paused, then caught up', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [first, hidden, third] = [browser.tab(), browser.tab({ visible: false }), browser.tab()] as [Tab, Tab, Tab];
    first.subscribe();
    await expect.poll(() => first.status()).toBe('open');
    hidden.subscribe();
    third.subscribe();
    await expect.poll(() => statusesOf([hidden, third])).toEqual(['open', 'open']);
    backend.change();
    for (const tab of [first, hidden, third]) await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1']);

    // The leader is hidden: the visible tab takes over, not the hidden one.
    first.page.show(false);
    await expect.poll(() => backend.state.requests).toHaveLength(2);
    await expect.poll(() => backend.open().length).toBe(1);
    backend.change();
    for (const tab of [first, hidden, third]) await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1', 'r1-2']);

    // No tab visible: no stream, every tab paused.
    third.page.show(false);
    await expect.poll(() => backend.open().length).toBe(0);
    await expect.poll(() => statusesOf([first, hidden, third])).toEqual(['paused', 'paused', 'paused']);
    backend.change();
    backend.change();
    expect(backend.state.requests).toHaveLength(2);

    // One shown again: it connects and every tab catches up by Last-Event-ID.
    hidden.page.show(true);
    for (const tab of [first, hidden, third]) {
      await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1', 'r1-2', 'r1-3', 'r1-4']);
    }
    expect(backend.state.requests.map((request) => request.lastEventId)).toEqual([null, 'r1-1', 'r1-2']);
    expect(statusesOf([first, hidden, third])).toEqual(['open', 'open', 'open']);
    expect(backend.open()).toHaveLength(1);
  });

  it('a tab that hides then shows itself while another leads stays a follower', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [leader, follower] = [browser.tab(), browser.tab()] as [Tab, Tab];
    leader.subscribe();
    await expect.poll(() => leader.status()).toBe('open');
    follower.subscribe();
    await expect.poll(() => follower.status()).toBe('open');
    follower.page.show(false);
    follower.page.show(true);
    backend.change();
    await expect.poll(() => changeIds(follower.events)).toEqual(['r1-1']);
    expect(backend.state.requests).toHaveLength(1);
  });

  it('pagehide says the tab left, with keepalive and the bearer token, and hands the stream over', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [leaving, staying] = [browser.tab(), browser.tab()] as [Tab, Tab];
    leaving.subscribe();
    await expect.poll(() => leaving.status()).toBe('open');
    staying.subscribe();
    leaving.live.setPresence({ collection: 'companies', record_id: 1, editing: true });
    await expect.poll(() => backend.state.presence).toHaveLength(1);

    leaving.window.dispatchEvent(new Event('pagehide'));
    await expect.poll(() => backend.state.presence).toHaveLength(2);
    expect(backend.state.presence[1]).toEqual({
      body: { client_id: backend.state.presence[0]?.body.client_id, collection: null, record_id: null, editing: false },
      authorization: 'Bearer access-1',
    });
    const sent = leaving.requests.filter((request) => request.method === 'PUT');
    expect(sent.map((request) => request.keepalive)).toEqual([false, true]);
    await expect.poll(() => backend.state.requests).toHaveLength(2);
    await expect.poll(() => staying.status()).toBe('open');

    // Back from the back-forward cache: where it was, said again.
    leaving.window.dispatchEvent(new Event('pageshow'));
    await expect.poll(() => backend.state.presence).toHaveLength(3);
    expect(backend.state.presence[2]?.body).toMatchObject({ collection: 'companies', record_id: 1, editing: true });
  });

  it('a sign-out in the leading tab closes the stream for every tab; a sign-in opens it again', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [leader, follower] = [browser.tab(), browser.tab()] as [Tab, Tab];
    leader.subscribe();
    await expect.poll(() => leader.status()).toBe('open');
    follower.subscribe();
    await expect.poll(() => follower.status()).toBe('open');
    await leader.sdk.session.logout();
    await expect.poll(() => statusesOf([leader, follower])).toEqual(['closed', 'closed']);
    await expect.poll(() => backend.open().length).toBe(0);
    server.use(http.post(api('/login'), () => HttpResponse.json({ access_token: 'access-1', refresh_token: 'r' })));
    await leader.sdk.session.login({ email: 'admin@example.com', password: 'password' });
    await expect.poll(() => statusesOf([leader, follower])).toEqual(['open', 'open']);
    expect(backend.open()).toHaveLength(1);
  });

  it('where there are no Web Locks: a stream per visible tab, none for a hidden one', async () => {
    const backend = liveApi();
    const browser = aBrowser({ locks: false });
    const [one, two] = [browser.tab(), browser.tab()] as [Tab, Tab];
    one.subscribe();
    two.subscribe();
    await expect.poll(() => backend.open().length).toBe(2);
    backend.change();
    for (const tab of [one, two]) await expect.poll(() => changeIds(tab.events)).toEqual(['r1-1']);
    two.page.show(false);
    await expect.poll(() => backend.open().length).toBe(1);
    expect(two.status()).toBe('paused');
    backend.change();
    two.page.show(true);
    await expect.poll(() => changeIds(two.events)).toEqual(['r1-1', 'r1-2']);
    expect(changeIds(one.events)).toEqual(['r1-1', 'r1-2']);
  });

  it('the last subscriber leaving lets the lock go: another tab that subscribes leads', async () => {
    const backend = liveApi();
    const browser = aBrowser();
    const [first, second] = [browser.tab(), browser.tab()] as [Tab, Tab];
    const stop = first.subscribe();
    await expect.poll(() => first.status()).toBe('open');
    stop();
    await expect.poll(() => backend.open().length).toBe(0);
    expect(first.status()).toBe('closed');
    second.subscribe();
    await expect.poll(() => second.status()).toBe('open');
    expect(backend.open()).toHaveLength(1);
  });
});
