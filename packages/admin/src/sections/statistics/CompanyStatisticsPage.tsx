/** /company-statistic: a member's own company, its permits and spend per month and per state. */
import type { components } from '@permit-office/sdk';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { useSdk } from '../../session/sdk-context.js';
import { MONTH_CHART_HEIGHT, barsHeight } from './figures.js';
import { MonthTable, StateTable, hasFigures, monthsCsv, statesCsv } from './FigureTables.js';
import { usePeriod } from './PeriodPicker.js';
import { ChartCard, CsvButton, FigureCard, Pair, StatisticsPage, useStatistics } from './StatisticsFrame.js';

const PermitsPerMonthChart = lazy(() =>
  import('./StatisticsCharts.js').then((module) => ({ default: module.PermitsPerMonthChart })),
);
const MoneyPerMonthChart = lazy(() =>
  import('./StatisticsCharts.js').then((module) => ({ default: module.MoneyPerMonthChart })),
);
const StatesChart = lazy(() => import('./StatisticsCharts.js').then((module) => ({ default: module.StatesChart })));

type CompanyStatistics = components['schemas']['CompanyStatistics'];

const TOP_STATES = 15;
const t = app.statistics;

export default function CompanyStatisticsPage() {
  const sdk = useSdk();
  const periodState = usePeriod();
  // The server answers a member with their own company; no company id is sent.
  const query = useStatistics<CompanyStatistics>(
    'company',
    periodState,
    async (period) => sdk.unwrap(await sdk.client.GET('/statistics/company', { params: { query: period } })).data,
  );
  return (
    <StatisticsPage
      title={t.company.title}
      subtitle={query.data?.figures.company_name}
      periodState={periodState}
      query={query}
      isEmpty={(figures) => !hasFigures(figures)}
      emptyText={t.company.empty}
    >
      {(figures, period) => {
        const suffix = `${period.from}_${period.to}`;
        const topStates = figures.states.slice(0, TOP_STATES);
        return (
          <>
            <Pair>
              <ChartCard title={t.permitsPerMonth} height={MONTH_CHART_HEIGHT}>
                <PermitsPerMonthChart months={figures.months} label={t.permits} />
              </ChartCard>
              <ChartCard title={t.company.spendPerMonth} height={MONTH_CHART_HEIGHT}>
                <MoneyPerMonthChart months={figures.months} label={t.company.spend} />
              </ChartCard>
            </Pair>
            <Pair>
              <FigureCard
                title={t.perMonth}
                action={
                  <CsvButton
                    filename={`company-statistics-per-month_${suffix}`}
                    build={() => monthsCsv(figures.months, t.company.spend)}
                  />
                }
              >
                <MonthTable months={figures.months} moneyLabel={t.company.spend} label={t.perMonth} />
              </FigureCard>
              {figures.states.length > 0 && (
                <ChartCard
                  title={figures.states.length > TOP_STATES ? fill(t.topStates, TOP_STATES) : t.permitsPerState}
                  height={barsHeight(topStates.length)}
                >
                  <StatesChart states={topStates} label={t.permits} />
                </ChartCard>
              )}
            </Pair>
            <FigureCard
              title={t.perState}
              note={t.stateNote}
              action={
                <CsvButton
                  filename={`company-statistics-per-state_${suffix}`}
                  build={() => statesCsv(figures.states, t.fees)}
                />
              }
            >
              <StateTable states={figures.states} moneyLabel={t.fees} label={t.perState} />
            </FigureCard>
          </>
        );
      }}
    </StatisticsPage>
  );
}
