/**
 * The tabs of /company/{id}: the company's profile, members, loads, permit requests, invoices,
 * card operations and statistics, each the company's own records, read from the API.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { DataTable, DateField, List, useRecordContext } from 'react-admin';
import { Link as RouterLink, Route, Routes, useLocation } from 'react-router-dom';
import { ListError, ListNoMatch } from '../../components/ListStates.js';
import { MoneyField } from '../../components/Money.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { formatCents, formatDate, formatFeetInches, formatMonth, formatPounds } from '../../format/format.js';
import { app } from '../../i18n/en.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { useSdk } from '../../session/sdk-context.js';

type Company = components['schemas']['Company'];
const t = app.companyTabs;
const CompanyStatisticsChart = lazy(() => import('./CompanyStatisticsChart.js'));

const TABS = [
  ['', t.profile],
  ['members', t.members],
  ['loads', t.loads],
  ['permit-requests', t.permitRequests],
  ['invoices', t.invoices],
  ['card-operations', t.cardOperations],
  ['statistics', t.statistics],
] as const;

/** One of the company's lists: its records only, ten to a page, sorted and paged by the server. */
function CompanyRecords({
  resource,
  companyId,
  sort,
  children,
}: {
  resource: string;
  companyId: number;
  sort: string;
  children: ReactNode;
}) {
  return (
    <List
      // A list per tab: react-admin shows the previous query's rows while the next loads, and
      // those would be another resource's records.
      key={resource}
      resource={resource}
      filter={{ company_id: companyId }}
      sort={{ field: sort, order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      actions={false}
      title={false}
      empty={<ListNoMatch />}
      error={<ListError />}
    >
      <DataTable bulkActionButtons={false} rowClick={false} empty={<ListNoMatch />}>
        {children}
      </DataTable>
    </List>
  );
}

function Profile({ company }: { company: Company }) {
  const rows: [string, ReactNode][] = [
    [app.companies.fields.email, company.email],
    [app.companies.fields.phone, company.phone ?? '—'],
    [
      app.companies.fields.address,
      [company.address, company.city, [company.state, company.zip].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ') || '—',
    ],
    [app.companies.fields.members_count, company.members_count],
    [app.companies.fields.created_at, formatDate(company.created_at)],
  ];
  return (
    <Card variant="outlined">
      <CardContent
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

function LoadSize() {
  const record = useRecordContext<{ id: number; length_in: number; width_in: number; height_in: number }>();
  return record ? (
    <span>{`${formatFeetInches(record.length_in)} × ${formatFeetInches(record.width_in)} × ${formatFeetInches(record.height_in)}`}</span>
  ) : null;
}
function LoadWeight() {
  const record = useRecordContext<{ id: number; weight_lbs: number }>();
  return record ? <span>{formatPounds(record.weight_lbs)}</span> : null;
}
function LoadRoute() {
  const record = useRecordContext<{
    id: number;
    origin_city: string;
    origin_state: string;
    destination_city: string;
    destination_state: string;
  }>();
  return record ? (
    <span>{`${record.origin_city}, ${record.origin_state} → ${record.destination_city}, ${record.destination_state}`}</span>
  ) : null;
}
function PermitLink() {
  const record = useRecordContext<{ id: number; number: string }>();
  return record ? (
    <Link component={RouterLink} to={`/overview/${record.id}`}>
      {record.number}
    </Link>
  ) : null;
}
function PermitStates() {
  const record = useRecordContext<{ id: number; states?: string[] }>();
  return Array.isArray(record?.states) ? <span>{record.states.join(' → ')}</span> : null;
}
function PermitDates() {
  const record = useRecordContext<{ id: number; start_date: string; end_date: string }>();
  return record ? <span>{`${formatDate(record.start_date)} – ${formatDate(record.end_date)}`}</span> : null;
}
function StatusText({ source }: { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return typeof value === 'string' ? <Chip size="small" label={value.replace('_', ' ')} /> : null;
}
function InvoicePdf() {
  const record = useRecordContext<{ id: number; number: string; pdf: string }>();
  const openFile = useFileViewer();
  return record ? (
    <Button
      size="small"
      onClick={() => openFile({ link: record.pdf, name: `${record.number}.pdf` })}
      aria-label={`${app.invoices.pdf} ${record.number}`}
    >
      {app.invoices.pdf}
    </Button>
  ) : null;
}

function Statistics({ companyId }: { companyId: number }) {
  const sdk = useSdk();
  const statistics = useQuery({
    queryKey: ['company-statistics', companyId],
    queryFn: async () =>
      sdk.unwrap(await sdk.client.GET('/statistics/company', { params: { query: { company_id: companyId } } })).data,
  });
  if (statistics.isPending) return <Skeleton variant="rounded" height={240} />;
  if (statistics.isError) return <RecordLoadError error={statistics.error} />;
  const highest = Math.max(1, ...statistics.data.months.map((month) => month.permits));
  return (
    <Card variant="outlined">
      <CardContent>
        <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
          <CompanyStatisticsChart months={statistics.data.months} />
        </Suspense>
      </CardContent>
      <Table size="small" aria-label={t.statistics}>
        <TableHead>
          <TableRow>
            <TableCell>{t.month}</TableCell>
            <TableCell>{t.permits}</TableCell>
            <TableCell align="right">{t.spend}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statistics.data.months.map((month) => (
            <TableRow key={month.month}>
              <TableCell>{formatMonth(month.month)}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box
                    aria-hidden
                    sx={{
                      height: 10,
                      width: `${(month.permits / highest) * 160}px`,
                      bgcolor: 'primary.main',
                      borderRadius: 1,
                    }}
                  />
                  {month.permits}
                </Box>
              </TableCell>
              <TableCell align="right">{formatCents(month.revenue_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export function CompanyTabs({ company }: { company: Company & { id: number } }) {
  const location = useLocation();
  const base = `/company/${company.id}`;
  const current = location.pathname.slice(base.length).replace(/^\//, '');
  return (
    <>
      <Tabs
        value={TABS.some(([path]) => path === current) ? current : ''}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 2 }}
        aria-label={company.name}
      >
        {TABS.map(([path, label]) => (
          <Tab key={path} value={path} label={label} component={RouterLink} to={path ? `${base}/${path}` : base} />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Profile company={company} />} />
        <Route
          path="members"
          element={
            <CompanyRecords resource="existing-member-list" companyId={company.id} sort="name">
              <DataTable.Col source="name" label={app.members.fields.name} />
              <DataTable.Col source="email" label={app.members.fields.email} />
              <DataTable.Col source="member_role" label={app.members.fields.member_role} />
              <DataTable.Col source="last_sign_in_at" label={app.members.fields.last_sign_in_at}>
                <DateField source="last_sign_in_at" showTime locales="en-US" emptyText="—" />
              </DataTable.Col>
            </CompanyRecords>
          }
        />
        <Route
          path="loads"
          element={
            <CompanyRecords resource="loads" companyId={company.id} sort="created_at">
              <DataTable.Col source="description" label={t.load.description} />
              <DataTable.Col label={t.load.size} disableSort>
                <LoadSize />
              </DataTable.Col>
              <DataTable.Col source="weight_lbs" label={t.load.weight} align="right">
                <LoadWeight />
              </DataTable.Col>
              <DataTable.Col label={t.load.route} disableSort>
                <LoadRoute />
              </DataTable.Col>
            </CompanyRecords>
          }
        />
        <Route
          path="permit-requests"
          element={
            <CompanyRecords resource="permit-requests" companyId={company.id} sort="created_at">
              <DataTable.Col source="number" label={t.permit.number}>
                <PermitLink />
              </DataTable.Col>
              <DataTable.Col label={t.permit.states} disableSort>
                <PermitStates />
              </DataTable.Col>
              <DataTable.Col source="start_date" label={t.permit.dates}>
                <PermitDates />
              </DataTable.Col>
              <DataTable.Col source="status" label={t.permit.status}>
                <StatusText source="status" />
              </DataTable.Col>
            </CompanyRecords>
          }
        />
        <Route
          path="invoices"
          element={
            <CompanyRecords resource="invoices" companyId={company.id} sort="issued_at">
              <DataTable.Col source="number" label={app.invoices.fields.number} />
              <DataTable.Col source="total_cents" label={app.invoices.fields.total_cents} align="right">
                <MoneyField source="total_cents" />
              </DataTable.Col>
              <DataTable.Col source="status" label={app.invoices.fields.status}>
                <StatusText source="status" />
              </DataTable.Col>
              <DataTable.Col source="issued_at" label={app.invoices.fields.issued_at}>
                <DateField source="issued_at" locales="en-US" />
              </DataTable.Col>
              <DataTable.Col label="" disableSort>
                <InvoicePdf />
              </DataTable.Col>
            </CompanyRecords>
          }
        />
        <Route
          path="card-operations"
          element={
            <CompanyRecords resource="card-operations" companyId={company.id} sort="created_at">
              <DataTable.Col source="created_at" label={app.cardOperations.fields.created_at}>
                <DateField source="created_at" showTime locales="en-US" />
              </DataTable.Col>
              <DataTable.Col source="type" label={app.cardOperations.fields.type}>
                <StatusText source="type" />
              </DataTable.Col>
              <DataTable.Col source="amount_cents" label={app.cardOperations.fields.amount_cents} align="right">
                <MoneyField source="amount_cents" />
              </DataTable.Col>
              <DataTable.Col source="status" label={app.cardOperations.fields.status}>
                <StatusText source="status" />
              </DataTable.Col>
            </CompanyRecords>
          }
        />
        <Route path="statistics" element={<Statistics companyId={company.id} />} />
        <Route path="*" element={<RecordLoadError error={{ status: 404 }} />} />
      </Routes>
    </>
  );
}
