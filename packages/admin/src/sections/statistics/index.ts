/**
 * The statistics pages: the service's (staff), the agents' (staff) and a member's own company's.
 * Each is a resource whose list screen is the page, loaded with it only, charts included.
 */
import BarChartIcon from '@mui/icons-material/BarChart';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyScreen, type Section } from '../registry.js';

export const serviceStatistics: Section = {
  name: 'statistic',
  label: 'app.statistics.service.menu',
  icon: BarChartIcon,
  list: lazyScreen(() => import('./ServiceStatisticsPage.js')),
};

export const agentStatistics: Section = {
  name: 'agent-statistics',
  label: 'app.statistics.agents.menu',
  icon: SupportAgentIcon,
  list: lazyScreen(() => import('./AgentStatisticsPage.js')),
};

export const companyStatistics: Section = {
  name: 'company-statistic',
  label: 'app.statistics.company.menu',
  icon: QueryStatsIcon,
  list: lazyScreen(() => import('./CompanyStatisticsPage.js')),
};
