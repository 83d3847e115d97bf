/**
 * Whether the API answers and how fast: one cheap call that changes nothing, timed from the
 * browser. A refresh the session makes on the way counts in the time, as it would for the person.
 */
import { describeFailure, SdkError } from '@permit-office/sdk';
import type { WordKey, Words } from '../../i18n/words.js';
import { wordsOf } from '../../i18n/words.js';

/**
 * `message` is what the SDK or the server said (shown through `useShownText`, which translates the
 * SDK's own messages); `cause` the browser's reason, when it adds something ("Failed to fetch").
 */
export type ProbeOutcome =
  | { kind: 'reachable'; status: number; ms: number; at: Date }
  | { kind: 'failed'; status: number; ms: number; message: string; cause?: string; at: Date }
  | { kind: 'unreachable'; ms: number; message: string; cause?: string; at: Date };

export interface ProbeClock {
  /** A monotonic time in ms (`performance.now()`), for the latency. */
  elapsed(): number;
  /** The wall clock, for when the check was made. */
  now(): Date;
}

const browserClock: ProbeClock = { elapsed: () => performance.now(), now: () => new Date() };

function messageOf(error: unknown): { message: string; cause?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  // The SDK's own sentence first; the browser's reason ("Failed to fetch") helps support more than nothing.
  const message = wordsOf(error) ?? error.message;
  const cause = error.cause instanceof Error && error.cause.message !== message ? error.cause.message : '';
  return cause ? { message, cause } : { message };
}

export async function probe(
  call: () => Promise<{ error?: unknown; response: Response }>,
  clock: ProbeClock = browserClock,
): Promise<ProbeOutcome> {
  const started = clock.elapsed();
  const ms = () => Math.max(0, Math.round(clock.elapsed() - started));
  try {
    const { error, response } = await call();
    const took = ms();
    if (response.ok) return { kind: 'reachable', status: response.status, ms: took, at: clock.now() };
    return {
      kind: 'failed',
      status: response.status,
      ms: took,
      message: describeFailure(response.status, error),
      at: clock.now(),
    };
  } catch (error) {
    const took = ms();
    // An answer that could not be read (an HTML page from a proxy) still came from somewhere.
    if (error instanceof SdkError && error.status !== undefined) {
      return { kind: 'failed', status: error.status, ms: took, ...messageOf(error), at: clock.now() };
    }
    return { kind: 'unreachable', ms: took, ...messageOf(error), at: clock.now() };
  }
}

/** The state's words: reachable, answered with an error, not reachable. */
export function probeState(outcome: ProbeOutcome): WordKey {
  return outcome.kind === 'reachable'
    ? 'app.diagnostics.reachable'
    : outcome.kind === 'failed'
      ? 'app.diagnostics.failed'
      : 'app.diagnostics.unreachable';
}

/** What went wrong, the SDK's message in the person's words (`shown`), the browser's reason after it. */
export const failureText = (
  outcome: Exclude<ProbeOutcome, { kind: 'reachable' }>,
  shown: (text: string) => string,
): string => (outcome.cause ? `${shown(outcome.message)} (${outcome.cause})` : shown(outcome.message));

export const formatMs = (t: Words, ms: number) => t('app.diagnostics.milliseconds', ms);

// Seconds included: two checks a few seconds apart must read as two checks.
const checkedAt = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export const formatCheckedAt = (at: Date) => checkedAt.format(at);
