/** /test: diagnostics for support staff. A page rather than a list, loaded with it only. */
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { lazyScreen, type Section } from '../registry.js';

export const diagnostics: Section = {
  name: 'test',
  label: 'app.diagnostics.menu',
  icon: NetworkCheckIcon,
  list: lazyScreen(() => import('./DiagnosticsPage.js')),
};
