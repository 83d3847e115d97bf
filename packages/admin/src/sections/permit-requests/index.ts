import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./PermitRequestForm.js');

/** /my-permit-request: a member's permit requests; for staff, every company's, to process. */
export const permitRequests: Section = {
  name: 'my-permit-request',
  label: app.permits.menu,
  icon: AssignmentIcon,
  list: lazy(() => import('./PermitRequestList.js')),
  create: lazy(() => form().then((module) => ({ default: module.PermitRequestCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.PermitRequestEdit }))),
  recordRepresentation: 'number',
};
