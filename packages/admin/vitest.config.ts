import { defineProject } from 'vitest/config';

/**
 * Unit tests of the admin's pure logic (file previews, rules, exports), in one module
 * graph per worker: each file loading react-admin, MUI and the SDK afresh had been 68 s of the
 * project's 80 s of test time (Vitest's "import"); shared, the project took 21 s instead of 52 s on
 * this machine. A file that mocks a module is named `*.isolated.test.ts` and runs apart
 * (vitest.isolated.config.ts): in a shared graph its mock would meet a module already loaded, or
 * reach the next file.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin',
    // A guard against a test that hangs, not a measure of speed: the property tests (a hundred
    // random cases each) take 1 s on a quiet machine and over 5 s (Vitest's default) beside a
    // build and the browser tests, where a 5 s limit failed them for the machine's load alone.
    testTimeout: 30_000,
    // The admin's code, and its static host (host/: what `pnpm serve`, the bench and the browser tests serve it with).
    include: ['src/**/*.test.ts', 'host/**/*.test.ts'],
    exclude: ['src/**/*.isolated.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
