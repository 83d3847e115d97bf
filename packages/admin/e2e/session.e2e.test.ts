/** The specification's session (sections 4, 6, 8), as a person meets it in the browser. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  allowConsoleErrors,
  apiUrl,
  dismissSignInPopups,
  closeNotification,
  GREEN,
  LIST_RECORDS,
  mockApi,
  networkSettled,
  notification,
  notificationColour,
  pathOf,
  RED,
  signIn,
  signOut,
  submitSignIn,
  url,
  useBrowser,
} from './support.js';

const { open, signedIn, state } = useBrowser();

describe('guards', () => {
  it('sends a signed-out visitor to /auth from every page but the three public ones', async () => {
    const page = await open();
    for (const path of [
      '/',
      '/overview',
      '/overview/3',
      '/company/1',
      '/companies',
      '/logs',
      '/site-settings/blog',
      '/login',
      '/nowhere',
    ]) {
      await page.goto(url(path));
      // The page asked for rides along as returnTo, for after the sign-in.
      await page.waitForURL((target) => target.pathname === '/auth');
      expect(pathOf(page), path).toBe('/auth');
    }
    for (const path of ['/auth', '/restore-password', '/delete-app-account']) {
      await page.goto(url(path));
      await networkSettled(page);
      expect(pathOf(page), path).toBe(path);
    }
  });

  it('sends a signed-in visitor from /auth, /restore-password and / to /overview', async () => {
    const page = await open();
    await signIn(page, 'agent@example.com');
    for (const path of ['/auth', '/restore-password', '/']) {
      await page.goto(url(path));
      await page.waitForURL('**/overview');
      expect(pathOf(page), path).toBe('/overview');
    }
    await page.goto(url('/delete-app-account'));
    await networkSettled(page);
    expect(pathOf(page)).toBe('/delete-app-account');
  });

  it('has no other sign-in page: /login is an unknown route once signed in', async () => {
    const page = await signedIn('agent@example.com');
    await page.goto(url('/login'));
    await expect(page.getByRole('heading', { name: '404 Not Found' }).waitFor()).resolves.toBeUndefined();
    expect(await page.getByLabel('Password').count()).toBe(0);
  });
});

describe('signing in', () => {
  it('stores both tokens in SameSite=Strict cookies, says "You are logged in" in green at the top, lands on /overview', async () => {
    const page = await open();
    const before = Date.now() / 1000;
    await signIn(page, 'admin@example.com');
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('You are logged in');
    expect(await notificationColour(page)).toBe(GREEN);
    const box = await notification(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && box.y).toBeLessThan(80);
    expect(box && viewport && Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);

    const cookies = await state.context.cookies();
    const access = cookies.find((cookie) => cookie.name === 'access_token_om');
    const refresh = cookies.find((cookie) => cookie.name === 'refresh_token_om');
    expect(access).toMatchObject({ sameSite: 'Strict', path: '/', httpOnly: false });
    expect(refresh).toMatchObject({ sameSite: 'Strict', path: '/' });
    expect(Math.abs((access?.expires ?? 0) - before - 36000)).toBeLessThan(60);
    expect(Math.abs((refresh?.expires ?? 0) - before - 432000)).toBeLessThan(60);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(access?.value ?? 'no token');
    expect(stored).not.toContain(refresh?.value ?? 'no token');
    expect(page.url()).not.toContain(access?.value ?? 'no token');
  });

  it("shows the server's message in red and stays on /auth when the credentials are wrong", async () => {
    const page = await open();
    await page.goto(url('/auth'));
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    allowConsoleErrors(/status of 401/);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('These credentials do not match our records.');
    expect(await notificationColour(page)).toBe(RED);
    expect(pathOf(page)).toBe('/auth');
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    expect((await state.context.cookies()).some((cookie) => cookie.name === 'access_token_om')).toBe(false);
  });

  it('checks the fields with the specification messages before sending anything', async () => {
    const page = await open();
    await page.goto(url('/auth'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await page.getByText('Please enter a valid email').waitFor();
    expect(state.requests.some((request) => request.includes('/login'))).toBe(false);
  });

  it('shows the identity in the app bar', async () => {
    const page = await signedIn('member@example.com');
    await page.getByText('Morgan Member').waitFor();
  });
});

describe('the notification', () => {
  it('closes after 4000 ms by default', async () => {
    // The page's clock, not the machine's: stopped before the sign-in, moved on by hand.
    const page = await open();
    await page.clock.install();
    await page.goto(url('/auth'));
    await page.getByLabel('Email').fill('agent@example.com');
    await page.getByLabel('Password').fill('password');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await notification(page).waitFor();
    await page.clock.runFor(3_999);
    expect(await notification(page).count()).toBe(1);
    // The 4000th ms, and the time its closing takes.
    await page.clock.runFor(1_000);
    await notification(page).waitFor({ state: 'detached' });
  });
});

describe('logout', () => {
  it('clears both cookies, says "You are log out" and goes to /auth', async () => {
    const page = await signedIn('admin@example.com');
    await closeNotification(page);
    await signOut(page);
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('You are log out');
    expect(await notificationColour(page)).toBe(GREEN);
    const names = (await state.context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('access_token_om');
    expect(names).not.toContain('refresh_token_om');
    await page.goto(url('/overview'));
    await page.waitForURL('**/auth');
  });
});

describe('the error catalogue', () => {
  /**
   * Signed in, the app not loaded yet: each test sets up what the API will answer, then opens the
   * overview. (From a page already open, a call of its own still under way met the change first and
   * ended the session there, and the page the test opened next had nothing left to say.)
   */
  const signedInBeforeLoading = () => signedIn('admin@example.com', { blank: true });
  const openOverview = (page: Page) => page.goto(url('/overview'));

  it('refreshes an expired token once, says "Re-authorization" and shows the page', async () => {
    const page = await signedInBeforeLoading();
    await mockApi.expireAccessTokens();
    // The expired token is answered 401, as the test means it to be.
    allowConsoleErrors(/status of 401/);
    const refreshesBefore = state.requests.filter((request) => request.endsWith('/refresh')).length;
    await openOverview(page);
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('Re-authorization');
    expect(await notificationColour(page)).toBe(GREEN);
    await page.getByText('Open permit requests').waitFor();
    expect(pathOf(page)).toBe('/overview');
    expect(state.requests.filter((request) => request.endsWith('/refresh')).length - refreshesBefore).toBe(1);
  });

  it('401 without a refresh token: "You are not authorized.", tokens cleared, /auth', async () => {
    const page = await signedInBeforeLoading();
    await state.context.clearCookies({ name: 'refresh_token_om' });
    await mockApi.expireAccessTokens();
    // The expired token is answered 401, as the test means it to be.
    allowConsoleErrors(/status of 401/);
    await openOverview(page);
    await page.waitForURL('**/auth');
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('You are not authorized.');
    expect(await notificationColour(page)).toBe(RED);
    expect((await state.context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token_om');
    await closeNotification(page);
    await page.waitForTimeout(300);
    expect(await notification(page).count()).toBe(0);
  });

  it('refresh refused: "Refresh failed. Please log in again." once, and /auth', async () => {
    const page = await signedInBeforeLoading();
    await mockApi.fault({ method: 'POST', path: '/refresh', status: 401, body: { message: 'Refresh token revoked' } });
    await mockApi.expireAccessTokens();
    // The expired token is answered 401, as the test means it to be.
    allowConsoleErrors(/status of 401/);
    await openOverview(page);
    await page.waitForURL('**/auth');
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('Refresh failed. Please log in again.');
    await closeNotification(page);
    await page.waitForTimeout(300);
    expect(await notification(page).count()).toBe(0);
    expect(state.requests.filter((request) => request.endsWith('/refresh'))).toHaveLength(1);
  });

  it('403: tokens cleared, "Refresh failed. Please log in again.", /auth', async () => {
    const page = await signedInBeforeLoading();
    await mockApi.fault({
      method: 'GET',
      path: '/overview',
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    // Only the 403: a read the page starts once the session is over is not sent (the SDK's session).
    allowConsoleErrors(/status of 403/);
    await openOverview(page);
    await page.waitForURL('**/auth');
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe('Refresh failed. Please log in again.');
    expect(await notificationColour(page)).toBe(RED);
    expect((await state.context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token_om');
  });

  it.each([
    [404, 'Page not found!'],
    [500, 'Internal Server Error. Something went wrong!'],
    [504, 'Internal Server Error. Something went wrong!'],
  ])('%i: the notification says "%s" in red, and the page says what happened', async (status, message) => {
    const page = await signedInBeforeLoading();
    await mockApi.fault({ method: 'GET', path: '/overview', status, count: 5 });
    allowConsoleErrors(new RegExp(`status of ${status}`));
    await openOverview(page);
    await notification(page).waitFor();
    expect(await notification(page).innerText()).toBe(message);
    expect(await notificationColour(page)).toBe(RED);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(pathOf(page)).toBe('/overview');
    await mockApi.clearFaults();
  });
});

describe('a session ends on the server', () => {
  /** What the API answers a refresh with `token` (the browser's refresh cookie, taken as a thief would). */
  const refreshWith = async (token: string) =>
    (
      await fetch(`${apiUrl()}/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      })
    ).status;
  const refreshCookie = async () =>
    (await state.context.cookies()).find((cookie) => cookie.name === 'refresh_token_om')?.value ?? '';

  it('signed out, the refresh token the browser held is refused: taken from it, it is worth nothing', async () => {
    const page = await signedIn('member@example.com');
    await closeNotification(page);
    const taken = decodeURIComponent(await refreshCookie());
    expect(taken).not.toBe('');
    const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/logout');
    await signOut(page);
    expect((await ended).status()).toBe(204);
    expect(await refreshWith(taken)).toBe(401);
  });

  it("a password changed in one browser signs the other out, with the specification's message", async () => {
    const desk = await signedIn('member@example.com');
    const phone = await signedIn('member@example.com', { viewport: { width: 390, height: 844 } });
    await closeNotification(phone);
    await desk.goto(url('/settings'));
    const password = (label: string) => desk.getByLabel(label, { exact: true });
    await password('Current password').fill('password');
    await password('New password').fill('a-new-password-9');
    await password('Confirm the new password').fill('a-new-password-9');
    await desk.getByRole('button', { name: 'Change the password' }).click();
    await notification(desk).filter({ hasText: 'Your password is changed.' }).waitFor();
    // The phone's session is over on the server: its live stream ends, its refresh is refused.
    allowConsoleErrors(/status of 401/);
    await phone.waitForURL('**/auth');
    await notification(phone).filter({ hasText: 'Refresh failed. Please log in again.' }).waitFor();
    // The desk, where it was changed, stays signed in.
    await desk.goto(url('/my-permit-request'));
    await desk.locator(LIST_RECORDS).first().waitFor();
    expect(pathOf(desk)).toBe('/my-permit-request');
    // The other tests sign in with the demo password: the pages go first (a reset ends their sessions).
    await Promise.all([desk.close(), phone.close()]);
    await mockApi.reset();
  });
});

describe('the next person at the same desk', () => {
  it("gets none of the last person's access: an admin signs out, a member signs in in the same tab", async () => {
    // react-admin's access answers are kept while a session lasts (providers/auth-answers.ts): they
    // must go with it, not serve the next person who signs in without a reload.
    const page = await signedIn('admin@example.com', { at: '/companies' });
    await page.locator('tbody tr').first().waitFor();
    await signOut(page);
    await submitSignIn(page, 'member@example.com');
    await page.waitForURL('**/overview');
    await dismissSignInPopups(page);
    expect(await page.getByRole('menuitem', { name: 'Companies', exact: true }).count()).toBe(0);
    // In the app, as a link would take them (no page load).
    await page.evaluate(() => {
      history.pushState({}, '', '/companies');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
  });
});
