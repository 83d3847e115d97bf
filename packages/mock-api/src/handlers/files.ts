/** Uploads: stored in memory, served back with their type, linked relative to the API address. */
import { invalid, notFound, type Operations } from '../operation.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const fileOperations: Operations = {
  async uploadFile(ctx) {
    const form = ctx.body;
    const file = form instanceof FormData ? form.get('file') : null;
    if (!(file instanceof Blob) || file.size === 0) return invalid({ file: ['This field is required'] });
    if (file.size > MAX_UPLOAD_BYTES) return invalid({ file: ['The file may not be larger than 10 MB.'] });
    const name = 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'upload';
    const stored = ctx.db.files.insert({
      name,
      type: file.type || 'application/octet-stream',
      bytes: new Uint8Array(await file.arrayBuffer()),
      created_at: ctx.now().toISOString(),
    });
    return { status: 201, body: { data: { id: stored.id, link: `files/${stored.id}`, name: stored.name } } };
  },

  downloadFile(ctx) {
    const file = ctx.db.files.get(ctx.params.id ?? 0);
    if (!file) return notFound();
    return new Response(file.bytes, {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `inline; filename="${file.name.replace(/["\\\r\n]/g, '_')}"`,
        // Uploaded content is never to be sniffed into something executable.
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};
