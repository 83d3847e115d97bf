/**
 * Other tools consume the SDK as a package: pack it as it would be published, install the tarball
 * into empty folders with npm, and use it there as they would: the README's example with plain
 * Node (ESM) against a small local API; `require()` of every entry from a CommonJS project; a
 * TypeScript project with `module: commonjs` that type-checks against them; and arethetypeswrong's
 * verdict on the tarball in every module resolution mode (issue 27). Needs `pnpm build` first (the
 * test command builds before it tests).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockOnFreePort } from './mock.js';

const run = promisify(execFile);
const sdkDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The code of one of the README's examples, between `<!-- {name}:start -->` and `<!-- {name}:end -->`. */
async function readmeExample(name = 'sdk-example'): Promise<string> {
  const readme = await readFile(join(rootDir, 'README.md'), 'utf8');
  const section = new RegExp(`<!-- ${name}:start -->([\\s\\S]*?)<!-- ${name}:end -->`).exec(readme)?.[1];
  const code = section && /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error(`README.md has no ${name} block`);
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

/** The arethetypeswrong report (`attw --format json`), as much of it as the test reads. */
interface AttwReport {
  problems: Record<string, unknown[]>;
  analysis: {
    entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }>;
  };
}

/**
 * A CommonJS tool's script: every entry by plain `require`, a stub in place of the API (the SDK
 * takes any fetch), and what a caller would see printed line by line.
 */
const COMMONJS_SCRIPT = `
const { createSdk, SdkError } = require('@permit-office/sdk');
const { createBrowserSdk, cookieTokenStore } = require('@permit-office/sdk/browser');
const { createLive, createBrowserLive } = require('@permit-office/sdk/live');
const { queryKey, invalidationsOf } = require('@permit-office/sdk/query');
const { validateAnswer } = require('@permit-office/sdk/checked');

const answer = (status, body) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
async function api(request) {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST' && pathname === '/api/login') {
    return answer(200, { access_token: 'access-1', refresh_token: 'refresh-1', show_popup: false });
  }
  if (request.method === 'GET' && pathname === '/api/me') {
    if (request.headers.get('Authorization') !== 'Bearer access-1') return answer(401, { message: 'Unauthenticated.' });
    return answer(200, { data: { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin' } });
  }
  return answer(404, { message: 'Not Found' });
}

// As much of a document as the cookie store uses: a jar of name=value pairs.
const jar = new Map();
const doc = {
  get cookie() {
    return [...jar].map(([name, value]) => name + '=' + value).join('; ');
  },
  set cookie(line) {
    const [name, value] = line.split(';')[0].split('=');
    if (/Max-Age=0(;|$)/.test(line)) jar.delete(name);
    else jar.set(name, value);
  },
};

async function main() {
  const config = { API_URL: 'http://api.example/api' };
  const credentials = { email: 'admin@example.com', password: 'password' };

  const sdk = createSdk({ config, fetch: api });
  const { signedIn } = await sdk.session.login(credentials);
  const { data: me } = sdk.unwrap(await sdk.client.GET('/me'));
  console.log('signed in: ' + signedIn + ', as ' + me.name);
  try {
    sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id: 9 } } }));
  } catch (error) {
    console.log('SdkError: ' + (error instanceof SdkError) + ', ' + error.kind + ' ' + error.status + ', ' + error.words);
  }

  const browserSdk = createBrowserSdk({ config, fetch: api, tokens: cookieTokenStore(doc) });
  await browserSdk.session.login(credentials);
  console.log('cookies: ' + doc.cookie);
  console.log('browser entry, as ' + browserSdk.unwrap(await browserSdk.client.GET('/me')).data.name);
  browserSdk.session.logout();
  console.log('after logout: [' + doc.cookie + ']');

  // Nobody subscribes: nothing is opened, and the status says so.
  const live = createLive(sdk);
  live.onStatus((status) => console.log('live: ' + status + ', ' + typeof createBrowserLive));
  live.close();

  const key = queryKey('get', '/companies/{id}', { params: { path: { id: 1 } } });
  const changed = invalidationsOf('put', '/companies/{id}', { params: { path: { id: 1 } } });
  console.log('query: ' + JSON.stringify(key) + ', invalidated by its PUT: ' + changed.predicate({ queryKey: key }));
  const mismatch = validateAnswer('get', '/me', 200, { data: { id: 'one', name: 'Ada', email: 'a@b.example', role: 'admin' } });
  console.log('checked: ' + mismatch.operation + ' ' + mismatch.path);
}
main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/**
 * A TypeScript project as a CommonJS tool has it: `module: commonjs` with node10 resolution, named
 * rather than left to the compiler's default so that the test keeps checking node10 if that
 * default moves. Strict, and the libraries' declarations checked too. One compiler run over both
 * files below: the right calls and the wrong ones.
 */
const COMMONJS_TSCONFIG = {
  compilerOptions: {
    module: 'commonjs',
    moduleResolution: 'node10',
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: false,
  },
  files: ['main.ts', 'wrong.ts'],
};

const COMMONJS_TYPED = `
import { createSdk, paginate, SdkError, type Sdk } from '@permit-office/sdk';
import { checkAnswers, ContractMismatchError } from '@permit-office/sdk/checked';
import { ACCESS_TOKEN_COOKIE, cookieTokenStore, createBrowserSdk } from '@permit-office/sdk/browser';
import { createLive, type LiveEvent } from '@permit-office/sdk/live';

export async function companyName(sdk: Sdk, id: number): Promise<string> {
  const { data } = sdk.unwrap(await sdk.client.GET('/companies/{id}', { params: { path: { id } } }));
  return data.name;
}
export const node: Sdk = createSdk({ config: { API_URL: 'http://api.example/api' } });
export const browser: Sdk = createBrowserSdk({ config: { API_URL: 'http://api.example/api' }, tokens: cookieTokenStore() });
export const cookie: 'access_token_om' = ACCESS_TOKEN_COOKIE;
export const isSdkError = (error: unknown): boolean => error instanceof SdkError;
export const changedRecord = (event: LiveEvent): number | undefined =>
  event.type === 'change' ? event.record_id : undefined;
export const stopLive: () => void = createLive(node).subscribe(changedRecord);
export async function everyCompanyName(sdk: Sdk): Promise<string[]> {
  const names: string[] = [];
  for await (const company of paginate(sdk, '/companies', { pageSize: 200 })) names.push(company.name);
  return names;
}
export const checked: Sdk = createSdk({
  config: { API_URL: 'http://api.example/api' },
  fetch: checkAnswers({ apiUrl: 'http://api.example/api' }),
});
export const mismatchAt = (error: unknown): string | undefined =>
  error instanceof ContractMismatchError ? error.path : undefined;
`;

/** Three wrong calls, one per entry: the types must refuse each, or they would refuse nothing. */
const COMMONJS_WRONG = `import { createSdk, paginate } from '@permit-office/sdk';
import { createBrowserSdk } from '@permit-office/sdk/browser';
import { createLive } from '@permit-office/sdk/live';
const sdk = createSdk({ config: { API_URL: 'http://api.example/api' } });
void sdk.client.GET('/companies/{id}', { params: { path: { id: 'one' } } });
createBrowserSdk({ timeoutMs: 1000 });
createLive(sdk).setPresence({ collection: 'nowhere', record_id: 1, editing: false });
void paginate(sdk, '/nowhere');
`;

describe('the SDK as an installed package', () => {
  let workDir: string;
  let tarball: string;
  let api: Server;
  const bin = (name: string) => join(rootDir, 'node_modules/.bin', name);

  /** An empty project of the given module type, with the packed SDK installed by npm. */
  async function consumer(name: string, type: 'module' | 'commonjs'): Promise<string> {
    const dir = join(workDir, name);
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: dir });
    return dir;
  }

  beforeAll(async () => {
    expect(existsSync(join(sdkDir, 'dist/index.js')), 'build the SDK first (pnpm build)').toBe(true);
    workDir = await mkdtemp(join(tmpdir(), 'sdk-package-'));
    api = localApi();
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const { packageManager } = JSON.parse(await readFile(join(rootDir, 'package.json'), 'utf8')) as {
      packageManager: string;
    };
    await run('npx', ['--yes', packageManager, 'pack', '--pack-destination', workDir], { cwd: sdkDir });
    const name = (await readdir(workDir)).find((file) => file.endsWith('.tgz'));
    expect(name).toBeDefined();
    tarball = join(workDir, name ?? '');
  }, 120_000);

  it("is the version its CHANGELOG's latest entry names, and that entry says when it was released", async () => {
    const { version } = JSON.parse(await readFile(join(sdkDir, 'package.json'), 'utf8')) as { version: string };
    expect(tarball.endsWith(`permit-office-sdk-${version}.tgz`)).toBe(true);
    const changelog = await readFile(join(sdkDir, 'CHANGELOG.md'), 'utf8');
    const latest = /^## (\d+\.\d+\.\d+)(.*)$/m.exec(changelog);
    expect(latest?.[1]).toBe(version);
    expect(latest?.[2]).toMatch(/^ \(\d{4}-\d{2}-\d{2}\)$/);
  });

  afterAll(async () => {
    await new Promise((resolve) => api.close(resolve));
    await rm(workDir, { recursive: true, force: true });
  });

  describe('from ESM', () => {
    let project: string;
    beforeAll(async () => {
      project = await consumer('esm', 'module');
    }, 180_000);

    it('runs the README example with plain Node', async () => {
      await writeFile(join(project, 'example.mjs'), await readmeExample());
      const { port } = api.address() as AddressInfo;
      const { stdout } = await run('node', ['example.mjs'], {
        cwd: project,
        env: { ...process.env, API_URL: `http://127.0.0.1:${port}/api` },
      });
      expect(stdout.trim().split('\n')).toEqual([
        '[success] You are logged in',
        'Signed in as Ada Admin (admin)',
        'Saved Lone Star Heavy Haul LLC, version 4',
      ]);
    });

    it("runs the README's live example against the mock API: it hears the next application and ends", async () => {
      await writeFile(join(project, 'applications.mjs'), await readmeExample('sdk-live-example'));
      const mock = await startMockOnFreePort({ log: () => undefined });
      try {
        const tool = spawn('node', ['applications.mjs'], { cwd: project, env: { ...process.env, API_URL: mock.url } });
        let stdout = '';
        let stderr = '';
        tool.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
        const ended = new Promise<number | null>((resolve) => tool.on('close', resolve));
        // Listening: an application made now is one it must hear of.
        await new Promise<void>((resolve, reject) => {
          tool.stdout.on('data', (chunk: Buffer) => {
            stdout += String(chunk);
            if (stdout.includes('Waiting for the next application')) resolve();
          });
          void ended.then(() => reject(new Error(`The example ended first: ${stdout} ${stderr}`)));
        });
        const login = await fetch(`${mock.url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
        });
        const { access_token: token } = (await login.json()) as { access_token: string };
        const created = await fetch(`${mock.url}/applications`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            company_name: 'Prairie Wind Haulers',
            usdot: '7654321',
            contact_name: 'Pat Prairie',
            email: 'pat@prairie.example',
          }),
        });
        expect(created.status).toBe(201);
        expect(await ended, stderr).toBe(0);
        expect(stdout.trim().split('\n')).toEqual([
          'Waiting for the next application',
          'New application from Prairie Wind Haulers, by Ada Admin',
        ]);
      } finally {
        mock.api.live.dispose();
        mock.server.closeAllConnections();
        await new Promise<void>((resolve) => mock.server.close(() => resolve()));
      }
    });

    it('runs the example tool (examples/nightly-export.mjs) against the mock API: pages, a retry, checked answers', async () => {
      const tool = await readFile(join(sdkDir, 'examples/nightly-export.mjs'), 'utf8');
      // The README shows the tool as it is.
      expect(await readmeExample('sdk-nightly-export')).toBe(tool);
      await writeFile(join(project, 'nightly-export.mjs'), tool);
      const mock = await startMockOnFreePort({ control: true, log: () => undefined });
      try {
        const login = await fetch(`${mock.url}/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@example.com', password: 'password' }),
        });
        const { access_token: token } = (await login.json()) as { access_token: string };
        const read = async (path: string) =>
          (await (await fetch(`${mock.url}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
            data: { number: string }[];
            total: number;
          };
        const late = await read('/permit-requests?clock=late&per_page=500&sort=id&order=asc');
        expect(late.total).toBeGreaterThan(0);
        // The first read of the late requests meets a 503: the tool tries it again and goes on.
        mock.api.faults.push({ method: 'GET', path: '/permit-requests', status: 503, remaining: 1 });
        const { stdout, stderr } = await run('node', ['nightly-export.mjs'], {
          cwd: project,
          env: {
            ...process.env,
            PERMIT_API_URL: mock.url,
            PERMIT_EMAIL: 'admin@example.com',
            PERMIT_PASSWORD: 'password',
          },
        });
        const lines = stdout.trim().split('\n');
        expect(lines[0]).toBe('number,company,usdot,status,due_at,agent');
        expect(lines.slice(1).map((line) => /^"([^"]*)"/.exec(line)?.[1])).toEqual(late.data.map((row) => row.number));
        expect(lines.slice(1).every((line) => /^"[^"]*","[^"]*","\d+",/.test(line))).toBe(true);
        expect(stderr).toMatch(/^retry 1 of GET \/api\/permit-requests in \d+ ms \(503\)$/m);
        expect(stderr).toContain(`${late.total} late permit requests`);
      } finally {
        mock.api.live.dispose();
        mock.server.closeAllConnections();
        await new Promise<void>((resolve) => mock.server.close(() => resolve()));
      }
    });

    it('ships its types and only what a consumer needs', async () => {
      const installed = join(project, 'node_modules/@permit-office/sdk');
      const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
        exports: Record<string, Record<string, unknown>>;
      };
      expect(manifest.exports['.']).toMatchObject({
        import: { types: './dist/index.d.ts', default: './dist/index.js' },
        require: { types: './dist/cjs/index.d.ts', default: './dist/cjs/index.js' },
      });
      expect(manifest.exports['./browser']).toMatchObject({
        import: { types: './dist/browser.d.ts', default: './dist/browser.js' },
        require: { types: './dist/cjs/browser.d.ts', default: './dist/cjs/browser.js' },
      });
      expect(manifest.exports['./live']).toMatchObject({
        import: { types: './dist/live.d.ts', default: './dist/live.js' },
        require: { types: './dist/cjs/live.d.ts', default: './dist/cjs/live.js' },
      });
      for (const entry of ['query', 'checked']) {
        expect(manifest.exports[`./${entry}`]).toMatchObject({
          import: { types: `./dist/${entry}.d.ts`, default: `./dist/${entry}.js` },
          require: { types: `./dist/cjs/${entry}.d.ts`, default: `./dist/cjs/${entry}.js` },
        });
      }
      expect(existsSync(join(installed, 'dist/browser.js'))).toBe(true);
      expect(existsSync(join(installed, 'dist/live.js'))).toBe(true);
      expect(existsSync(join(installed, 'dist/index.d.ts'))).toBe(true);
      expect(existsSync(join(installed, 'dist/schema.d.ts'))).toBe(true);
      expect(existsSync(join(installed, 'dist/cjs/schema.d.ts'))).toBe(true);
      expect(existsSync(join(installed, 'test'))).toBe(false);
    });
  });

  describe('from CommonJS', () => {
    let project: string;
    beforeAll(async () => {
      project = await consumer('commonjs', 'commonjs');
    }, 180_000);

    it('loads every entry with plain require and works as it does from ESM', async () => {
      await writeFile(join(project, 'main.js'), COMMONJS_SCRIPT);
      const { stdout } = await run('node', ['main.js'], { cwd: project });
      expect(stdout.trim().split('\n')).toEqual([
        'signed in: true, as Ada Admin',
        'SdkError: true, http 404, Page not found!',
        'cookies: access_token_om=access-1; refresh_token_om=refresh-1',
        'browser entry, as Ada Admin',
        'after logout: []',
        'live: closed, function',
        'query: ["get","/companies/{id}",{"params":{"path":{"id":1}}}], invalidated by its PUT: true',
        'checked: GET /me data.id',
      ]);
    });

    it('type-checks a call on each entry in a `module: commonjs` TypeScript project, and refuses a wrong one', async () => {
      await writeFile(join(project, 'tsconfig.json'), JSON.stringify(COMMONJS_TSCONFIG));
      await writeFile(join(project, 'main.ts'), COMMONJS_TYPED);
      await writeFile(join(project, 'wrong.ts'), COMMONJS_WRONG);
      const report = await run(bin('tsc'), ['-p', 'tsconfig.json'], { cwd: project }).then(
        () => '',
        (error: { stdout?: string }) => error.stdout ?? '',
      );
      // Each wrong call refused where it is written (line 5: an id that is no number; line 6: no
      // config; line 7: a collection the contract does not name; line 8: a list it does not have), and nothing else: main.ts type-checks, and a package whose types did not resolve
      // would be reported at its imports instead.
      const errors = [...report.matchAll(/^(\S+)\((\d+),\d+\): error TS\d+/gm)].map(
        ([, file, line]) => `${file}:${line}`,
      );
      expect(errors, report).toEqual(['wrong.ts:5', 'wrong.ts:6', 'wrong.ts:7', 'wrong.ts:8']);
    }, 120_000);
  });

  it('is clean for publint, strict: every path package.json names is in the tarball, in the form it says', async () => {
    const { stdout } = await run(bin('publint'), ['run', tarball, '--strict']);
    expect(stdout).toMatch(/All good!/);
  }, 60_000);

  it('is clean for arethetypeswrong in every module resolution mode (node10, node16 CJS and ESM, bundler)', async () => {
    // The report goes to a file, not a pipe: when attw finds a problem it exits at once, which cuts
    // a piped report short (at 64 KB), and the report is what says which problem.
    const reportPath = join(workDir, 'attw.json');
    const report = await open(reportPath, 'w');
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      spawn(bin('attw'), [tarball, '--format', 'json'], { cwd: workDir, stdio: ['ignore', report.fd, 'inherit'] })
        .on('error', reject)
        .on('exit', resolve);
    }).finally(() => report.close());
    const { problems, analysis } = JSON.parse(await readFile(reportPath, 'utf8')) as AttwReport;
    expect(problems).toEqual({});
    expect(exitCode).toBe(0);
    // Which declarations each mode reads: CommonJS's own beside ESM's, so the check above is not
    // clean for want of anything to check.
    const typesRead = Object.fromEntries(
      Object.entries(analysis.entrypoints).map(([entry, { resolutions }]) => [
        entry,
        Object.fromEntries(
          Object.entries(resolutions).map(([mode, { resolution }]) => [
            mode,
            resolution?.fileName.replace('/node_modules/@permit-office/sdk/', ''),
          ]),
        ),
      ]),
    );
    expect(typesRead).toEqual({
      '.': {
        node10: 'dist/cjs/index.d.ts',
        'node16-cjs': 'dist/cjs/index.d.ts',
        'node16-esm': 'dist/index.d.ts',
        bundler: 'dist/index.d.ts',
      },
      './browser': {
        node10: 'dist/cjs/browser.d.ts',
        'node16-cjs': 'dist/cjs/browser.d.ts',
        'node16-esm': 'dist/browser.d.ts',
        bundler: 'dist/browser.d.ts',
      },
      './live': {
        node10: 'dist/cjs/live.d.ts',
        'node16-cjs': 'dist/cjs/live.d.ts',
        'node16-esm': 'dist/live.d.ts',
        bundler: 'dist/live.d.ts',
      },
      './query': {
        node10: 'dist/cjs/query.d.ts',
        'node16-cjs': 'dist/cjs/query.d.ts',
        'node16-esm': 'dist/query.d.ts',
        bundler: 'dist/query.d.ts',
      },
      './checked': {
        node10: 'dist/cjs/checked.d.ts',
        'node16-cjs': 'dist/cjs/checked.d.ts',
        'node16-esm': 'dist/checked.d.ts',
        bundler: 'dist/checked.d.ts',
      },
      './package.json': {
        node10: 'package.json',
        'node16-cjs': 'package.json',
        'node16-esm': 'package.json',
        bundler: 'package.json',
      },
    });
  }, 60_000);
});
