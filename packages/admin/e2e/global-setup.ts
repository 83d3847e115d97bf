/** Starts the mock API (with its test controls) and serves the built admin against it. */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startMockServer } from '@permit-office/mock-api/server';
import type { TestProject } from 'vitest/node';
import { serveAdmin } from '../../../scripts/serve-admin.js';
import { freePort } from './ports.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    apiUrl: string;
  }
}

/** The built admin; E2E_ADMIN_DIST points elsewhere when several builds are tested side by side. */
export const ADMIN_DIST = process.env.E2E_ADMIN_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));

export default async function setup(project: TestProject) {
  if (!existsSync(`${ADMIN_DIST}/index.html`)) throw new Error('Build the admin first: pnpm build');
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
  project.provide('adminUrl', admin.url);
  project.provide('apiUrl', mock.url);
  return async () => {
    await new Promise((resolve) => admin.server.close(resolve));
    await new Promise((resolve) => mock.server.close(resolve));
  };
}
