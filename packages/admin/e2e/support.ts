/**
 * What every browser test needs: a fresh browser context, signing in as a person does, the mock
 * API's test controls, and the top notification as a person sees it.
 */
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser } from '../../../scripts/chromium.js';

export const adminUrl = () => inject('adminUrl');
export const apiUrl = () => inject('apiUrl');
export const SCREENSHOTS = fileURLToPath(new URL('../e2e-screenshots/', import.meta.url));

export const GREEN = 'rgb(46, 125, 50)';
export const RED = 'rgb(198, 40, 40)';

async function controlCall(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response;
}

export const mockApi = {
  reset: () => controlCall('POST', '/__reset'),
  fault: (fault: { method?: string; path: string; status: number; count?: number; body?: unknown }) =>
    controlCall('POST', '/__faults', fault),
  clearFaults: () => controlCall('DELETE', '/__faults'),
  expireAccessTokens: () => controlCall('POST', '/__expire-access-tokens'),
  outbox: async () =>
    ((await (await controlCall('GET', '/__outbox')).json()) as { data: { to: string; link: string }[] }).data,
  /** A call as a signed-in user, for finding records to open. */
  async asAdmin<T>(path: string): Promise<T> {
    const login = await controlCall('POST', '/login', { email: 'admin@example.com', password: 'password' });
    const { access_token } = (await login.json()) as { access_token: string };
    const response = await fetch(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${access_token}` } });
    return (await response.json()) as T;
  },
};

/** One browser for the file, a fresh context (cookies, storage) for every test, the mock reset per file. */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}) {
  let browser: Browser;
  const state: { context: BrowserContext; page: Page; consoleErrors: string[]; requests: string[] } = {
    context: undefined as unknown as BrowserContext,
    page: undefined as unknown as Page,
    consoleErrors: [],
    requests: [],
  };
  beforeAll(async () => {
    browser = await launchBrowser();
    await mockApi.reset();
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });
  const open = async () => {
    state.context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
    state.page = await state.context.newPage();
    state.consoleErrors = [];
    state.requests = [];
    state.page.on('console', (message) => {
      if (message.type() === 'error') state.consoleErrors.push(message.text());
    });
    state.page.on('request', (request) => state.requests.push(`${request.method()} ${request.url()}`));
    return state.page;
  };
  afterEach(async () => {
    await state.context?.close();
    await mockApi.clearFaults();
  });
  return { state, open };
}

export const url = (path: string) => `${adminUrl()}${path}`;

export async function signIn(page: Page, email: string, password = 'password'): Promise<void> {
  await page.goto(url('/auth'));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/overview');
}

/**
 * Closes the popups that follow a sign-in (the reminder, then the feedback popup when the server
 * asked for it), so that a test reaches the page beneath.
 */
export async function dismissSignInPopups(page: Page): Promise<void> {
  // Only popups on screen: one that is fading out after its close still counts as a dialog.
  const popups = page.getByRole('dialog').filter({ hasText: /Reminder|How are we doing\?/, visible: true });
  await page.getByText('Overview', { exact: true }).first().waitFor();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 700) {
    if (await popups.count()) {
      await popups
        .first()
        .getByRole('button', { name: 'Close' })
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await page.waitForTimeout(100);
      quietSince = Date.now();
    } else {
      await page.waitForTimeout(100);
    }
  }
}

export const notification = (page: Page): Locator => page.getByTestId('notification');

export async function notificationColour(page: Page): Promise<string> {
  return notification(page).evaluate((element) => getComputedStyle(element).backgroundColor);
}

export async function closeNotification(page: Page): Promise<void> {
  await notification(page).getByRole('button', { name: 'Close' }).click();
  await notification(page).waitFor({ state: 'detached' });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;
