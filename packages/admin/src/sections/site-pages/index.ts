import WebIcon from '@mui/icons-material/Web';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./PageForm.js');

/** /site-settings/pages: the public website's pages (about us, terms…), kept by staff. */
export const sitePages: Section = {
  name: 'site-settings/pages',
  label: app.sitePages.menu,
  icon: WebIcon,
  group: 'website',
  list: lazy(() => import('./PageList.js')),
  create: lazy(() => form().then((module) => ({ default: module.PageCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.PageEdit }))),
  recordRepresentation: 'title',
};
