/**
 * The test command's runner of checks side by side: every command runs to its end, a held output is
 * printed whole under its command's name, the last command's output comes as it is written, and
 * one failure fails the whole.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./side-by-side.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));

function sideBySide(...commands: string[]) {
  const result = spawnSync(TSX, [SCRIPT, ...commands], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('side-by-side', () => {
  it('prints a held output whole under its name, and the last command as it writes', () => {
    const { code, out } = sideBySide('echo one; sleep 1; echo two', 'echo live; sleep 1.5; echo later');
    expect(code).toBe(0);
    // The last command's first line comes before the held command's block, which is whole.
    expect(out.indexOf('live')).toBeLessThan(out.indexOf('── echo one'));
    expect(out).toMatch(/── echo one; sleep 1; echo two \(passed, [\d.]+ s\)\none\ntwo\n/);
    expect(out).toMatch(/later\n\n── echo live; sleep 1\.5; echo later \(passed, [\d.]+ s\)\n/);
  });

  it('runs every command to its end, and fails when any failed, naming it', () => {
    const { code, out, err } = sideBySide('exit 3', 'sleep 0.3; echo still ran');
    expect(code).toBe(1);
    expect(out).toContain('── exit 3 (failed, exit code 3,');
    expect(out).toContain('still ran');
    expect(err).toContain('Failed: exit 3');
  });

  it('runs the other commands at the lowest CPU priority, the last one at its own', () => {
    // `nice` alone prints the niceness it runs at. Each line names its command: the two run side by
    // side, and either may write first.
    const { code, out } = sideBySide('echo "held $(nice)"', 'echo "live $(nice)"');
    expect(code).toBe(0);
    const held = /── echo "held \$\(nice\)" \(passed, [\d.]+ s\)\nheld (\d+)\n/.exec(out)?.[1];
    const live = /^live (\d+)$/m.exec(out)?.[1];
    expect(Number(held)).toBe(19);
    expect(Number(live)).toBeLessThan(19);
  });
});
