/**
 * Other tools consume the SDK as a package: pack it as it would be published, install the tarball
 * into an empty folder with npm, and run the README's example there with plain Node against a
 * small local API. Needs `pnpm build` first (the test command builds before it tests).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

async function readmeExample(): Promise<string> {
  const readme = await readFile(join(rootDir, 'README.md'), 'utf8');
  const section = /<!-- sdk-example:start -->([\s\S]*?)<!-- sdk-example:end -->/.exec(readme)?.[1];
  const code = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('README.md has no sdk-example block');
  return code;
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : undefined;
}

/** The two calls the example makes, as the real API answers them. */
function localApi(): Server {
  return createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.method === 'POST' && request.url === '/api/login') {
        const credentials = (await bodyOf(request)) as { email?: string; password?: string };
        if (credentials.email === 'admin@example.com' && credentials.password === 'password') {
          return json(200, { access_token: 'access-1', refresh_token: 'refresh-1', show_popup: false });
        }
        return json(401, { message: 'These credentials do not match our records.' });
      }
      if (request.method === 'GET' && request.url === '/api/me') {
        if (request.headers.authorization !== 'Bearer access-1') return json(401, { message: 'Unauthenticated.' });
        return json(200, { data: { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin' } });
      }
      // One company at version 3: a write must name it (If-Match), as the contract's records do.
      const company = { id: 1, name: 'Lone Star Heavy Haul LLC', usdot: '1234567', email: 'a@b.example', version: 3 };
      if (request.method === 'GET' && request.url === '/api/companies/1') return json(200, { data: company });
      if (request.method === 'PUT' && request.url === '/api/companies/1') {
        if (request.headers['if-match'] !== '"3"') return json(412, { message: 'Changed meanwhile.', data: company });
        const body = (await bodyOf(request)) as Record<string, unknown>;
        return json(200, { data: { ...company, ...body, version: 4 } });
      }
      json(404, { message: 'Not Found' });
    })();
  });
}

describe('the SDK as an installed package', () => {
  let workDir: string;
  let api: Server;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'sdk-package-'));
    api = localApi();
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await rm(workDir, { recursive: true, force: true });
  });

  it('installs from its tarball with npm and runs the README example with plain Node', async () => {
    expect(existsSync(join(sdkDir, 'dist/index.js')), 'build the SDK first (pnpm build)').toBe(true);
    const { packageManager } = JSON.parse(await readFile(join(rootDir, 'package.json'), 'utf8')) as {
      packageManager: string;
    };
    await run('npx', ['--yes', packageManager, 'pack', '--pack-destination', workDir], { cwd: sdkDir });
    const tarball = (await readdir(workDir)).find((name) => name.endsWith('.tgz'));
    expect(tarball).toBeDefined();

    await writeFile(join(workDir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', `./${tarball}`], { cwd: workDir });
    await writeFile(join(workDir, 'example.mjs'), await readmeExample());

    const { port } = api.address() as AddressInfo;
    const { stdout } = await run('node', ['example.mjs'], {
      cwd: workDir,
      env: { ...process.env, API_URL: `http://127.0.0.1:${port}/api` },
    });
    expect(stdout.trim().split('\n')).toEqual([
      '[success] You are logged in',
      'Signed in as Ada Admin (admin)',
      'Saved Lone Star Heavy Haul LLC, version 4',
    ]);
  }, 180_000);

  it('ships its types and only what a consumer needs', async () => {
    const installed = join(workDir, 'node_modules/@permit-office/sdk');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>;
    };
    expect(manifest.exports['.']).toMatchObject({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(manifest.exports['./browser']).toMatchObject({ types: './dist/browser.d.ts', import: './dist/browser.js' });
    expect(existsSync(join(installed, 'dist/browser.js'))).toBe(true);
    expect(existsSync(join(installed, 'dist/index.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'dist/schema.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'test'))).toBe(false);
  });
});
