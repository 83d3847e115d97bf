import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { tsImport } from 'tsx/esm/api';
import type * as Chromium from '@permit-office/harness/chromium';
import { defineProject } from 'vitest/config';
import { raRouterAdapter, raSelectRowCheckbox } from './vite.config.js';

// Vite's config loader hands a package's import to Node as it is, and Node reads no TypeScript (the
// harness ships its source): tsx reads it here, as it does for the scripts.
const { CHROMIUM_FLAGS, CHROMIUM_PATH } = (await tsImport(
  '@permit-office/harness/chromium',
  import.meta.url,
)) as typeof Chromium;

/**
 * A screen's own behaviour, drawn as a component in the browser tests' Chromium (Vitest's browser
 * mode), with react-admin as the app's build has it (its router adapter and row checkbox). A test
 * here costs a component's mount, where a browser test (e2e/) signs in and loads a whole page:
 * measured, the project's start (Chromium, the dev server bundling react-admin and MUI) ~6 s once,
 * then a test ~0.1-0.3 s.
 */
export default defineProject({
  plugins: [react(), raRouterAdapter, raSelectRowCheckbox],
  resolve: { conditions: ['source'] },
  test: {
    name: 'admin-browser',
    include: ['src/**/*.browser.test.tsx'],
    // As the browser tests': a guard against a hang, not a speed figure.
    testTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
