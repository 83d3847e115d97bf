import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-api',
    // A guard against a test that hangs, not a measure of speed: the property tests (a hundred
    // random cases each) take 1 s on a quiet machine and over 5 s (Vitest's default) beside a
    // build and the browser tests, where a 5 s limit failed them for the machine's load alone.
    testTimeout: 30_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker: each file loading msw and the mock afresh was 21 s of the
    // project's 30 s here; shared, the project takes 13 s. A test that mocks a module would need a
    // graph of its own (scripts/conventions.test.ts: none does).
    isolate: false,
  },
});
