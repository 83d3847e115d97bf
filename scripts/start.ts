/**
 * `pnpm start`: the mock API and the built admin against it, as one product on this machine.
 * PORT (admin, 4173) and API_PORT (4010) may be set; ACCESS_TOKEN_TTL and MOCK_CONTROL pass to the mock.
 *
 * The admin is reached as http://localhost:PORT and the API as http://127.0.0.1:API_PORT: two host
 * names, so that nothing served at the API's address (an uploaded file, say) can read the admin's
 * token cookies, which every port of one host name shares. The API allows exactly the admin's origin.
 */
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD, DEMO_USERS } from '@permit-office/mock-api';
import { startMockServer } from '@permit-office/mock-api/server';
import { serveAdmin } from '@permit-office/admin/host';

const apiPort = Number(process.env.API_PORT ?? 4010);
const adminPort = Number(process.env.PORT ?? 4173);
const ttl = Number(process.env.ACCESS_TOKEN_TTL ?? 600);
const adminOrigin = `http://localhost:${adminPort}`;

const mock = startMockServer({
  port: apiPort,
  host: '127.0.0.1',
  accessTokenTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 600,
  control: process.env.MOCK_CONTROL === '1',
  allowedOrigins: [adminOrigin],
});
await mock.ready;
const admin = serveAdmin({
  dist: fileURLToPath(new URL('../packages/admin/dist', import.meta.url)),
  port: adminPort,
  host: '127.0.0.1',
  publicHost: 'localhost',
  config: { API_URL: mock.url },
});
await admin.ready;

console.log(`\nPermit Office is running.\n`);
console.log(`  Admin:     ${admin.url}/`);
console.log(`  Mock API:  ${mock.url}`);
console.log(`\n  Sign in as ${Object.values(DEMO_USERS).join(', ')} (password "${DEMO_PASSWORD}").\n`);
