import AssignmentIcon from '@mui/icons-material/Assignment';
import { lazyScreen, type Section } from '../registry.js';
import { permitRequestsOpening } from './opening.js';

const form = () => import('./PermitRequestForm.js');

/** /my-permit-request: a member's permit requests; for staff, every company's, to process. */
export const permitRequests: Section = {
  name: 'my-permit-request',
  label: 'app.permits.menu',
  icon: AssignmentIcon,
  list: lazyScreen(() => import('./PermitRequestList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.PermitRequestCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.PermitRequestEdit }))),
  recordRepresentation: 'number',
  listOpening: permitRequestsOpening,
};
