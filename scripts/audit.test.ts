/** What `pnpm audit:prod` decides from what `pnpm audit --prod --json` printed (recorded samples). */
import { describe, expect, it } from 'vitest';
import { judgeAudit, reportVerdict } from './audit.js';

const report = (advisories: Record<string, unknown>, vulnerabilities: Record<string, number>) =>
  JSON.stringify(
    {
      actions: [],
      advisories,
      muted: [],
      metadata: {
        vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...vulnerabilities },
        dependencies: 412,
        devDependencies: 0,
        optionalDependencies: 0,
        totalDependencies: 412,
      },
    },
    null,
    2,
  );

const CLEAN = report({}, {});

/** A moderate advisory, which the audit reports without failing. */
const NANOID = {
  id: 1102341,
  module_name: 'nanoid',
  severity: 'moderate',
  title: 'Predictable results in nanoid generation when given non-integer values',
  url: 'https://github.com/advisories/GHSA-mwcw-c2x4-8c55',
  vulnerable_versions: '<3.3.8',
  patched_versions: '>=3.3.8',
  findings: [{ version: '3.3.7', paths: ['packages__admin>vite>postcss>nanoid'] }],
};

const MODERATE_ONLY = report({ '1102341': NANOID }, { moderate: 1 });

const HIGH = report(
  {
    '1096353': {
      id: 1096353,
      module_name: 'cross-spawn',
      severity: 'high',
      title: 'Regular Expression Denial of Service (ReDoS) in cross-spawn',
      url: 'https://github.com/advisories/GHSA-3xgq-45jj-v275',
      vulnerable_versions: '>=7.0.0 <7.0.5',
      patched_versions: '>=7.0.5',
      findings: [{ version: '7.0.3', paths: ['packages__admin>some-tool>cross-spawn'] }],
    },
    '1102341': NANOID,
  },
  { high: 1, moderate: 1 },
);

/** Recorded on this machine: the registry's audit endpoints answer 405. */
const ANSWERED_405 = `{
  "error": {
    "code": "ERR_PNPM_AUDIT_BAD_RESPONSE",
    "message": "The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: . Fallback endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits) responded with 405: "
  }
}
`;

const UNREACHABLE = JSON.stringify({
  error: {
    code: 'ECONNREFUSED',
    message:
      'request to https://registry.npmjs.org/-/npm/v1/security/audits/quick failed, reason: connect ECONNREFUSED',
  },
});

const NO_LOCKFILE = JSON.stringify({
  error: {
    code: 'ERR_PNPM_AUDIT_NO_LOCKFILE',
    message: 'No pnpm-lock.yaml found: Cannot audit a project without a lockfile',
  },
});

describe('the dependency audit', () => {
  it('passes a clean report', () => {
    const verdict = judgeAudit(CLEAN);
    expect(verdict).toEqual({ outcome: 'passed', counts: {} });
    expect(reportVerdict(verdict)).toEqual({
      lines: ['dependency audit: no high or critical advisory'],
      exitCode: 0,
    });
  });

  it('passes low and moderate advisories, and counts them', () => {
    const verdict = judgeAudit(MODERATE_ONLY);
    expect(verdict.outcome).toBe('passed');
    expect(reportVerdict(verdict)).toEqual({
      lines: ['dependency audit: no high or critical advisory (1 moderate)'],
      exitCode: 0,
    });
  });

  it('fails on a high advisory and says which package, where from and what fixes it', () => {
    const verdict = judgeAudit(HIGH);
    expect(verdict.outcome).toBe('advisories');
    const { lines, exitCode } = reportVerdict(verdict);
    expect(exitCode).toBe(1);
    const text = lines.join('\n');
    expect(text).toContain('1 high, 1 moderate');
    expect(text).toContain('high: cross-spawn >=7.0.0 <7.0.5');
    expect(text).toContain('patched: >=7.0.5; https://github.com/advisories/GHSA-3xgq-45jj-v275');
    expect(text).toContain('via packages__admin>some-tool>cross-spawn');
    expect(text).not.toContain('nanoid');
  });

  it('fails on a critical advisory, and on counts that say high even without the list', () => {
    expect(judgeAudit(HIGH.replace('"high"', '"critical"')).outcome).toBe('advisories');
    expect(judgeAudit(report({}, { critical: 2 })).outcome).toBe('advisories');
  });

  it('does not fail when the audit service answers an error: it says so plainly', () => {
    const verdict = judgeAudit(ANSWERED_405);
    expect(reportVerdict(verdict)).toEqual({
      lines: ["dependency audit not checked: the registry's audit service answered 405"],
      exitCode: 0,
    });
  });

  it('does not fail when the audit service cannot be reached', () => {
    const { lines, exitCode } = reportVerdict(judgeAudit(UNREACHABLE));
    expect(exitCode).toBe(0);
    expect(lines).toEqual([
      "dependency audit not checked: the registry's audit service could not be reached (ECONNREFUSED)",
    ]);
  });

  it('fails when the audit cannot run for a reason of ours, so that a broken check never passes', () => {
    for (const stdout of [NO_LOCKFILE, '', 'Segmentation fault', '{"advisories": {}}', '[]']) {
      const { lines, exitCode } = reportVerdict(judgeAudit(stdout));
      expect(exitCode, stdout).toBe(1);
      expect(lines[0]).toMatch(/^dependency audit could not run: /);
    }
  });

  it('reads the report after a warning line pnpm may print first', () => {
    expect(judgeAudit(` WARN  Unsupported engine\n${HIGH}`).outcome).toBe('advisories');
  });
});
