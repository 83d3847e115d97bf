/**
 * Signing in at /auth as a person does, for the tests and for the global setup (global-setup.ts),
 * which prepares each person's signed-in state once for every file.
 */
import type { Page } from 'playwright-core';
import { FEEDBACK_DUE_KEY } from '../src/overlays/feedback/feedback-flag.js';
import { REMINDER_KEY } from '../src/overlays/reminder/reminder-flag.js';

/**
 * Fills and sends the sign-in form of the /auth page already open, as a person does. Where the
 * person lands (the overview, the page they asked for, another host's /overview) is the caller's
 * to wait for.
 */
export async function submitSignIn(page: Page, email: string, password = 'password'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in at `adminUrl`'s /auth and lands on the overview; the popups the sign-in brings are left open. */
export async function signInAt(page: Page, adminUrl: string, email: string, password = 'password'): Promise<void> {
  await page.goto(`${adminUrl}/auth`);
  await submitSignIn(page, email, password);
  await page.waitForURL('**/overview');
}

/**
 * Closes the popups that follow a sign-in (the reminder, then the feedback popup when the server
 * asked for it), so that a test reaches the page beneath. Done when the page says none is due any
 * more (the flags the popups follow) and none is on screen: a wait for a quiet moment (700 ms
 * without a popup, as before) let a test go on before a popup came on a busy machine, and the
 * reminder then hid the next page from the accessibility tree (a clean-clone run, 2026-12-04).
 */
export async function dismissSignInPopups(page: Page): Promise<void> {
  // Only popups on screen: one that is fading out after its close still counts as a dialog.
  const popups = page.getByRole('dialog').filter({ hasText: /Reminder|How are we doing\?/, visible: true });
  // React-admin's content area, on whatever page the person landed (by CSS: a popup hides the
  // rest from the accessibility tree): the shell's frame, drawn first, has none.
  await page.locator('#main-content').waitFor();
  const due = () =>
    page.evaluate(
      ([reminder, feedback]) =>
        localStorage.getItem(reminder) === 'true' || sessionStorage.getItem(feedback) === 'true',
      [REMINDER_KEY, FEEDBACK_DUE_KEY] as const,
    );
  for (;;) {
    if (await popups.count()) {
      await popups
        .first()
        .getByRole('button', { name: 'Close' })
        .first()
        .click({ timeout: 2000 })
        .catch(() => undefined);
    } else if (!(await due())) {
      return;
    }
    // The next popup mounts as the last one's close is drawn.
    await page.waitForTimeout(100);
  }
}

/** Signs out as a person does, from the profile menu, and waits for /auth. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/auth');
}
