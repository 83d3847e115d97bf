/**
 * What a careful backend does with files other people uploaded: the type is decided from the bytes
 * against an allow-list (never the uploader's claim), and every answer that serves a file's bytes
 * is sandboxed, so that no uploaded document can run script at the API's address, whatever it is.
 */

/** Served `inline`: the images the file viewer shows (spec: jpeg, jpg, png, gif) and PDF. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'application/pdf']);

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const DOC_TYPE = 'application/msword';
const OCTET_STREAM = 'application/octet-stream';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the text at the start of the file is an SVG document (an XML prologue, comments, a doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096)).toLowerCase();
  return /<svg[\s>/]/.test(head);
}

/**
 * The content type of an upload, from its first bytes. Office documents are containers (zip, OLE)
 * that carry no mark of their own at the start, so there the name's extension picks between the
 * container's types; a name can never turn bytes into an image, a PDF or a page.
 */
export function contentTypeOf(bytes: Uint8Array, name: string): string {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  const extension = name.toLowerCase().split('.').pop();
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && extension === 'docx') return DOCX_TYPE;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && extension === 'doc') return DOC_TYPE;
  // Recognised so that it can be shown as a picture (<img>), never as a document (see fileHeaders).
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return OCTET_STREAM;
}

/** A download name as a person gave it, without what could break a header or climb a folder. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned.slice(0, 255) || 'upload';
}

/**
 * The headers of every answer that serves a file's bytes:
 * - `Content-Security-Policy: sandbox`: opened directly, the file is a document of a unique origin
 *   with no script, no forms, no plugins: it reads no cookie of ours and runs nothing;
 * - `nosniff`: the browser keeps to the type decided here;
 * - `inline` only for the allowed images and PDF; anything else (SVG, HTML, office files, the
 *   unknown) is an `attachment`, so following its link downloads it rather than opening it. An
 *   SVG still shows as a picture in an <img>, which never runs script.
 */
export function fileHeaders(type: string, name: string): Record<string, string> {
  const disposition = INLINE_TYPES.has(type) ? 'inline' : 'attachment';
  const asciiName = cleanFileName(name).replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return {
    'Content-Type': type,
    'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'",
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(cleanFileName(name))}`,
    // A signed link is a credential: no shared cache keeps the bytes it opened.
    'Cache-Control': 'private, no-store',
    'Referrer-Policy': 'no-referrer',
  };
}
