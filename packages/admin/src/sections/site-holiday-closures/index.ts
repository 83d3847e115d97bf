import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const form = () => import('./HolidayClosureForm.js');

/** /site-settings/holiday-closures: the days each state closes to oversize traffic. */
export const siteHolidayClosures: Section = {
  name: 'site-settings/holiday-closures',
  label: app.holidayClosures.menu,
  icon: EventBusyIcon,
  group: 'website',
  list: lazy(() => import('./HolidayClosureList.js')),
  create: lazy(() => form().then((module) => ({ default: module.HolidayClosureCreate }))),
  edit: lazy(() => form().then((module) => ({ default: module.HolidayClosureEdit }))),
  recordRepresentation: 'name',
};
