import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

/** /logs: the audit log, read only. */
export const logs: Section = {
  name: 'logs',
  label: app.logs.menu,
  icon: HistoryIcon,
  list: lazy(() => import('./LogList.js')),
};
