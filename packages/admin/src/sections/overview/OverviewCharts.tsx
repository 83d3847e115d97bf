/**
 * The overview's last 12 months: permits as bars, money as a line (revenue for staff, spend for a
 * member). MUI X Charts, loaded after the figures so that the landing page is usable first.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
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

export default function OverviewCharts({ months, permitsLabel, moneyLabel }: OverviewChartsProps) {
  // The second chart comes in a pass of its own, in slices: drawn together, the two made one long
  // task just after the page appeared (Lighthouse's blocking time). Its box keeps its height meanwhile.
  const secondChart = useDeferredValue(true, false);
  const labels = months.map((point) => formatMonth(point.month));
  // No entry animation: it interpolates every bar and path on the main thread for a good 100 ms
  // while the landing page is still loading (Lighthouse counts it as blocking time).
  const chart = { height: 220, margin: { left: 4, right: 12, top: 12, bottom: 4 }, skipAnimation: true };
  return (
    // Each chart's title is an h3: they sit under the card's h2, and headings may not skip a level.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
      <Box>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {permitsLabel}
        </Typography>
        <BarChart
          {...chart}
          xAxis={[{ scaleType: 'band', data: labels }]}
          yAxis={[{ width: 40, valueFormatter: (value: number) => formatInteger(value) }]}
          series={[{ data: months.map((point) => point.permits), label: permitsLabel, color: '#1a4f8b' }]}
          hideLegend
        />
      </Box>
      <Box>
        <Typography component="h3" variant="subtitle2" color="text.secondary">
          {moneyLabel}
        </Typography>
        {secondChart ? (
          <LineChart
            {...chart}
            xAxis={[{ scaleType: 'point', data: labels }]}
            yAxis={[{ width: 56, valueFormatter: (value: number) => compactDollars.format(value) }]}
            series={[
              {
                data: months.map((point) => point.revenue_cents / 100),
                label: moneyLabel,
                color: '#f29900',
                area: true,
                curve: 'monotoneX',
                valueFormatter: (value) => (value === null ? '' : formatCents(value * 100)),
              },
            ]}
            hideLegend
          />
        ) : (
          <Box sx={{ height: chart.height }} />
        )}
      </Box>
    </Box>
  );
}
