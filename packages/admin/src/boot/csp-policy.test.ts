import { describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, apiSource, contentSecurityPolicy, staticPolicy, withCspNonce } from './csp-policy.js';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the nonce policy a host sends as a header', () => {
  it('admits scripts and style sheets from the admin or with the nonce, and the API where the app uses it', () => {
    expect(contentSecurityPolicy({ nonce: 'abc123==', apiUrl: 'https://permits.example.com/api' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc123=='",
        "style-src 'self' 'nonce-abc123=='",
        "img-src 'self' data: blob: https://permits.example.com",
        "connect-src 'self' https://permits.example.com data: blob:",
        'frame-src https://permits.example.com blob: data: https://view.officeapps.live.com',
        "style-src-attr 'unsafe-inline'",
        "font-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never allows eval, nor inline script or style sheets', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n', apiUrl: 'http://127.0.0.1:4010/api' }));
    expect(JSON.stringify(policy)).not.toContain('unsafe-eval');
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src-elem']).toBeUndefined();
  });

  it("counts an API on the admin's own host (relative, or no API_URL at all) as 'self', once", () => {
    for (const apiUrl of ['/api', 'api', undefined, '']) {
      const policy = directives(contentSecurityPolicy({ nonce: 'n', apiUrl }));
      expect(policy['connect-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['frame-src']).toEqual(["'self'", 'blob:', 'data:', 'https://view.officeapps.live.com']);
    }
  });

  it('takes only the origin of the API, and nothing from a URL that is not http(s)', () => {
    expect(apiSource('https://permits.example.com:8443/api/v1?x=1')).toBe('https://permits.example.com:8443');
    expect(apiSource('javascript:alert(1)')).toBe("'self'");
    expect(apiSource('data:text/plain,x')).toBe("'self'");
  });

  it("fills the build's nonce placeholder on every tag with the response's nonce", () => {
    const built = `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script nonce="${CSP_NONCE_PLACEHOLDER}"></script><link nonce="${CSP_NONCE_PLACEHOLDER}">`;
    const served = withCspNonce(built, 'R4nd0m+/==');
    expect(served).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(served.match(/R4nd0m\+\/==/g)).toHaveLength(3);
  });

  it('has a nonce placeholder that is no valid nonce, so an unfilled page trusts no nonce at all', () => {
    expect(CSP_NONCE_PLACEHOLDER).not.toMatch(/^[A-Za-z0-9+/_-]+={0,2}$/);
  });
});

describe('the static policy every build carries in its <meta>', () => {
  const policy = directives(staticPolicy());

  it('needs nothing filled in: no placeholder, no nonce, no origin of a deployment', () => {
    expect(staticPolicy()).not.toMatch(/nonce|\{\{|placeholder|\.invalid/);
  });

  it('runs only our own scripts, never eval or inline script', () => {
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(staticPolicy()).not.toContain('unsafe-eval');
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
  });

  it('reaches an API on any http(s) origin, and frames and shows files from one', () => {
    for (const directive of ['connect-src', 'img-src', 'frame-src']) {
      expect(policy[directive]).toEqual(expect.arrayContaining(['http:', 'https:']));
    }
  });

  it('admits inline <style> (the trade-off a page without a per-response secret makes) and nothing else inline', () => {
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
  });

  it('holds no frame-ancestors, which browsers ignore in a <meta> (hosts that can send it as a header)', () => {
    expect(policy['frame-ancestors']).toBeUndefined();
  });

  it('is narrowed, never widened, by the header policy: every source the header allows, the <meta> allows', () => {
    const header = directives(contentSecurityPolicy({ nonce: 'n', apiUrl: 'https://permits.example.com/api' }));
    for (const [name, sources] of Object.entries(header)) {
      if (name === 'frame-ancestors') continue;
      const meta = (policy[name] ?? policy['default-src']) as string[];
      for (const source of sources) {
        if (source.startsWith("'nonce-")) continue;
        const covered = meta.includes(source) || (source.startsWith('https://') && meta.includes('https:'));
        expect(covered, `${name} ${source}`).toBe(true);
      }
    }
  });
});

describe('both policies and the installed app', () => {
  /** The sources a fetch of `directive` is checked against: its own, else what CSP falls back to. */
  const effective = (policy: Record<string, string[]>, ...fallbacks: string[]) =>
    fallbacks.map((name) => policy[name]).find((sources) => sources !== undefined) ?? [];

  it("let the app's own manifest and service worker load, as CSP falls back for them to 'self'", () => {
    for (const policy of [
      directives(staticPolicy()),
      directives(contentSecurityPolicy({ nonce: 'n', apiUrl: 'https://permits.example.com/api' })),
    ]) {
      expect(effective(policy, 'manifest-src', 'default-src')).toContain("'self'");
      expect(effective(policy, 'worker-src', 'child-src', 'script-src', 'default-src')).toContain("'self'");
    }
  });
});
