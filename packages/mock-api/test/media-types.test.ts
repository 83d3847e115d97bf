/**
 * Media types: the contract says what each answer's Content-Type is, and the mock answers nothing
 * else. Files are where they differ: a file is served with the type decided from its bytes, so every
 * type the mock can decide must be one the contract declares for `GET /files/{id}`.
 */
import { describe, expect, it } from 'vitest';
import { mediaTypeProblem } from '../src/media-types.js';
import { BASE, signIn, useMockApi } from './support.js';

useMockApi();

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

/** One upload of each kind the mock tells apart by its bytes, and the type it must be served as. */
const UPLOADS: { name: string; content: Uint8Array<ArrayBuffer>; type: string }[] = [
  { name: 'photo.png', content: bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), type: 'image/png' },
  { name: 'photo.jpg', content: bytes(0xff, 0xd8, 0xff, 0xe0, 0), type: 'image/jpeg' },
  { name: 'photo.gif', content: text('GIF89a\u0001\u0000'), type: 'image/gif' },
  { name: 'permit.pdf', content: text('%PDF-1.4\n%%EOF\n'), type: 'application/pdf' },
  { name: 'drawing.svg', content: text('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml' },
  {
    name: 'letter.docx',
    content: bytes(0x50, 0x4b, 0x03, 0x04, 0),
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'letter.doc', content: bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0), type: 'application/msword' },
  { name: 'notes.txt', content: text('plain words'), type: 'application/octet-stream' },
];

describe('the media-type check', () => {
  it('refuses a type the contract does not declare for the status, and a type where it declares no content', () => {
    const answer = { method: 'GET', path: '/companies/7', status: 200 };
    expect(mediaTypeProblem({ ...answer, contentType: 'application/json; charset=utf-8' })).toBeUndefined();
    expect(mediaTypeProblem({ ...answer, contentType: 'text/html' })).toMatch(
      /GET \/companies\/\{id\} \(\/companies\/7\) answered 200 as text\/html; the contract declares application\/json/,
    );
    expect(mediaTypeProblem({ ...answer, contentType: null })).toMatch(/without a Content-Type/);
    // An error answer is read from its declared response (a $ref): JSON.
    expect(mediaTypeProblem({ ...answer, status: 404, contentType: 'text/plain' })).toMatch(
      /declares application\/json/,
    );
    expect(
      mediaTypeProblem({ method: 'DELETE', path: '/companies/7', status: 204, contentType: null }),
    ).toBeUndefined();
    expect(
      mediaTypeProblem({ method: 'DELETE', path: '/companies/7', status: 204, contentType: 'application/json' }),
    ).toMatch(/declares no content/);
    // A PDF is not whatever a file may be: the invoice's is a PDF and nothing else.
    expect(
      mediaTypeProblem({
        method: 'GET',
        path: '/invoices/3/pdf',
        status: 200,
        contentType: 'application/octet-stream',
      }),
    ).toMatch(/declares application\/pdf$/);
  });

  it('says nothing where the contract says nothing: the test controls, a preflight, an undeclared status', () => {
    expect(
      mediaTypeProblem({ method: 'POST', path: '/__reset', status: 204, contentType: 'text/html' }),
    ).toBeUndefined();
    expect(
      mediaTypeProblem({ method: 'OPTIONS', path: '/companies', status: 204, contentType: 'x/y' }),
    ).toBeUndefined();
    expect(mediaTypeProblem({ method: 'GET', path: '/companies', status: 503, contentType: 'x/y' })).toBeUndefined();
  });
});

describe('files as the mock serves them', () => {
  it.each(UPLOADS)(
    '$name is served as $type, a type the contract declares, with a token and by a signed link',
    async (upload) => {
      const { access_token: token } = await signIn('admin');
      const form = new FormData();
      // What the uploader claims is never what the file is served as.
      form.append('file', new Blob([upload.content], { type: 'text/html' }), upload.name);
      const stored = await fetch(`${BASE}/files`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(stored.status).toBe(201);
      const { data } = (await stored.json()) as { data: { id: number; link: string } };

      const withToken = await fetch(`${BASE}/${data.link}`, { headers: { Authorization: `Bearer ${token}` } });
      const linked = await fetch(`${BASE}/file-links`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ link: data.link }),
      });
      const { data: signed } = (await linked.json()) as { data: { url: string; content_type: string } };
      expect(signed.content_type).toBe(upload.type);
      const bySignedLink = await fetch(signed.url);

      for (const answer of [withToken, bySignedLink]) {
        expect(answer.status).toBe(200);
        const contentType = answer.headers.get('Content-Type');
        expect(contentType).toBe(upload.type);
        expect(
          mediaTypeProblem({ method: 'GET', path: `/files/${data.id}`, status: 200, contentType }),
        ).toBeUndefined();
      }
    },
  );

  it("serves an invoice's PDF as the PDF the contract declares", async () => {
    const { access_token: token } = await signIn('admin');
    const answer = await fetch(`${BASE}/invoices/1/pdf`, { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    const contentType = answer.headers.get('Content-Type');
    expect(contentType).toBe('application/pdf');
    expect(mediaTypeProblem({ method: 'GET', path: '/invoices/1/pdf', status: 200, contentType })).toBeUndefined();
  });
});
