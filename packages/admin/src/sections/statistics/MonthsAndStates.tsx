/**
 * What the service's and a company's statistics show alike: permits and money per month (two
 * charts and a table) and per state (the busiest states' chart and a table), each table with its CSV.
 * The pages differ only in what the money is (revenue, spend) and in their CSV files' names.
 */
import type { components } from '@permit-office/sdk';
import { lazy } from 'react';
import { toCsv } from '../../export/csv.js';
import { formatCents, formatInteger, formatMonth } from '../../format/format.js';
import { STATES } from '../../format/states.js';
import { useWords, type Words } from '../../i18n/words.js';
import { MONTH_CHART_HEIGHT, barsHeight, type Period } from './figures.js';
import {
  ChartCard,
  FigureCard,
  FigureTable,
  Pair,
  StatisticsPage,
  type Column,
  type FiguresOf,
} from './StatisticsFrame.js';

const charts = () => import('./StatisticsCharts.js');
const PermitsPerMonthChart = lazy(() => charts().then((module) => ({ default: module.PermitsPerMonthChart })));
const MoneyPerMonthChart = lazy(() => charts().then((module) => ({ default: module.MoneyPerMonthChart })));
const StatesChart = lazy(() => charts().then((module) => ({ default: module.StatesChart })));

type MonthPoint = components['schemas']['MonthPoint'];
type StatePoint = components['schemas']['StatePoint'];
type Point = MonthPoint | StatePoint;

/** More bars than this crowd a phone; the table below lists every state. */
const TOP_STATES = 15;

const sum = (points: Point[], value: (point: Point) => number) =>
  points.reduce((total, point) => total + value(point), 0);
/** Dollars with cents, as a spreadsheet reads a number: no currency sign, no thousands separator. */
const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** A period with no permit and no money anywhere has nothing to draw. */
export function hasFigures({ months, states }: { months: MonthPoint[]; states: StatePoint[] }): boolean {
  return states.length > 0 || months.some((point) => point.permits > 0 || point.revenue_cents !== 0);
}

/** Months or states in rows, their permits and money in columns, the totals at the foot. */
function PointTable<P extends Point>({
  label,
  points,
  rowKey,
  first,
  moneyLabel,
}: {
  label: string;
  points: P[];
  rowKey: (point: P) => string;
  /** The column that names the row: the month, the state. */
  first: Column<P>;
  moneyLabel: string;
}) {
  const t = useWords();
  const columns: Column<P>[] = [
    first,
    {
      key: 'permits',
      label: t('app.statistics.permits'),
      numeric: true,
      value: (point) => formatInteger(point.permits),
      total: formatInteger(sum(points, (point) => point.permits)),
    },
    {
      key: 'money',
      label: moneyLabel,
      numeric: true,
      value: (point) => formatCents(point.revenue_cents),
      total: formatCents(sum(points, (point) => point.revenue_cents)),
    },
  ];
  return <FigureTable label={label} rows={points} rowKey={rowKey} columns={columns} />;
}

function monthsCsv(months: MonthPoint[], moneyLabel: string, t: Words): string {
  return toCsv(
    [t('app.statistics.month'), t('app.statistics.permits'), t('app.statistics.inDollars', moneyLabel)],
    months.map((point) => [point.month, point.permits, csvDollars(point.revenue_cents)]),
  );
}

function statesCsv(states: StatePoint[], moneyLabel: string, t: Words): string {
  return toCsv(
    [
      t('app.statistics.stateCode'),
      t('app.statistics.state'),
      t('app.statistics.permits'),
      t('app.statistics.inDollars', moneyLabel),
    ],
    states.map((point) => [point.state, STATES[point.state], point.permits, csvDollars(point.revenue_cents)]),
  );
}

export function MonthsAndStates({
  figures,
  period,
  money,
  moneyPerMonth,
  csvName,
}: {
  figures: { months: MonthPoint[]; states: StatePoint[] };
  /** The period the figures are for (the fields may have left it while the next ones load). */
  period: Period;
  /** What the money is: the service's revenue, a company's spend. */
  money: string;
  moneyPerMonth: string;
  /** The start of the CSV files' names (`statistics-per-month_2026-01_2026-12.csv`). */
  csvName: string;
}) {
  const t = useWords();
  const suffix = `${period.from}_${period.to}`;
  const { months, states } = figures;
  const topStates = states.slice(0, TOP_STATES);
  return (
    <>
      <Pair>
        <ChartCard title={t('app.statistics.permitsPerMonth')} height={MONTH_CHART_HEIGHT}>
          <PermitsPerMonthChart months={months} label={t('app.statistics.permits')} />
        </ChartCard>
        <ChartCard title={moneyPerMonth} height={MONTH_CHART_HEIGHT}>
          <MoneyPerMonthChart months={months} label={money} />
        </ChartCard>
      </Pair>
      <Pair>
        <FigureCard
          title={t('app.statistics.perMonth')}
          csv={{ filename: `${csvName}-per-month_${suffix}`, build: () => monthsCsv(months, money, t) }}
        >
          <PointTable
            label={t('app.statistics.perMonth')}
            points={months}
            rowKey={(point) => point.month}
            first={{ key: 'month', label: t('app.statistics.month'), value: (point) => formatMonth(point.month) }}
            moneyLabel={money}
          />
        </FigureCard>
        {states.length > 0 && (
          <ChartCard
            title={
              states.length > TOP_STATES
                ? t('app.statistics.topStates', TOP_STATES)
                : t('app.statistics.permitsPerState')
            }
            height={barsHeight(topStates.length)}
          >
            <StatesChart states={topStates} label={t('app.statistics.permits')} />
          </ChartCard>
        )}
      </Pair>
      <FigureCard
        title={t('app.statistics.perState')}
        note={t('app.statistics.stateNote')}
        csv={{
          filename: `${csvName}-per-state_${suffix}`,
          build: () => statesCsv(states, t('app.statistics.fees'), t),
        }}
      >
        <PointTable
          label={t('app.statistics.perState')}
          points={states}
          rowKey={(point) => point.state}
          first={{ key: 'state', label: t('app.statistics.state'), value: (point) => STATES[point.state] }}
          moneyLabel={t('app.statistics.fees')}
        />
      </FigureCard>
    </>
  );
}

/**
 * A page of permits and money per month and per state over a period: the service's (its revenue)
 * or a member's company's (its spend), in the words of its part of the catalogue.
 */
export function MonthsAndStatesPage<Name extends 'service' | 'company'>({
  name,
  subtitle,
  csvName,
}: {
  name: Name;
  /** A line under the title, read from the figures (the company's name). */
  subtitle?: (figures: FiguresOf<Name>) => string;
  /** The start of the CSV files' names. */
  csvName: string;
}) {
  const t = useWords();
  return (
    <StatisticsPage name={name} subtitle={subtitle} isEmpty={(figures) => !hasFigures(figures)}>
      {(figures, period) => (
        <MonthsAndStates
          figures={figures}
          period={period}
          money={t(`app.statistics.${name}.money`)}
          moneyPerMonth={t(`app.statistics.${name}.moneyPerMonth`)}
          csvName={csvName}
        />
      )}
    </StatisticsPage>
  );
}
