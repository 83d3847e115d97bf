import { defineProject } from 'vitest/config';

/** Unit tests of the admin's pure logic (file previews, rules, the reload guard). */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
