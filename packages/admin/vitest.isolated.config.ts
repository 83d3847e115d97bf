import { defineProject } from 'vitest/config';

/** The admin's unit tests that mock a module (`vi.mock`, `vi.resetModules`): each file in a module graph of its own. */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin-isolated',
    testTimeout: 30_000,
    include: ['src/**/*.isolated.test.ts'],
    environment: 'node',
  },
});
