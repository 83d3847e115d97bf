/** /statistic: permits and revenue of the whole service, per month and per state, over a period. */
import { useDataProvider } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { MonthsAndStates, hasFigures } from './MonthsAndStates.js';
import { StatisticsPage } from './StatisticsFrame.js';

export default function ServiceStatisticsPage() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <StatisticsPage
      name="service"
      load={(period) => dataProvider.getServiceStatistics(period)}
      isEmpty={(figures) => !hasFigures(figures)}
    >
      {(figures, period) => (
        <MonthsAndStates
          figures={figures}
          period={period}
          money={t('app.statistics.service.revenue')}
          moneyPerMonth={t('app.statistics.service.revenuePerMonth')}
          csvName="statistics"
        />
      )}
    </StatisticsPage>
  );
}
