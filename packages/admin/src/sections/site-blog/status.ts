import type { components } from '@permit-office/sdk';
import { choicesOf } from '../../format/choices.js';
import { app } from '../../i18n/en.js';

export type BlogPostStatus = components['schemas']['PostStatus'];
export const blogStatusChoices = choicesOf(app.blog.status);
