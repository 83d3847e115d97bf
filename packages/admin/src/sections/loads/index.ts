import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { lazyScreen, type Section } from '../registry.js';
import { loadsOpening } from './opening.js';

const form = () => import('./LoadForm.js');

/** /my-loads: a member's loads; staff see every company's. */
export const loads: Section = {
  name: 'my-loads',
  label: 'app.loads.menu',
  icon: LocalShippingIcon,
  list: lazyScreen(() => import('./LoadList.js')),
  listOpening: loadsOpening,
  create: lazyScreen(() => form().then((module) => ({ default: module.LoadCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.LoadEdit }))),
  recordRepresentation: 'description',
};
