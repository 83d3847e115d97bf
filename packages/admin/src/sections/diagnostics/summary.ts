/**
 * The diagnostics as plain text for a support ticket. It is built from the facts shown on the
 * page only, and the token is not one of them: what is pasted into a ticket cannot leak a session.
 */
import type { Words } from '../../i18n/words.js';
import { failureText, formatCheckedAt, formatMs, probeState, type ProbeOutcome } from './probe.js';

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

/**
 * In the person's words (`t`), the SDK's messages too (`shown`, as `useShownText` gives it): the
 * text is also shown on the page when the browser refuses to copy it.
 */
export function diagnosticsText(facts: DiagnosticFacts, t: Words, shown: (text: string) => string): string {
  const { probe } = facts;
  const connection: [string, string][] = probe
    ? [
        [t('app.diagnostics.connection'), t(probeState(probe))],
        ...(probe.kind === 'unreachable'
          ? []
          : [[t('app.diagnostics.status'), String(probe.status)] as [string, string]]),
        [t('app.diagnostics.latency'), formatMs(t, probe.ms)],
        ...(probe.kind === 'reachable'
          ? []
          : [[t('app.diagnostics.failure'), failureText(probe, shown)] as [string, string]]),
        [t('app.diagnostics.checkedAt'), formatCheckedAt(probe.at)],
      ]
    : [[t('app.diagnostics.connection'), t('app.diagnostics.notChecked')]];
  const lines: [string, string][] = [
    [t('app.diagnostics.version'), facts.version],
    [t('app.diagnostics.apiUrl'), facts.apiUrl],
    [t('app.diagnostics.siteUrl'), facts.siteUrl],
    ...connection,
    [
      t('app.diagnostics.signedInLabel'),
      facts.signedIn ? t('app.diagnostics.signedIn') : t('app.diagnostics.signedOut'),
    ],
    [t('app.diagnostics.tokenExpiry'), facts.tokenExpiry],
    [t('app.diagnostics.userAgent'), facts.userAgent],
    [t('app.diagnostics.timeZone'), facts.timeZone],
    [t('app.diagnostics.language'), facts.language],
    [t('app.diagnostics.window'), facts.window],
  ];
  // One line per fact, so that a ticket system that re-wraps text keeps them apart.
  return [
    `${t('app.diagnostics.textHeading')} (${facts.now.toISOString()})`,
    ...lines.map(([label, value]) => `${label}: ${value.replace(/\s+/g, ' ').trim()}`),
  ].join('\n');
}
