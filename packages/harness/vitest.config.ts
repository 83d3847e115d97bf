import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'harness',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
