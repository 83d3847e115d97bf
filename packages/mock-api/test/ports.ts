/**
 * The mock as a real HTTP server for the tests that need one. It must be given its port (it builds
 * the URLs it answers with from it), so the port is one the system said was free a moment before;
 * if something took it meanwhile (another test file, another run on the machine), the mock starts
 * again on another, as the browser tests' stack does (scripts/bench/stack.ts, onFreePorts).
 */
import { createServer } from 'node:net';
import { startMockServer, type MockServerOptions } from '../src/server.js';

export type RunningMock = ReturnType<typeof startMockServer>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    probe.on('error', reject);
  });
}

const portTaken = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/** Every JSON answer is checked against the contract unless the test says otherwise (a mismatch answers 500). */
export async function startMockOnFreePort(options: Omit<MockServerOptions, 'port'>): Promise<RunningMock> {
  for (let attempt = 1; ; attempt++) {
    const mock = startMockServer({ checkAnswers: true, ...options, port: await freePort() });
    try {
      await mock.ready;
      return mock;
    } catch (error) {
      if (attempt === 5 || !portTaken(error)) throw error;
    }
  }
}
