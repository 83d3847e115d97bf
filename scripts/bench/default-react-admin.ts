/**
 * The yardstick of issue 41's phone figures: the app `create-react-admin` generates at the
 * react-admin version we depend on, with its fake in-memory data (fakerest), built with its own
 * `vite build` and served like ours. It is generated on the machine that measures, never committed:
 * once, into node_modules/.cache/bench-default-react-admin/<version>/ (git-ignored with
 * node_modules, and out of ESLint's, Prettier's and TypeScript's way), and reused while that folder
 * holds a finished build. Delete the folder to generate it anew.
 *
 * The generator's options, since it asks for them otherwise: `--data-provider fakerest` (the
 * issue's figures), `--auth-provider none` (the generator's app opens without a sign-in page) and
 * two resources with its guessers, `posts` and `comments` (without a resource the app has no page
 * but its welcome screen; `posts` is the one its own examples use). The pages measured are then
 * its list, `/#/posts`, and its edit form, `/#/posts/1` (react-admin's default router is a hash
 * router). The app is measured as generated: its page links Roboto from Google Fonts and
 * react-admin loads its telemetry image from marmelab.com; on a machine without internet both fail
 * at once, and Lighthouse's simulation keeps them in its model of the load as requests to new
 * origins.
 *
 * Alone: `tsx --conditions=source scripts/bench/default-react-admin.ts` generates and builds it and prints where.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { chooseEncoding } from '@permit-office/admin/host';
import { closeServer, listenOn, onFreePorts } from '@permit-office/harness/ports';

const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(REPOSITORY, 'node_modules/.cache/bench-default-react-admin');
/** The generated package's name: the folder the generator writes and its page title. */
const APP_NAME = 'default-react-admin';

/** The pages of the default app that the phone figures measure (hash routes: the path is `/`). */
export const DEFAULT_APP_PAGES = { list: '/#/posts', edit: '/#/posts/1' } as const;

/** What the cache folder holds once the build is done; its presence is what "reusable" means. */
export interface DefaultApp {
  /** The built app (vite's `dist`). */
  dist: string;
  /** The react-admin version in packages/admin/package.json, which the default app is pinned to. */
  reactAdmin: string;
  /** The create-react-admin version that generated it (the newest published one of that minor). */
  generator: string;
  /** What npm resolved for the generator's other dependencies, for the reader of the figures. */
  resolved: Record<string, string>;
}

const READY = 'ready.json';

/** The react-admin version the admin depends on (pinned exactly, as .npmrc's save-exact makes it). */
async function ourReactAdmin(): Promise<string> {
  const manifest = JSON.parse(await readFile(join(REPOSITORY, 'packages/admin/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.['react-admin'];
  if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(`packages/admin/package.json: react-admin is ${String(version)}, not an exact version`);
  }
  return version;
}

/** Runs a command, its output on our stderr (an install takes minutes: the reader sees it move). */
function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((done, fail) => {
    // stdout to our stderr too: the bench's own stdout is its table.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 2, 2] });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} in ${cwd}: ${signal ?? `exit ${code}`}`)),
    );
  });
}

function output(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 2] });
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) =>
      code === 0 ? done(text) : fail(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/**
 * The generator of our react-admin version, or the newest one published before it in the same
 * minor: create-react-admin is not released with every patch of react-admin (5.15.0 is the one for
 * 5.15.4), and the app it writes is the same; its react-admin is pinned to ours afterwards.
 */
async function generatorVersion(reactAdmin: string): Promise<string> {
  const published = JSON.parse(
    await output('npm', ['view', 'create-react-admin', 'versions', '--json'], REPOSITORY),
  ) as string[];
  const parts = (version: string) => version.split('.').map(Number);
  const [major, minor, patch] = parts(reactAdmin);
  const candidates = published
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .filter((version) => {
      const [m, n, p] = parts(version);
      return m === major && n === minor && (p ?? 0) <= (patch ?? 0);
    })
    .sort((a, b) => (parts(a)[2] ?? 0) - (parts(b)[2] ?? 0));
  const chosen = candidates.at(-1);
  if (!chosen) throw new Error(`No create-react-admin ${major}.${minor}.x ≤ ${reactAdmin} in the registry`);
  return chosen;
}

/** The default app, generated and built on the first call, from the cache folder afterwards. */
export async function defaultReactAdmin(log: (line: string) => void = () => undefined): Promise<DefaultApp> {
  const reactAdmin = await ourReactAdmin();
  const folder = join(CACHE, reactAdmin);
  const ready = join(folder, READY);
  if (existsSync(ready)) {
    const app = JSON.parse(await readFile(ready, 'utf8')) as Omit<DefaultApp, 'dist'>;
    const dist = join(folder, APP_NAME, 'dist');
    if (existsSync(join(dist, 'index.html'))) return { ...app, dist };
  }
  // Built in a folder of its own and renamed when finished, so that an interrupted run (or two
  // benches at once) never leaves a half-built app that a later run would take as done.
  const partial = `${folder}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  try {
    const generator = await generatorVersion(reactAdmin);
    log(`default react-admin app: generating with create-react-admin@${generator} into ${folder}`);
    await run(
      'npx',
      [
        '--yes',
        `create-react-admin@${generator}`,
        APP_NAME,
        '--data-provider',
        'fakerest',
        '--auth-provider',
        'none',
        '--resource',
        'posts',
        '--resource',
        'comments',
        // Installed below, once react-admin is pinned.
        '--install',
        'skip',
      ],
      partial,
    );
    const app = join(partial, APP_NAME);
    const manifestFile = join(app, 'package.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as { dependencies: Record<string, string> };
    // The generator asks for ^<its version>; the yardstick runs the very react-admin we run.
    for (const name of ['react-admin', 'ra-data-fakerest']) manifest.dependencies[name] = reactAdmin;
    await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    log('default react-admin app: npm install (a few minutes the first time)');
    await run('npm', ['install', '--no-audit', '--no-fund'], app);
    log('default react-admin app: vite build');
    await run('npm', ['run', 'build'], app);
    const resolved: Record<string, string> = {};
    for (const name of ['react-admin', 'react', '@mui/material', 'react-router', 'vite']) {
      const installed = JSON.parse(await readFile(join(app, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      };
      resolved[name] = installed.version;
    }
    const record: Omit<DefaultApp, 'dist'> = { reactAdmin, generator, resolved };
    await writeFile(join(partial, READY), `${JSON.stringify(record, null, 2)}\n`);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return { ...record, dist: join(folder, APP_NAME, 'dist') };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
};
const TEXT = new Set(['.html', '.js', '.css', '.json']);
type Encoding = NonNullable<ReturnType<typeof chooseEncoding>>;
// The same settings as packages/admin/host/serve-admin.ts, so that neither app is handed smaller bytes.
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * A static host for the default app, with the caching and compression our server uses (hashed
 * assets cached for good, the page revalidated every time, brotli or gzip), so that a second visit
 * means the same for both apps. Not packages/admin/host/serve-admin.ts itself: its content security policy is
 * our app's, and would block the default app's inline styles.
 */
export async function serveDefaultApp(dist: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(dist);
  const bodies = new Map<string, Promise<Buffer>>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      const file = normalize(join(root, path));
      const isFile =
        file.startsWith(`${root}/`) &&
        (await stat(file).then(
          (info) => info.isFile(),
          () => false,
        ));
      if (!isFile && extname(path) !== '') {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const target = isFile ? file : join(root, 'index.html');
      const type = extname(target);
      const headers: Record<string, string> = {
        'Content-Type': TYPES[type] ?? 'application/octet-stream',
        'Cache-Control': target.startsWith(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      const encoding = TEXT.has(type) ? chooseEncoding(request.headers['accept-encoding']) : undefined;
      if (TEXT.has(type)) headers.Vary = 'Accept-Encoding';
      if (encoding) headers['Content-Encoding'] = encoding;
      const key = `${encoding ?? 'identity'} ${target}`;
      let body = bodies.get(key);
      if (!body) {
        body = readFile(target).then((plain) => (encoding ? compressors[encoding](plain) : plain));
        bodies.set(key, body);
      }
      response.writeHead(200, headers).end(await body);
    })().catch((error: unknown) => {
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  const port = await onFreePorts(1, async ([port]) => {
    await listenOn(server, port);
    return port;
  });
  // localhost, as our admin is reached: the same name resolution and the same connection setup.
  return { url: `http://localhost:${port}`, close: () => closeServer(server) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await defaultReactAdmin((line) => console.error(line));
  console.log(JSON.stringify(app, null, 2));
}
