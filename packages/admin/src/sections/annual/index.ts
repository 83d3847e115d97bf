import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./AnnualPermitForm.js');

/** /annual: annual permits; staff keep them, a member reads their company's. */
export const annual: Section = {
  name: 'annual',
  label: app.annual.menu,
  icon: EventRepeatIcon,
  list: lazy(() => import('./AnnualPermitList.js')),
  create: lazy(() => form().then((module) => ({ default: module.AnnualPermitCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.AnnualPermitEdit }))),
  recordRepresentation: 'permit_number',
};
