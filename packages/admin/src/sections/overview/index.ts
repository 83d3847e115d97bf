import DashboardIcon from '@mui/icons-material/Dashboard';
import { createElement, lazy } from 'react';
import type { Section } from '../registry.js';
import { OverviewPage } from './OverviewPage.js';

/** One permit request: loaded with its route only, as section screens are. */
const PermitRequestOverview = lazy(() =>
  import('./PermitRequestOverview.js').then((module) => ({ default: module.PermitRequestOverview })),
);

/**
 * /overview, the landing page (loaded with react-admin: it is the first screen), and
 * /overview/{id}, one permit request. Pages of their own rather than a resource's screens.
 */
export const overview: Section = {
  name: 'overview',
  label: 'app.layout.overview',
  icon: DashboardIcon,
  routes: [
    { path: '/overview', element: createElement(OverviewPage) },
    { path: '/overview/:id', element: createElement(PermitRequestOverview), screen: 'show' },
  ],
};
