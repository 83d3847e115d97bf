/**
 * Runs the test command's checks side by side: `tsx scripts/side-by-side.ts "pnpm lint" "pnpm build"`.
 * One after another they took some 90 s on a 2-core machine, most of it one core waiting for the
 * other (ESLint alone is a third of it, on one core); and the tests, which need only the build,
 * waited for all of them (97 s), though the browser tests leave a tenth of the CPU idle while pages
 * wait. So the tests are the last command (`"pnpm build && pnpm test:unit"`), and start as soon as
 * the build is done.
 *
 * The last command's output is shown as it comes (the tests' progress); each other command's is held
 * and printed whole when it ends, under its name, so that it reads as if it had run alone. Every
 * command runs to its end; the exit code is 1 if any failed, and the failures are named last.
 *
 * The other commands run at the lowest CPU priority (`nice -n 19`): the last one's build is what
 * the tests wait for, and it took 80 s sharing two cores with ESLint and tsc against 16 s alone.
 * They do the same work in the time the browser tests leave the CPU idle (a third of it, waiting
 * for pages), and the whole still waits for every command.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where the system's `nice` is, if it has one (coreutils: every Linux, macOS). */
const NICE = ['/usr/bin/nice', '/bin/nice'].find((path) => existsSync(path));

interface Outcome {
  command: string;
  code: number;
  seconds: number;
}

function run(command: string, live: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const output: Buffer[] = [];
    const stdio: StdioOptions = ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'];
    const child: ChildProcess =
      live || !NICE
        ? spawn(command, { shell: true, stdio, env: process.env })
        : spawn(NICE, ['-n', '19', 'sh', '-c', command], { stdio, env: process.env });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      const seconds = (Date.now() - started) / 1000;
      const heading = `\n── ${command} (${code === 0 ? 'passed' : `failed, exit code ${code}`}, ${seconds.toFixed(1)} s)\n`;
      // One write: the last command writes to the same output whenever it likes, and a line of its
      // own had come between a held command's heading and its output.
      process.stdout.write(Buffer.concat([Buffer.from(heading), ...output]));
      done({ command, code, seconds });
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: tsx scripts/side-by-side.ts "<command>" ["<command>" …]');
  process.exit(2);
}
const outcomes = await Promise.all(commands.map((command, index) => run(command, index === commands.length - 1)));
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(1);
}
