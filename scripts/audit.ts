/**
 * `pnpm audit:prod`, part of `pnpm test`: the production dependencies' known advisories.
 *
 * - A high or critical advisory fails the run (exit 1), listed so that it can be fixed.
 * - Low and moderate ones are counted, not failed on.
 * - The registry's audit service being unreachable or answering an error (some registries and
 *   mirrors answer 405) is said in one plain line and does not fail: an outage elsewhere must not
 *   block every change here, and the next run with a working service checks again.
 * - An audit that cannot run for a reason of ours (no lockfile, no report) fails, so that a broken
 *   check never passes as a clean one.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

export interface Advisory {
  module_name?: string;
  severity?: string;
  title?: string;
  url?: string;
  vulnerable_versions?: string;
  patched_versions?: string;
  findings?: { version?: string; paths?: string[] }[];
}

export type AuditVerdict =
  /** No high or critical advisory; `counts` says what else there is. */
  | { outcome: 'passed'; counts: Partial<Record<Severity, number>> }
  | { outcome: 'advisories'; blocking: Advisory[]; counts: Partial<Record<Severity, number>> }
  /** The audit service could not be asked: not a failure of this project. */
  | { outcome: 'unchecked'; reason: string }
  /** The audit could not run for a reason of ours. */
  | { outcome: 'broken'; reason: string };

const BLOCKING: ReadonlySet<string> = new Set(['high', 'critical']);

/** Error codes that mean the service, or the way to it, failed: not this project. */
const SERVICE_ERROR_CODE =
  /^(ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_AUDIT_ENDPOINT_NOT_EXISTS|ERR_PNPM_FETCH_\w+|ERR_PNPM_META_FETCH_FAIL|ERR_SOCKET_TIMEOUT|UND_ERR_\w+|E(CONNREFUSED|CONNRESET|NOTFOUND|AI_AGAIN|TIMEDOUT|HOSTUNREACH|NETUNREACH|PROTO))$/;
const NETWORK_MESSAGE =
  /ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|getaddrinfo|socket hang up|request to \S+ failed/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** pnpm prints the report as one JSON document; a warning line may come before it. */
function parseReport(stdout: string): unknown {
  const text = stdout.trim();
  for (const start of [0, text.search(/^\{/m)]) {
    if (start < 0) continue;
    try {
      return JSON.parse(text.slice(start)) as unknown;
    } catch {
      // Try the next candidate.
    }
  }
  return undefined;
}

function countsOf(metadata: unknown): Partial<Record<Severity, number>> {
  const vulnerabilities = isRecord(metadata) ? metadata['vulnerabilities'] : undefined;
  const counts: Partial<Record<Severity, number>> = {};
  if (!isRecord(vulnerabilities)) return counts;
  // Most severe first, as a person reads the summary.
  for (const severity of ['critical', 'high', 'moderate', 'low', 'info'] as const) {
    const count = vulnerabilities[severity];
    if (typeof count === 'number' && count > 0) counts[severity] = count;
  }
  return counts;
}

/** What `pnpm audit --json` printed means for the build. */
export function judgeAudit(stdout: string): AuditVerdict {
  const report = parseReport(stdout);
  if (!isRecord(report)) {
    const firstLine = stdout.trim().split('\n')[0]?.slice(0, 200);
    return {
      outcome: 'broken',
      reason: firstLine ? `pnpm audit printed no report: ${firstLine}` : 'pnpm audit printed nothing',
    };
  }
  const error = report['error'];
  if (isRecord(error)) {
    const code = typeof error['code'] === 'string' ? error['code'] : '';
    const message = typeof error['message'] === 'string' ? error['message'] : '';
    const status = /responded with (\d{3})/.exec(message)?.[1];
    if (status) return { outcome: 'unchecked', reason: `the registry's audit service answered ${status}` };
    if (SERVICE_ERROR_CODE.test(code) || NETWORK_MESSAGE.test(message)) {
      return { outcome: 'unchecked', reason: `the registry's audit service could not be reached (${code || message})` };
    }
    return { outcome: 'broken', reason: `${code || 'pnpm audit failed'}: ${message}`.trim() };
  }
  if (!isRecord(report['advisories']) || !isRecord(report['metadata'])) {
    return { outcome: 'broken', reason: 'pnpm audit printed a report without advisories or metadata' };
  }
  const counts = countsOf(report['metadata']);
  const blocking = Object.values(report['advisories'])
    .filter(isRecord)
    .map((advisory) => advisory as Advisory)
    .filter((advisory) => BLOCKING.has(String(advisory.severity).toLowerCase()));
  // The counts and the list come from the same report; either one saying "high" is enough.
  if (blocking.length || counts.high || counts.critical) return { outcome: 'advisories', blocking, counts };
  return { outcome: 'passed', counts };
}

const summary = (counts: Partial<Record<Severity, number>>) =>
  Object.entries(counts)
    .map(([severity, count]) => `${count} ${severity}`)
    .join(', ');

/** The lines a person reads, and the exit code. */
export function reportVerdict(verdict: AuditVerdict): { lines: string[]; exitCode: 0 | 1 } {
  switch (verdict.outcome) {
    case 'passed': {
      const others = summary(verdict.counts);
      return {
        lines: [`dependency audit: no high or critical advisory${others ? ` (${others})` : ''}`],
        exitCode: 0,
      };
    }
    case 'unchecked':
      return { lines: [`dependency audit not checked: ${verdict.reason}`], exitCode: 0 };
    case 'broken':
      return { lines: [`dependency audit could not run: ${verdict.reason}`], exitCode: 1 };
    case 'advisories': {
      const lines = [
        `dependency audit: high or critical advisories in production dependencies (${summary(verdict.counts)})`,
      ];
      for (const advisory of verdict.blocking) {
        const paths = (advisory.findings ?? []).flatMap((finding) => finding.paths ?? []).slice(0, 3);
        lines.push(
          `  ${advisory.severity ?? '?'}: ${advisory.module_name ?? '?'} ${advisory.vulnerable_versions ?? ''} — ${advisory.title ?? ''}`,
          `    patched: ${advisory.patched_versions ?? 'none'}; ${advisory.url ?? ''}`,
          ...paths.map((path) => `    via ${path}`),
        );
      }
      return { lines, exitCode: 1 };
    }
  }
}

/** The pnpm of this repository: the one running this script, or the pinned one through npx. */
function pnpmCommand(): [string, string[]] {
  const running = process.env.npm_execpath;
  if (running && /pnpm/i.test(basename(running))) {
    return /\.[cm]?js$/.test(running) ? [process.execPath, [running]] : [running, []];
  }
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    packageManager?: string;
  };
  const pinned = manifest.packageManager?.split('+')[0] ?? 'pnpm';
  return ['npx', ['--yes', pinned]];
}

const AUDIT_TIMEOUT_MS = 5 * 60_000;

function main(): void {
  const [command, prefix] = pnpmCommand();
  const run = spawnSync(command, [...prefix, 'audit', '--prod', '--json'], {
    cwd: new URL('..', import.meta.url),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: AUDIT_TIMEOUT_MS,
  });
  // pnpm's exit code says "something was found or failed"; the report says which, so it decides.
  const verdict: AuditVerdict =
    run.error && (run.error as NodeJS.ErrnoException).code === 'ETIMEDOUT'
      ? {
          outcome: 'unchecked',
          reason: `the registry's audit service gave no answer in ${AUDIT_TIMEOUT_MS / 60_000} minutes`,
        }
      : run.error
        ? { outcome: 'broken', reason: run.error.message }
        : judgeAudit(run.stdout);
  const { lines, exitCode } = reportVerdict(verdict);
  for (const line of lines) (exitCode ? console.error : console.log)(line);
  if (verdict.outcome === 'broken' && run.stderr?.trim()) console.error(run.stderr.trim());
  process.exitCode = exitCode;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
