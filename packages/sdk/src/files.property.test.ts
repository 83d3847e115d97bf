/**
 * File links, for any input a record may hold: an address or nothing, never a throw and never a
 * scheme that runs script; relative links under the API base address; absolute http(s), data:
 * and blob: links as they are (section 3: "absolute, a data URI, or relative to the API base").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSdk } from './index.js';

const API_URLS = ['https://permits.example.com/api', 'http://localhost:8080', 'https://api.example.com/v1/'];
const OPENABLE_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:']);

/** What the link starts with, read the way the SDK reads a scheme (after trimming blanks). */
const schemeOf = (link: string) => /^([a-z][a-z\d+.-]*):/i.exec(link.trim())?.[1]?.toLowerCase();
const isProtocolRelative = (link: string) => /^\/\/[^/\\]/.test(link.trim());

const scriptSchemes = fc
  .constantFrom('javascript', 'vbscript', 'file', 'about', 'filesystem', 'view-source', 'ms-its', 'jar')
  .chain((scheme) => fc.mixedCase(fc.constant(scheme)));
const trimmable = fc.array(fc.constantFrom(' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u2028', '\ufeff'), {
  maxLength: 3,
});
const noise = fc.constantFrom('', '\u0000', '\u0001', '\u001f', '%20', '&#32;');

const anyLink = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
  fc
    .tuple(trimmable, noise, scriptSchemes, fc.string({ maxLength: 20 }))
    .map(([blanks, before, scheme, rest]) => `${blanks.join('')}${before}${scheme}:${rest}`),
  fc.tuple(fc.mixedCase(fc.constantFrom('data', 'blob')), fc.string()).map(([scheme, rest]) => `${scheme}:${rest}`),
  fc
    .tuple(fc.constantFrom('//', '\\\\', '/\\', '///', ' //'), fc.domain(), fc.webPath())
    .map((parts) => parts.join('')),
);

describe.each(API_URLS)('file links against %s', (apiUrl) => {
  const sdk = createSdk({ config: { API_URL: apiUrl } });
  const base = sdk.apiUrl;
  const apiOrigin = new URL(base).origin;

  it('answers an address or nothing for any input, and never a scheme that runs script', () => {
    fc.assert(
      fc.property(anyLink, (link) => {
        const resolved = sdk.files.resolve(link);
        if (resolved === undefined) return;
        expect(typeof resolved).toBe('string');
        // The address starts with its scheme: no blank or control character before it to hide one.
        expect(resolved).toMatch(/^(https?|data|blob):/i);
        let parsed: URL | undefined;
        try {
          parsed = new URL(resolved);
        } catch {
          // Not an address a browser would open (`http:` alone): previewOf refuses it.
        }
        if (parsed) expect(OPENABLE_SCHEMES).toContain(parsed.protocol);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses javascript:, vbscript:, file: and the like, in any case, behind any blanks', () => {
    fc.assert(
      fc.property(trimmable, scriptSchemes, fc.string(), (blanks, scheme, rest) => {
        expect(sdk.files.resolve(`${blanks.join('')}${scheme}:${rest}`)).toBeUndefined();
      }),
    );
  });

  it('puts any relative link under the API base address, whatever it contains', () => {
    const relative = fc
      .oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webPath(), fc.webSegment())
      .filter((link) => link.trim() !== '' && schemeOf(link) === undefined && !isProtocolRelative(link));
    fc.assert(
      fc.property(relative, (link) => {
        const resolved = sdk.files.resolve(link);
        expect(resolved?.startsWith(`${base}/`)).toBe(true);
        expect(new URL(resolved ?? '').origin).toBe(apiOrigin);
      }),
      { numRuns: 5000 },
    );
  });

  it('passes absolute http(s), data: and blob: links through as they are, blanks around them aside', () => {
    const absolute = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.webUrl().map((url) => url.toUpperCase()),
      fc.string().map((body) => `data:${body}`),
      fc
        .tuple(fc.constantFrom('image/png;base64', 'text/html', 'image/svg+xml', 'application/pdf'), fc.string())
        .map(([type, body]) => `data:${type},${body}`),
      fc.uuid().map((id) => `blob:https://admin.example/${id}`),
    );
    fc.assert(
      fc.property(absolute, trimmable, trimmable, (link, before, after) => {
        fc.pre(link.trim() === link);
        expect(sdk.files.resolve(`${before.join('')}${link}${after.join('')}`)).toBe(link);
      }),
      { numRuns: 3000 },
    );
  });

  it('reaches a protocol-relative link the way the API is reached', () => {
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (host, path) => {
        expect(sdk.files.resolve(`//${host}${path}`)).toBe(`${new URL(base).protocol}//${host}${path}`);
      }),
    );
  });
});
