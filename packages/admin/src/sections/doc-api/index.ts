/**
 * /docApi: the API reference for staff. A page rather than a list; the viewer and the contract
 * are loaded with it only, never with the overview or the sign-in pages.
 */
import ApiIcon from '@mui/icons-material/Api';
import { lazyScreen, type Section } from '../registry.js';

export const docApi: Section = {
  name: 'docApi',
  label: 'app.docApi.menu',
  icon: ApiIcon,
  list: lazyScreen(() => import('./DocApiPage.js')),
};
