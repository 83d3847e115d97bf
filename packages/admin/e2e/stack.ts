/**
 * The stack a browser test file runs against: the mock API (with its test controls) and the built
 * admin served against it, as the benches start it (host/stack.ts), for the file alone.
 * Files run side by side (vitest.e2e.config.ts), and each has its own stack: the mock API keeps the
 * state a file arranges and resets, which another file must never see.
 */
import { startStack as startBrowserStack, type Stack } from '../host/stack.js';
import { ADMIN_DIST } from './global-setup.js';
import { checkMediaType } from './media-types.js';

/**
 * Every answer of the file's mock API is checked against the contract's media types (media-types.ts),
 * and its JSON body against the contract's schema by the mock itself (a mismatch answers 500).
 */
export const startStack = (): Promise<Stack> =>
  startBrowserStack({ dist: ADMIN_DIST, control: true, onMockAnswer: checkMediaType, checkMockAnswers: true });
