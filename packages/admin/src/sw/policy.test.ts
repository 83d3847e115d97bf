import { describe, expect, it } from 'vitest';
import { mayKeep, strategyFor, withCompileHint, type RequestFacts } from './policy.js';
import { COMPILE_HINT, COMPILE_HINT_SLOT } from './protocol.js';

const ORIGIN = 'https://admin.example.com';
const PRECACHED = new Set(['/', '/config.json', '/manifest.webmanifest', '/icons/icon-192.png']);

const request = (url: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url: url.startsWith('/') ? `${ORIGIN}${url}` : url,
  mode: 'cors',
  hasAuthorization: false,
  ...facts,
});
const strategy = (url: string, facts: Partial<RequestFacts> = {}) =>
  strategyFor(request(url, facts), ORIGIN, PRECACHED);

describe('what the service worker answers', () => {
  it('answers the pages of the app, network first, whatever their route', () => {
    expect(strategy('/overview', { mode: 'navigate' })).toBe('navigation');
    expect(strategy('/companies/12?tab=members', { mode: 'navigate' })).toBe('navigation');
    expect(strategy('/', { mode: 'navigate' })).toBe('navigation');
  });

  it("keeps the build's hashed files, and asks first for the files whose content changes under their name", () => {
    expect(strategy('/assets/AdminApp-B-A_5Z0i.js', { mode: 'cors' })).toBe('code');
    expect(strategy('/assets/pdf.worker.min-FHbmGBN0.js', { mode: 'same-origin' })).toBe('code');
    expect(strategy('/config.json')).toBe('fresh');
    expect(strategy('/manifest.webmanifest')).toBe('fresh');
    expect(strategy('/icons/icon-192.png', { mode: 'no-cors' })).toBe('fresh');
  });

  it('never touches an answer of the API: another origin, or a path of this one that is not the build', () => {
    expect(strategy('https://api.example.com/api/me')).toBe('pass');
    expect(strategy('https://api.example.com/api/files/3?expires=1&signature=x', { mode: 'navigate' })).toBe('pass');
    // An API served by the admin's own host, under /api.
    expect(strategy('/api/companies?page=1')).toBe('pass');
    expect(strategy('/api/me')).toBe('pass');
    expect(strategy('/healthz')).toBe('pass');
  });

  it('never keeps a request that carries credentials of its own, nor anything but a GET', () => {
    expect(strategy('/assets/AdminApp-B-A_5Z0i.js', { hasAuthorization: true })).toBe('pass');
    expect(strategy('/config.json', { hasAuthorization: true })).toBe('pass');
    expect(strategy('/overview', { mode: 'navigate', hasAuthorization: true })).toBe('pass');
    expect(strategy('/assets/AdminApp-B-A_5Z0i.js', { method: 'POST' })).toBe('pass');
    expect(strategy('/overview', { mode: 'navigate', method: 'POST' })).toBe('pass');
  });

  it('leaves alone a file asked with a query, a folder under the assets, and a navigation to a file', () => {
    expect(strategy('/assets/AdminApp-B-A_5Z0i.js?v=2')).toBe('pass');
    expect(strategy('/config.json?fresh=1')).toBe('pass');
    expect(strategy('/assets/nested/file.js')).toBe('pass');
    expect(strategy('/assets/report.pdf', { mode: 'navigate' })).toBe('pass');
    expect(strategy('not a url')).toBe('pass');
  });
});

describe('what the service worker keeps of an answer', () => {
  const answer = (init: Partial<Pick<Response, 'ok' | 'status' | 'type' | 'redirected'>>, cacheControl?: string) => ({
    ok: true,
    status: 200,
    type: 'basic' as ResponseType,
    redirected: false,
    headers: new Headers(cacheControl ? { 'Cache-Control': cacheControl } : {}),
    ...init,
  });

  it('keeps a whole answer of its own origin', () => {
    expect(mayKeep(answer({}, 'public, max-age=31536000, immutable'))).toBe(true);
    // The hosts' /config.json: read fresh each time, kept for a start with no network.
    expect(mayKeep(answer({}, 'no-store'))).toBe(true);
  });

  it("refuses a failure, a partial answer, another origin's, a redirect, and one marked as a person's", () => {
    expect(mayKeep(answer({ ok: false, status: 404 }))).toBe(false);
    expect(mayKeep(answer({ status: 206 }))).toBe(false);
    expect(mayKeep(answer({ type: 'opaque' }))).toBe(false);
    expect(mayKeep(answer({ type: 'cors' }))).toBe(false);
    expect(mayKeep(answer({ redirected: true }))).toBe(false);
    expect(mayKeep(answer({}, 'private, max-age=60'))).toBe(false);
  });
});

describe("the build's scripts as the worker keeps them", () => {
  const chunk = 'import{a as e}from"./shell-x.js";e();\n//# sourceMappingURL=AdminApp-x.js.map\n';

  it("writes V8's compile hint in the slot the build left, the same length and the same lines", () => {
    const built = `${COMPILE_HINT_SLOT}\n${chunk}`;
    const kept = withCompileHint(built);
    expect(kept).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
    expect(kept).toHaveLength(built.length);
    expect(kept.split('\n')).toHaveLength(built.split('\n').length);
  });

  it('keeps anything without the slot as it came: no hint where the build left no room', () => {
    expect(withCompileHint(chunk)).toBe(chunk);
    expect(withCompileHint(`${COMPILE_HINT_SLOT}${chunk}`)).toBe(`${COMPILE_HINT_SLOT}${chunk}`);
    expect(withCompileHint(`${COMPILE_HINT}\n${chunk}`)).toBe(`${COMPILE_HINT}\n${chunk}`);
    expect(withCompileHint('')).toBe('');
  });
});
