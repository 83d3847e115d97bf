import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.js';
import { raRouterAdapter, raSelectRowCheckbox } from './vite.config.js';

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
