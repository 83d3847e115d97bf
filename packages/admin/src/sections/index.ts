/** Every built section, in menu order. */
import { accounts } from './accounts/index.js';
import { applications } from './applications/index.js';
import { companies } from './companies/index.js';
import { companyInvoices, invoices } from './invoices/index.js';
import { logs } from './logs/index.js';
import { members } from './members/index.js';
import type { Section } from './registry.js';

export const sections: readonly Section[] = [
  companies,
  applications,
  members,
  invoices,
  companyInvoices,
  accounts,
  logs,
];
