import BadgeIcon from '@mui/icons-material/Badge';
import { lazyScreen, type Section } from '../registry.js';

/** /accounts: staff accounts, for admins only. */
export const accounts: Section = {
  name: 'accounts',
  label: 'app.accounts.menu',
  icon: BadgeIcon,
  list: lazyScreen(() => import('./AccountList.js')),
  create: lazyScreen(() => import('./AccountCreate.js')),
  edit: lazyScreen(() => import('./AccountEdit.js')),
  recordRepresentation: 'name',
};
