import { SdkError } from '@permit-office/sdk';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { isTransient } from './query-client.js';

describe('which failures are worth one more try', () => {
  it('retries no answer, 502 and 503', () => {
    expect(isTransient(new SdkError({ kind: 'network', message: 'x' }))).toBe(true);
    expect(isTransient(new SdkError({ kind: 'timeout', message: 'x' }))).toBe(true);
    expect(isTransient(new HttpError('x', 503))).toBe(true);
    expect(isTransient(new HttpError('x', 0))).toBe(true);
  });

  it('does not retry a refusal or an announced server error', () => {
    for (const status of [401, 403, 404, 422, 500, 504]) expect(isTransient(new HttpError('x', status))).toBe(false);
    expect(isTransient(new SdkError({ kind: 'parse', message: 'x' }))).toBe(false);
    expect(isTransient(new Error('x'))).toBe(false);
  });
});
