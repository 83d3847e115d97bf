import ArticleIcon from '@mui/icons-material/Article';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./BlogPostForm.js');

/** /site-settings/blog: the public website's blog posts, kept by staff. */
export const siteBlog: Section = {
  name: 'site-settings/blog',
  label: 'app.blog.menu',
  icon: ArticleIcon,
  group: 'website',
  list: lazyScreen(() => import('./BlogPostList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.BlogPostCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.BlogPostEdit }))),
  recordRepresentation: 'title',
};
