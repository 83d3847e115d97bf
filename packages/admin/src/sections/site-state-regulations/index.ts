import StraightenIcon from '@mui/icons-material/Straighten';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./StateRegulationForm.js');

/**
 * /site-settings/state-regulations: each state's size and weight limits, escorts and travel
 * hours, which the permit sections and members read too.
 */
export const siteStateRegulations: Section = {
  name: 'site-settings/state-regulations',
  label: app.siteRegulations.menu,
  icon: StraightenIcon,
  group: 'website',
  list: lazy(() => import('./StateRegulationList.js')),
  create: lazy(() => form().then((module) => ({ default: module.StateRegulationCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.StateRegulationEdit }))),
  recordRepresentation: 'state_name',
};
