import { defineProject } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium against the built admin and the mock API, which each file starts
 * for itself (e2e/stack.ts), so that files run side by side (one per core) without sharing state.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    // As many files at once as there are workers (vitest.config.ts: one per core).
    fileParallelism: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A step awaited with expect.poll (rows arriving, a count changing) has as long as a locator's
    // wait: vitest's default second failed under load, on a page that settled a moment later.
    expect: { poll: { timeout: 10_000 } },
  },
});
