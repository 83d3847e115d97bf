import CalculateIcon from '@mui/icons-material/Calculate';
import { lazyScreen, type Section } from '../registry.js';

/**
 * /permit-calculation/city: the city fee calculator, a page rather than a list.
 * react-admin routes a resource at `/${name}/*`, and react-router matches a name of two segments
 * as it matches one, so the menu's `/permit-calculation/city` opens it. Nothing fetches the
 * resource itself: the page posts to the calculation.
 */
export const cityFeeCalculator: Section = {
  name: 'permit-calculation/city',
  label: 'app.calculator.menu',
  icon: CalculateIcon,
  list: lazyScreen(() => import('./CityFeeCalculator.js')),
};
