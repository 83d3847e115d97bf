import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mcp',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A guard against a hang (a stdio server started with tsx), not a speed figure.
    testTimeout: 60_000,
  },
});
