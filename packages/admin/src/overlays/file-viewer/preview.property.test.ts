/**
 * The file viewer never runs a file's content as script in our page, nor where our cookies are,
 * whatever the link, the name and the type the API says it decided: any scheme in any letter case,
 * hidden behind blanks, control characters or encodings, data: and blob: of any type, relative or
 * protocol-relative. A link reaches the viewer as it does in the app: resolved by the SDK (or signed
 * by the API, an http(s) address of its own), then decided by previewOf.
 *
 * What "safe" means for each kind the dialog renders:
 * - refused: nothing is loaded;
 * - image: an <img>, which never runs script (an SVG in an <img> is a picture, not a document);
 * - pdf: bytes read by pdf.js and painted on canvases; no frame at all;
 * - office: a frame of the online office viewer's origin only, given our link as a parameter, with
 *   the sandbox it needs for its own script and nothing more;
 * - frame: always sandboxed with no permission at all (no script, a unique origin), whatever the
 *   address: another site's, the API's own, data:, blob:.
 */
import { createSdk, resolveFileLink } from '@permit-office/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OFFICE_FRAME_SANDBOX, OFFICE_VIEWER, previewOf, type Preview } from './preview.js';

const ADMIN = 'https://admin.permits.example.com';
const OFFICE_ORIGIN = new URL(OFFICE_VIEWER).origin;
const SCRIPT_FREE_SCHEMES = new Set(['http:', 'https:', 'data:', 'blob:']);

/** The API on its own origin (as deployed), and on the admin's origin (behind the same host). */
const DEPLOYMENTS = [
  { name: 'the API on another origin', apiUrl: 'https://api.permits.example.com/api' },
  { name: "the API on the admin's origin", apiUrl: `${ADMIN}/api` },
];

function expectNoScriptOfTheFile(preview: Preview): void {
  switch (preview.kind) {
    case 'refused':
      return;
    case 'image':
    case 'pdf':
      expect(SCRIPT_FREE_SCHEMES).toContain(new URL(preview.url).protocol);
      return;
    case 'office': {
      expect(preview.url.startsWith(OFFICE_VIEWER)).toBe(true);
      expect(new URL(preview.url).origin).toBe(OFFICE_ORIGIN);
      expect(['http:', 'https:']).toContain(new URL(preview.source).protocol);
      expect(preview.sandbox).toBe(OFFICE_FRAME_SANDBOX);
      return;
    }
    case 'frame': {
      expect(preview.sandbox).toBe('');
      // What the browser loads is what was checked: the frame's address is already normalised.
      expect(preview.url).toBe(new URL(preview.url).href);
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

/** The type the API says it decided: any type at all, or none (another site's address). */
const contentType = fc.option(mime, { nil: undefined });

describe('the file viewer, for any link', () => {
  describe.each(DEPLOYMENTS)('with $name', ({ apiUrl }) => {
    const sdk = createSdk({ config: { API_URL: apiUrl } });

    it('never shows a file as a document that can run script', () => {
      fc.assert(
        fc.property(anyLink, downloadName, contentType, (link, name, type) => {
          expectNoScriptOfTheFile(previewOf(sdk.files.resolve(link), name, type));
        }),
        { numRuns: 5000 },
      );
    });

    it('refuses every script scheme, however it is written, or keeps it as a path of the API', () => {
      fc.assert(
        fc.property(scriptLinks, downloadName, contentType, (link, name, type) => {
          const resolved = resolveFileLink(apiUrl, link);
          const preview = previewOf(resolved, name, type);
          if (preview.kind === 'refused') return;
          // An encoded or broken-up scheme is no scheme: the link is a file name under the API.
          expect(resolved?.startsWith(`${apiUrl}/`)).toBe(true);
          expect(new URL(resolved ?? '').origin).toBe(new URL(apiUrl).origin);
        }),
        { numRuns: 2000 },
      );
    });

    it("frames the API's own signed links only with no permission, whatever type it names", () => {
      const signed = fc
        .tuple(fc.nat(), fc.base64String({ maxLength: 60 }))
        .map(
          ([id, signature]) => `${apiUrl}/files/${id}?expires=1900000000&signature=${encodeURIComponent(signature)}`,
        );
      fc.assert(
        fc.property(signed, downloadName, contentType, (url, name, type) => {
          const preview = previewOf(url, name, type);
          expectNoScriptOfTheFile(preview);
          if (preview.kind === 'frame') expect(preview.sandbox).toBe('');
        }),
        { numRuns: 2000 },
      );
    });
  });

  it('is safe on its own too, whatever address it is handed', () => {
    fc.assert(
      fc.property(anyLink, downloadName, contentType, (resolved, name, type) => {
        expectNoScriptOfTheFile(previewOf(resolved, name, type));
      }),
      { numRuns: 5000 },
    );
  });

  it('shows an SVG only as a picture, whatever it is called', () => {
    fc.assert(
      fc.property(fc.webUrl(), downloadName, (url, name) => {
        expect(previewOf(url, name, 'image/svg+xml').kind).toBe('image');
      }),
    );
  });
});
