/**
 * Debian's nginx running the configuration the repository ships (deploy/nginx) for one test: the
 * packages installed when missing, the shipped files rendered with the test's dist/, ports, API URL
 * and a throwaway certificate, and nginx in the foreground with its own prefix, pid, logs and
 * temporary folders, stopped by the test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the repository ships: the server file and its folder of includes. */
export const DEPLOY_NGINX = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url));
const SERVER_FILE = 'permit-office-admin.conf';
const INCLUDES = 'permit-office-admin';

const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
/** brotli_static: the build's own .br copies, sent as they are (packages/admin/host/precompressed.ts). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The Debian packages the test needs, each with the file that shows it is installed. */
const PACKAGES: [name: string, installs: string][] = [
  ['nginx', NGINX],
  ['libnginx-mod-http-brotli-filter', BROTLI_MODULE],
  ['libnginx-mod-http-brotli-static', BROTLI_STATIC_MODULE],
  ['openssl', '/usr/bin/openssl'],
];

/**
 * Installs Debian's nginx, its brotli modules and openssl with apt-get when they are missing (as
 * root, or through `sudo -n`); throws one line saying what to install when it cannot.
 */
export function ensureDebianNginx(): void {
  const missing = PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (!missing.length) return;
  const asRoot = process.getuid?.() === 0;
  const aptGet = (...args: string[]) => {
    const command = ['apt-get', '-y', '-q', ...args];
    const [file = 'apt-get', ...rest] = asRoot
      ? command
      : ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...command];
    return spawnSync(file, rest, {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      encoding: 'utf8',
      timeout: 240_000,
    });
  };
  const install = () => aptGet('install', '--no-install-recommends', ...missing);
  let result = install();
  // Package lists never fetched, or stale: fetch them once and try again.
  if (result.status !== 0 && !result.error) {
    aptGet('update');
    result = install();
  }
  const still = PACKAGES.filter(([, file]) => !existsSync(file)).map(([name]) => name);
  if (still.length) {
    const why =
      result.error?.message ??
      (result.stderr || result.stdout || '')
        .trim()
        .split('\n')
        .filter((line) => line.trim())
        .pop() ??
      `exit ${result.status ?? '?'}`;
    throw new Error(
      `The nginx test needs Debian's ${still.join(', ')} and could not install them (${why}): run \`sudo apt-get install -y ${PACKAGES.map(([name]) => name).join(' ')}\`.`,
    );
  }
}

export interface NginxOptions {
  /** The dist/ to serve. */
  dist: string;
  /** The value of the one setting, the API's URL. */
  apiUrl: string;
  httpPort: number;
  httpsPort: number;
  /** Include brotli.conf, as compression.conf says to where the module is installed. Default: true. */
  brotli?: boolean;
}

export interface NginxHost {
  /** http://localhost:<port>: the name the browser uses, so its cookies are not the API's (127.0.0.1). */
  httpUrl: string;
  httpsUrl: string;
  /** The configuration as rendered for this run. */
  serverFile: string;
  stop(): Promise<void>;
}

/** Replaces `from` by `to` in `text`, `times` times exactly: the shipped file changed shape otherwise. */
function replaceExactly(text: string, from: string | RegExp, to: string, times: number, file: string): string {
  const pattern =
    typeof from === 'string'
      ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
      : new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`);
  const found = text.match(pattern)?.length ?? 0;
  if (found !== times) {
    throw new Error(`deploy/nginx/${file}: expected ${String(from)} ${times} time(s), found it ${found} time(s)`);
  }
  return text.replace(pattern, () => to);
}

/** The shipped server file with this run's settings: only what an operator edits is changed. */
function renderServerFile(text: string, options: NginxOptions, certificate: { cert: string; key: string }): string {
  let rendered = text;
  const edit = (from: string | RegExp, to: string, times = 1) => {
    rendered = replaceExactly(rendered, from, to, times, SERVER_FILE);
  };
  edit('default "https://permits.example.com/api";', `default "${options.apiUrl}";`);
  edit(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${options.httpPort};`);
  edit(/^ {4}listen 443 ssl http2;$/m, `    listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  // Loopback only, and a test machine may have no IPv6.
  edit(/^ {4}listen \[::\]:\d+.*\n/gm, '', 2);
  edit('root /srv/permit-office/admin;', `root ${options.dist};`, 2);
  edit(
    /ssl_certificate +\/etc\/ssl\/permit-office\/admin\.example\.com\.fullchain\.pem;/,
    `ssl_certificate ${certificate.cert};`,
  );
  edit(
    /ssl_certificate_key +\/etc\/ssl\/permit-office\/admin\.example\.com\.key;/,
    `ssl_certificate_key ${certificate.key};`,
  );
  return rendered;
}

/**
 * The http { } around the shipped file, as Debian's /etc/nginx/nginx.conf has it (mime.types, gzip
 * on in http { }, the brotli modules loaded), with everything nginx writes kept under `root`.
 */
function mainFile(root: string, brotli: boolean): string {
  return [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    // Workers read dist/ wherever the test's checkout is, whatever its permissions.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${root}/nginx.pid;`,
    `error_log ${root}/logs/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    types_hash_max_size 2048;',
    '    sendfile on;',
    '    gzip on;',
    `    access_log ${root}/logs/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${root}/temp/${kind};`,
    ),
    `    include ${SERVER_FILE};`,
    '}',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** A throwaway self-signed certificate for localhost and 127.0.0.1. */
function makeCertificate(folder: string): { cert: string; key: string } {
  const cert = join(folder, 'localhost.pem');
  const key = join(folder, 'localhost.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate: ${made.stderr}`);
  return { cert, key };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it came over the wire: compressed when the answer says so. */
  body: Buffer;
}

/** One plain request, nothing decoded, no connection kept (a test certificate accepted over https). */
export function get(address: string, headers: Record<string, string> = {}): Promise<Answer> {
  const secure = address.startsWith('https:');
  return new Promise((resolve, reject) => {
    const request = (secure ? httpsRequest : httpRequest)(
      address,
      { headers, agent: false, ...(secure ? { rejectUnauthorized: false } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function untilHealthy(url: string, nginx: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null || nginx.signalCode !== null || nginx.pid === undefined) {
      throw new Error(`nginx exited (${nginx.exitCode ?? nginx.signalCode ?? 'not started'}): ${output()}`);
    }
    const answer = await get(`${url}/healthz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((later) => setTimeout(later, 50));
  }
  throw new Error(`nginx did not answer /healthz within 15 s: ${output()}`);
}

/** Renders deploy/nginx for this run and starts nginx with it, in the foreground. */
export async function startNginx(options: NginxOptions): Promise<NginxHost> {
  const brotli = options.brotli ?? true;
  const root = await mkdtemp(join(tmpdir(), 'nginx-e2e-'));
  // Workers (nobody, when nginx starts as root without `user root`) reach the temp folders.
  await chmod(root, 0o755);
  const conf = join(root, 'conf');
  await mkdir(join(conf, INCLUDES), { recursive: true });
  await mkdir(join(root, 'logs'));
  await mkdir(join(root, 'temp'));
  // The includes as shipped, but for the one line compression.conf asks to uncomment for brotli.
  for (const name of await readdir(join(DEPLOY_NGINX, INCLUDES))) {
    let text = await readFile(join(DEPLOY_NGINX, INCLUDES, name), 'utf8');
    if (name === 'compression.conf' && brotli) {
      text = replaceExactly(
        text,
        /^#include permit-office-admin\/brotli\.conf;$/m,
        'include permit-office-admin/brotli.conf;',
        1,
        `${INCLUDES}/${name}`,
      );
    }
    await writeFile(join(conf, INCLUDES, name), text);
  }
  const serverFile = renderServerFile(
    await readFile(join(DEPLOY_NGINX, SERVER_FILE), 'utf8'),
    options,
    makeCertificate(root),
  );
  await writeFile(join(conf, SERVER_FILE), serverFile);
  await writeFile(join(conf, 'nginx.conf'), mainFile(root, brotli));

  let output = '';
  const nginx = spawn(NGINX, ['-p', `${root}/`, '-c', join(conf, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => {
    nginx.once('exit', () => done());
    // Not started at all (no binary): said by untilHealthy, from the output.
    nginx.once('error', (error) => {
      output += error.message;
      done();
    });
  });
  const stop = async () => {
    if (nginx.pid !== undefined && nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGTERM');
      const killer = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    }
    await rm(root, { recursive: true, force: true });
  };
  const httpUrl = `http://localhost:${options.httpPort}`;
  try {
    await untilHealthy(`http://127.0.0.1:${options.httpPort}`, nginx, () => output.trim());
  } catch (error) {
    const log = await readFile(`${root}/logs/error.log`, 'utf8').catch(() => '');
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`.trim());
  }
  return { httpUrl, httpsUrl: `https://localhost:${options.httpsPort}`, serverFile, stop };
}
