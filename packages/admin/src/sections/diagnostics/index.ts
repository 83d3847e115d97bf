/** /test: diagnostics for support staff. A page rather than a list, loaded with it only. */
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { app } from '../../i18n/en.js';
import { lazyScreen, type Section } from '../registry.js';

export const diagnostics: Section = {
  name: 'test',
  label: app.diagnostics.menu,
  icon: NetworkCheckIcon,
  list: lazyScreen(() => import('./DiagnosticsPage.js')),
};
