/**
 * Slugs: the last part of a post's or page's address on the public website. The contract's
 * pattern is lowercase letters and digits in dash-separated groups (pages and posts alike).
 */
import { contractFields } from '@permit-office/sdk';

const { slug } = contractFields.PageInput;
export const SLUG_PATTERN = new RegExp(slug.pattern, 'u');
export const SLUG_MAX_LENGTH = slug.maxLength;

/**
 * A slug suggested for a title: `Frost laws & you (2026)` → `frost-laws-and-you-2026`. Accents
 * are dropped rather than the letters that carry them, so `Café` still reads `cafe`.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at the limit without leaving a dash at the end, which the pattern refuses.
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** Whether one of the rows already uses the slug, leaving out the record being edited. */
export function isSlugTaken(
  rows: readonly { id: string | number; slug?: unknown }[],
  slug: string,
  exceptId?: string | number,
): boolean {
  return rows.some((row) => row.slug === slug && (exceptId === undefined || String(row.id) !== String(exceptId)));
}
