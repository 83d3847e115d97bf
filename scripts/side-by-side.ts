/**
 * Runs the test command's checks side by side: `tsx scripts/side-by-side.ts "pnpm lint" "pnpm build"`.
 * One after another they took some 90 s on a 2-core machine, most of it one core waiting for the
 * other (ESLint alone is a third of it, on one core). Each command's output is held and printed
 * whole when it ends, under its name, so that the log reads as if they had run in turn. Every
 * command runs to its end; the exit code is 1 if any failed, and the failures are named last.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  command: string;
  code: number;
  seconds: number;
}

function run(command: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((done) => {
    const output: Buffer[] = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (code: number) => {
      const seconds = (Date.now() - started) / 1000;
      process.stdout.write(
        `\n── ${command} (${code === 0 ? 'passed' : `failed, exit code ${code}`}, ${seconds.toFixed(1)} s)\n`,
      );
      process.stdout.write(Buffer.concat(output));
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
const outcomes = await Promise.all(commands.map(run));
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length) {
  console.error(`\nFailed: ${failed.map((outcome) => outcome.command).join(', ')}`);
  process.exit(1);
}
