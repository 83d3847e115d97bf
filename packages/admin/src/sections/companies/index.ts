import BusinessIcon from '@mui/icons-material/Business';
import { createElement, lazy } from 'react';
import { CompanyLayout } from '../../layouts/company/CompanyLayout.js';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';
import { pageOf } from '../names.js';

/** /companies: staff manage member companies; a company's page is /company/{id}. */
export const companies: Section = {
  name: 'companies',
  label: app.companies.menu,
  icon: BusinessIcon,
  list: lazy(() => import('./CompanyList.js')),
  create: lazy(() => import('./CompanyCreate.js')),
  edit: lazy(() => import('./CompanyEdit.js')),
  recordRepresentation: 'name',
  routes: [{ path: `/${pageOf('companies')}/:id/*`, element: createElement(CompanyLayout), screen: 'show' }],
};
