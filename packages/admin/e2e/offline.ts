/**
 * What a host must do for the app to open with no network (src/sw/service-worker.ts), checked on
 * each host the product ships for: our server (offline.e2e.test.ts), nginx, a plain static host.
 */
import type { Browser } from 'playwright-core';

/**
 * Opens `base`'s sign-in page in a context of its own that allows service workers (the files'
 * contexts block them: support.ts), waits until the worker serves it, then reloads it with no
 * network: the sign-in page must come back, from the worker.
 */
export async function opensOffline(browser: Browser, base: string): Promise<void> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/auth`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  } finally {
    await context.close();
  }
}
