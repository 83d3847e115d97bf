import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
  },
});
