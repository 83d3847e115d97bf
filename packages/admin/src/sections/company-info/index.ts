/** /company-info: a member's own company profile. A page rather than a list, loaded with it only. */
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

export const companyInfo: Section = {
  name: 'company-info',
  label: app.companyInfo.menu,
  icon: BusinessCenterIcon,
  list: lazy(() => import('./CompanyInfoPage.js')),
};
