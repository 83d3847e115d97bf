import { defineProject } from 'vitest/config';

/**
 * Browser tests: Debian's Chromium against the built admin and the mock API, both started once
 * by the global setup. One file at a time: two cores, one browser.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin-e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
