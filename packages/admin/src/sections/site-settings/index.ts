/** The website's single-record settings: its general data and its home page. */
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

export const siteGeneral: Section = {
  name: 'site-settings/general',
  label: app.siteGeneral.menu,
  icon: InfoIcon,
  group: 'website',
  list: lazy(() => import('./SiteGeneralPage.js')),
};

export const siteHome: Section = {
  name: 'site-settings/main-settings',
  label: app.siteHome.menu,
  icon: HomeIcon,
  group: 'website',
  list: lazy(() => import('./SiteHomePage.js')),
};
