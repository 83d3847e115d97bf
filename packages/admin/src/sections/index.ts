/** Every built section, in menu order. */
import { accounts } from './accounts/index.js';
import { annual } from './annual/index.js';
import { applications } from './applications/index.js';
import { cardOperations } from './card-operations/index.js';
import { companies } from './companies/index.js';
import { companyStateRegulation } from './company-state-regulation/index.js';
import { contacts } from './contacts/index.js';
import { companyInvoices, invoices } from './invoices/index.js';
import { loads } from './loads/index.js';
import { logs } from './logs/index.js';
import { members } from './members/index.js';
import { companyInfo, contactUs, mainSettings, settings } from './pages.js';
import { permitRequests } from './permit-requests/index.js';
import { cityFeeCalculator } from './permit-calculation/index.js';
import type { Section } from './registry.js';
import { stateNotes } from './state-notes/index.js';
import { agentStatistics, companyStatistics, serviceStatistics } from './statistics/index.js';

export const sections: readonly Section[] = [
  permitRequests,
  loads,
  companies,
  applications,
  members,
  contacts,
  invoices,
  companyInvoices,
  cardOperations,
  annual,
  cityFeeCalculator,
  stateNotes,
  companyStateRegulation,
  companyInfo,
  contactUs,
  accounts,
  logs,
  mainSettings,
  serviceStatistics,
  agentStatistics,
  companyStatistics,
  settings,
];
