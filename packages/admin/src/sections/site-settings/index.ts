/** The website's single-record settings: its general data and its home page. */
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import { lazyScreen, type Section } from '../registry.js';

export const siteGeneral: Section = {
  name: 'site-settings/general',
  label: 'app.siteGeneral.menu',
  icon: InfoIcon,
  group: 'website',
  list: lazyScreen(() => import('./SiteGeneralPage.js')),
};

export const siteHome: Section = {
  name: 'site-settings/main-settings',
  label: 'app.siteHome.menu',
  icon: HomeIcon,
  group: 'website',
  list: lazyScreen(() => import('./SiteHomePage.js')),
};
