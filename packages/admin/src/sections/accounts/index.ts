import BadgeIcon from '@mui/icons-material/Badge';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

/** /accounts: staff accounts, for admins only. */
export const accounts: Section = {
  name: 'accounts',
  label: app.accounts.menu,
  icon: BadgeIcon,
  list: lazy(() => import('./AccountList.js')),
  create: lazy(() => import('./AccountCreate.js')),
  edit: lazy(() => import('./AccountEdit.js')),
  recordRepresentation: 'name',
};
