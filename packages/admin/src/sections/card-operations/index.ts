import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import type { Section } from '../registry.js';

const screens = () => import('./CardOperationScreens.js');

/** /card-operations: charges and refunds; staff see all and refund, a member sees their company's. */
export const cardOperations: Section = {
  name: 'card-operations',
  label: app.cardOperations.menu,
  icon: CreditCardIcon,
  list: lazy(() => screens().then((module) => ({ default: module.CardOperationList }))),
  create: lazy(() => screens().then((module) => ({ default: module.CardOperationCreate }))),
};
