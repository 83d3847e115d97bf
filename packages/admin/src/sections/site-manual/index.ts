import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./ManualDocumentForm.js');

/** /site-settings/customer-manual: the documents of the public website's customer manual. */
export const siteManual: Section = {
  name: 'site-settings/customer-manual',
  label: 'app.manual.menu',
  icon: MenuBookIcon,
  group: 'website',
  list: lazyScreen(() => import('./ManualDocumentList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.ManualDocumentCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.ManualDocumentEdit }))),
  recordRepresentation: 'title',
};
