/**
 * Files: uploads stored in memory and linked relative to the API address, invoice PDFs, and the
 * signed links that let a viewer without our token (the file viewer, the online office viewer)
 * open one of them for a few minutes.
 *
 * Who may read what: staff any file; a member their own uploads, their company's files (permit
 * documents) and the customer manual's documents, which every signed-in user reads; an invoice's
 * PDF with its invoice. Anything else answers 404, as an unknown id does (no probing by counting).
 */
import type { Db, StoredFile, User } from '../db/store.js';
import { cleanFileName, contentTypeOf, fileHeaders } from '../file-safety.js';
import { apiPathOfLink, fileTargetOf, type FileTarget } from '../file-links.js';
import { created, invalid, isStaff, me, notFound, type Ctx, type Operations } from '../operation.js';
import { invoicePdf } from './finance.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

interface ReadableFile {
  name: string;
  type: string;
  bytes: () => Uint8Array<ArrayBuffer>;
}

export function mayReadFile(db: Db, user: User, file: StoredFile): boolean {
  if (isStaff(user) || file.owner_id === user.id) return true;
  if (file.company_id !== null && file.company_id === user.company_id) return true;
  const link = `files/${file.id}`;
  if (db.manualDocuments.all().some((document) => document.file_link === link)) return true;
  // Attached to a message of their company's conversation that is no internal note.
  return db.messages
    .all()
    .some(
      (message) =>
        !message.internal &&
        message.company_id === user.company_id &&
        message.attachments.some((attachment) => attachment.link === link),
    );
}

/** The file a target names, if it exists and the caller may read it (a signed link already may). */
function readable(ctx: Ctx, target: FileTarget): ReadableFile | undefined {
  const user = ctx.bySignedLink ? undefined : me(ctx);
  if (target.kind === 'invoice-pdf') {
    const invoice = ctx.db.invoices.get(target.id);
    if (!invoice || (user && !isStaff(user) && invoice.company_id !== user.company_id)) return undefined;
    return { name: `${invoice.number}.pdf`, type: 'application/pdf', bytes: () => invoicePdf(invoice) };
  }
  const file = ctx.db.files.get(target.id);
  if (!file || (user && !mayReadFile(ctx.db, user, file))) return undefined;
  return { name: file.name, type: file.type, bytes: () => file.bytes };
}

function serve(ctx: Ctx, target: FileTarget) {
  const file = readable(ctx, target);
  if (!file) return notFound();
  return new Response(file.bytes(), { headers: fileHeaders(file.type, file.name) });
}

export const fileOperations: Operations = {
  async uploadFile(ctx) {
    const user = me(ctx);
    const form = ctx.body;
    const file = form instanceof FormData ? form.get('file') : null;
    if (!(file instanceof Blob) || file.size === 0) return invalid({ file: ['This field is required'] });
    if (file.size > MAX_UPLOAD_BYTES) return invalid({ file: ['The file may not be larger than 10 MB.'] });
    const name = cleanFileName('name' in file && typeof file.name === 'string' ? file.name : '');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const stored = ctx.db.files.insert({
      name,
      // What the bytes are, never what the uploader's browser claimed (file.type).
      type: contentTypeOf(bytes, name),
      bytes,
      owner_id: user.id,
      company_id: isStaff(user) ? null : user.company_id,
      created_at: ctx.now().toISOString(),
    });
    return created({ id: stored.id, link: `files/${stored.id}`, name: stored.name });
  },

  downloadFile: (ctx) => serve(ctx, { kind: 'file', id: ctx.params.id ?? 0 }),

  getInvoicePdf: (ctx) => serve(ctx, { kind: 'invoice-pdf', id: ctx.params.id ?? 0 }),

  async createFileLink(ctx) {
    const { link } = ctx.body as { link: string };
    // The link names a file by its path; the signed link is at the API's address as this caller
    // reached it (ctx.apiBase), never at a host the link names.
    const path = apiPathOfLink(link, ctx.apiBase);
    const target = path === undefined ? undefined : fileTargetOf(path);
    const file = path !== undefined && target ? readable(ctx, target) : undefined;
    if (!path || !file) return notFound();
    const { expires, signature } = await ctx.fileLinks.sign(path);
    const url = new URL(`${ctx.apiBase.replace(/\/+$/, '')}${path}`);
    url.search = new URLSearchParams({ expires: String(expires), signature }).toString();
    return created({
      url: url.href,
      expires_at: new Date(expires * 1000).toISOString(),
      name: file.name,
      content_type: file.type,
    });
  },
};
