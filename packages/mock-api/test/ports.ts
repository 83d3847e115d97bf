/**
 * The mock as a real HTTP server for the tests that need one, on a free port (the server entry's
 * `startMockOnFreePort`), with every JSON answer checked against the contract unless the test says
 * otherwise (a mismatch answers 500).
 */
import { startMockOnFreePort as onFreePort, type MockServerOptions, type RunningMock } from '../src/server.js';

export type { RunningMock };

export const startMockOnFreePort = (options: Omit<MockServerOptions, 'port'>): Promise<RunningMock> =>
  onFreePort({ checkAnswers: true, ...options });
