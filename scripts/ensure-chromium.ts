/**
 * Provisions the Chromium the browser tests and the bench drive, so that the README's test command
 * needs nothing on the machine but Node.js and npm. Run by `pnpm test` and `pnpm bench` before any
 * browser starts; alone: `npx tsx scripts/ensure-chromium.ts`.
 *
 * In order, the first that works:
 * 1. `CHROMIUM_PATH`, when set: it always wins, and it must run (no fallback behind the user's back).
 * 2. Debian's chromium at /usr/bin/chromium, installed with apt-get when it is missing and we may
 *    (as root, or with passwordless `sudo -n`): the browser our machines are known to run.
 * 3. The Chromium that the npm package @sparticuz/chromium ships inside its tarball (Linux x64), for
 *    machines where apt cannot be used. It is fetched with `npm pack` on demand only, never by
 *    `pnpm install`, and unpacked under node_modules/.cache/permit-office/. That build loads only
 *    glibc and libgcc from the system: the NSS, NSPR and expat it needs and a font come in the
 *    same tarball, and a small wrapper script points it at them. It is a headless shell (Chromium's
 *    old headless mode), not the full browser in new headless mode that Debian's is: the browser
 *    tests run on it, but where the two differ, Debian's is the reference.
 * 4. Otherwise one line that says what to install, and exit code 1, before any test file runs.
 *
 * What it found is recorded in node_modules/.cache/permit-office/chromium-path, which
 * packages/harness/src/chromium.ts reads (after `CHROMIUM_PATH`, before /usr/bin/chromium).
 * `PERMIT_OFFICE_BROWSER=npm` skips step 2 and `=debian` skips step 3 (to try one path alone).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, createReadStream, createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { CHROMIUM_CACHE_DIR, CHROMIUM_RECORD } from '@permit-office/harness/chromium';

/** Where apt's chromium package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The npm package whose tarball holds a Chromium build, pinned exactly, with the registry's
 * integrity for that tarball (checked again here, so that no other file is ever unpacked and run).
 * Its `engines` asks for Node 22.17 since 147, but that is for its JavaScript, which we never load:
 * we only unpack its files, with Node's zlib and tar, and that works on Node 20. A newer build is
 * needed: 143.0.4, the last that admits Node 20, is Chromium 143, which lacks
 * Map.prototype.getOrInsertComputed and Math.sumPrecise, and pdf.js 5.6 (the file viewer) uses both.
 */
export const NPM_CHROMIUM = {
  name: '@sparticuz/chromium',
  version: '153.0.0',
  integrity: 'sha512-jiGWqSvPMdu4+P9TilYqAR7yEGPEHINx+lCvE/NqNO/EHYzF/x1hUiI5T6ioVIt7dEy7n88byyT0vk+dnsgQwA==',
} as const;

/** The one line printed when no browser can be had. */
export const NO_CHROMIUM_LINE =
  'The browser tests need Chromium: apt-get install -y chromium, or set CHROMIUM_PATH to a Chromium binary.';

export type ChromiumSource = 'CHROMIUM_PATH' | 'debian' | 'apt' | 'npm';
export type Outcome = { ok: true; path: string; source: ChromiumSource; version: string } | { ok: false; line: string };

export interface RunResult {
  /** The exit code; null when the command could not start or was killed. */
  status: number | null;
  /** stdout and stderr together, the last few kilobytes. */
  output: string;
}
export type Runner = (
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number },
) => Promise<RunResult>;

/** Everything the decision reads from the machine, so the tests can stage any machine. */
export interface EnsureDeps {
  env: NodeJS.ProcessEnv;
  isRoot: boolean;
  /** Where Debian's chromium is, or lands once apt installed it. */
  debianPath: string;
  run: Runner;
  /** Fetches and unpacks the npm-shipped Chromium; resolves to its path or throws why not. */
  provisionNpmChromium: () => Promise<string>;
  /** Progress, one line per slow step. */
  log: (line: string) => void;
}

const lastLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .at(-1) ?? '';
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The command's absolute path on `env.PATH`, so that only the PATH we were given is searched. */
export function which(command: string, env: NodeJS.ProcessEnv): string | undefined {
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (!folder) continue;
    const candidate = join(folder, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** Runs a command and keeps the tail of its output (apt and npm are quiet unless they fail). */
export const runCommand: Runner = (command, args, options = {}) =>
  new Promise((done) => {
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8192);
    };
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', (error) => {
      clearTimeout(timer);
      done({ status: null, output: error.message });
    });
    child.once('close', (status) => {
      clearTimeout(timer);
      done({ status, output });
    });
  });

/** The browser's version when `<path> --version` runs, or why it does not. */
async function probe(path: string, deps: EnsureDeps): Promise<{ version: string } | { why: string }> {
  if (!existsSync(path)) return { why: 'no such file' };
  const { status, output } = await deps.run(path, ['--version'], { env: deps.env, timeoutMs: 60_000 });
  // "Chromium 156.0.8078.79 built on Debian…", "Google Chrome 143.0.…": other lines (a wrapper's warnings) are not it.
  const version = output.split('\n').find((line) => /chrom\S*\s+\d+\.\d+/i.test(line));
  if (status === 0 && version) return { version: version.trim() };
  return { why: oneLine(lastLine(output) || `exit code ${String(status)}`) };
}

/** Installs Debian's chromium; resolves to undefined when apt-get succeeded, else to why not. */
async function installWithApt(deps: EnsureDeps): Promise<string | undefined> {
  const aptGet = which('apt-get', deps.env);
  if (!aptGet) return 'apt-get: not found';
  let runApt: (args: string[]) => Promise<RunResult>;
  const aptEnv = { ...deps.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (deps.isRoot) {
    runApt = (args) => deps.run(aptGet, args, { env: aptEnv });
  } else {
    // sudo drops the environment, so the non-interactive front end is passed through `env`.
    const sudo = which('sudo', deps.env);
    if (!sudo || (await deps.run(sudo, ['-n', 'true'], { env: deps.env, timeoutMs: 10_000 })).status !== 0) {
      return 'apt-get: not root and no passwordless sudo';
    }
    runApt = (args) =>
      deps.run(sudo, ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', aptGet, ...args], { env: aptEnv });
  }
  deps.log("Installing Debian's chromium for the browser tests (apt-get install -y chromium)…");
  // Wait for another apt run's lock rather than fail at once.
  const install = ['-o', 'DPkg::Lock::Timeout=300', 'install', '-y', '-qq', 'chromium'];
  let result = await runApt(install);
  if (result.status === 0) return undefined;
  // A fresh machine often has no package lists yet: fetch them once, then try again.
  const update = await runApt(['-o', 'DPkg::Lock::Timeout=300', 'update', '-qq']);
  if (update.status !== 0) return `apt-get update failed: ${oneLine(lastLine(update.output))}`;
  result = await runApt(install);
  if (result.status === 0) return undefined;
  return `apt-get install chromium failed: ${oneLine(lastLine(result.output))}`;
}

/** Decides which Chromium the browser tests drive, provisioning one when it must. */
export async function ensureChromium(deps: EnsureDeps): Promise<Outcome> {
  const explicit = deps.env.CHROMIUM_PATH;
  if (explicit) {
    const found = await probe(explicit, deps);
    if ('version' in found) return { ok: true, path: explicit, source: 'CHROMIUM_PATH', version: found.version };
    return {
      ok: false,
      line: `CHROMIUM_PATH=${explicit} does not run as a Chromium (${found.why}): point it at a Chromium binary, or unset it.`,
    };
  }

  const mode = deps.env.PERMIT_OFFICE_BROWSER || 'auto';
  if (!['auto', 'debian', 'npm'].includes(mode)) {
    return { ok: false, line: `PERMIT_OFFICE_BROWSER=${mode}: use debian, npm or auto (the default).` };
  }
  const whyNot: string[] = [];

  if (mode !== 'npm') {
    const present = await probe(deps.debianPath, deps);
    if ('version' in present) return { ok: true, path: deps.debianPath, source: 'debian', version: present.version };
    if (existsSync(deps.debianPath)) whyNot.push(`${deps.debianPath} does not run: ${present.why}`);
    const aptFailure = await installWithApt(deps);
    if (aptFailure) {
      whyNot.push(aptFailure);
    } else {
      const installed = await probe(deps.debianPath, deps);
      if ('version' in installed) return { ok: true, path: deps.debianPath, source: 'apt', version: installed.version };
      whyNot.push(`apt-get installed chromium but ${deps.debianPath} does not run: ${installed.why}`);
    }
  }

  if (mode !== 'debian') {
    try {
      const path = await deps.provisionNpmChromium();
      const shipped = await probe(path, deps);
      if ('version' in shipped) return { ok: true, path, source: 'npm', version: shipped.version };
      whyNot.push(`${NPM_CHROMIUM.name}'s Chromium does not run: ${shipped.why}`);
    } catch (error) {
      whyNot.push(`${NPM_CHROMIUM.name}: ${oneLine(error instanceof Error ? error.message : String(error))}`);
    }
  }

  return { ok: false, line: `${NO_CHROMIUM_LINE} (${whyNot.join('; ')})` };
}

/**
 * The user's npm settings (registry, proxy, cache…) without those that describe the outer run
 * (its package, script and prefix): this `npm pack` is a run of its own, outside the workspace.
 */
function npmEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const outerRun =
    /^npm_(package_|lifecycle_|command$|execpath$|node_execpath$|config_(local_prefix|prefix|global_prefix|user_agent)$)/i;
  return Object.fromEntries(Object.entries(env).filter(([key]) => !outerRun.test(key)));
}

async function sha512(file: string): Promise<string> {
  const hash = createHash('sha512');
  await pipeline(createReadStream(file), hash);
  return `sha512-${hash.digest('base64')}`;
}

/** A path as one shell word, whatever it holds. */
const shellWord = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;
const xml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Decompresses a Brotli file to `target`, or, for a `.tar.br`, unpacks it into the folder `target`. */
async function unbrotli(source: string, target: string, env: NodeJS.ProcessEnv, run: Runner): Promise<void> {
  if (!source.endsWith('.tar.br')) {
    await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(target, { mode: 0o755 }));
    return;
  }
  const tarFile = source.replace(/\.br$/, '');
  await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(tarFile));
  await mkdir(target, { recursive: true });
  const tar = await run(which('tar', env) ?? 'tar', ['-xf', tarFile, '--no-same-owner', '-C', target], { env });
  if (tar.status !== 0) throw new Error(`tar could not unpack ${source}: ${oneLine(lastLine(tar.output))}`);
  await rm(tarFile);
}

/**
 * Fetches @sparticuz/chromium's tarball with `npm pack` (the registry through npm's own settings
 * and cache; no dependencies, no install scripts) and unpacks its browser into `cacheDir`, once per
 * version. Resolves to a wrapper script that starts that browser with its own libraries and fonts.
 */
export async function provisionNpmChromium(options: {
  cacheDir: string;
  env: NodeJS.ProcessEnv;
  run: Runner;
  log: (line: string) => void;
  platform?: string;
  arch?: string;
  /** The tests' stand-in package; NPM_CHROMIUM otherwise. */
  pkg?: { name: string; version: string; integrity: string };
}): Promise<string> {
  const { cacheDir, env, run, log, pkg = NPM_CHROMIUM } = options;
  const os = `${options.platform ?? platform()} ${options.arch ?? arch()}`;
  if (os !== 'linux x64') throw new Error(`it ships a Chromium for Linux x64 only, this is ${os}`);

  const folder = join(cacheDir, `sparticuz-chromium-${pkg.version}`);
  const wrapper = join(folder, 'chromium');
  if (existsSync(wrapper)) {
    const { status } = await run(wrapper, ['--version'], { env, timeoutMs: 60_000 });
    if (status === 0) return wrapper;
  }

  const npm = which('npm', env) ?? join(dirname(process.execPath), 'npm');
  if (!existsSync(npm)) throw new Error('npm: not found');
  log(`Fetching the Chromium that ${pkg.name}@${pkg.version} ships (npm pack, 70 MB)…`);
  // Unpacked beside the final folder and renamed at the end: a run cut short leaves nothing usable-looking.
  const partial = `${folder}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const pack = join(partial, 'pack');
  await mkdir(pack, { recursive: true });
  try {
    const spec = `${pkg.name}@${pkg.version}`;
    const packed = await run(npm, ['pack', spec, '--pack-destination', pack, '--ignore-scripts', '--loglevel=error'], {
      env: npmEnvironment(env),
      cwd: pack,
      timeoutMs: 10 * 60_000,
    });
    const tarball = (await readdir(pack)).find((name) => name.endsWith('.tgz'));
    if (packed.status !== 0 || !tarball) {
      // npm ends with the path of its log; its error code says more in one line.
      const code = /^npm error code (\S+)/m.exec(packed.output)?.[1];
      throw new Error(`npm pack ${spec} failed: ${code ? `npm error ${code}` : oneLine(lastLine(packed.output))}`);
    }
    const integrity = await sha512(join(pack, tarball));
    if (integrity !== pkg.integrity) throw new Error(`npm pack ${spec}: unexpected integrity ${integrity}`);
    const untarArgs = ['-xzf', join(pack, tarball), '--no-same-owner', '-C', pack, 'package/bin'];
    const untar = await run(which('tar', env) ?? 'tar', untarArgs, { env });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball}: ${oneLine(lastLine(untar.output))}`);

    const bin = join(pack, 'package', 'bin');
    await mkdir(join(partial, 'bin'), { recursive: true });
    // The browser, with the SwiftShader libraries next to it where it looks for them.
    await unbrotli(join(bin, 'chromium.br'), join(partial, 'bin', 'chromium'), env, run);
    await unbrotli(join(bin, 'swiftshader.tar.br'), join(partial, 'bin'), env, run);
    // lib/: NSS, NSPR and expat, which a bare Debian lacks (the package builds them for Amazon Linux 2023).
    await unbrotli(join(bin, 'al2023.tar.br'), partial, env, run);
    // fonts/: Open Sans, so that pages have a font on a machine without any.
    await unbrotli(join(bin, 'fonts.tar.br'), partial, env, run);
    await rm(pack, { recursive: true, force: true });

    // The package's fonts.conf names Lambda's folders; ours names the shipped font and the system's.
    await writeFile(
      join(partial, 'fonts.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        `  <dir>${xml(join(folder, 'fonts'))}</dir>`,
        '  <dir>/usr/share/fonts</dir>',
        '  <dir>/usr/local/share/fonts</dir>',
        `  <cachedir>${xml(join(folder, 'fonts-cache'))}</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    );
    // What playwright-core, Lighthouse and CHROMIUM_PATH start: the browser with its libraries and fonts.
    await writeFile(
      join(partial, 'chromium'),
      [
        '#!/bin/sh',
        `# The Chromium of ${pkg.name}@${pkg.version}, unpacked by scripts/ensure-chromium.ts:`,
        '# it loads the NSS, NSPR and expat shipped beside it and the fonts its fonts.conf names.',
        `export LD_LIBRARY_PATH=${shellWord(join(folder, 'lib'))}"\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"`,
        `export FONTCONFIG_PATH=${shellWord(folder)}`,
        `exec ${shellWord(join(folder, 'bin', 'chromium'))} "$@"`,
        '',
      ].join('\n'),
    );
    await chmod(join(partial, 'chromium'), 0o755);
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
    return wrapper;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

const SOURCE_WORDS: Record<ChromiumSource, string> = {
  CHROMIUM_PATH: 'from CHROMIUM_PATH',
  debian: "Debian's",
  apt: "Debian's, just installed",
  npm: `shipped by ${NPM_CHROMIUM.name}@${NPM_CHROMIUM.version}`,
};

/** The command: decides, records the browser for packages/harness/src/chromium.ts, and returns the exit code. */
export async function main(
  deps: EnsureDeps,
  record: string = CHROMIUM_RECORD,
  print: { out: (line: string) => void; error: (line: string) => void } = {
    out: (line) => console.log(line),
    error: (line) => console.error(line),
  },
): Promise<number> {
  const outcome = await ensureChromium(deps);
  if (!outcome.ok) {
    print.error(outcome.line);
    return 1;
  }
  // An explicit CHROMIUM_PATH reaches the tests through the environment; recording it would make it
  // outlive the variable.
  if (outcome.source !== 'CHROMIUM_PATH') {
    await mkdir(dirname(record), { recursive: true });
    await writeFile(record, `${outcome.path}\n`);
  }
  print.out(`Chromium for the browser tests: ${outcome.path} (${outcome.version}, ${SOURCE_WORDS[outcome.source]})`);
  return 0;
}

/** The machine as it is. */
export function machineDeps(env: NodeJS.ProcessEnv = process.env): EnsureDeps {
  const log = (line: string) => console.log(line);
  return {
    env,
    isRoot: process.getuid?.() === 0,
    debianPath: DEBIAN_CHROMIUM,
    run: runCommand,
    provisionNpmChromium: () => provisionNpmChromium({ cacheDir: CHROMIUM_CACHE_DIR, env, run: runCommand, log }),
    log,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(machineDeps());
}
