import GavelIcon from '@mui/icons-material/Gavel';
import { lazyScreen, type Section } from '../registry.js';

/** /company-state-regulation: the states' regulations as a member reads them. */
export const companyStateRegulation: Section = {
  name: 'company-state-regulation',
  label: 'app.regulations.menu',
  icon: GavelIcon,
  list: lazyScreen(() => import('./RegulationList.js')),
  show: lazyScreen(() => import('./RegulationShow.js')),
  recordRepresentation: 'state_name',
};
