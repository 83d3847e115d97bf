/**
 * Sections that are a page rather than a list: own settings, company info, service settings,
 * contact-us. Each is a resource whose list screen is the page, so that the menu, the route and
 * the role gate work as for every other section; none of them fetches a list.
 */
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import ContactSupportIcon from '@mui/icons-material/ContactSupport';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import { app } from '../i18n/en.js';
import { EVERYONE, STAFF, type Section } from './registry.js';

export const settings: Section = {
  name: 'settings',
  label: app.settings.menu,
  icon: ManageAccountsIcon,
  roles: EVERYONE,
  list: lazy(() => import('./settings/SettingsPage.js')),
};

export const companyInfo: Section = {
  name: 'company-info',
  label: app.companyInfo.menu,
  icon: BusinessCenterIcon,
  roles: ['member'],
  list: lazy(() => import('./company-info/CompanyInfoPage.js')),
};

export const mainSettings: Section = {
  name: 'main-settings',
  label: app.mainSettings.menu,
  icon: TuneIcon,
  roles: STAFF,
  list: lazy(() => import('./main-settings/MainSettingsPage.js')),
};

export const contactUs: Section = {
  name: 'contact-us',
  label: app.contactUs.menu,
  icon: ContactSupportIcon,
  roles: ['member'],
  list: lazy(() => import('./contact-us/ContactUsPage.js')),
};
