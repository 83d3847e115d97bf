/**
 * Once, before any browser test: checks that there is a built admin to serve (e2e/stack.ts serves
 * it), and signs in at /auth as each person the tests sign in as, closing the popups a sign-in
 * brings, as a person does. What each sign-in leaves in the browser (the reminder closed, the
 * person's theme) is handed to every file (support.ts), which starts its sessions from it with
 * tokens of its own API: signing in at /auth and waiting out its popups took seconds per person
 * and file, and only the tests about signing in need it (they use `signIn`).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStack } from '../host/stack.js';
import { launchBrowser } from '@permit-office/harness/chromium';
import { dismissSignInPopups, signInAt } from './sign-in.js';

/** The built admin; E2E_ADMIN_DIST points elsewhere when several builds are tested side by side. */
export const ADMIN_DIST = process.env.E2E_ADMIN_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

/** The people most tests work as: the seed's admin, agent and member. */
export const PREPARED_PEOPLE = ['admin@example.com', 'agent@example.com', 'member@example.com'] as const;

/** The key of live/new-since.ts's moments, per person. */
const NEWEST_SEEN_PREFIX = 'permit-office.newest-seen.';

export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per person, the browser's cookies and storage after signing in at /auth (origin and tokens: the setup's own). */
    signedInStates: Record<string, SignedInState>;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (!existsSync(`${ADMIN_DIST}/index.html`)) throw new Error('Build the admin first: pnpm build');
  const stack = await startStack({ dist: ADMIN_DIST });
  const browser = await launchBrowser();
  try {
    const states: Record<string, SignedInState> = {};
    for (const email of PREPARED_PEOPLE) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await signInAt(page, stack.adminUrl, email);
      await dismissSignInPopups(page);
      const state = await context.storageState();
      // Where the person last looked (live/new-since.ts) names the records of this setup's API, with
      // its clock: a file's own API, seeded later, would count its seed as new in the menu.
      states[email] = {
        ...state,
        origins: state.origins.map((origin) => ({
          ...origin,
          localStorage: origin.localStorage.filter(({ name }) => !name.startsWith(NEWEST_SEEN_PREFIX)),
        })),
      };
      await context.close();
    }
    project.provide('signedInStates', states);
  } finally {
    await browser.close();
    await stack.close();
  }
}
