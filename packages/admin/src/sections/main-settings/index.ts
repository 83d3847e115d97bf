/** /main-settings: the service's fees, invoice terms and notification addresses. A page rather than a list. */
import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

export const mainSettings: Section = {
  name: 'main-settings',
  label: app.mainSettings.menu,
  icon: TuneIcon,
  list: lazy(() => import('./MainSettingsPage.js')),
};
