/**
 * How a file is previewed, decided once, here, where it can be tested. Everything a file holds is
 * someone else's content: nothing it contains may run script in our page or where our cookies are.
 * - images (jpeg, jpg, png, gif, and SVG) show inline in an <img>, which never runs script: an SVG
 *   is only ever a picture, never a document;
 * - PDFs are drawn by pdf.js into our page (Chromium's own viewer refuses a sandboxed frame), from
 *   bytes it parses, with no script of the document's ever run;
 * - doc and docx go through the online office viewer, whose frame runs its own script in its own
 *   origin and gets the few sandbox permissions it needs to do so;
 * - anything else shows in a frame sandboxed with no permission at all (no script, a unique
 *   origin), whatever address it has;
 * - a link the SDK will not resolve (javascript:, vbscript:, file: …) is refused.
 *
 * The API tells the type it decided from the bytes (`content_type` of a signed link); where there
 * is none (another site's address), the name's or the address's extension decides.
 */
export type Preview =
  | { kind: 'image'; url: string }
  | { kind: 'pdf'; url: string }
  | { kind: 'office'; url: string; source: string; sandbox: typeof OFFICE_FRAME_SANDBOX }
  | { kind: 'frame'; url: string; sandbox: typeof FILE_FRAME_SANDBOX }
  | { kind: 'refused' };

export const OFFICE_VIEWER = 'https://view.officeapps.live.com/op/embed.aspx?src=';

/** The office viewer's frame: its script in its origin, no navigation of ours, no forms, no popups. */
export const OFFICE_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/** Every other frame of a file: no permission at all. */
export const FILE_FRAME_SANDBOX = '';

const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'gif', 'svg']);
const OFFICE_EXTENSIONS = new Set(['doc', 'docx']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/svg+xml']);
const OFFICE_TYPES = new Set([
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const PDF_TYPE = 'application/pdf';

type Kind = 'image' | 'pdf' | 'office' | 'other';

function kindOfType(type: string): Kind {
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === PDF_TYPE) return 'pdf';
  if (OFFICE_TYPES.has(type)) return 'office';
  return 'other';
}

function kindOfExtension(extension: string): Kind {
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (OFFICE_EXTENSIONS.has(extension)) return 'office';
  return 'other';
}

function extensionOf(url: URL, name: string | undefined): string {
  const fromName = name?.split('.').pop();
  const fromPath = url.pathname.split('/').pop()?.split('.');
  const extension = fromPath && fromPath.length > 1 ? fromPath.pop() : fromName;
  return (extension ?? '').toLowerCase();
}

/** What a data: address says it is (`data:image/png;base64,…` → image/png). */
const dataType = (url: URL) => url.pathname.split(/[;,]/)[0]?.trim().toLowerCase() ?? '';

/**
 * @param resolved the address to load (a signed link, another site's address, data:, blob:)
 * @param downloadName the file's name, when known
 * @param contentType the type the API decided from the bytes, when it is one of the API's files
 */
export function previewOf(resolved: string | undefined, downloadName?: string, contentType?: string): Preview {
  if (!resolved) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(resolved);
  } catch {
    return { kind: 'refused' };
  }
  const scheme = url.protocol;
  if (scheme !== 'http:' && scheme !== 'https:' && scheme !== 'data:' && scheme !== 'blob:') return { kind: 'refused' };
  const kind =
    scheme === 'data:'
      ? kindOfType(dataType(url))
      : contentType
        ? kindOfType(contentType.split(';')[0]?.trim().toLowerCase() ?? '')
        : kindOfExtension(extensionOf(url, downloadName));
  // What the browser loads is what was checked: the address, normalised.
  const href = url.href;
  switch (kind) {
    case 'image':
      return { kind: 'image', url: href };
    case 'pdf':
      return { kind: 'pdf', url: href };
    case 'office':
      // The office viewer fetches the file itself, from the internet: only an http(s) address can do.
      return scheme === 'http:' || scheme === 'https:'
        ? { kind: 'office', url: OFFICE_VIEWER + encodeURIComponent(href), source: href, sandbox: OFFICE_FRAME_SANDBOX }
        : { kind: 'frame', url: href, sandbox: FILE_FRAME_SANDBOX };
    case 'other':
      return { kind: 'frame', url: href, sandbox: FILE_FRAME_SANDBOX };
  }
}
