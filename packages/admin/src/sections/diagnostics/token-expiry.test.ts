import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/en.js';
import { numbered, type Words } from '../../i18n/words.js';
import { catalogueWords } from '../../i18n/catalogue-words.js';
import { describeTokenExpiry, readTokenExpiry } from './token-expiry.js';

const english = catalogueWords('en');
const t: Words = (key, ...values) => english.translate(key, numbered(values));
const said = app.diagnostics.expiry;
const NOW = new Date('2026-11-22T10:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: unknown) =>
  `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('reading the expiry of an access token', () => {
  it('reads exp from a JWT without verifying it, in minutes left', () => {
    const token = jwt({ sub: '1', exp: seconds(NOW) + 600 });
    expect(readTokenExpiry(token, NOW)).toEqual({
      kind: 'valid',
      expiresAt: new Date(NOW.getTime() + 600_000),
      minutesLeft: 10,
    });
    expect(readTokenExpiry(jwt({ exp: seconds(NOW) + 119 }), NOW)).toMatchObject({ kind: 'valid', minutesLeft: 1 });
    expect(readTokenExpiry(jwt({ exp: seconds(NOW) + 30 }), NOW)).toMatchObject({ kind: 'valid', minutesLeft: 0 });
  });

  it('says expired when exp is now or past', () => {
    expect(readTokenExpiry(jwt({ exp: seconds(NOW) }), NOW)).toEqual({ kind: 'expired', expiresAt: NOW });
    expect(readTokenExpiry(jwt({ exp: seconds(NOW) - 3600 }), NOW).kind).toBe('expired');
  });

  it('reads a payload with characters outside ASCII (base64url with - and _)', () => {
    const token = jwt({ name: 'Zoë ÿ?>', exp: seconds(NOW) + 3600 });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenExpiry(token, NOW)).toMatchObject({ kind: 'valid', minutesLeft: 60 });
  });

  it('gives a reason, never a throw, for what is not a readable JWT', () => {
    expect(readTokenExpiry(undefined, NOW)).toEqual({ kind: 'absent' });
    expect(readTokenExpiry('', NOW)).toEqual({ kind: 'absent' });
    expect(readTokenExpiry('opaque-token-1234', NOW)).toEqual({ kind: 'notThreeParts' });
    expect(readTokenExpiry('a.b', NOW)).toEqual({ kind: 'notThreeParts' });
    expect(readTokenExpiry('a.b.c.d', NOW)).toEqual({ kind: 'notThreeParts' });
    expect(readTokenExpiry('a..c', NOW)).toEqual({ kind: 'notThreeParts' });
    expect(readTokenExpiry('a.!!not base64!!.c', NOW)).toEqual({ kind: 'unreadablePayload' });
    expect(readTokenExpiry('a.abcde.c', NOW)).toEqual({ kind: 'unreadablePayload' });
    expect(readTokenExpiry(`a.${base64url('not json')}.c`, NOW)).toEqual({ kind: 'unreadablePayload' });
    expect(readTokenExpiry(`a.${base64url('[1,2]')}.c`, NOW)).toEqual({ kind: 'unreadablePayload' });
    expect(readTokenExpiry(`a.${base64url('42')}.c`, NOW)).toEqual({ kind: 'unreadablePayload' });
    // Bytes that are no UTF-8 text.
    expect(readTokenExpiry(`a.${Buffer.from([0xff, 0xfe, 0xfd]).toString('base64url')}.c`, NOW)).toEqual({
      kind: 'unreadablePayload',
    });
    expect(readTokenExpiry(jwt({ sub: '1' }), NOW)).toEqual({ kind: 'noExp' });
    expect(readTokenExpiry(jwt({ exp: null }), NOW)).toEqual({ kind: 'noExp' });
    expect(readTokenExpiry(jwt({ exp: '1700000000' }), NOW)).toEqual({ kind: 'expNotANumber' });
    expect(readTokenExpiry(jwt({ exp: true }), NOW)).toEqual({ kind: 'expNotANumber' });
    expect(readTokenExpiry(jwt({ exp: 1e300 }), NOW)).toEqual({ kind: 'expNotANumber' });
  });
});

describe('describing the expiry', () => {
  it('shows the local date and time (whatever the zone) and how long is left', () => {
    const at = new Date('2026-11-22T10:10:00Z');
    expect(describeTokenExpiry({ kind: 'valid', expiresAt: at, minutesLeft: 10 }, t)).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s[AP]M \(in 10 minutes\)$/,
    );
    expect(describeTokenExpiry({ kind: 'valid', expiresAt: at, minutesLeft: 1 }, t)).toMatch(/\(in 1 minute\)$/);
    expect(describeTokenExpiry({ kind: 'valid', expiresAt: at, minutesLeft: 0 }, t)).toMatch(
      /\(in less than a minute\)$/,
    );
    expect(describeTokenExpiry({ kind: 'expired', expiresAt: at }, t)).toMatch(/\(expired\)$/);
  });

  it('says why the expiry cannot be read', () => {
    expect(describeTokenExpiry({ kind: 'absent' }, t)).toBe(said.absent);
    expect(describeTokenExpiry({ kind: 'notThreeParts' }, t)).toBe(said.notThreeParts);
    expect(describeTokenExpiry({ kind: 'unreadablePayload' }, t)).toBe(said.unreadablePayload);
    expect(describeTokenExpiry({ kind: 'noExp' }, t)).toBe(said.noExp);
    expect(describeTokenExpiry({ kind: 'expNotANumber' }, t)).toBe(said.expNotANumber);
  });
});
