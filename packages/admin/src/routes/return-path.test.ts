import { describe, expect, it } from 'vitest';
import { MAX_RETURN_PATH_LENGTH, RETURN_TO, isAppPath, safeReturnPath, signInPathFor } from './return-path.js';

const ORIGIN = 'https://app.example';
const back = (raw: string | null | undefined) => safeReturnPath(raw, ORIGIN);

describe('where a sign-in returns to', () => {
  it.each([
    '/my-loads',
    '/my-loads?filter=%7B%7D',
    '/my-loads?filter={"status":"open"}&page=2',
    '/overview/3',
    '/company/12',
    '/site-settings/blog',
    '/permit-calculation/city',
    '/companies/7/show',
    '/delete-app-account',
  ])('goes back to %s, a path of this app', (path) => {
    expect(back(path)).toBe(path.replace(/"/g, '%22'));
  });

  it.each([
    [null, 'no returnTo'],
    [undefined, 'no returnTo'],
    ['', 'empty'],
    ['/', 'home, which lands on /overview anyway'],
    ['/auth', 'the sign-in page itself'],
    ['/auth/', 'the sign-in page itself'],
    ['/auth?returnTo=/my-loads', 'the sign-in page itself'],
    ['/restore-password', 'the password page'],
    ['//evil.example', 'protocol-relative'],
    ['//evil.example/overview', 'protocol-relative'],
    ['///evil.example', 'protocol-relative'],
    ['/\\evil.example', 'a backslash the parser reads as a slash'],
    ['\\/evil.example', 'a backslash the parser reads as a slash'],
    ['\\\\evil.example', 'a backslash the parser reads as a slash'],
    ['/my-loads\\..\\..\\\\evil.example', 'backslashes in the path'],
    ['javascript:alert(1)', 'a script scheme'],
    ['JavaScript:alert(document.domain)', 'a script scheme'],
    ['\tjavascript:alert(1)', 'a tab before the scheme'],
    ['java\tscript:alert(1)', 'a tab inside the scheme'],
    ['\u0000javascript:alert(1)', 'a control character before the scheme'],
    [' //evil.example', 'a space before //'],
    ['/\t/evil.example', 'a tab the parser drops, leaving //'],
    ['/\n/evil.example', 'a newline the parser drops, leaving //'],
    ['https://evil.example', 'an absolute URL'],
    ['https://app.example/my-loads', 'an absolute URL, even our own'],
    ['https:evil.example', 'a scheme without slashes'],
    ['data:text/html,<script>alert(1)</script>', 'a data URI'],
    ['/%2F%2Fevil.example', 'encoded slashes'],
    ['%2F%2Fevil.example', 'encoded slashes'],
    ['/%2f%2fevil.example', 'encoded slashes, lower case'],
    ['/%5Cevil.example', 'an encoded backslash'],
    ['/%252F%252Fevil.example', 'doubly encoded slashes'],
    ['/..//evil.example', 'a dot segment before //'],
    ['/../overview', 'a dot segment'],
    ['/my-loads/./x', 'a dot segment'],
    ['/my-loads#top', 'a fragment'],
    ['/my-loads?q=a b', 'a raw space'],
    ['/my-loads?q=\\', 'a backslash in the query'],
    ['/caf\u00e9', 'a character outside ASCII'],
    ['/\uff0f\uff0fevil.example', 'fullwidth slashes'],
    ['/@evil.example', 'an at sign'],
    [`/${'a'.repeat(MAX_RETURN_PATH_LENGTH)}`, 'over-long'],
  ])('lands on /overview for %j (%s)', (raw, _why) => {
    expect(back(raw)).toBe('/overview');
  });

  it('takes the longest path it allows', () => {
    const longest = `/${'a'.repeat(MAX_RETURN_PATH_LENGTH - 1)}`;
    expect(back(longest)).toBe(longest);
  });

  it('sends a signed-out visitor to /auth with where they were going, encoded', () => {
    const path = signInPathFor('/my-loads?filter=%7B%7D', ORIGIN);
    expect(path).toBe('/auth?returnTo=%2Fmy-loads%3Ffilter%3D%257B%257D');
    expect(new URL(path, ORIGIN).searchParams.get(RETURN_TO)).toBe('/my-loads?filter=%7B%7D');
  });

  it('sends a signed-out visitor to plain /auth when there is nothing worth coming back to', () => {
    for (const path of ['/overview', '/', '//evil.example', `/${'a'.repeat(3000)}`]) {
      expect(signInPathFor(path, ORIGIN)).toBe('/auth');
    }
  });
});

describe('the paths navigate() takes', () => {
  it.each(['/overview', '/auth', '/my-loads?filter=%7B%7D', '/'])('takes %j', (to) => {
    expect(isAppPath(to)).toBe(true);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\\evil.example',
    'javascript:x',
    '',
  ])('refuses %j, which the URL parser reads as another origin or no path', (to) => {
    expect(isAppPath(to)).toBe(false);
  });
});
