/**
 * The stack a browser test file runs against: the mock API (with its test controls) and the built
 * admin served against it, started for the file and closed after it. Files run side by side
 * (vitest.e2e.config.ts), and each has its own stack: the mock API keeps the state a file arranges
 * and resets, which another file must never see.
 */
import { startMockServer } from '@permit-office/mock-api/server';
import { serveAdmin } from '../../../scripts/serve-admin.js';
import { ADMIN_DIST } from './global-setup.js';
import { freePort } from './ports.js';

export interface Stack {
  adminUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  // As `pnpm start` sets it up: the admin at localhost, the API at 127.0.0.1 (two hosts, so the
  // API's address never shares the admin's cookies), and the API allowing the admin's origin only.
  const adminPort = await freePort();
  const adminOrigin = `http://localhost:${adminPort}`;
  const mock = startMockServer({
    port: await freePort(),
    control: true,
    log: () => undefined,
    allowedOrigins: [adminOrigin],
  });
  await mock.ready;
  const admin = serveAdmin({
    dist: ADMIN_DIST,
    port: adminPort,
    publicHost: 'localhost',
    config: { API_URL: mock.url },
  });
  await admin.ready;
  return {
    adminUrl: admin.url,
    apiUrl: mock.url,
    close: async () => {
      await new Promise((resolve) => admin.server.close(resolve));
      await new Promise((resolve) => mock.server.close(resolve));
    },
  };
}
