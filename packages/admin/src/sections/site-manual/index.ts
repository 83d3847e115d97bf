import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./ManualDocumentForm.js');

/** /site-settings/customer-manual: the documents of the public website's customer manual. */
export const siteManual: Section = {
  name: 'site-settings/customer-manual',
  label: app.manual.menu,
  icon: MenuBookIcon,
  group: 'website',
  list: lazy(() => import('./ManualDocumentList.js')),
  create: lazy(() => form().then((module) => ({ default: module.ManualDocumentCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.ManualDocumentEdit }))),
  recordRepresentation: 'title',
};
