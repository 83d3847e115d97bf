import { createSdk } from '@permit-office/sdk';
import { describe, expect, it } from 'vitest';
import { OFFICE_FRAME_SANDBOX, OFFICE_VIEWER, previewOf } from './preview.js';

const sdk = createSdk({ config: { API_URL: 'https://api.permits.example.com/api' } });
const preview = (link: string, name?: string, type?: string) => previewOf(sdk.files.resolve(link), name, type);
const SIGNED = 'https://api.permits.example.com/api/files/12?expires=1900000000&signature=abc';

describe('file previews', () => {
  it.each(['map.png', 'photo.JPG', 'scan.jpeg', 'anim.gif', 'logo.svg'])('shows %s inline as an image', (file) => {
    expect(preview(`https://cdn.example.com/${file}`)).toEqual({
      kind: 'image',
      url: `https://cdn.example.com/${file}`,
    });
  });

  it('goes by the type the API decided from the bytes, not by the name', () => {
    expect(previewOf(SIGNED, 'page.html', 'image/png')).toEqual({ kind: 'image', url: SIGNED });
    expect(previewOf(SIGNED, 'logo.png', 'image/svg+xml')).toEqual({ kind: 'image', url: SIGNED });
    expect(previewOf(SIGNED, 'scan.png', 'application/pdf')).toEqual({ kind: 'pdf', url: SIGNED });
    expect(previewOf(SIGNED, 'invoice.pdf', 'application/octet-stream')).toEqual({
      kind: 'frame',
      url: SIGNED,
      sandbox: '',
    });
  });

  it('draws PDFs with pdf.js, never in a frame', () => {
    expect(preview('https://cdn.example.com/a.pdf')).toEqual({ kind: 'pdf', url: 'https://cdn.example.com/a.pdf' });
    expect(previewOf(SIGNED, 'INV-1.pdf', 'application/pdf').kind).toBe('pdf');
    expect(preview('data:application/pdf;base64,JVBERi0=').kind).toBe('pdf');
  });

  it('shows doc and docx through the online office viewer, with the absolute link encoded', () => {
    const type = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    expect(previewOf(SIGNED, 'escort.docx', type)).toEqual({
      kind: 'office',
      source: SIGNED,
      url: `${OFFICE_VIEWER}${encodeURIComponent(SIGNED)}`,
      sandbox: OFFICE_FRAME_SANDBOX,
    });
    expect(preview('https://cdn.example.com/a.doc').kind).toBe('office');
    expect(OFFICE_FRAME_SANDBOX).not.toMatch(/allow-(top-navigation|popups|forms|modals|downloads)/);
  });

  it('takes the kind from the download name when the address has no extension', () => {
    expect(preview('https://cdn.example.com/12', 'route-map.png').kind).toBe('image');
    expect(preview('https://cdn.example.com/13', 'instructions.docx').kind).toBe('office');
  });

  it('frames anything else with no sandbox permission at all, whatever its origin', () => {
    expect(preview('https://cdn.example.com/page.html')).toEqual({
      kind: 'frame',
      url: 'https://cdn.example.com/page.html',
      sandbox: '',
    });
    expect(previewOf(SIGNED, 'page.html', 'application/octet-stream')).toMatchObject({ kind: 'frame', sandbox: '' });
    expect(preview('data:text/html,<script>alert(1)</script>')).toMatchObject({ kind: 'frame', sandbox: '' });
    expect(previewOf('blob:https://admin.example.com/5b2c', 'upload.html')).toMatchObject({
      kind: 'frame',
      sandbox: '',
    });
    expect(preview('data:image/png;base64,iVBORw0KGgo=')).toMatchObject({ kind: 'image' });
    expect(preview('data:image/svg+xml,<svg onload=alert(1)>')).toMatchObject({ kind: 'image' });
  });

  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'file:///etc/passwd', ''])(
    'refuses %j',
    (link) => {
      expect(preview(link)).toEqual({ kind: 'refused' });
    },
  );
});
