/**
 * What the browser benches share: the mock API and a built admin on free ports (the browser tests
 * start theirs here too, packages/admin/e2e/stack.ts), a signed-in page with the sign-in popups out
 * of the way, and the small statistics they print.
 */
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedSizes } from '@permit-office/mock-api';
import { startMockServer, type MockServerOptions } from '@permit-office/mock-api/server';
import type { Browser, Page } from 'playwright-core';
import { serveAdmin } from '@permit-office/admin/host';

export const PASSWORD = 'password';

/** A port nobody listens on right now (the mock needs its own port in its base URL). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

/** `N` numbers. */
type Ports<N extends number, Found extends number[] = []> = Found['length'] extends N
  ? Found
  : Ports<N, [...Found, number]>;

const portTaken = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE' ||
  /Address already in use/.test(error instanceof Error ? error.message : '');

/**
 * `start` on `count` distinct free ports, again on new ones if one was taken meanwhile. A port is
 * free when it is probed, not when it is listened on: between the two, another file's server or
 * any outgoing connection of the machine (the browsers' among them: the same range of ports) may
 * take it, and a clean run failed so (EADDRINUSE). `start` closes what it opened before it throws.
 */
export async function onFreePorts<T, N extends 1 | 2 | 3>(
  count: N,
  start: (ports: Ports<N>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ports = new Set<number>();
    while (ports.size < count) ports.add(await freePort());
    try {
      return await start([...ports] as Ports<N>);
    } catch (error) {
      if (attempt === 5 || !portTaken(error)) throw error;
    }
  }
}

/**
 * Stops a server now: its open connections closed first. `close()` alone waits for every connection
 * to end, and a browser's page still open keeps one (a keep-alive or a preconnected socket): a
 * clean run hung there a minute and failed (errors.e2e, the runtime configuration).
 */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((closed) => server.close(() => closed()));
}

/** Listens on `port` at 127.0.0.1; refused (the port taken) as a rejection, which onFreePorts retries. */
export function listenOn(server: Server, port: number): Promise<void> {
  return new Promise((listening, refused) => server.once('error', refused).listen(port, '127.0.0.1', listening));
}

export interface Stack {
  adminUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}

/** The mock API (with extra seed rows when asked) and the admin build at `dist` against it. */
export async function startStack(options: {
  dist: string;
  seedSizes?: SeedSizes;
  /** The mock's test controls (expire tokens, slow a call), for the benches that need them. */
  control?: boolean;
  /** Told of every answer of the mock API (the browser tests check each against the contract). */
  onMockAnswer?: MockServerOptions['onAnswer'];
  /** The mock checks every JSON answer's body against the contract; a mismatch answers 500 (the browser tests). */
  checkMockAnswers?: boolean;
}): Promise<Stack> {
  // As `pnpm start` sets it up: the admin at localhost, the API at 127.0.0.1 allowing its origin.
  const { mock, admin } = await onFreePorts(2, async ([adminPort, mockPort]) => {
    const mock = startMockServer({
      port: mockPort,
      seedSizes: options.seedSizes,
      control: options.control,
      onAnswer: options.onMockAnswer,
      checkAnswers: options.checkMockAnswers,
      log: () => undefined,
      allowedOrigins: [`http://localhost:${adminPort}`],
    });
    await mock.ready;
    const admin = serveAdmin({
      dist: resolve(options.dist),
      port: adminPort,
      publicHost: 'localhost',
      config: { API_URL: mock.url },
    });
    try {
      await admin.ready;
    } catch (error) {
      await closeServer(mock.server);
      throw error;
    }
    return { mock, admin };
  });
  return {
    adminUrl: admin.url,
    apiUrl: mock.url,
    async close() {
      await closeServer(admin.server);
      await closeServer(mock.server);
    },
  };
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
  await page.goto(`${adminUrl}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/overview');
  await page.evaluate(() => {
    // The keys of overlays/reminder/reminder-flag.ts and overlays/feedback/feedback-flag.ts.
    localStorage.setItem('permit-office.reminder', 'false');
    sessionStorage.removeItem('permit-office.feedback-due');
  });
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

/** The admin build a CLI run measures: its first argument, or the package's own dist. */
export function distArgument(): string {
  return process.argv[2] ?? fileURLToPath(new URL('../../packages/admin/dist', import.meta.url));
}
