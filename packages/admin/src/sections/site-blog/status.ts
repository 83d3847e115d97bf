import type { components } from '@permit-office/sdk';
import type { WordKey } from '../../i18n/words.js';

export type BlogPostStatus = components['schemas']['PostStatus'];

/** Each status's words: a status added to the contract is a compile error here. */
const STATUS_LABELS: Record<BlogPostStatus, WordKey> = {
  draft: 'app.blog.status.draft',
  published: 'app.blog.status.published',
};

/** The select's choices, named by keys: react-admin's select translates them. */
export const blogStatusChoices = (Object.keys(STATUS_LABELS) as BlogPostStatus[]).map((id) => ({
  id,
  name: STATUS_LABELS[id],
}));
