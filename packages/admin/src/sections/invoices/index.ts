import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreen, type Section } from '../registry.js';

const list = () => import('./InvoiceList.js');
const form = () => import('./InvoiceForm.js');

/** /invoices: every invoice, for staff. */
export const invoices: Section = {
  name: 'invoices',
  label: 'app.invoices.menu',
  icon: ReceiptLongIcon,
  list: lazyScreen(() => list().then((module) => ({ default: module.StaffInvoiceList }))),
  create: lazyScreen(() => form().then((module) => ({ default: module.InvoiceCreate }))),
  edit: lazyScreen(() => form().then((module) => ({ default: module.InvoiceEdit }))),
  recordRepresentation: 'number',
};

/** /company-invoices: a member's company's invoices (the server scopes `invoices` to it). */
export const companyInvoices: Section = {
  name: 'company-invoices',
  label: 'app.invoices.companyMenu',
  icon: ReceiptLongIcon,
  list: lazyScreen(() => list().then((module) => ({ default: module.CompanyInvoiceList }))),
  recordRepresentation: 'number',
};
