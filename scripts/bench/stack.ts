/**
 * What the browser benches share beside the product they run (`@permit-office/admin/stack`): a
 * signed-in page with the sign-in popups out of the way, and the small statistics they print.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { FEEDBACK_DUE_KEY, REMINDER_KEY } from '@permit-office/admin/stack';

export const PASSWORD = 'password';

/**
 * Signs `page` in as `email` at the admin's /auth, as a person signs in, and clears the sign-in
 * popups' flags: a popup left open would cover the page, and clicking it away is not what is
 * measured. The page stays on /overview.
 */
export async function signIn(page: Page, adminUrl: string, email: string): Promise<void> {
  await page.goto(`${adminUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/overview');
  await page.evaluate(
    ([reminder, feedback]) => {
      localStorage.setItem(reminder, 'false');
      sessionStorage.removeItem(feedback);
    },
    [REMINDER_KEY, FEEDBACK_DUE_KEY] as const,
  );
}

/**
 * A fresh context signed in as `email`, as a person signs in, then reloaded with the sign-in
 * popups' flags cleared: a popup left open would cover the page, and clicking it away is not
 * what is measured. The session lives in cookies, so the reload keeps it.
 */
export async function signedInPage(browser: Browser, adminUrl: string, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // tsx compiles with esbuild's keepNames, which wraps named functions in `__name(…)`; functions
  // passed to `page.evaluate` carry the calls into the page, where nothing defines it.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
  const page = await context.newPage();
  await signIn(page, adminUrl, email);
  await page.reload();
  await page.getByText('Overview', { exact: true }).first().waitFor();
  return page;
}

export interface Stats {
  count: number;
  median: number;
  p90: number;
  min: number;
  max: number;
}

/** The median (mean of the middle two of an even count) and the nearest-rank p90 (18th of 20). */
export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (index: number) => sorted[index] ?? NaN;
  const middle = sorted.length / 2;
  return {
    count: sorted.length,
    median: sorted.length % 2 ? at(Math.floor(middle)) : (at(middle - 1) + at(middle)) / 2,
    p90: at(Math.max(0, Math.ceil(0.9 * sorted.length) - 1)),
    min: sorted[0] ?? NaN,
    max: sorted.at(-1) ?? NaN,
  };
}

/** The middle value of a run's samples (the upper of the middle two for an even count). */
export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** A bench's rows as the Markdown table `pnpm bench` prints. */
export function printTable(rows: readonly { figure: string; value: string; goal: string; met: boolean }[]): void {
  console.log('| figure | measured | goal | |');
  console.log('| --- | --- | --- | --- |');
  for (const row of rows)
    console.log(`| ${row.figure} | ${row.value} | ${row.goal} | ${row.met ? 'met' : 'NOT MET'} |`);
}

/** The admin build a CLI run measures: its first argument, or the package's own dist. */
export function distArgument(): string {
  return process.argv[2] ?? fileURLToPath(new URL('../../packages/admin/dist', import.meta.url));
}
