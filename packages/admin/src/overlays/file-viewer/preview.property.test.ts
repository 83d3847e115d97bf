/**
 * The file viewer never runs a record's link as script in our origin, whatever the link: any
 * scheme in any letter case, hidden behind blanks, control characters or encodings, data: and
 * blob: of any type, relative or protocol-relative. A link reaches the viewer as it does in the
 * app: resolved by the SDK, then decided by previewOf.
 *
 * What "safe" means for each kind the dialog renders:
 * - refused: nothing is loaded;
 * - image: an <img>, which never runs script (an SVG in an <img> is a picture, not a document);
 * - office: a frame of the online office viewer's origin, given our link as a parameter;
 * - frame: either a page of another http(s) origin (its script runs there, not here), or
 *   sandboxed (the dialog then sets `sandbox=""`: no allow-scripts, no allow-same-origin).
 */
import { createSdk, resolveFileLink } from '@permit-office/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFICE_VIEWER, previewOf, type Preview } from './preview.js';

const ADMIN = 'https://admin.permits.example.com';
const OFFICE_ORIGIN = new URL(OFFICE_VIEWER).origin;
const SCRIPT_FREE_IMAGE_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:']);

/** The API on its own origin (as deployed), and on the admin's origin (behind the same host). */
const DEPLOYMENTS = [
  { name: 'the API on another origin', apiUrl: 'https://api.permits.example.com/api' },
  { name: "the API on the admin's origin", apiUrl: `${ADMIN}/api` },
];

function expectNoScriptInOurOrigin(preview: Preview): void {
  switch (preview.kind) {
    case 'refused':
      return;
    case 'image':
      expect(SCRIPT_FREE_IMAGE_SCHEMES).toContain(new URL(preview.url).protocol);
      return;
    case 'office': {
      expect(preview.url.startsWith(OFFICE_VIEWER)).toBe(true);
      expect(new URL(preview.url).origin).toBe(OFFICE_ORIGIN);
      expect(['http:', 'https:']).toContain(new URL(preview.source).protocol);
      return;
    }
    case 'frame': {
      if (preview.sandboxed) return;
      const url = new URL(preview.url);
      expect(['http:', 'https:']).toContain(url.protocol);
      expect(url.origin).not.toBe(ADMIN);
      // What the browser loads is what was checked: the frame's address is already normalised.
      expect(preview.url).toBe(url.href);
      return;
    }
  }
}

const blank = fc.constantFrom('', ' ', '\t', '\n', '\r\n', '\u0000', '\u0001', '\u000b', '\u001f', '\u00a0', '\ufeff');
const blanks = fc.array(blank, { maxLength: 3 }).map((parts) => parts.join(''));

const scriptScheme = fc
  .constantFrom('javascript', 'vbscript', 'file', 'about', 'filesystem', 'view-source', 'jar', 'livescript')
  .chain((scheme) => fc.mixedCase(fc.constant(scheme)));
const payload = fc.constantFrom('alert(1)', '//%0aalert(1)', 'msgbox(1)', '///etc/passwd', 'blank', '');

/** javascript: and friends, plainly or hidden: blanks around and inside, percent and entity encodings. */
const scriptLinks = fc.oneof(
  fc
    .tuple(blanks, scriptScheme, blanks, payload)
    .map(([before, scheme, after, body]) => `${before}${scheme}:${after}${body}`),
  fc
    .tuple(scriptScheme, fc.nat({ max: 9 }), blank)
    .map(([scheme, at, inside]) => `${scheme.slice(0, at)}${inside}${scheme.slice(at)}:alert(1)`),
  fc
    .tuple(scriptScheme, fc.constantFrom('%3A', '%3a', '&#58;', '&#x3A;', '&colon;', '\\x3a', '\uff1a'))
    .map(([scheme, colon]) => `${scheme}${colon}alert(1)`),
  fc.constantFrom(
    '%6Aavascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    'javascript&#58;alert(1)',
    '%20javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
  ),
);

const mime = fc.oneof(
  fc.constantFrom(
    'text/html',
    'image/svg+xml',
    'application/xhtml+xml',
    'text/xml',
    'application/xml',
    'text/javascript',
    'application/pdf',
    'text/plain',
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    '',
  ),
  fc.string({ maxLength: 20 }),
);
const dataLinks = fc
  .tuple(
    blanks,
    fc.mixedCase(fc.constant('data')),
    fc.mixedCase(mime),
    fc.constantFrom('', ';base64', ';charset=utf-8', ';image/png', ',image/png;'),
    fc.constantFrom(
      '<script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'iVBORw0KGgo=',
      '',
    ),
  )
  .map(([before, scheme, type, parameters, body]) => `${before}${scheme}:${type}${parameters},${body}`);

const blobLinks = fc
  .tuple(
    fc.mixedCase(fc.constant('blob')),
    fc.constantFrom(ADMIN, 'https://api.permits.example.com', 'https://evil.example', 'null', ''),
    fc.uuid(),
  )
  .map(([scheme, origin, id]) => `${scheme}:${origin}/${id}`);

const host = fc.oneof(
  fc.constantFrom(
    'admin.permits.example.com',
    'ADMIN.permits.example.com',
    'admin.permits.example.com:443',
    'user:pass@admin.permits.example.com',
    'api.permits.example.com',
    'evil.example',
  ),
  fc.domain(),
);
const path = fc.oneof(
  fc.webPath(),
  fc.constantFrom('/page.html', '/x.svg', '/scan.PNG', '/a.docx', '/invoice.pdf', '/', ''),
);
const ourOriginLinks = fc
  .tuple(fc.constantFrom('https://', 'HTTPS://', 'https:', 'https:\\\\', 'https:/\\', '//', '\\\\', '/\\'), host, path)
  .map(([prefix, authority, rest]) => `${prefix}${authority}${rest}`);

const relativeLinks = fc.oneof(
  fc.webPath(),
  fc.webSegment(),
  fc.constantFrom('../../page.html', '..\\..\\page.html', '%2e%2e/%2e%2e/page.html', './x.svg', '?x', '#y'),
);

const anyLink = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  scriptLinks,
  dataLinks,
  blobLinks,
  ourOriginLinks,
  relativeLinks,
);

const downloadName = fc.option(
  fc.oneof(
    fc.constantFrom('map.png', 'drawing.svg', 'page.html', 'escort.docx', 'invoice.pdf', 'photo.JPG', 'x'),
    fc.string(),
  ),
  { nil: undefined },
);

describe('the file viewer, for any link', () => {
  describe.each(DEPLOYMENTS)('with $name', ({ apiUrl }) => {
    const sdk = createSdk({ config: { API_URL: apiUrl } });

    it('never shows script-capable content in our origin', () => {
      fc.assert(
        fc.property(anyLink, downloadName, (link, name) => {
          expectNoScriptInOurOrigin(previewOf(sdk.files.resolve(link), ADMIN, name));
        }),
        { numRuns: 5000 },
      );
    });

    it('refuses every script scheme, however it is written, or keeps it as a path of the API', () => {
      fc.assert(
        fc.property(scriptLinks, downloadName, (link, name) => {
          const resolved = resolveFileLink(apiUrl, link);
          const preview = previewOf(resolved, ADMIN, name);
          if (preview.kind === 'refused') return;
          // An encoded or broken-up scheme is no scheme: the link is a file name under the API.
          expect(resolved?.startsWith(`${apiUrl}/`)).toBe(true);
          expect(new URL(resolved ?? '').origin).toBe(new URL(apiUrl).origin);
        }),
        { numRuns: 2000 },
      );
    });

    it('frames a data: or blob: address only sandboxed, since its document would be ours to script', () => {
      fc.assert(
        fc.property(fc.oneof(dataLinks, blobLinks), downloadName, (link, name) => {
          const preview = previewOf(sdk.files.resolve(link), ADMIN, name);
          // A link hidden behind a control character is no data: link: the SDK makes it an API path.
          if (preview.kind !== 'frame' || !['data:', 'blob:'].includes(new URL(preview.url).protocol)) return;
          expect(preview.sandboxed).toBe(true);
        }),
        { numRuns: 2000 },
      );
    });
  });

  it('is safe on its own too, whatever address it is handed', () => {
    fc.assert(
      fc.property(anyLink, downloadName, (resolved, name) => {
        expectNoScriptInOurOrigin(previewOf(resolved, ADMIN, name));
      }),
      { numRuns: 5000 },
    );
  });
});
