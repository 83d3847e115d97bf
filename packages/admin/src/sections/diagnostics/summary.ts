/**
 * The diagnostics as plain text for a support ticket. It is built from the facts shown on the
 * page only, and the token is not one of them: what is pasted into a ticket cannot leak a session.
 */
import { app } from '../../i18n/en.js';
import { formatCheckedAt, formatMs, probeState, type ProbeOutcome } from './probe.js';

export interface DiagnosticFacts {
  version: string;
  apiUrl: string;
  siteUrl: string;
  signedIn: boolean;
  /** Already in words (`describeTokenExpiry`). */
  tokenExpiry: string;
  probe: ProbeOutcome | undefined;
  userAgent: string;
  timeZone: string;
  language: string;
  window: string;
  now: Date;
}

export function diagnosticsText(facts: DiagnosticFacts): string {
  const t = app.diagnostics;
  const connection: [string, string][] = facts.probe
    ? [
        [t.connection, probeState(facts.probe)],
        ...(facts.probe.kind === 'unreachable' ? [] : [[t.status, String(facts.probe.status)] as [string, string]]),
        [t.latency, formatMs(facts.probe.ms)],
        ...(facts.probe.kind === 'reachable' ? [] : [[t.failure, facts.probe.message] as [string, string]]),
        [t.checkedAt, formatCheckedAt(facts.probe.at)],
      ]
    : [[t.connection, t.notChecked]];
  const lines: [string, string][] = [
    [t.version, facts.version],
    [t.apiUrl, facts.apiUrl],
    [t.siteUrl, facts.siteUrl],
    ...connection,
    [t.signedInLabel, facts.signedIn ? t.signedIn : t.signedOut],
    [t.tokenExpiry, facts.tokenExpiry],
    [t.userAgent, facts.userAgent],
    [t.timeZone, facts.timeZone],
    [t.language, facts.language],
    [t.window, facts.window],
  ];
  // One line per fact, so that a ticket system that re-wraps text keeps them apart.
  return [
    `${t.textHeading} (${facts.now.toISOString()})`,
    ...lines.map(([label, value]) => `${label}: ${value.replace(/\s+/g, ' ').trim()}`),
  ].join('\n');
}
