import HistoryIcon from '@mui/icons-material/History';
import { lazyScreen, type Section } from '../registry.js';

/** /logs: the audit log, read only. */
export const logs: Section = {
  name: 'logs',
  label: 'app.logs.menu',
  icon: HistoryIcon,
  list: lazyScreen(() => import('./LogList.js')),
};
