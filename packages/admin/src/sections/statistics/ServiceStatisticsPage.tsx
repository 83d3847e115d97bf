/** /statistic: permits and revenue of the whole service, per month and per state, over a period. */
import type { components } from '@permit-office/sdk';
import { lazy } from 'react';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { useSdk } from '../../session/sdk-context.js';
import { MONTH_CHART_HEIGHT, barsHeight } from './figures.js';
import { usePeriod } from './PeriodPicker.js';
import { ChartCard, CsvButton, FigureCard, Pair, StatisticsPage, useStatistics } from './StatisticsFrame.js';
import { MonthTable, StateTable, hasFigures, monthsCsv, statesCsv } from './FigureTables.js';

const PermitsPerMonthChart = lazy(() =>
  import('./StatisticsCharts.js').then((module) => ({ default: module.PermitsPerMonthChart })),
);
const MoneyPerMonthChart = lazy(() =>
  import('./StatisticsCharts.js').then((module) => ({ default: module.MoneyPerMonthChart })),
);
const StatesChart = lazy(() => import('./StatisticsCharts.js').then((module) => ({ default: module.StatesChart })));

type ServiceStatistics = components['schemas']['ServiceStatistics'];

/** More bars than this crowd a phone; the table below lists every state. */
const TOP_STATES = 15;

const t = app.statistics;

export default function ServiceStatisticsPage() {
  const sdk = useSdk();
  const periodState = usePeriod();
  const query = useStatistics<ServiceStatistics>(
    'service',
    periodState,
    async (period) => sdk.unwrap(await sdk.client.GET('/statistics', { params: { query: period } })).data,
  );
  return (
    <StatisticsPage
      title={t.service.title}
      periodState={periodState}
      query={query}
      isEmpty={(figures) => !hasFigures(figures)}
      emptyText={t.service.empty}
    >
      {/* The period shown, not the one in the fields: they differ while the next figures load. */}
      {(figures, period) => {
        const suffix = `${period.from}_${period.to}`;
        const topStates = figures.states.slice(0, TOP_STATES);
        return (
          <>
            <Pair>
              <ChartCard title={t.permitsPerMonth} height={MONTH_CHART_HEIGHT}>
                <PermitsPerMonthChart months={figures.months} label={t.permits} />
              </ChartCard>
              <ChartCard title={t.service.revenuePerMonth} height={MONTH_CHART_HEIGHT}>
                <MoneyPerMonthChart months={figures.months} label={t.service.revenue} />
              </ChartCard>
            </Pair>
            <Pair>
              <FigureCard
                title={t.perMonth}
                action={
                  <CsvButton
                    filename={`statistics-per-month_${suffix}`}
                    build={() => monthsCsv(figures.months, t.service.revenue)}
                  />
                }
              >
                <MonthTable months={figures.months} moneyLabel={t.service.revenue} label={t.perMonth} />
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
                  filename={`statistics-per-state_${suffix}`}
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
