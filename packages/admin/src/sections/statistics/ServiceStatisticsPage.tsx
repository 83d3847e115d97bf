/** /statistic: permits and revenue of the whole service, per month and per state, over a period. */
import { useDataProvider } from 'react-admin';
import { app } from '../../i18n/en.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { MonthsAndStates, hasFigures } from './MonthsAndStates.js';
import { StatisticsPage } from './StatisticsFrame.js';

const t = app.statistics;

export default function ServiceStatisticsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <StatisticsPage
      name="service"
      title={t.service.title}
      load={(period) => dataProvider.getServiceStatistics(period)}
      isEmpty={(figures) => !hasFigures(figures)}
      emptyText={t.service.empty}
    >
      {(figures, period) => (
        <MonthsAndStates
          figures={figures}
          period={period}
          money={t.service.revenue}
          moneyPerMonth={t.service.revenuePerMonth}
          csvName="statistics"
        />
      )}
    </StatisticsPage>
  );
}
