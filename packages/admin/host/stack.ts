/**
 * The product as a test or a bench runs it: the mock API and a built admin served against it, on
 * free ports, as `pnpm start` sets them up (scripts/start.ts). The browser tests (e2e/stack.ts) and
 * the bench (scripts/bench/) start theirs here, each with its own state.
 */
import { resolve } from 'node:path';
import type { SeedSizes } from '@permit-office/mock-api';
import { startMockServer, type MockServerOptions } from '@permit-office/mock-api/server';
import { closeServer, onFreePorts } from '@permit-office/harness/ports';
import { serveAdmin } from './serve-admin.js';

// The sign-in popups' flags (the reminder's in localStorage, the feedback popup's in
// sessionStorage), which a bench clears so that no popup covers the page it measures.
export { REMINDER_KEY } from '../src/overlays/reminder/reminder-flag.js';
export { FEEDBACK_DUE_KEY } from '../src/overlays/feedback/feedback-flag.js';

export interface Stack {
  adminUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}

/** The mock API (with extra seed rows when asked) and the admin build at `dist` against it. */
export async function startStack(options: {
  dist: string;
  seedSizes?: SeedSizes;
  /** The mock's test controls (expire tokens, slow a call), for the benches that need them. */
  control?: boolean;
  /** Told of every answer of the mock API (the browser tests check each against the contract). */
  onMockAnswer?: MockServerOptions['onAnswer'];
  /** The mock checks every JSON answer's body against the contract; a mismatch answers 500 (the browser tests). */
  checkMockAnswers?: boolean;
}): Promise<Stack> {
  // As `pnpm start` sets it up: the admin at localhost, the API at 127.0.0.1 allowing its origin.
  const { mock, admin } = await onFreePorts(2, async ([adminPort, mockPort]) => {
    const mock = startMockServer({
      port: mockPort,
      seedSizes: options.seedSizes,
      control: options.control,
      onAnswer: options.onMockAnswer,
      checkAnswers: options.checkMockAnswers,
      log: () => undefined,
      allowedOrigins: [`http://localhost:${adminPort}`],
    });
    await mock.ready;
    const admin = serveAdmin({
      dist: resolve(options.dist),
      port: adminPort,
      publicHost: 'localhost',
      config: { API_URL: mock.url },
    });
    try {
      await admin.ready;
    } catch (error) {
      await closeServer(mock.server);
      throw error;
    }
    return { mock, admin };
  });
  return {
    adminUrl: admin.url,
    apiUrl: mock.url,
    async close() {
      await closeServer(admin.server);
      await closeServer(mock.server);
    },
  };
}
