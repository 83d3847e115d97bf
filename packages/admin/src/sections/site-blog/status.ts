import { choicesOf } from '../../format/choices.js';
import { app } from '../../i18n/en.js';

export type BlogPostStatus = keyof typeof app.blog.status;
export const blogStatusChoices = choicesOf(app.blog.status);
