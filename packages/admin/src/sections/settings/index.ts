/** /settings: one's own profile and password. A page rather than a list, loaded with it only. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazyScreen, type Section } from '../registry.js';

export const settings: Section = {
  name: 'settings',
  label: 'app.settings.menu',
  icon: ManageAccountsIcon,
  list: lazyScreen(() => import('./SettingsPage.js')),
};
