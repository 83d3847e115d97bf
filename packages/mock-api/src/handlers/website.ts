/** The public website's content: blog posts, pages, services and customer manual documents. */
import type { components } from '@permit-office/sdk';
import type { BlogPost, ManualDocument, Page, Service } from '../db/store.js';
import { Refusal, invalid, type Ctx, type Operations } from '../operation.js';
import { collection } from './collection.js';

function slugTaken(rows: { id: number; slug: string }[], slug: unknown, exceptId?: number): Refusal | undefined {
  return rows.some((row) => row.id !== exceptId && row.slug === slug)
    ? new Refusal(invalid({ slug: ['This slug is already taken.'] }))
    : undefined;
}

/** A post gets its publication date the first time it is published. */
const publishedAt = (status: unknown, previous: string | null | undefined, ctx: Ctx) =>
  status === 'published' ? (previous ?? ctx.now().toISOString()) : (previous ?? null);

const blogPosts = collection<BlogPost>({
  resource: 'blog-posts',
  schema: 'BlogPost',
  table: (db) => db.blogPosts,
  searchText: (row) => [row.title, row.slug, row.excerpt, row.body],
  defaultSort: { field: 'created_at', order: 'desc' },
  describe: (row) => `"${row.title}" (${row.status})`,
  label: (row) => row.title,
  build(input, ctx) {
    const now = ctx.now().toISOString();
    return (
      slugTaken(ctx.db.blogPosts.all(), input.slug) ?? {
        ...(input as components['schemas']['BlogPostInput']),
        published_at: publishedAt(input.status, null, ctx),
        created_at: now,
        updated_at: now,
      }
    );
  },
  change(row, input, ctx) {
    return (
      slugTaken(ctx.db.blogPosts.all(), input.slug, row.id) ?? {
        ...(input as Partial<BlogPost>),
        published_at: publishedAt(input.status ?? row.status, row.published_at, ctx),
        updated_at: ctx.now().toISOString(),
      }
    );
  },
});

const pages = collection<Page>({
  resource: 'pages',
  schema: 'Page',
  table: (db) => db.pages,
  searchText: (row) => [row.title, row.slug, row.body],
  defaultSort: { field: 'title', order: 'asc' },
  describe: (row) => `Page "${row.title}"`,
  label: (row) => row.title,
  build(input, ctx) {
    const now = ctx.now().toISOString();
    return (
      slugTaken(ctx.db.pages.all(), input.slug) ?? {
        ...(input as components['schemas']['PageInput']),
        created_at: now,
        updated_at: now,
      }
    );
  },
  change(row, input, ctx) {
    return (
      slugTaken(ctx.db.pages.all(), input.slug, row.id) ?? {
        ...(input as Partial<Page>),
        updated_at: ctx.now().toISOString(),
      }
    );
  },
});

const services = collection<Service>({
  resource: 'services',
  schema: 'Service',
  table: (db) => db.services,
  searchText: (row) => [row.name, row.description],
  defaultSort: { field: 'position', order: 'asc' },
  describe: (row) => `Service "${row.name}"`,
  label: (row) => row.name,
});

const manualDocuments = collection<ManualDocument>({
  resource: 'manual-documents',
  schema: 'ManualDocument',
  table: (db) => db.manualDocuments,
  searchText: (row) => [row.title, row.description, row.file_name],
  defaultSort: { field: 'position', order: 'asc' },
  describe: (row) => `Manual "${row.title}"`,
  label: (row) => row.title,
});

export const websiteOperations: Operations = { ...blogPosts, ...pages, ...services, ...manualDocuments };
