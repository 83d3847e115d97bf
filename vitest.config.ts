import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core: vitest's own default leaves one core idle (n - 1), which on a two-core
    // machine runs the browser test files one at a time.
    maxWorkers: '100%',
    projects: [
      'packages/*/vitest.config.ts',
      'packages/admin/vitest.e2e.config.ts',
      // The repository's own scripts: the decisions they make (the dependency audit's verdict).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
