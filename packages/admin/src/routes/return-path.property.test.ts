/**
 * No open redirect, for any value at all: whatever `returnTo` holds, signing in lands on
 * /overview or on a path of this app, never on another origin.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANDING, RESTORE_PASSWORD, SIGN_IN } from '../registry/paths.js';
import { RETURN_TO, isAppPath, safeReturnPath, signInPathFor } from './return-path.js';

const ORIGINS = ['https://app.example', 'http://localhost:5173'];

/** Pieces that have fooled redirect checks: slashes and their encodings, schemes, blanks, dots. */
const tricky = fc
  .array(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%252F',
      '%',
      ':',
      ' ',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '\u001f',
      '\u00a0',
      '\u2028',
      '\uff0f',
      'javascript:',
      'JaVaScRiPt:',
      'vbscript:',
      'data:text/html,',
      'https:',
      'http://',
      'evil.example',
      '@',
      '.',
      '..',
      '?',
      '#',
      '&#58;',
      '&#x2F;',
      'auth',
      'restore-password',
      'overview',
      'my-loads',
      'returnTo=',
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((url) => url.replace(/^https?:/, '')),
  tricky,
);

/** The property: /overview, or a path that stays in our origin and is no sign-in page. */
function expectSafe(result: string, origin: string): void {
  if (result === LANDING) return;
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(result.startsWith('/\\')).toBe(false);
  expect(new URL(result, origin).origin).toBe(origin);
  expect([SIGN_IN, RESTORE_PASSWORD]).not.toContain(result.split('?')[0]?.replace(/\/+$/, ''));
}

describe('the returnTo decision, for any value', () => {
  it.each(ORIGINS)('never leaves %s', (origin) => {
    fc.assert(
      fc.property(anyValue, (raw) => {
        expectSafe(safeReturnPath(raw, origin), origin);
      }),
      { numRuns: 3000 },
    );
  });

  it('keeps any path of this app, with its query, as it is', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_~-][A-Za-z0-9._~-]{0,15}$/);
    const query = fc.option(fc.stringMatching(/^\?[A-Za-z0-9=&%_.-]{0,40}$/), { nil: '' });
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), query, (segments, search) => {
        const path = `/${segments.join('/')}${search}`;
        fc.pre(![SIGN_IN, RESTORE_PASSWORD, LANDING].includes(`/${segments.join('/')}`));
        fc.pre(!segments.some((s) => s === '.' || s === '..'));
        expect(safeReturnPath(path, ORIGINS[0])).toBe(
          new URL(path, ORIGINS[0]).pathname + new URL(path, ORIGINS[0]).search,
        );
      }),
    );
  });

  it('lets navigate() take only paths that stay in our origin', () => {
    fc.assert(
      fc.property(anyValue, (to) => {
        if (isAppPath(to)) expect(new URL(to, ORIGINS[0]).origin).toBe(ORIGINS[0]);
      }),
      { numRuns: 3000 },
    );
  });

  it('carries through /auth exactly what it would accept back', () => {
    fc.assert(
      fc.property(anyValue, (raw) => {
        const [origin] = ORIGINS as [string];
        const signIn = new URL(signInPathFor(raw, origin), origin);
        expect(signIn.origin).toBe(origin);
        expect(signIn.pathname).toBe(SIGN_IN);
        const carried = signIn.searchParams.get(RETURN_TO);
        expect(safeReturnPath(carried, origin)).toBe(safeReturnPath(raw, origin));
      }),
      { numRuns: 2000 },
    );
  });
});
