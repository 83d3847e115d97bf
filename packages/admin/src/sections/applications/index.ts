import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

/** /applications: membership applications, approved or rejected by staff. */
export const applications: Section = {
  name: 'applications',
  label: app.applications.menu,
  icon: HowToRegIcon,
  list: lazy(() => import('./ApplicationList.js')),
  recordRepresentation: 'company_name',
};
