/**
 * What the three statistics pages have in common: the heading and the period, the loading, error
 * and empty states, cards for charts and tables, a table with a totals row, and the CSV button.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Suspense, useId, type ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { downloadCsv } from '../../export/csv.js';
import { formatMonth } from '../../format/format.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import type { Period } from './figures.js';
import { PeriodPicker, usePeriod, type PeriodState } from './PeriodPicker.js';

/** The figures together with the period they are for, which the fields may have left since. */
interface Loaded<T> {
  period: Period;
  figures: T;
}

/**
 * The figures of the period in the fields, asked for only when the period is valid. The previous
 * period's figures stay on screen while the next ones load, so a table does not blink at each change.
 */
function useStatistics<T>(
  name: string,
  { period, valid }: PeriodState,
  load: (period: Period) => Promise<T>,
): UseQueryResult<Loaded<T>> {
  return useQuery({
    queryKey: ['statistics', name, period.from, period.to],
    queryFn: async () => ({ period, figures: await load(period) }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}

function LoadingFigures() {
  const t = useWords();
  return (
    <Box role="status" aria-busy="true" aria-label={t('app.common.loading')} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Skeleton variant="rounded" height={300} />
        <Skeleton variant="rounded" height={300} />
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** Each statistics page's figures, as the API answers them for a period. */
const loaders = {
  service: (dataProvider: AppDataProvider, period: Period) => dataProvider.getServiceStatistics(period),
  // The server answers a member with their own company; no company id is sent.
  company: (dataProvider: AppDataProvider, period: Period) => dataProvider.getCompanyStatistics(period),
  // The agents' figures and the service's target met, per agent and per state (issue 38); what the
  // rules decided, per month and per state (issue 63).
  agents: async (dataProvider: AppDataProvider, period: Period) => {
    const [agents, onTime, decisions] = await Promise.all([
      dataProvider.getAgentStatistics(period),
      dataProvider.getOnTimeStatistics(period),
      dataProvider.getDecisionStatistics(period),
    ]);
    return { agents, onTime, decisions };
  },
};

export type StatisticsName = keyof typeof loaders;
export type FiguresOf<Name extends StatisticsName> = Awaited<ReturnType<(typeof loaders)[Name]>>;

/**
 * A statistics page: its period (kept in the address), its figures for it, and their states; titled,
 * and said empty, in the words of its part of the catalogue (`app.statistics.<name>`).
 */
export function StatisticsPage<Name extends StatisticsName>({
  name,
  subtitle,
  isEmpty,
  children,
}: {
  /** Which figures: what is asked for, the query's key and the catalogue's words. */
  name: Name;
  /** A line under the title, read from the figures (the company's name). */
  subtitle?: (figures: FiguresOf<Name>) => string;
  isEmpty: (figures: FiguresOf<Name>) => boolean;
  /** The figures, with the period they are for: not the one in the fields while the next figures load. */
  children: (figures: FiguresOf<Name>, period: Period) => ReactNode;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const load = (period: Period) => loaders[name](dataProvider, period) as Promise<FiguresOf<Name>>;
  const t = useWords();
  const title = t(`app.statistics.${name}.title`);
  const emptyText = t(`app.statistics.${name}.empty`);
  const shown = useShownText();
  const periodState = usePeriod();
  const query = useStatistics(name, periodState, load);
  const loaded = query.data;
  const subtitleText = loaded && subtitle?.(loaded.figures);
  let content: ReactNode;
  if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void query.refetch()} sx={{ whiteSpace: 'nowrap' }}>
            {t('app.common.retry')}
          </Button>
        }
      >
        {shown(wordsOf(query.error) ?? 'app.sdk.somethingWentWrong')}
      </Alert>
    );
  } else if (loaded) {
    content = (
      <Box aria-busy={query.isFetching}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, minHeight: 24 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {t('app.statistics.period.showing', formatMonth(loaded.period.from), formatMonth(loaded.period.to))}
          </Typography>
          {query.isFetching && <LinearProgress aria-label={t('app.common.loading')} sx={{ flex: 1, maxWidth: 240 }} />}
        </Box>
        {isEmpty(loaded.figures) ? (
          <Card variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
            <Typography component="h2" variant="h6">
              {t('app.statistics.emptyTitle')}
            </Typography>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Card>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>{children(loaded.figures, loaded.period)}</Box>
        )}
      </Box>
    );
  } else if (!periodState.valid) {
    content = <Typography color="text.secondary">{t('app.statistics.period.choose')}</Typography>;
  } else {
    content = <LoadingFigures />;
  }
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title={title} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          columnGap: 2,
          rowGap: 1,
          mb: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {subtitleText && <Typography color="text.secondary">{subtitleText}</Typography>}
        </Box>
        <PeriodPicker {...periodState} />
      </Box>
      {content}
    </Box>
  );
}

/** Two cards side by side on a wide screen, one above the other on a phone. */
export function Pair({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {children}
    </Box>
  );
}

/** A titled card, a region named by its title so that its figures can be found; its CSV beside the title. */
export function FigureCard({
  title,
  csv,
  note,
  children,
}: {
  title: string;
  csv?: CsvFile;
  note?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          pt: 1.5,
          pb: 0.5,
        }}
      >
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {csv && <CsvButton {...csv} />}
      </Box>
      {children}
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {note}
        </Typography>
      )}
    </Card>
  );
}

/** A chart, loaded with its library only when the page shows it. */
export function ChartCard({ title, height, children }: { title: string; height: number; children: ReactNode }) {
  return (
    <FigureCard title={title}>
      <Box sx={{ px: 1, pb: 1, minHeight: height }}>
        <Suspense fallback={<Skeleton variant="rounded" height={height} sx={{ mx: 1 }} />}>{children}</Suspense>
      </Box>
    </FigureCard>
  );
}

export interface Column<Row> {
  key: string;
  label: string;
  numeric?: boolean;
  value: (row: Row) => ReactNode;
  /** What the totals row shows under this column. */
  total?: ReactNode;
  sortable?: boolean;
}

export interface Sort {
  key: string;
  direction: 'asc' | 'desc';
}

/** The figures as a table, a totals row at its foot; on a phone it scrolls inside its card. */
export function FigureTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalLabel,
  sort,
  onSort,
}: {
  label: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  /** The totals row's name: "Total" unless said otherwise. */
  totalLabel?: string;
  sort?: Sort;
  onSort?: (key: string) => void;
}) {
  const t = useWords();
  const align = (column: Column<Row>) => (column.numeric ? 'right' : 'left');
  const numbers = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    // Beyond four columns a table may scroll sideways on a phone: then a keyboard must reach it to scroll it.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={columns.length > 4 ? 0 : undefined}>
      <Table
        size="small"
        aria-label={label}
        // Closer columns on a phone, so that three of them fit without scrolling.
        sx={{
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const active = sort?.key === column.key;
              return (
                <TableCell
                  key={column.key}
                  align={align(column)}
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortable && onSort ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort.direction : column.numeric ? 'desc' : 'asc'}
                      onClick={() => onSort(column.key)}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={align(column)}
                  // A row's name on one line: on a phone the table scrolls in its card rather than wrap it.
                  sx={column.numeric ? numbers : index === 0 ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem', borderBottom: 'none' } }}
          >
            {columns.map((column, index) => (
              <TableCell key={column.key} align={align(column)} sx={column.numeric ? numbers : undefined}>
                {index === 0 ? (totalLabel ?? t('app.statistics.total')) : column.total}
              </TableCell>
            ))}
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** A CSV file, built only when asked for (with toCsv, which defuses formulas). */
export interface CsvFile {
  filename: string;
  build: () => string;
}

/** Builds the CSV and saves it. */
function CsvButton({ filename, build }: CsvFile) {
  const t = useWords();
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadCsv(build(), filename)}>
      {t('app.statistics.csv')}
    </Button>
  );
}
