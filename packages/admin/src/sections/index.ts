/** Every built section, in menu order. */
import { accounts } from './accounts/index.js';
import { applications } from './applications/index.js';
import { cardOperations } from './card-operations/index.js';
import { companies } from './companies/index.js';
import { contacts } from './contacts/index.js';
import { companyInvoices, invoices } from './invoices/index.js';
import { logs } from './logs/index.js';
import { members } from './members/index.js';
import { companyInfo, contactUs, mainSettings, settings } from './pages.js';
import type { Section } from './registry.js';

export const sections: readonly Section[] = [
  companies,
  applications,
  members,
  contacts,
  invoices,
  companyInvoices,
  cardOperations,
  companyInfo,
  contactUs,
  accounts,
  logs,
  mainSettings,
  settings,
];
