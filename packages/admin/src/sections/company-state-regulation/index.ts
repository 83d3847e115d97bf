import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

/** /company-state-regulation: the states' regulations as a member reads them. */
export const companyStateRegulation: Section = {
  name: 'company-state-regulation',
  label: app.regulations.menu,
  icon: GavelIcon,
  list: lazy(() => import('./RegulationList.js')),
  show: lazy(() => import('./RegulationShow.js')),
  recordRepresentation: 'state_name',
};
