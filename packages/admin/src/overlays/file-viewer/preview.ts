/**
 * How a file link is previewed, decided once, here, where it can be tested:
 * - jpeg, jpg, png and gif show inline as images (an <img> never runs script);
 * - doc and docx go through the online office viewer (another origin);
 * - anything else shows in a frame. A frame of another http(s) origin is shown as it is: its
 *   script, if any, runs in that origin, and Chromium renders PDFs only in unsandboxed frames.
 *   A frame that would share our origin (same origin, blob:, data:) is fully sandboxed, so nothing
 *   it holds can run script in our origin;
 * - a link the SDK will not resolve (javascript:, vbscript:, file: …) is refused.
 */
export type Preview =
  | { kind: 'image'; url: string }
  | { kind: 'office'; url: string; source: string }
  | { kind: 'frame'; url: string; sandboxed: boolean }
  | { kind: 'refused' };

export const OFFICE_VIEWER = 'https://view.officeapps.live.com/op/embed.aspx?src=';

const IMAGE_EXTENSIONS = new Set(['jpeg', 'jpg', 'png', 'gif']);
const OFFICE_EXTENSIONS = new Set(['doc', 'docx']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif']);

function extensionOf(url: URL, name: string | undefined): string {
  const fromName = name?.split('.').pop();
  const fromPath = url.pathname.split('/').pop()?.split('.');
  const extension = fromPath && fromPath.length > 1 ? fromPath.pop() : fromName;
  return (extension ?? '').toLowerCase();
}

export function previewOf(resolved: string | undefined, appOrigin: string, downloadName?: string): Preview {
  if (!resolved) return { kind: 'refused' };
  let url: URL;
  try {
    url = new URL(resolved);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol === 'data:') {
    const type = url.pathname.split(/[;,]/)[0]?.toLowerCase() ?? '';
    return IMAGE_TYPES.has(type) ? { kind: 'image', url: resolved } : { kind: 'frame', url: resolved, sandboxed: true };
  }
  if (url.protocol === 'blob:') {
    return IMAGE_EXTENSIONS.has((downloadName?.split('.').pop() ?? '').toLowerCase())
      ? { kind: 'image', url: resolved }
      : { kind: 'frame', url: resolved, sandboxed: true };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  const extension = extensionOf(url, downloadName);
  if (IMAGE_EXTENSIONS.has(extension)) return { kind: 'image', url: url.href };
  if (OFFICE_EXTENSIONS.has(extension)) {
    return { kind: 'office', url: OFFICE_VIEWER + encodeURIComponent(url.href), source: url.href };
  }
  return { kind: 'frame', url: url.href, sandboxed: url.origin === appOrigin };
}
