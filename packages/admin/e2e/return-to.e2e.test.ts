/**
 * Back to where they were going: a signed-out visitor stopped by the guard signs in and lands on
 * the page they asked for, with its query. A `returnTo` that is not a path of this app lands on
 * /overview (section 4), and the browser never leaves our origin.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminUrl,
  allowConsoleErrors,
  apiUrl,
  mockApi,
  networkSettled,
  notification,
  pathOf,
  submitSignIn,
  url,
  useBrowser,
} from './support.js';

const { open, signedIn, state } = useBrowser();

/** What a script-run redirect would leave behind: a dialog, another origin, a request elsewhere. */
function watchForEscape(page: Page): { dialogs: string[] } {
  const seen = { dialogs: [] as string[] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return seen;
}

const overviewDataRequests = () => state.requests.filter((request) => request === `GET ${apiUrl()}/overview`);

describe('returnTo', () => {
  it('brings a signed-out visitor back to the page they opened, with its query, after signing in', async () => {
    const page = await open();
    await page.goto(url('/my-loads?filter=%7B%7D'));
    await page.waitForURL((address) => address.pathname === '/auth');
    const signInAddress = new URL(page.url());
    expect(signInAddress.searchParams.get('returnTo')).toBe('/my-loads?filter=%7B%7D');

    await submitSignIn(page, 'member@example.com');
    await page.waitForURL((address) => address.pathname === '/my-loads');
    const landed = new URL(page.url());
    expect(landed.origin).toBe(adminUrl());
    expect(landed.searchParams.get('filter')).toBe('{}');
    await page.getByPlaceholder('Search').waitFor();
    // Straight there: the landing page is not shown (nor its data fetched) on the way.
    expect(overviewDataRequests()).toEqual([]);
  });

  it("keeps the list's filter the visitor asked for", async () => {
    const page = await open();
    const filter = encodeURIComponent(JSON.stringify({ q: 'transformer houston' }));
    await page.goto(url(`/my-loads?filter=${filter}`));
    await page.waitForURL((address) => address.pathname === '/auth');
    await submitSignIn(page, 'member@example.com');
    await page.waitForURL((address) => address.pathname === '/my-loads');
    await expect.poll(() => page.getByPlaceholder('Search').inputValue()).toBe('transformer houston');
    // The list asked the API for the filtered loads, not for all of them.
    await expect
      .poll(() =>
        state.requests.some((request) => request.startsWith(`GET ${apiUrl()}/`) && /transformer/.test(request)),
      )
      .toBe(true);
  });

  it.each([
    '//evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\\evil.example',
    '%09//evil.example',
    'https://evil.example/overview',
    '/..//evil.example',
    '/auth',
  ])('lands on /overview for /auth?returnTo=%s, and never leaves the origin', async (raw) => {
    const page = await open();
    const seen = watchForEscape(page);
    await page.goto(`${url('/auth')}?returnTo=${raw}`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await submitSignIn(page, 'agent@example.com');
    await page.waitForURL((address) => address.pathname === '/overview');
    await page.getByText('Overview', { exact: true }).first().waitFor();
    await networkSettled(page);

    expect(pathOf(page)).toBe('/overview');
    expect(new URL(page.url()).origin).toBe(adminUrl());
    expect(page.frames().every((frame) => !frame.url().includes('evil.example'))).toBe(true);
    expect(state.requests.filter((request) => new URL(request.split(' ')[1] ?? '').hostname.includes('evil'))).toEqual(
      [],
    );
    expect(seen.dialogs).toEqual([]);
  });

  it('sends a signed-in visitor opening /auth to its returnTo when that is a path of this app, else /overview', async () => {
    const page = await open();
    await page.goto(url('/auth'));
    await submitSignIn(page, 'member@example.com');
    await page.waitForURL((address) => address.pathname === '/overview');

    await page.goto(url(`/auth?returnTo=${encodeURIComponent('/my-loads?filter=%7B%7D')}`));
    await page.waitForURL((address) => address.pathname === '/my-loads');
    expect(new URL(page.url()).searchParams.get('filter')).toBe('{}');

    for (const raw of ['//evil.example', 'javascript:alert(1)', '']) {
      await page.goto(`${url('/auth')}?returnTo=${raw}`);
      await page.waitForURL((address) => address.pathname === '/overview');
      expect(new URL(page.url()).origin).toBe(adminUrl());
    }
    await page.goto(url('/auth'));
    await page.waitForURL((address) => address.pathname === '/overview');
  });

  it('sends a visitor to plain /auth from / and from the landing page itself', async () => {
    const page = await open();
    for (const path of ['/', '/overview']) {
      await page.goto(url(path));
      await page.waitForURL((address) => address.pathname === '/auth');
      expect(new URL(page.url()).search, path).toBe('');
    }
  });
});

describe('after a session ends', () => {
  /** The companies list, searched: the page worth coming back to. */
  const SEARCHED_COMPANIES = '/companies?filter=%7B%22q%22%3A%22haul%22%7D';

  /** Signed in as staff on the companies list, searched. */
  async function onCompanies(): Promise<Page> {
    const page = await signedIn('admin@example.com', { at: SEARCHED_COMPANIES });
    await page.getByPlaceholder('Search').waitFor();
    return page;
  }

  it('that the server ended, signing in again brings the person back to their page', async () => {
    // The session is ended before the page loads: from a page already open, a call of its own still
    // under way would meet it first, and the page loaded next would have nothing left to say.
    const page = await signedIn('admin@example.com', { blank: true });
    await mockApi.fault({ method: 'POST', path: '/refresh', status: 401, body: { message: 'Refresh token revoked' } });
    await mockApi.expireAccessTokens();
    // The expired token and the refused refresh are answered 401, as the test means them to be.
    allowConsoleErrors(/status of 401/);
    await page.goto(url(SEARCHED_COMPANIES));
    await page.waitForURL((address) => address.pathname === '/auth');
    await notification(page).filter({ hasText: 'Refresh failed. Please log in again.' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe(SEARCHED_COMPANIES);

    await mockApi.clearFaults();
    await submitSignIn(page, 'admin@example.com');
    await page.waitForURL((address) => address.pathname === '/companies');
    await expect.poll(() => page.getByPlaceholder('Search').inputValue()).toBe('haul');
  });

  it('that the person ended with Logout, the next sign-in starts on the landing page', async () => {
    const page = await onCompanies();
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((address) => address.pathname === '/auth');
    expect(new URL(page.url()).search).toBe('');
    await submitSignIn(page, 'admin@example.com');
    await page.waitForURL((address) => address.pathname === '/overview');
  });
});
