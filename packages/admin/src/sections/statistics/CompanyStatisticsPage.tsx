/** /company-statistic: a member's own company, its permits and spend per month and per state. */
import { useDataProvider } from 'react-admin';
import { app } from '../../i18n/en.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { MonthsAndStates, hasFigures } from './MonthsAndStates.js';
import { StatisticsPage } from './StatisticsFrame.js';

const t = app.statistics;

export default function CompanyStatisticsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <StatisticsPage
      name="company"
      title={t.company.title}
      // The server answers a member with their own company; no company id is sent.
      load={(period) => dataProvider.getCompanyStatistics(period)}
      subtitle={(figures) => figures.company_name}
      isEmpty={(figures) => !hasFigures(figures)}
      emptyText={t.company.empty}
    >
      {(figures, period) => (
        <MonthsAndStates
          figures={figures}
          period={period}
          money={t.company.spend}
          moneyPerMonth={t.company.spendPerMonth}
          csvName="company-statistics"
        />
      )}
    </StatisticsPage>
  );
}
