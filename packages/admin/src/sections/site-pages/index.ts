import WebIcon from '@mui/icons-material/Web';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./PageForm.js');

/** /site-settings/pages: the public website's pages (about us, terms…), kept by staff. */
export const sitePages: Section = {
  name: 'site-settings/pages',
  label: 'app.sitePages.menu',
  icon: WebIcon,
  group: 'website',
  list: lazyScreen(() => import('./PageList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.PageCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.PageEdit }))),
  recordRepresentation: 'title',
};
