import BusinessIcon from '@mui/icons-material/Business';
import { createElement } from 'react';
import { CompanyLayout } from '../../layouts/company/CompanyLayout.js';
import { lazyScreen, type Section } from '../registry.js';
import { pageOf } from '../names.js';
import { companiesOpening } from './opening.js';

/** /companies: staff manage member companies; a company's page is /company/{id}. */
export const companies: Section = {
  name: 'companies',
  label: 'app.companies.menu',
  icon: BusinessIcon,
  list: lazyScreen(() => import('./CompanyList.js')),
  listOpening: companiesOpening,
  create: lazyScreen(() => import('./CompanyCreate.js')),
  edit: lazyScreen(() => import('./CompanyEdit.js')),
  recordRepresentation: 'name',
  routes: [{ path: `/${pageOf('companies')}/:id/*`, element: createElement(CompanyLayout), screen: 'show' }],
};
