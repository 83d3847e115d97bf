import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyScreen, type Section } from '../registry.js';

const screens = () => import('./CardOperationScreens.js');

/** /card-operations: charges and refunds; staff see all and refund, a member sees their company's. */
export const cardOperations: Section = {
  name: 'card-operations',
  label: 'app.cardOperations.menu',
  icon: CreditCardIcon,
  list: lazyScreen(() => screens().then((module) => ({ default: module.CardOperationList }))),
  create: lazyScreen(() => screens().then((module) => ({ default: module.CardOperationCreate }))),
};
