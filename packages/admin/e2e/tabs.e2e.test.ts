/**
 * Staff keep many tabs of the back office open in one browser, on slow networks: the tabs share
 * the token cookies, so they share one session. Refresh calls take 400 ms here, as across a WAN to
 * a busy server, and refresh tokens are single use.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  allowConsoleErrors,
  apiUrl,
  closeNotification,
  LIST_RECORDS,
  mockApi,
  networkSettled,
  pathOf,
  signIn,
  url,
  useBrowser,
} from './support.js';

const SECTIONS = ['/overview', '/companies', '/invoices', '/my-permit-request', '/logs'];

const isRefresh = (method: string, address: string) => method === 'POST' && address === `${apiUrl()}/refresh`;

describe('many tabs, one session', () => {
  const { state, open, signedIn } = useBrowser();

  /** Signed in once, then the same browser's other tabs on other sections. */
  async function tabsOnSections(): Promise<Page[]> {
    const first = await signedIn('admin@example.com');
    const others = await Promise.all(SECTIONS.slice(1).map(() => state.context.newPage()));
    await Promise.all(others.map((tab, index) => tab.goto(url(SECTIONS[index + 1] ?? '/overview'))));
    return [first, ...others];
  }

  /**
   * A tab whose screen has loaded its data: the overview's figures or a list's first record on the
   * screen, and the page's network idle. Network idle alone is not enough: Playwright reports it
   * once per page load, at the first 500 ms without a request, and with five tabs on two cores a
   * tab can spend longer than that parsing and rendering the back office before it asks for its
   * list (seen: a tab's first GET /permit-requests 1.8 s after its network idle).
   */
  async function settled(tab: Page): Promise<void> {
    const data = pathOf(tab) === '/overview' ? tab.getByText('Open permit requests') : tab.locator(LIST_RECORDS);
    await data.first().waitFor();
    await networkSettled(tab);
  }

  it(
    'five tabs reloading at each of eight expiries: one refresh per expiry, no tab signed out',
    async () => {
      await mockApi.latency({ method: 'POST', path: '/refresh', ms: 400 });
      // Each tab's first calls after an expiry, as Chromium logs them.
      allowConsoleErrors(/status of 401/);
      const all = await tabsOnSections();
      await Promise.all(all.map(settled));
      // Refreshes answered: a tab reloading abandons a refresh under way (the live stream's, say,
      // reconnecting after the expiry), whose answer it never reads; the API answers the same token
      // again with the same pair (openapi.yaml, /refresh), so the session goes on.
      // Each answered refresh by the moment it was sent, as the browser timed it, not by when its
      // event reached this process: counted on arrival, a run beside other work read 1, 1, 1, 1, 0,
      // 1, 1, 1 (an event that came after the tabs showed their data counted one expiry late).
      const refreshesSent: number[] = [];
      state.context.on('requestfinished', (request) => {
        if (isRefresh(request.method(), request.url())) refreshesSent.push(request.timing().startTime);
      });
      const sentBetween = (from: number, to = Infinity) => refreshesSent.filter((at) => at >= from && at < to).length;

      const expiries: number[] = [];
      for (let expiry = 1; expiry <= 8; expiry++) {
        const from = Date.now();
        expiries.push(from);
        await mockApi.expireAccessTokens();
        // Every tab at the same moment, each with its own first calls answered 401.
        await Promise.all(all.map((tab) => tab.reload()));
        await Promise.all(all.map(settled));
        // The tabs read again, so a refresh was answered (an expired token has no other way back):
        // its event is awaited, not assumed to be in.
        await expect.poll(() => sentBetween(from), { timeout: 10_000 }).toBeGreaterThan(0);
        for (const tab of all) expect(pathOf(tab), `tab on ${tab.url()} after expiry ${expiry}`).not.toBe('/auth');
      }
      const perExpiry = expiries.map((from, index) => sentBetween(from, expiries[index + 1]));
      console.log(`refresh calls per expiry, five tabs: ${perExpiry.join(', ')}`);
      expect(perExpiry).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      const cookies = (await state.context.cookies()).map((cookie) => cookie.name);
      expect(cookies).toEqual(expect.arrayContaining(['access_token_om', 'refresh_token_om']));
    },
    // Forty loads of the whole back office (five tabs, eight times), each tab electing the holder of
    // the live stream again: 40 s on a quiet two-core machine, up to 70 s beside lint and typecheck.
    // What it asserts is counts (refreshes, tabs signed in), not time.
    120_000,
  );

  it('a logout in one tab sends every other tab to /auth, with no call of theirs', async () => {
    const [here, ...others] = await tabsOnSections();
    if (!here) throw new Error('no tab');
    await Promise.all(others.map(settled));
    await closeNotification(here);
    await here.getByRole('button', { name: 'Profile' }).click();
    const logout = here.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();

    // Calls the other tabs start from the Logout on: what a tab asked for before it is not the logout's.
    const calls: string[] = [];
    for (const tab of others)
      tab.on('request', (request) => request.url().startsWith(apiUrl()) && calls.push(request.url()));
    await logout.click();
    // Told by the logout itself (the session's event between tabs), not found out by a call of theirs.
    await Promise.all(others.map((tab) => tab.waitForURL((address) => address.pathname === '/auth')));
    // A person who signs out chose to leave: no way back to their page for whoever signs in next.
    for (const tab of others) expect(new URL(tab.url()).search).toBe('');
    expect(calls).toEqual([]);
  });

  it('a refresh the server refuses in one tab ends the session in every tab, each with its way back', async () => {
    const [here, ...others] = await tabsOnSections();
    if (!here) throw new Error('no tab');
    await Promise.all(others.map(settled));
    await mockApi.revokeSessions();
    // The refused refresh and its 401s, as Chromium logs them.
    allowConsoleErrors(/status of 401/);
    await here.getByRole('menuitem', { name: 'Companies' }).click();
    await here.waitForURL((address) => address.pathname === '/auth');
    await Promise.all(others.map((tab) => tab.waitForURL((address) => address.pathname === '/auth')));
    // The server ended it, not the person: signing in again brings each tab back to its section.
    const returns = others.map((tab) => new URL(tab.url()).searchParams.get('returnTo')?.split('?')[0]);
    expect(returns).toEqual(SECTIONS.slice(1));
  });

  it('a sign-in in one tab takes another tab on /auth on to the overview', async () => {
    const here = await open();
    const there = await state.context.newPage();
    await there.goto(url('/auth'));
    await there.getByLabel('Email').waitFor();
    await signIn(here, 'agent@example.com');
    await there.waitForURL((address) => address.pathname === '/overview');
  });

  it('an outage keeps the session: a list that failed shows why, and loads when the browser is back online', async () => {
    const page = await signedIn('admin@example.com', { at: '/companies' });
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    const firstOnPageOne = await firstRow.innerText();
    allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/);
    await state.context.setOffline(true);
    // Sorted another way: a call that fails (react-admin takes a list with no page back to page 1).
    await page.getByRole('button', { name: 'USDOT number' }).click();
    await page.getByRole('alert').filter({ hasText: 'The server could not be reached' }).first().waitFor();
    await state.context.setOffline(false);
    // Back online: the list asks again by itself, and shows its rows so sorted; no reload, still signed in.
    await expect.poll(() => firstRow.innerText(), { timeout: 10_000 }).not.toBe(firstOnPageOne);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(pathOf(page)).toBe('/companies');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    const cookies = (await state.context.cookies()).map((cookie) => cookie.name);
    expect(cookies).toContain('access_token_om');
  });

  it("offline, a section whose code is not loaded yet waits for the connection instead of the browser's offline page", async () => {
    const page = await signedIn('admin@example.com');
    // As on a first visit: the section's code is in no cache (an earlier test of the file may have
    // left it in the browser's), so going there needs the network.
    const network = await state.context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.setCacheDisabled', { cacheDisabled: true });
    allowConsoleErrors(
      /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|The page failed to render|reading 'default'/,
    );
    await state.context.setOffline(true);
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'An error occurred' }).waitFor();
    // Said where the screen would be, not only in a notification that goes away.
    await page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'An error occurred' }) })
      .getByText('You are offline. This page will load when the connection is back.')
      .waitFor();
    await state.context.setOffline(false);
    await page.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toBe('/logs');
  });
});
