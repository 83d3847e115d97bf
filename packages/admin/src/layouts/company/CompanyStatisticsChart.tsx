/** Permits and spend per month, as bars: loaded with the statistics tab only (MUI X Charts). */
import { BarChart } from '@mui/x-charts/BarChart';
import { formatCents, formatMonth } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';

export interface MonthPoint {
  month: string;
  permits: number;
  revenue_cents: number;
}

export default function CompanyStatisticsChart({ months }: { months: MonthPoint[] }) {
  const t = useWords();
  return (
    <BarChart
      height={280}
      dataset={months.map((point) => ({
        month: formatMonth(point.month),
        permits: point.permits,
        spend: point.revenue_cents / 100,
      }))}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        { id: 'permits', label: t('app.companyTabs.permits'), position: 'left' },
        { id: 'spend', label: t('app.companyTabs.spend'), position: 'right' },
      ]}
      series={[
        { dataKey: 'permits', label: t('app.companyTabs.permits'), yAxisId: 'permits', color: '#1a4f8b' },
        {
          dataKey: 'spend',
          label: t('app.companyTabs.spend'),
          yAxisId: 'spend',
          color: '#f29900',
          valueFormatter: (value) => (value === null ? '' : formatCents(value * 100)),
        },
      ]}
      margin={{ left: 8, right: 8 }}
    />
  );
}
