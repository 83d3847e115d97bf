/**
 * The mock API for the SDK's tests that run against it, through the mock's own entries, with every
 * JSON answer checked against the contract (a mismatch answers 500). The SDK does not declare the
 * mock as a dependency: the mock depends on the SDK (its rules and types), and two packages that
 * declare each other are a circle; the workspace's root, which holds both, provides it here.
 */
import {
  startMockOnFreePort as onFreePort,
  type MockServerOptions,
  type RunningMock,
} from '@permit-office/mock-api/server';

export type { RunningMock };
export { default as contract } from '@permit-office/mock-api/contract.json' with { type: 'json' };

export const startMockOnFreePort = (options: Omit<MockServerOptions, 'port'>): Promise<RunningMock> =>
  onFreePort({ checkAnswers: true, ...options });
