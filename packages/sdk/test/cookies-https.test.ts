// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://admin.example.test/overview" }
import { describe, expect, it, vi } from 'vitest';
import { cookieTokenStore } from '../src/browser.js';

describe('cookie token store over https', () => {
  it('adds Secure to both cookies', () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    cookieTokenStore().setTokens({ access_token: 'a', refresh_token: 'r' });
    const writes = setter.mock.calls.map(([value]) => value);
    expect(writes).toHaveLength(2);
    for (const cookie of writes) {
      expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'SameSite=Strict', 'Path=/']));
    }
  });
});
