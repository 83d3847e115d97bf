import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./LoadForm.js');

/** /my-loads: a member's loads; staff see every company's. */
export const loads: Section = {
  name: 'my-loads',
  label: app.loads.menu,
  icon: LocalShippingIcon,
  list: lazy(() => import('./LoadList.js')),
  create: lazy(() => form().then((module) => ({ default: module.LoadCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.LoadEdit }))),
  recordRepresentation: 'description',
};
