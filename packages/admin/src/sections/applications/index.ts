import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyScreen, type Section } from '../registry.js';
import { applicationsOpening } from './opening.js';

/** /applications: membership applications, approved or rejected by staff. */
export const applications: Section = {
  name: 'applications',
  label: 'app.applications.menu',
  icon: HowToRegIcon,
  list: lazyScreen(() => import('./ApplicationList.js')),
  listOpening: applicationsOpening,
  recordRepresentation: 'company_name',
};
