import HowToRegIcon from '@mui/icons-material/HowToReg';
import { app } from '../../i18n/en.js';
import { lazyScreen, type Section } from '../registry.js';

/** /applications: membership applications, approved or rejected by staff. */
export const applications: Section = {
  name: 'applications',
  label: app.applications.menu,
  icon: HowToRegIcon,
  list: lazyScreen(() => import('./ApplicationList.js')),
  recordRepresentation: 'company_name',
};
