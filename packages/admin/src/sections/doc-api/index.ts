/**
 * /docApi: the API reference for staff. A page rather than a list; the viewer and the contract
 * are loaded with it only, never with the overview or the sign-in pages.
 */
import ApiIcon from '@mui/icons-material/Api';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

export const docApi: Section = {
  name: 'docApi',
  label: app.docApi.menu,
  icon: ApiIcon,
  list: lazy(() => import('./DocApiPage.js')),
};
