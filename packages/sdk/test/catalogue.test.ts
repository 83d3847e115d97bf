import { describe, expect, it } from 'vitest';
import { describeFailure, fieldErrorsOf, messages, serverMessageOf } from '../src/index.js';

describe('the error catalogue', () => {
  it('gives the specification strings for its statuses', () => {
    expect(describeFailure(401, { message: 'x' })).toBe('You are not authorized.');
    expect(describeFailure(403, undefined)).toBe('Refresh failed. Please log in again.');
    expect(describeFailure(404, 'Not Found')).toBe('Page not found!');
    expect(describeFailure(500, null)).toBe('Internal Server Error. Something went wrong!');
    expect(describeFailure(504, '<html>')).toBe('Internal Server Error. Something went wrong!');
  });

  it("prefers the server's own sentence for other statuses, and falls back when there is none", () => {
    expect(describeFailure(409, { message: 'This USDOT number is already registered.' })).toBe(
      'This USDOT number is already registered.',
    );
    expect(describeFailure(409, {})).toBe(messages.somethingWentWrong);
    expect(describeFailure(422, { errors: {} })).toBe(messages.invalidInput);
    expect(describeFailure(400, { message: '<b>markup</b>' })).toBe(messages.somethingWentWrong);
  });

  it('answers a message for any status and any body, never throwing', () => {
    const bodies: unknown[] = [
      undefined,
      null,
      0,
      '',
      'text',
      [],
      [1],
      { message: 5 },
      { message: ['a'] },
      Object.create(null),
      new Proxy({}, {}),
    ];
    for (let status = 100; status < 600; status++) {
      for (const body of bodies) {
        const message = describeFailure(status, body);
        expect(typeof message).toBe('string');
        expect(message.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps only well-formed field errors', () => {
    expect(fieldErrorsOf({ errors: { email: ['bad'], name: 'required', n: [1, 'x'], empty: [] } })).toEqual({
      email: ['bad'],
      name: ['required'],
      n: ['x'],
    });
    expect(fieldErrorsOf({ errors: ['x'] })).toEqual({});
    expect(fieldErrorsOf('errors')).toEqual({});
    expect(serverMessageOf({ message: '  Saved.  ' })).toBe('Saved.');
  });
});
