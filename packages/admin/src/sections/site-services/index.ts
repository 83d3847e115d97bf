import DesignServicesIcon from '@mui/icons-material/DesignServices';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./ServiceForm.js');

/** /site-settings/services: the services the public website offers, in the order it lists them. */
export const siteServices: Section = {
  name: 'site-settings/services',
  label: 'app.services.menu',
  icon: DesignServicesIcon,
  group: 'website',
  list: lazyScreen(() => import('./ServiceList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.ServiceCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.ServiceEdit }))),
  recordRepresentation: 'name',
};
