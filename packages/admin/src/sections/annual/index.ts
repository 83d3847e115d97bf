import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./AnnualPermitForm.js');

/** /annual: annual permits; staff keep them, a member reads their company's. */
export const annual: Section = {
  name: 'annual',
  label: 'app.annual.menu',
  icon: EventRepeatIcon,
  list: lazyScreen(() => import('./AnnualPermitList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.AnnualPermitCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.AnnualPermitEdit }))),
  recordRepresentation: 'permit_number',
};
