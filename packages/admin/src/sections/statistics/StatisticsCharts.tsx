/**
 * The statistics charts (MUI X Charts). Only the statistics pages import this file, and lazily,
 * so that the chart library is fetched with them and never with the overview or the shell.
 */
import { useTheme, type Theme } from '@mui/material/styles';
import type { components } from '@permit-office/sdk';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { formatCents, formatInteger, formatMonth } from '../../format/format.js';
import { STATES } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import { barsHeight, formatHours, MONTH_CHART_HEIGHT } from './figures.js';

type MonthPoint = components['schemas']['MonthPoint'];
type StatePoint = components['schemas']['StatePoint'];
type AgentStatistics = components['schemas']['AgentStatistics'];

/** Axis ticks need short money ($12K); the tooltip and the tables give the exact amount. */
const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A count has no half permits: ticks only on whole numbers. */
const wholeTicks = (value: number) => Number.isInteger(value);
const count = (value: number | null) => (value === null ? '' : formatInteger(value));
const dollars = (value: number | null) => (value === null ? '' : formatCents(Math.round(value * 100)));

/**
 * What every chart here has: no legend (its card's title names it), lines along its values, a little
 * room at its edges (more on top of the monthly charts, for their highest tick's label).
 */
const framed = (along: 'months' | 'states', right = 16) => ({
  grid: along === 'months' ? { horizontal: true } : { vertical: true },
  hideLegend: true,
  margin: { left: 4, right, top: along === 'months' ? 12 : 8, bottom: 4 },
});

/** Permits as bars: counted in whole numbers, in the service's colour. */
const permitsSeries = (data: number[], label: string, theme: Theme) => ({
  data,
  label,
  color: theme.palette.primary.main,
  valueFormatter: count,
});

export function PermitsPerMonthChart({ months, label }: { months: MonthPoint[]; label: string }) {
  const theme = useTheme();
  return (
    <BarChart
      height={MONTH_CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: months.map((point) => point.month), valueFormatter: formatMonth }]}
      yAxis={[{ tickInterval: wholeTicks, width: 'auto' }]}
      series={[
        permitsSeries(
          months.map((point) => point.permits),
          label,
          theme,
        ),
      ]}
      {...framed('months', 12)}
    />
  );
}

export function MoneyPerMonthChart({ months, label }: { months: MonthPoint[]; label: string }) {
  const theme = useTheme();
  return (
    <LineChart
      height={MONTH_CHART_HEIGHT}
      xAxis={[{ scaleType: 'point', data: months.map((point) => point.month), valueFormatter: formatMonth }]}
      yAxis={[
        {
          min: 0,
          // Wide enough for "$100K" whatever the figures: the automatic width cuts the top label.
          width: 56,
          valueFormatter: (value: number, context: AxisValueFormatterContext) =>
            context.location === 'tick' ? compactMoney.format(value) : dollars(value),
        },
      ]}
      series={[
        {
          data: months.map((point) => point.revenue_cents / 100),
          label,
          color: theme.palette.secondary.dark,
          valueFormatter: dollars,
          showMark: months.length <= 24,
          // Straight lines between the months: a smoothed curve suggests values nobody measured.
          curve: 'linear',
        },
      ]}
      {...framed('months')}
    />
  );
}

/** The busiest states as horizontal bars: a code on the axis, the state's name in the tooltip. */
export function StatesChart({ states, label }: { states: StatePoint[]; label: string }) {
  const theme = useTheme();
  return (
    <BarChart
      layout="horizontal"
      height={barsHeight(states.length)}
      yAxis={[
        {
          scaleType: 'band',
          data: states.map((point) => point.state),
          valueFormatter: (code: StatePoint['state'], context: AxisValueFormatterContext) =>
            context.location === 'tick' ? code : `${STATES[code]} (${code})`,
          width: 'auto',
        },
      ]}
      xAxis={[{ tickInterval: wholeTicks }]}
      series={[
        permitsSeries(
          states.map((point) => point.permits),
          label,
          theme,
        ),
      ]}
      {...framed('states')}
    />
  );
}

/** One bar per agent, in the table's order, so that the two charts and the table read alike. */
export function AgentsChart({
  agents,
  measure,
  label,
}: {
  agents: AgentStatistics[];
  measure: 'permits' | 'hours';
  label: string;
}) {
  const t = useWords();
  const theme = useTheme();
  const hours = measure === 'hours';
  return (
    <BarChart
      layout="horizontal"
      height={barsHeight(agents.length)}
      yAxis={[{ scaleType: 'band', data: agents.map((agent) => agent.agent_name), width: 'auto' }]}
      xAxis={[
        hours
          ? { min: 0, valueFormatter: (value: number) => t('app.statistics.hours', formatInteger(value)) }
          : { min: 0, tickInterval: wholeTicks },
      ]}
      series={[
        hours
          ? {
              data: agents.map((agent) => agent.average_handling_hours),
              label,
              color: theme.palette.secondary.dark,
              valueFormatter: (value: number | null) => formatHours(value, t),
            }
          : permitsSeries(
              agents.map((agent) => agent.permits_processed),
              label,
              theme,
            ),
      ]}
      {...framed('states')}
    />
  );
}
