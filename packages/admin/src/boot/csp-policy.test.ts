import { describe, expect, it } from 'vitest';
import {
  CSP_API_ORIGIN_PLACEHOLDER,
  CSP_NONCE_PLACEHOLDER,
  apiSource,
  contentSecurityPolicy,
  withCspValues,
} from './csp-policy.js';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('admits scripts and style sheets from the admin or with the nonce, and the API where the app uses it', () => {
    expect(contentSecurityPolicy({ nonce: 'abc123==', apiUrl: 'https://permits.example.com/api' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'nonce-abc123=='",
        "style-src 'self' 'nonce-abc123=='",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data: blob: https://permits.example.com",
        "font-src 'self' data:",
        "connect-src 'self' https://permits.example.com",
        'frame-src https://permits.example.com blob: data: https://view.officeapps.live.com',
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
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy['frame-src']).toEqual(["'self'", 'blob:', 'data:', 'https://view.officeapps.live.com']);
    }
  });

  it('takes only the origin of the API, and nothing from a URL that is not http(s)', () => {
    expect(apiSource('https://permits.example.com:8443/api/v1?x=1')).toBe('https://permits.example.com:8443');
    expect(apiSource('javascript:alert(1)')).toBe("'self'");
    expect(apiSource('data:text/plain,x')).toBe("'self'");
  });

  it('leaves frame-ancestors out of a <meta>, where browsers ignore it', () => {
    const meta = contentSecurityPolicy({ nonce: 'n', apiUrl: 'https://a.example', delivery: 'meta' });
    expect(meta).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy({ nonce: 'n', apiUrl: 'https://a.example' })).toBe(`${meta}; frame-ancestors 'none'`);
  });

  it("fills the build's placeholders: the response's nonce everywhere, the API's origin", () => {
    const built = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy({
      nonce: CSP_NONCE_PLACEHOLDER,
      apiUrl: CSP_API_ORIGIN_PLACEHOLDER,
      delivery: 'meta',
    })}" /><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}"><script nonce="${CSP_NONCE_PLACEHOLDER}"></script>`;
    const served = withCspValues(built, { nonce: 'R4nd0m+/==', apiUrl: 'https://permits.example.com/api' });
    expect(served).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(served).not.toContain(CSP_API_ORIGIN_PLACEHOLDER);
    expect(served.match(/R4nd0m\+\/==/g)).toHaveLength(4);
    expect(served).toContain(
      `content="${contentSecurityPolicy({ nonce: 'R4nd0m+/==', apiUrl: 'https://permits.example.com/api', delivery: 'meta' })}"`,
    );
  });

  it('has a nonce placeholder that is no valid nonce, so a page served unfilled trusts no inline style or script', () => {
    expect(CSP_NONCE_PLACEHOLDER).not.toMatch(/^[A-Za-z0-9+/_-]+={0,2}$/);
    expect(new URL(CSP_API_ORIGIN_PLACEHOLDER).hostname).toMatch(/\.invalid$/);
  });
});
