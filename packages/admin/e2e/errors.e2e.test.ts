/** The error page, route validation, a missing API_URL, the chunk reload guard, and the screenshots. */
import { describe, expect, it } from 'vitest';
import { serveAdmin } from '../host/serve-admin.js';
import { ADMIN_DIST } from './global-setup.js';
import { closeServer } from '@permit-office/harness/ports';
import {
  allowConsoleErrors,
  closeNotification,
  dismissSignInPopups,
  networkSettled,
  pathOf,
  SCREENSHOTS,
  signIn,
  url,
  useBrowser,
} from './support.js';

const { open, signedIn, state } = useBrowser();

describe('the error page', () => {
  it('shows an unknown route as 404 with an illustration and "Back to home!" to /', async () => {
    const page = await signedIn('admin@example.com');
    await page.goto(url('/no-such-page'));
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    expect(await page.getByRole('alert').locator('img').count()).toBe(1);
    const home = page.getByRole('link', { name: 'Back to home!' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL('**/overview');
  });

  it.each(['/overview/abc', '/overview/12x', '/company/abc', '/company/-1'])(
    '%s fails route validation: 404 "Page Not Found"',
    async (path) => {
      const page = await signedIn('admin@example.com');
      await page.goto(url(path));
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
      await page.getByText('Page Not Found', { exact: true }).waitFor();
      expect(state.requests.some((request) => /\/api\/(permit-requests|companies)\//.test(request))).toBe(false);
    },
  );
});

describe('layouts', () => {
  it('the company layout heads /company/{id} with the name, status and numbers', async () => {
    const page = await signedIn('admin@example.com', { at: '/company/1' });
    await page.getByRole('heading', { level: 1, name: 'Lone Star Heavy Haul LLC' }).waitFor();
    await page.getByText('Active', { exact: true }).waitFor();
    await page.getByText(/USDOT \d+/).waitFor();
  });

  it('the auth layout and the public page layout (the account deletion) are their own pages', async () => {
    const page = await open();
    await page.goto(url('/auth'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.goto(url('/delete-app-account'));
    await page.getByRole('heading', { name: 'Delete your app account' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
  });
});

describe('the runtime configuration', () => {
  it.each([
    [{}, 'API_URL is not defined in the runtime configuration'],
    [{ API_URL: 'not an address' }, 'API_URL is not defined in the runtime configuration'],
  ])('without a usable API_URL (%j) the page says so, never blank', async (config, message) => {
    const server = serveAdmin({ dist: ADMIN_DIST, port: 0, config });
    await server.ready;
    const page = await open();
    try {
      await page.goto(`${server.url}/auth`);
      await page.getByRole('alert').getByText(message).waitFor();
      expect(await page.getByRole('alert').innerText()).toContain('The back office cannot start');
    } finally {
      // The page first: a server closed under it resets what it still fetches (the icon, a chunk it
      // preloads), which the browser logs as an error (ERR_CONNECTION_RESET) and failed the test
      // whenever the page was still loading one when the alert showed.
      await page.context().close();
      await closeServer(server.server);
    }
  });
});

describe('a chunk that fails to load after a deploy', () => {
  it('reloads the page once, not again within 10 seconds, then shows the error page', async () => {
    const page = await signedIn('admin@example.com');
    await page.goto(url('/auth'));
    await page.waitForURL('**/overview');
    // The react-admin chunk of the running build has gone: the server answers 404.
    await page.route('**/assets/AdminApp-*.js', (route) => route.fulfill({ status: 404, body: 'gone' }));
    // The browser logs the 404 and the failed import, and the boundary logs what it caught.
    allowConsoleErrors(/status of 404/, /Failed to fetch dynamically imported module: .*\/assets\/AdminApp-/);
    // Documents the tab loaded, counted by each document as it starts (the tab's session storage
    // outlives a reload): the browser's own reports of requests and navigations missed the reload
    // now and then under load.
    await page.addInitScript(() => {
      const loads = Number(sessionStorage.getItem('e2e.document-loads') ?? 0) + 1;
      sessionStorage.setItem('e2e.document-loads', String(loads));
    });
    const documentLoads = () => page.evaluate(() => Number(sessionStorage.getItem('e2e.document-loads')));
    await page.goto(url('/overview'));
    await page.getByRole('heading', { name: 'An error occurred' }).waitFor({ timeout: 15_000 });
    expect(await documentLoads()).toBe(2);
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
    await page.waitForTimeout(1500);
    expect(await documentLoads()).toBe(2);
  });
});

describe('screenshots', () => {
  it.each([
    [1280, 800],
    [390, 844],
  ])('of the sign-in page and the overview at %i px wide', async (width, height) => {
    const page = await open();
    await page.setViewportSize({ width, height });
    await page.goto(url('/auth'));
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}auth-${width}.png` });
    await signIn(page, 'member@example.com');
    await dismissSignInPopups(page);
    await closeNotification(page);
    await page.getByText('Recent activity').waitFor();
    await networkSettled(page);
    await page.screenshot({ path: `${SCREENSHOTS}overview-${width}.png`, fullPage: true });
    expect(pathOf(page)).toBe('/overview');
  });
});
