import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'packages/admin/vitest.e2e.config.ts'],
  },
});
