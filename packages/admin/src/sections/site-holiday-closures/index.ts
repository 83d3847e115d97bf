import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazyScreen, type Section } from '../registry.js';

const form = () => import('./HolidayClosureForm.js');

/** /site-settings/holiday-closures: the days each state closes to oversize traffic. */
export const siteHolidayClosures: Section = {
  name: 'site-settings/holiday-closures',
  label: 'app.holidayClosures.menu',
  icon: EventBusyIcon,
  group: 'website',
  list: lazyScreen(() => import('./HolidayClosureList.js')),
  create: lazyScreen(() => form().then((module) => ({ default: module.HolidayClosureCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.HolidayClosureEdit }))),
  recordRepresentation: 'name',
};
