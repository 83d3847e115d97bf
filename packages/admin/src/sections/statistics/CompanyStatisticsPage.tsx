/** /company-statistic: a member's own company, its permits and spend per month and per state. */
import { useDataProvider } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { MonthsAndStates, hasFigures } from './MonthsAndStates.js';
import { StatisticsPage } from './StatisticsFrame.js';

export default function CompanyStatisticsPage() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <StatisticsPage
      name="company"
      // The server answers a member with their own company; no company id is sent.
      load={(period) => dataProvider.getCompanyStatistics(period)}
      subtitle={(figures) => figures.company_name}
      isEmpty={(figures) => !hasFigures(figures)}
    >
      {(figures, period) => (
        <MonthsAndStates
          figures={figures}
          period={period}
          money={t('app.statistics.company.spend')}
          moneyPerMonth={t('app.statistics.company.spendPerMonth')}
          csvName="company-statistics"
        />
      )}
    </StatisticsPage>
  );
}
