import { SdkError, messages } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { numbered, type Words } from '../../i18n/words.js';
import { catalogueWords } from '../../i18n/catalogue-words.js';
import { probe, probeState, type ProbeClock } from './probe.js';
import { diagnosticsText, type DiagnosticFacts } from './summary.js';

const english = catalogueWords('en');
const t: Words = (key, ...values) => english.translate(key, numbered(values));
/** Stands for the page's `useShownText`, which in English shows every text as it came. */
const shown = (text: string) => text;

const AT = new Date('2026-11-22T10:00:00Z');

/** Each call of `elapsed` moves the clock on by `step` ms. */
function steppingClock(step: number): ProbeClock {
  let time = 1000;
  return {
    elapsed: () => {
      const now = time;
      time += step;
      return now;
    },
    now: () => AT,
  };
}

const answer = (status: number, body?: unknown) => () =>
  Promise.resolve({ error: body, response: new Response(null, { status }) });

describe('the API check', () => {
  it('times an answer and keeps its status', async () => {
    expect(await probe(answer(200), steppingClock(42.4))).toEqual({ kind: 'reachable', status: 200, ms: 42, at: AT });
  });

  it('says what an error status means, in the words of the error catalogue', async () => {
    expect(await probe(answer(503), steppingClock(7))).toEqual({
      kind: 'failed',
      status: 503,
      ms: 7,
      message: messages.unavailable,
      at: AT,
    });
    const refused = await probe(answer(418, { message: 'No coffee here.' }), steppingClock(1));
    expect(refused).toMatchObject({ kind: 'failed', status: 418, message: 'No coffee here.' });
  });

  it('gives the reason when there is no answer at all, never a throw', async () => {
    const offline = () =>
      Promise.reject(
        new SdkError({ kind: 'network', message: messages.unreachable, cause: new TypeError('Failed to fetch') }),
      );
    expect(await probe(offline, steppingClock(3))).toEqual({
      kind: 'unreachable',
      ms: 3,
      message: messages.unreachable,
      cause: 'Failed to fetch',
      at: AT,
    });
    expect(await probe(() => Promise.reject(new Error('boom')), steppingClock(3))).toMatchObject({
      kind: 'unreachable',
      message: 'boom',
    });
    // A rejection that is no Error (a library's bare string) is the case under test.
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    expect(await probe(() => Promise.reject('down'), steppingClock(3))).toMatchObject({ message: 'down' });
  });

  it('counts an unreadable answer as an answer with its status', async () => {
    const html = () =>
      Promise.reject(new SdkError({ kind: 'parse', status: 200, message: messages.htmlInsteadOfData }));
    expect(await probe(html, steppingClock(5))).toMatchObject({ kind: 'failed', status: 200 });
  });

  it('names the three states', () => {
    expect(probeState({ kind: 'reachable', status: 200, ms: 1, at: AT })).toBe('app.diagnostics.reachable');
    expect(probeState({ kind: 'failed', status: 503, ms: 1, message: '', at: AT })).toBe('app.diagnostics.failed');
    expect(probeState({ kind: 'unreachable', ms: 1, message: '', at: AT })).toBe('app.diagnostics.unreachable');
  });
});

describe('the text for a support ticket', () => {
  const facts: DiagnosticFacts = {
    version: '0.1.0',
    apiUrl: 'https://api.example.com/api',
    siteUrl: 'https://api.example.com',
    signedIn: true,
    tokenExpiry: 'Nov 22, 2026, 10:10 AM (in 10 minutes)',
    probe: { kind: 'reachable', status: 200, ms: 35, at: AT },
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    timeZone: 'America/Chicago',
    language: 'en-US',
    window: '1280 × 800',
    now: AT,
  };

  it('has one line per fact', () => {
    const text = diagnosticsText(facts, t, shown);
    expect(text.split('\n')[0]).toBe('Permit Office diagnostics (2026-11-22T10:00:00.000Z)');
    expect(text).toContain('App version: 0.1.0');
    expect(text).toContain('API base address: https://api.example.com/api');
    expect(text).toContain('Site address: https://api.example.com');
    expect(text).toContain('Connection to the API: Reachable');
    expect(text).toContain('HTTP status: 200');
    expect(text).toContain('Time to answer: 35 ms');
    expect(text).toContain('Signed in: Yes, signed in');
    expect(text).toContain('Access token expiry: Nov 22, 2026, 10:10 AM (in 10 minutes)');
    expect(text).toContain('Time zone: America/Chicago');
    expect(text).not.toContain('What happened');
  });

  it('gives the failure, and says when nothing was checked yet', () => {
    const failed = diagnosticsText(
      {
        ...facts,
        probe: {
          kind: 'unreachable',
          ms: 12,
          message: 'The server cannot be reached.\nTry again.',
          cause: 'Failed to fetch',
          at: AT,
        },
      },
      t,
      shown,
    );
    expect(failed).toContain('Connection to the API: Not reachable');
    expect(failed).toContain('What happened: The server cannot be reached. Try again. (Failed to fetch)');
    expect(failed).not.toContain('HTTP status');
    expect(diagnosticsText({ ...facts, probe: undefined }, t, shown)).toContain(
      'Connection to the API: Not checked yet',
    );
  });
});
