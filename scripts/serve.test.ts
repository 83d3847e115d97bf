/**
 * `pnpm serve` as an operator runs it: API_URL from the environment, a health check, a line per
 * request, a clean stop on SIGTERM, and a clear refusal without API_URL.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort } from '@permit-office/harness/ports';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The server as `pnpm serve` runs it: one Node process with tsx as its loader, which a SIGTERM
 * reaches itself. Through tsx's command (tried first), the signal went to tsx, which relays it and
 * kills the server outright when the server's word that it heard it takes over 30 ms (exit 143 on
 * a busy machine, without the requests in flight finished).
 */
function serve(env: Record<string, string>): { child: ChildProcessWithoutNullStreams; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (part: Buffer) => (output += part.toString()));
  child.stderr.on('data', (part: Buffer) => (output += part.toString()));
  return { child, output: () => output };
}

const exited = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((done) => child.on('exit', (code) => done(code)));

describe('pnpm serve', () => {
  it('serves a build against API_URL, answers its health check, logs each request, stops on SIGTERM', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'serve-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Permit Office</title>');
    const port = await freePort();
    const { child, output } = serve({
      API_URL: 'https://permits.example.com/api',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST: dist,
    });
    const exit = exited(child);
    try {
      await expect.poll(() => output(), { timeout: 20_000 }).toContain('Serving');
      const base = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${base}/healthz`)).text()).toBe('ok');
      expect(await (await fetch(`${base}/config.json`)).json()).toEqual({ API_URL: 'https://permits.example.com/api' });
      const page = await fetch(`${base}/companies`);
      expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' https://permits.example.com");
      await expect.poll(() => output()).toMatch(/GET \/companies 200 [\d.]+ ms/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exit).toBe(0);
    expect(output()).toContain('SIGTERM');
  }, 60_000);

  it('refuses to start without API_URL, saying so in one line', async () => {
    const { child, output } = serve({ API_URL: '', PORT: String(await freePort()) });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('pnpm serve: API_URL is not defined in the runtime configuration');
  }, 60_000);
});
