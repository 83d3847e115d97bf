import StraightenIcon from '@mui/icons-material/Straighten';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./StateRegulationForm.js');

/**
 * /site-settings/state-regulations: each state's size and weight limits, escorts and travel
 * hours, which the permit sections and members read too.
 */
export const siteStateRegulations: Section = {
  name: 'site-settings/state-regulations',
  label: 'app.siteRegulations.menu',
  icon: StraightenIcon,
  group: 'website',
  list: lazyScreen(() => import('./StateRegulationList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.StateRegulationCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.StateRegulationEdit }))),
  recordRepresentation: 'state_name',
};
