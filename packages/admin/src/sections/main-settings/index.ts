/** /main-settings: the service's fees, invoice terms and notification addresses. A page rather than a list. */
import TuneIcon from '@mui/icons-material/Tune';
import { lazyScreen, type Section } from '../registry.js';

export const mainSettings: Section = {
  name: 'main-settings',
  label: 'app.mainSettings.menu',
  icon: TuneIcon,
  list: lazyScreen(() => import('./MainSettingsPage.js')),
};
