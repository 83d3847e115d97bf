import CalculateIcon from '@mui/icons-material/Calculate';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

/**
 * /permit-calculation/city: the city fee calculator, a page rather than a list.
 * react-admin routes a resource at `/${name}/*`, and react-router matches a name of two segments
 * as it matches one, so the menu's `/permit-calculation/city` opens it. Nothing fetches the
 * resource itself: the page posts to the calculation.
 */
export const cityFeeCalculator: Section = {
  name: 'permit-calculation/city',
  label: app.calculator.menu,
  icon: CalculateIcon,
  list: lazy(() => import('./CityFeeCalculator.js')),
};
