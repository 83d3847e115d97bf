/** Every built section, in menu order. */
import { accounts } from './accounts/index.js';
import { annual } from './annual/index.js';
import { applications } from './applications/index.js';
import { cardOperations } from './card-operations/index.js';
import { companies } from './companies/index.js';
import { companyInfo } from './company-info/index.js';
import { companyStateRegulation } from './company-state-regulation/index.js';
import { contactUs } from './contact-us/index.js';
import { contacts } from './contacts/index.js';
import { diagnostics } from './diagnostics/index.js';
import { docApi } from './doc-api/index.js';
import { companyInvoices, invoices } from './invoices/index.js';
import { loads } from './loads/index.js';
import { logs } from './logs/index.js';
import { mainSettings } from './main-settings/index.js';
import { members } from './members/index.js';
import { overview } from './overview/index.js';
import { permitRequests } from './permit-requests/index.js';
import { cityFeeCalculator } from './permit-calculation/index.js';
import type { Section } from './registry.js';
import { settings } from './settings/index.js';
import { siteBlog } from './site-blog/index.js';
import { siteHolidayClosures } from './site-holiday-closures/index.js';
import { siteManual } from './site-manual/index.js';
import { sitePages } from './site-pages/index.js';
import { siteServices } from './site-services/index.js';
import { siteGeneral, siteHome } from './site-settings/index.js';
import { siteStateRegulations } from './site-state-regulations/index.js';
import { stateNotes } from './state-notes/index.js';
import { agentStatistics, companyStatistics, serviceStatistics } from './statistics/index.js';
import { trash } from './trash/index.js';

export const sections: readonly Section[] = [
  overview,
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
  trash,
  mainSettings,
  serviceStatistics,
  agentStatistics,
  companyStatistics,
  siteGeneral,
  siteHome,
  siteManual,
  siteHolidayClosures,
  siteStateRegulations,
  siteBlog,
  sitePages,
  siteServices,
  docApi,
  diagnostics,
  settings,
];
