import { createSdk } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { OFFICE_VIEWER, previewOf } from './preview.js';

const APP = 'https://admin.permits.example.com';
const sdk = createSdk({ config: { API_URL: 'https://api.permits.example.com/api' } });
const preview = (link: string, name?: string) => previewOf(sdk.files.resolve(link), APP, name);

describe('file previews', () => {
  it.each(['map.png', 'photo.JPG', 'scan.jpeg', 'anim.gif'])('shows %s inline as an image', (file) => {
    expect(preview(`files/${file}`)).toEqual({
      kind: 'image',
      url: `https://api.permits.example.com/api/files/${file}`,
    });
  });

  it('shows doc and docx through the online office viewer, with the absolute link encoded', () => {
    const result = preview('files/escort.docx');
    expect(result).toEqual({
      kind: 'office',
      source: 'https://api.permits.example.com/api/files/escort.docx',
      url: `${OFFICE_VIEWER}${encodeURIComponent('https://api.permits.example.com/api/files/escort.docx')}`,
    });
    expect(preview('https://cdn.example.com/a.doc').kind).toBe('office');
  });

  it('takes the kind from the download name when the link has no extension', () => {
    expect(preview('files/12', 'route-map.png').kind).toBe('image');
    expect(preview('files/13', 'instructions.docx').kind).toBe('office');
  });

  it('frames anything else; a frame of another origin as it is, one of our origin sandboxed', () => {
    expect(preview('invoices/4/pdf')).toEqual({
      kind: 'frame',
      url: 'https://api.permits.example.com/api/invoices/4/pdf',
      sandboxed: false,
    });
    expect(preview(`${APP}/uploads/page.html`)).toEqual({
      kind: 'frame',
      url: `${APP}/uploads/page.html`,
      sandboxed: true,
    });
  });

  it('sandboxes data: and blob: frames, which would otherwise run in a page-made origin', () => {
    expect(preview('data:text/html,<script>alert(1)</script>')).toMatchObject({ kind: 'frame', sandboxed: true });
    expect(preview('data:application/pdf;base64,JVBERi0=')).toMatchObject({ kind: 'frame', sandboxed: true });
    expect(previewOf(`blob:${APP}/5b2c`, APP, 'upload.pdf')).toMatchObject({ kind: 'frame', sandboxed: true });
    expect(preview('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ kind: 'image' });
    expect(preview('data:image/svg+xml,<svg onload=alert(1)>')).toMatchObject({ kind: 'frame', sandboxed: true });
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'file:///etc/passwd', ''])(
    'refuses %j',
    (link) => {
      expect(preview(link)).toEqual({ kind: 'refused' });
    },
  );
});
