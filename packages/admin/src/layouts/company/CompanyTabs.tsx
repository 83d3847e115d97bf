/**
 * The tabs of /company/{id}: the company's profile, members, loads, permit requests, invoices,
 * card operations and statistics, each the company's own records, read from the API. The lists
 * are the sections' own tables, without the company column.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
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
import { Fragment, lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { List } from 'react-admin';
import { Link as RouterLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterNextPaint } from '../../components/after-paint.js';
import { ListError, ListNoMatch } from '../../components/ListStates.js';
import { ListPagination } from '../../components/ListPagination.js';
import { wrapAnywhere } from '../../styles/long-text.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { formatCents, formatDate, formatMonth } from '../../format/format.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { CardOperationTable } from '../../sections/card-operations/CardOperationScreens.js';
import { InvoiceTable } from '../../sections/invoices/InvoiceList.js';
import { LoadTable } from '../../sections/loads/LoadList.js';
import { VehicleTable } from '../../sections/vehicles/VehicleList.js';
import { MemberTable } from '../../sections/members/MemberScreens.js';
import { PermitRequestTable } from '../../sections/permit-requests/PermitRequestList.js';
import { pathTo, type SectionName } from '../../registry/table.js';
import { useContractQueries } from '../../session/queries.js';

type Company = components['schemas']['Company'];
const CompanyStatisticsChart = lazy(() => import('./CompanyStatisticsChart.js'));

const TABS = [
  ['', 'app.companyTabs.profile'],
  ['members', 'app.companyTabs.members'],
  ['loads', 'app.companyTabs.loads'],
  ['vehicles', 'app.companyTabs.vehicles'],
  ['permit-requests', 'app.companyTabs.permitRequests'],
  ['invoices', 'app.companyTabs.invoices'],
  ['card-operations', 'app.companyTabs.cardOperations'],
  ['statistics', 'app.companyTabs.statistics'],
] as const satisfies readonly (readonly [string, WordKey])[];

/** The tabs that list the company's records: the section's resource, their order, its table. */
const RECORD_TABS = [
  { path: 'members', resource: 'existing-member-list', sort: 'name', table: <MemberTable withCompany={false} /> },
  { path: 'loads', resource: 'my-loads', sort: 'created_at', table: <LoadTable withCompany={false} /> },
  { path: 'vehicles', resource: 'my-vehicles', sort: 'created_at', table: <VehicleTable withCompany={false} /> },
  {
    path: 'permit-requests',
    resource: 'my-permit-request',
    sort: 'created_at',
    table: <PermitRequestTable withCompany={false} />,
  },
  { path: 'invoices', resource: 'invoices', sort: 'issued_at', table: <InvoiceTable withCompany={false} /> },
  {
    path: 'card-operations',
    resource: 'card-operations',
    sort: 'created_at',
    table: <CardOperationTable withCompany={false} />,
  },
] as const satisfies readonly { path: string; resource: SectionName; sort: string; table: ReactNode }[];

/**
 * One of the company's lists: the section's own table, with the company's records only, ten to a
 * page, sorted and paged by the server.
 */
function CompanyRecords({
  resource,
  companyId,
  sort,
  children,
}: {
  resource: SectionName;
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
      pagination={<ListPagination />}
    >
      {children}
    </List>
  );
}

/**
 * "address, city, state ZIP", each part in its own <bdi>: an address written right to left does not
 * carry the city or the ZIP after it to its other side.
 */
function Address({ company }: { company: Company }) {
  const parts = [company.address, company.city, [company.state, company.zip].filter(Boolean).join(' ')].filter(
    (part): part is string => Boolean(part),
  );
  if (!parts.length) return '—';
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

function Profile({ company }: { company: Company }) {
  const t = useWords();
  const rows: [string, ReactNode][] = [
    [t('app.companies.fields.email'), company.email],
    [t('app.companies.fields.phone'), company.phone ?? '—'],
    [t('app.companies.fields.address'), <Address key="address" company={company} />],
    [t('app.companies.fields.members_count'), company.members_count],
    [t('app.companies.fields.created_at'), formatDate(company.created_at)],
  ];
  return (
    <Card variant="outlined">
      <CardContent
        component="dl"
        // A value's column may be narrower than its longest word: it wraps, not runs past the card.
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '200px minmax(0, 1fr)' },
          gap: 1,
          m: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, ...wrapAnywhere }}>
              {value}
            </Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

function Statistics({ companyId }: { companyId: number }) {
  const t = useWords();
  const queries = useContractQueries();
  const statistics = useQuery(
    queries.queryOptions(
      'get',
      '/statistics/company',
      { params: { query: { company_id: companyId } } },
      { select: (answer) => answer.data },
    ),
  );
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
      <Table size="small" aria-label={t('app.companyTabs.statistics')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('app.companyTabs.month')}</TableCell>
            <TableCell>{t('app.companyTabs.permits')}</TableCell>
            <TableCell align="right">{t('app.companyTabs.spend')}</TableCell>
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

export default function CompanyTabs({ company }: { company: Company & { id: number } }) {
  const t = useWords();
  const location = useLocation();
  const base = pathTo('companies', company.id, 'page');
  const current = location.pathname.slice(base.length).replace(/^\//, '');
  const navigate = useNavigate();
  // A tab's page follows the tab's ink (components/after-paint.ts): its list drawn in the tap's
  // frame kept the tap's paint waiting 150-250 ms on a phone (issue 68). A click with a modifier
  // (a new tab, a new window) is the browser's.
  const follow = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    afterNextPaint(() => void navigate(to));
  };
  // A press moves to the tab's page without taking the focus there: MUI's Tabs draw every tab again
  // when the focus comes into them (the roving tab stop), in the press's own frame, 15-18 ms of a
  // phone's tap (issue 68). The keyboard's focus is as ever, and lands on the page's tab.
  const keepFocus = (event: MouseEvent) => {
    if (event.button === 0) event.preventDefault();
  };
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
          <Tab
            key={path}
            value={path}
            label={t(label)}
            component={RouterLink}
            to={path ? `${base}/${path}` : base}
            onClick={follow(path ? `${base}/${path}` : base)}
            onMouseDown={keepFocus}
          />
        ))}
      </Tabs>
      <Routes>
        <Route index element={<Profile company={company} />} />
        {RECORD_TABS.map(({ path, resource, sort, table }) => (
          <Route
            key={path}
            path={path}
            element={
              <CompanyRecords resource={resource} companyId={company.id} sort={sort}>
                {table}
              </CompanyRecords>
            }
          />
        ))}
        <Route path="statistics" element={<Statistics companyId={company.id} />} />
        <Route path="*" element={<RecordLoadError error={{ status: 404 }} />} />
      </Routes>
    </>
  );
}
