import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import { STAFF, type Section } from '../registry.js';

/** /companies: staff manage member companies; a company's page is /company/{id}. */
export const companies: Section = {
  name: 'companies',
  label: app.companies.menu,
  icon: BusinessIcon,
  roles: STAFF,
  list: lazy(() => import('./CompanyList.js')),
  create: lazy(() => import('./CompanyCreate.js')),
  edit: lazy(() => import('./CompanyEdit.js')),
  recordRepresentation: 'name',
};
