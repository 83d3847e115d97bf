/**
 * `pnpm serve`: the production host of a built admin (`pnpm build` first), as one command.
 *
 * Environment: API_URL (required: the API the admin calls, e.g. https://permits.example.com/api),
 * PORT (8080), HOST (0.0.0.0), DIST (packages/admin/dist). It answers /config.json from API_URL,
 * sends the nonce policy with every index.html, answers the health check at /healthz, logs one
 * line per request, and on SIGTERM or SIGINT stops taking connections, finishes what is in flight
 * and exits.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApiUrl } from '@permit-office/sdk';
import { HEALTH_PATH, serveAdmin } from '@permit-office/admin/host';

/** How long open requests may take to finish after a stop signal. */
const DRAIN_MS = 10_000;

function fail(message: string): never {
  console.error(`pnpm serve: ${message}`);
  process.exit(1);
}

let apiUrl: string;
try {
  // The SDK's own check, with its message: the admin would refuse to start with anything else.
  apiUrl = readApiUrl({ API_URL: process.env.API_URL });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)} (set API_URL, e.g. https://permits.example.com/api)`);
}
const dist = resolve(process.env.DIST ?? fileURLToPath(new URL('../packages/admin/dist', import.meta.url)));
if (!existsSync(resolve(dist, 'index.html'))) fail(`no build at ${dist}: run pnpm build first, or set DIST`);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`PORT must be a port number, not "${process.env.PORT}"`);

const host = serveAdmin({
  dist,
  port,
  host: process.env.HOST ?? '0.0.0.0',
  config: { API_URL: apiUrl },
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
});
await host.ready;
console.log(`Serving ${dist} on ${host.url} against ${apiUrl} (health check ${HEALTH_PATH})`);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  // Keep-alive connections that sit idle would hold close() open: they are closed now; those
  // answering finish first, up to DRAIN_MS.
  host.server.close(() => process.exit(0));
  host.server.closeIdleConnections();
  setTimeout(() => {
    host.server.closeAllConnections();
    process.exit(0);
  }, DRAIN_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
