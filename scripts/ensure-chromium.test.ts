/**
 * Which Chromium `pnpm test` provisions, on staged machines: fake browsers, a fake apt-get, sudo
 * and npm in a temporary folder that is the whole PATH, so that no real apt-get, sudo or registry
 * is ever reached from here.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  NO_CHROMIUM_LINE,
  ensureChromium,
  main,
  provisionNpmChromium,
  runCommand,
  type EnsureDeps,
} from './ensure-chromium.js';

let dir: string;
let bin: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ensure-chromium-'));
  bin = join(dir, 'bin');
  mkdirSync(bin);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function script(path: string, body: string) {
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}
const fakeChromium = (path: string, version = 'Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)') =>
  script(path, `echo "${version}"`);

/**
 * apt-get as on a fresh machine: `install` fails until `update` has fetched the package lists,
 * then puts a chromium at `debianPath`. Every call is logged with the front end it saw.
 */
function fakeAptGet(debianPath: string) {
  const lists = join(dir, 'lists');
  return script(
    join(bin, 'apt-get'),
    [
      `echo "$DEBIAN_FRONTEND $*" >> "${join(dir, 'apt.log')}"`,
      'case "$*" in',
      `  *update*) : > "${lists}" ;;`,
      `  *install*) [ -f "${lists}" ] || { echo "E: Unable to locate package chromium" >&2; exit 100; }`,
      `    printf '#!/bin/sh\\necho "Chromium 156.0.8078.79 built on Debian"\\n' > "${debianPath}"`,
      `    /bin/chmod 755 "${debianPath}" ;;`,
      'esac',
    ].join('\n'),
  );
}
const aptCalls = () => {
  const log = join(dir, 'apt.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
};

/** A machine with nothing on it but what each test stages; the npm step is counted, not run. */
function machine(overrides: Partial<EnsureDeps> = {}) {
  const logged: string[] = [];
  const npm = { calls: 0 };
  const deps: EnsureDeps = {
    env: { PATH: bin },
    isRoot: false,
    debianPath: join(dir, 'usr-bin-chromium'),
    run: runCommand,
    provisionNpmChromium: () => {
      npm.calls += 1;
      return Promise.reject(new Error('npm pack failed: ENOTFOUND'));
    },
    log: (line) => logged.push(line),
    ...overrides,
  };
  return { deps, logged, npm };
}

describe('ensureChromium', () => {
  it('takes CHROMIUM_PATH when it runs, and looks no further', async () => {
    const mine = fakeChromium(join(dir, 'my-chrome'), 'Google Chrome 153.0.8010.0');
    fakeChromium(join(dir, 'usr-bin-chromium'));
    fakeAptGet(join(dir, 'usr-bin-chromium'));
    const { deps, npm } = machine({ isRoot: true });
    deps.env.CHROMIUM_PATH = mine;
    expect(await ensureChromium(deps)).toEqual({
      ok: true,
      path: mine,
      source: 'CHROMIUM_PATH',
      version: 'Google Chrome 153.0.8010.0',
    });
    expect(aptCalls()).toEqual([]);
    expect(npm.calls).toBe(0);
  });

  it('stops on a CHROMIUM_PATH that is not there rather than pick another browser', async () => {
    fakeChromium(join(dir, 'usr-bin-chromium'));
    const { deps, npm } = machine();
    deps.env.CHROMIUM_PATH = join(dir, 'nowhere');
    const outcome = await ensureChromium(deps);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.line).toBe(
        `CHROMIUM_PATH=${join(dir, 'nowhere')} does not run as a Chromium (no such file): point it at a Chromium binary, or unset it.`,
      );
    }
    expect(npm.calls).toBe(0);
  });

  it('stops on a CHROMIUM_PATH that does not run', async () => {
    const broken = script(join(dir, 'broken'), 'echo "error while loading shared libraries: libnss3.so" >&2; exit 127');
    const { deps } = machine();
    deps.env.CHROMIUM_PATH = broken;
    const outcome = await ensureChromium(deps);
    expect(outcome).toEqual({
      ok: false,
      line: `CHROMIUM_PATH=${broken} does not run as a Chromium (error while loading shared libraries: libnss3.so): point it at a Chromium binary, or unset it.`,
    });
  });

  it("uses Debian's chromium when it is already there, without apt", async () => {
    const debian = fakeChromium(join(dir, 'usr-bin-chromium'));
    fakeAptGet(debian);
    const { deps, npm, logged } = machine({ isRoot: true });
    expect(await ensureChromium(deps)).toMatchObject({ ok: true, path: debian, source: 'debian' });
    expect(aptCalls()).toEqual([]);
    expect(npm.calls).toBe(0);
    expect(logged).toEqual([]);
  });

  it('installs it with apt-get as root, fetching the package lists once when the install lacks them', async () => {
    const { deps, npm, logged } = machine({ isRoot: true });
    fakeAptGet(deps.debianPath);
    expect(await ensureChromium(deps)).toEqual({
      ok: true,
      path: deps.debianPath,
      source: 'apt',
      version: 'Chromium 156.0.8078.79 built on Debian',
    });
    expect(aptCalls()).toEqual([
      'noninteractive -o DPkg::Lock::Timeout=300 install -y -qq chromium',
      'noninteractive -o DPkg::Lock::Timeout=300 update -qq',
      'noninteractive -o DPkg::Lock::Timeout=300 install -y -qq chromium',
    ]);
    expect(logged).toEqual(["Installing Debian's chromium for the browser tests (apt-get install -y chromium)…"]);
    expect(npm.calls).toBe(0);
  });

  it('installs it through passwordless sudo when not root', async () => {
    const { deps } = machine();
    fakeAptGet(deps.debianPath);
    // sudo -n: runs the command when no password is needed (here: always).
    script(join(bin, 'sudo'), `[ "$1" = -n ] || exit 1\nshift\nPATH=/usr/bin:/bin\nexec "$@"`);
    expect(await ensureChromium(deps)).toMatchObject({ ok: true, source: 'apt' });
    expect(aptCalls()).toHaveLength(3);
    expect(aptCalls()[0]).toMatch(/^noninteractive .*install -y -qq chromium$/);
  });

  it('falls back to the npm-shipped Chromium when not root and sudo wants a password', async () => {
    const shipped = fakeChromium(join(dir, 'npm-chromium'), 'Chromium 153.0.8010.0');
    const { deps, npm } = machine({ provisionNpmChromium: () => Promise.resolve(shipped) });
    fakeAptGet(deps.debianPath);
    script(join(bin, 'sudo'), 'echo "sudo: a password is required" >&2; exit 1');
    expect(await ensureChromium(deps)).toEqual({
      ok: true,
      path: shipped,
      source: 'npm',
      version: 'Chromium 153.0.8010.0',
    });
    expect(aptCalls()).toEqual([]);
    expect(npm.calls).toBe(0);
  });

  it('falls back to the npm-shipped Chromium when not root and there is no sudo', async () => {
    const shipped = fakeChromium(join(dir, 'npm-chromium'), 'Chromium 153.0.8010.0');
    let asked = 0;
    const { deps } = machine({
      provisionNpmChromium: () => {
        asked += 1;
        return Promise.resolve(shipped);
      },
    });
    fakeAptGet(deps.debianPath);
    expect(await ensureChromium(deps)).toMatchObject({ ok: true, path: shipped, source: 'npm' });
    expect(asked).toBe(1);
    expect(aptCalls()).toEqual([]);
  });

  it('takes the npm path alone with PERMIT_OFFICE_BROWSER=npm, even beside a Debian chromium', async () => {
    const shipped = fakeChromium(join(dir, 'npm-chromium'), 'Chromium 153.0.8010.0');
    const { deps } = machine({ isRoot: true, provisionNpmChromium: () => Promise.resolve(shipped) });
    fakeChromium(deps.debianPath);
    fakeAptGet(deps.debianPath);
    deps.env.PERMIT_OFFICE_BROWSER = 'npm';
    expect(await ensureChromium(deps)).toMatchObject({ ok: true, path: shipped, source: 'npm' });
    expect(aptCalls()).toEqual([]);
  });

  it('says in one line what to install when nothing works, with why each way failed', async () => {
    const { deps, npm } = machine();
    const outcome = await ensureChromium(deps);
    expect(outcome).toEqual({
      ok: false,
      line: `${NO_CHROMIUM_LINE} (apt-get: not found; @sparticuz/chromium: npm pack failed: ENOTFOUND)`,
    });
    expect(npm.calls).toBe(1);
  });

  it("gives apt's own last word when the install fails even with fresh package lists", async () => {
    script(
      join(bin, 'apt-get'),
      'case "$*" in *install*) echo "E: Package chromium has no installation candidate" >&2; exit 100 ;; esac',
    );
    const { deps } = machine({ isRoot: true });
    deps.env.PERMIT_OFFICE_BROWSER = 'debian';
    const outcome = await ensureChromium(deps);
    expect(outcome).toEqual({
      ok: false,
      line: `${NO_CHROMIUM_LINE} (apt-get install chromium failed: E: Package chromium has no installation candidate)`,
    });
  });
});

describe('main', () => {
  it('exits 1 with one line on stderr before any test runs, and records nothing', async () => {
    const { deps } = machine();
    const out: string[] = [];
    const error: string[] = [];
    const record = join(dir, 'cache', 'chromium-path');
    const code = await main(deps, record, { out: (l) => out.push(l), error: (l) => error.push(l) });
    expect(code).toBe(1);
    expect(out).toEqual([]);
    expect(error).toHaveLength(1);
    expect(error[0]).not.toContain('\n');
    expect(error[0]?.startsWith(NO_CHROMIUM_LINE)).toBe(true);
    expect(existsSync(record)).toBe(false);
  });

  it('records the browser it provisioned where packages/harness/src/chromium.ts reads it', async () => {
    const { deps } = machine({ isRoot: true });
    fakeAptGet(deps.debianPath);
    const out: string[] = [];
    const record = join(dir, 'cache', 'chromium-path');
    expect(await main(deps, record, { out: (l) => out.push(l), error: () => undefined })).toBe(0);
    expect(readFileSync(record, 'utf8')).toBe(`${deps.debianPath}\n`);
    expect(out).toEqual([
      `Chromium for the browser tests: ${deps.debianPath} (Chromium 156.0.8078.79 built on Debian, Debian's, just installed)`,
    ]);
  });

  it('leaves an explicit CHROMIUM_PATH unrecorded: it reaches the tests through the environment', async () => {
    const { deps } = machine();
    deps.env.CHROMIUM_PATH = fakeChromium(join(dir, 'mine'));
    const record = join(dir, 'cache', 'chromium-path');
    expect(await main(deps, record, { out: () => undefined, error: () => undefined })).toBe(0);
    expect(existsSync(record)).toBe(false);
  });
});

describe('provisionNpmChromium', () => {
  /**
   * A stand-in for @sparticuz/chromium's tarball, laid out as the real one: bin/chromium.br and
   * three .tar.br (the libraries, the fonts, SwiftShader). Its "browser" prints its version and the
   * library and font settings it was started with.
   */
  function fakePackage() {
    const work = join(dir, 'package-src');
    const packageBin = join(work, 'package', 'bin');
    mkdirSync(packageBin, { recursive: true });
    const browser = '#!/bin/sh\necho "Chromium 153.0.8010.0 LD=$LD_LIBRARY_PATH FC=$FONTCONFIG_PATH"\n';
    writeFileSync(join(packageBin, 'chromium.br'), brotliCompressSync(browser));
    const tarBr = (name: string, files: Record<string, string>) => {
      const root = join(work, name);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(join(root, path, '..'), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      execFileSync('tar', ['-cf', join(work, `${name}.tar`), '-C', root, ...Object.keys(files)]);
      writeFileSync(join(packageBin, `${name}.tar.br`), brotliCompressSync(readFileSync(join(work, `${name}.tar`))));
    };
    tarBr('al2023', { 'lib/libnss3.so': 'nss' });
    tarBr('fonts', { 'fonts.conf': '<fontconfig><dir>/tmp/fonts</dir></fontconfig>', 'fonts/Open_Sans/x.ttf': 'ttf' });
    tarBr('swiftshader', { 'libGLESv2.so': 'gles' });
    const tarball = join(work, 'fake-chromium-153.0.0.tgz');
    execFileSync('tar', ['-czf', tarball, '-C', work, 'package']);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    // `npm pack <spec> --pack-destination <folder> …`: copies the tarball there and counts the calls.
    script(
      join(bin, 'npm'),
      [
        `echo "$*" >> "${join(dir, 'npm.log')}"`,
        'while [ "$#" -gt 0 ]; do [ "$1" = --pack-destination ] && destination="$2"; shift; done',
        `/bin/cp "${tarball}" "$destination/"`,
      ].join('\n'),
    );
    return { name: '@sparticuz/chromium', version: '153.0.0', integrity };
  }
  const options = (pkg: ReturnType<typeof fakePackage>) => ({
    cacheDir: join(dir, 'cache'),
    env: { PATH: `${bin}:/usr/bin:/bin` },
    run: runCommand,
    log: () => undefined,
    platform: 'linux',
    arch: 'x64',
    pkg,
  });

  it('unpacks the browser with its libraries and fonts behind a wrapper, once', async () => {
    const pkg = fakePackage();
    const folder = join(dir, 'cache', 'sparticuz-chromium-153.0.0');
    const wrapper = await provisionNpmChromium(options(pkg));
    expect(wrapper).toBe(join(folder, 'chromium'));
    const { status, output } = await runCommand(wrapper, ['--version'], { env: { PATH: '/usr/bin:/bin' } });
    expect(status).toBe(0);
    expect(output.trim()).toBe(`Chromium 153.0.8010.0 LD=${join(folder, 'lib')} FC=${folder}`);
    expect(readdirSync(folder).sort()).toEqual(['bin', 'chromium', 'fonts', 'fonts.conf', 'lib']);
    expect(readdirSync(join(folder, 'bin')).sort()).toEqual(['chromium', 'libGLESv2.so']);
    expect(readFileSync(join(folder, 'fonts.conf'), 'utf8')).toContain(`<dir>${join(folder, 'fonts')}</dir>`);
    expect(readdirSync(join(dir, 'cache'))).toEqual(['sparticuz-chromium-153.0.0']);

    expect(await provisionNpmChromium(options(pkg))).toBe(wrapper);
    expect(readFileSync(join(dir, 'npm.log'), 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('refuses a tarball whose integrity is not the pinned one, and leaves nothing behind', async () => {
    const pkg = { ...fakePackage(), integrity: 'sha512-something-else' };
    await expect(provisionNpmChromium(options(pkg))).rejects.toThrow(/unexpected integrity/);
    expect(readdirSync(join(dir, 'cache'))).toEqual([]);
  });

  it('says it has nothing for a machine other than Linux x64', async () => {
    const pkg = fakePackage();
    await expect(provisionNpmChromium({ ...options(pkg), arch: 'arm64' })).rejects.toThrow(
      'it ships a Chromium for Linux x64 only, this is linux arm64',
    );
  });
});
