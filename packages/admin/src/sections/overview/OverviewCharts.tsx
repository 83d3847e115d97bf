/**
 * The overview's last 12 months: permits as bars, money as an area (revenue for staff, spend for a
 * member), drawn as plain SVG. MUI X Charts, which the statistics pages keep, cost the landing page
 * 94 KB and a fifth of its main-thread work (150 of 730 ms unthrottled, four times that on
 * Lighthouse's phone): two small charts of twelve points do not need a charting library. Each
 * chart is an image named by its heading and described by its figures, for screen readers; a
 * month's figure shows on hover as the SVG's own tooltip.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatCents, formatInteger, formatMonth } from '../../format/format.js';
import type { MonthPoint } from '../../layouts/company/CompanyStatisticsChart.js';

export interface OverviewChartsProps {
  months: MonthPoint[];
  permitsLabel: string;
  moneyLabel: string;
}

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The drawing's own units; the SVG scales to its box's width, keeping this ratio. */
const WIDTH = 320;
const HEIGHT = 200;
const PLOT = { top: 12, right: 8, bottom: 24, left: 46 };
const PERMITS_COLOUR = '#1a4f8b';
const MONEY_COLOUR = '#f29900';

/** Round steps from 0 up to at least `max` (1, 2 or 5 times a power of ten): the axis's ticks. */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const residual = raw / magnitude;
  const step = (residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1) * magnitude;
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * A smooth line through the points that never overshoots them (monotone cubic interpolation,
 * Fritsch–Carlson, as d3's curveMonotoneX): spend never dips below zero between two months.
 */
export function monotonePath(points: readonly (readonly [number, number])[]): string {
  const [first] = points;
  if (!first) return '';
  if (points.length === 1) return `M${first[0]},${first[1]}`;
  const slopes = points.slice(1).map(([x, y], index) => {
    const [px, py] = points[index] ?? [x, y];
    return (y - py) / (x - px);
  });
  const tangents = points.map((_, index) => {
    const before = slopes[index - 1];
    const after = slopes[index];
    if (before === undefined) return after ?? 0;
    if (after === undefined) return before;
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  slopes.forEach((slope, index) => {
    if (slope === 0) {
      tangents[index] = 0;
      tangents[index + 1] = 0;
      return;
    }
    const a = (tangents[index] ?? 0) / slope;
    const b = (tangents[index + 1] ?? 0) / slope;
    const size = a * a + b * b;
    if (size > 9) {
      const scale = 3 / Math.sqrt(size);
      tangents[index] = scale * a * slope;
      tangents[index + 1] = scale * b * slope;
    }
  });
  let path = `M${first[0]},${first[1]}`;
  for (let index = 1; index < points.length; index++) {
    const [x0, y0] = points[index - 1] ?? first;
    const [x1, y1] = points[index] ?? first;
    const third = (x1 - x0) / 3;
    const m0 = tangents[index - 1] ?? 0;
    const m1 = tangents[index] ?? 0;
    path += `C${x0 + third},${y0 + m0 * third},${x1 - third},${y1 - m1 * third},${x1},${y1}`;
  }
  return path;
}

interface MonthChartProps {
  kind: 'bars' | 'area';
  label: string;
  months: string[];
  values: number[];
  colour: string;
  /** An axis tick's text. */
  tick: (value: number) => string;
  /** A month's figure, in its tooltip and in the table. */
  figure: (value: number) => string;
}

function MonthChart({ kind, label, months, values, colour, tick, figure }: MonthChartProps) {
  const headingId = useId();
  const figuresId = useId();
  const ticks = axisTicks(Math.max(0, ...values));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const band = plotWidth / Math.max(1, months.length);
  const xOf = (index: number) => PLOT.left + band * (index + 0.5);
  const yOf = (value: number) => PLOT.top + plotHeight * (1 - value / top);
  const baseline = yOf(0);
  const points = values.map((value, index) => [xOf(index), yOf(value)] as const);
  const line = monotonePath(points);
  const last = points[points.length - 1];
  const firstPoint = points[0];
  return (
    <Box>
      {/* Each chart's title is an h3: they sit under the card's h2, and headings may not skip a level. */}
      <Typography id={headingId} component="h3" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Box
        component="svg"
        role="img"
        aria-labelledby={headingId}
        aria-describedby={figuresId}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        sx={{ display: 'block', width: '100%', height: 'auto', color: 'text.secondary', overflow: 'visible' }}
      >
        {/* The figures, for screen readers: the chart's description, not a table among the page's tables. */}
        <desc id={figuresId}>
          {values.map((value, index) => `${months[index] ?? ''}: ${figure(value)}`).join('; ')}
        </desc>
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={yOf(value)}
              y2={yOf(value)}
              stroke="currentColor"
              strokeOpacity={value === 0 ? 0.6 : 0.15}
            />
            <text x={PLOT.left - 6} y={yOf(value)} dy="0.32em" textAnchor="end" fontSize={12} fill="currentColor">
              {tick(value)}
            </text>
          </g>
        ))}
        {months.map((month, index) =>
          // Every third month is named: twelve names do not fit a phone's width, nor a half card's.
          index % 3 === 0 ? (
            <text key={month} x={xOf(index)} y={HEIGHT - 6} textAnchor="middle" fontSize={12} fill="currentColor">
              {month}
            </text>
          ) : null,
        )}
        {kind === 'bars'
          ? values.map((value, index) => (
              <rect
                key={months[index]}
                x={xOf(index) - band * 0.35}
                width={band * 0.7}
                y={yOf(value)}
                height={baseline - yOf(value)}
                fill={colour}
              />
            ))
          : firstPoint &&
            last && (
              <>
                <path
                  d={`${line}L${last[0]},${baseline}L${firstPoint[0]},${baseline}Z`}
                  fill={colour}
                  fillOpacity={0.35}
                />
                <path d={line} fill="none" stroke={colour} strokeWidth={2} />
              </>
            )}
        {/* A month's band, for its tooltip: the whole height, so that the pointer need not find the bar. */}
        {values.map((value, index) => (
          <rect
            key={months[index]}
            x={xOf(index) - band / 2}
            width={band}
            y={PLOT.top}
            height={plotHeight}
            fill="transparent"
          >
            <title>{`${months[index] ?? ''}: ${figure(value)}`}</title>
          </rect>
        ))}
      </Box>
    </Box>
  );
}

export default function OverviewCharts({ months, permitsLabel, moneyLabel }: OverviewChartsProps) {
  const labels = months.map((point) => formatMonth(point.month));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
      <MonthChart
        kind="bars"
        label={permitsLabel}
        months={labels}
        values={months.map((point) => point.permits)}
        colour={PERMITS_COLOUR}
        tick={formatInteger}
        figure={formatInteger}
      />
      <MonthChart
        kind="area"
        label={moneyLabel}
        months={labels}
        values={months.map((point) => point.revenue_cents / 100)}
        colour={MONEY_COLOUR}
        tick={(value) => compactDollars.format(value)}
        figure={(value) => formatCents(Math.round(value * 100))}
      />
    </Box>
  );
}
