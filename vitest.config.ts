import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three files at a time on two cores: vitest's own default (cores - 1) runs the browser test
    // files one at a time there, and with one per core a quarter of the CPU stayed idle while pages
    // waited on the network and on timers (measured with vmstat: 27 % idle at two, 6 % at three).
    maxWorkers: '150%',
    projects: [
      'packages/*/vitest.config.ts',
      'packages/admin/vitest.e2e.config.ts',
      // The repository's own scripts: the decisions they make (the dependency audit's verdict).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
