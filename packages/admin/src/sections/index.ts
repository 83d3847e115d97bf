/** Every built section, in menu order. */
import { accounts } from './accounts/index.js';
import { companies } from './companies/index.js';
import { companyInvoices, invoices } from './invoices/index.js';
import type { Section } from './registry.js';

export const sections: readonly Section[] = [companies, invoices, companyInvoices, accounts];
