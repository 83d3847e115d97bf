/**
 * /overview, the landing page after sign-in: the figures that matter today (a member sees their
 * own company's), the last 12 months and recent activity.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { OVERVIEW_QUERY } from '../../session/overview-read.js';
import { formatCents, formatDateTime, formatInteger } from '../../format/format.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { mayOnRememberedRole } from '../../access/remembered-role.js';
import { useCan, useSeesEveryCompany } from '../../access/use-can.js';
import { opensOnOverview } from '../../registry/paths.js';
import { preloadableLazy, useArrived } from '../../boot/preloadable-lazy.js';
import { recallIdentity } from '../../session/identity-memory.js';
import { useContractQueries } from '../../session/queries.js';
import { MainAndSide } from './MainAndSide.js';
import { RecentActivity } from './RecentActivity.js';
import { Kpi, KpiGrid } from './Kpi.js';
import OverviewCharts from './OverviewCharts.js';
import {
  FiguresWhileRead,
  MonthsWhileRead,
  OverviewCard,
  OverviewTitle,
  OverviewWhileRead,
  QueueWhileRead,
  WorkloadWhileRead,
} from './OverviewWhileRead.js';
import { filteredPathTo, pathTo } from '../../registry/table.js';

type Overview = components['schemas']['Overview'];

const Workload = preloadableLazy(() => import('../permit-requests/Workload.js'));
// An admin's overview draws the workload above its figures: opened at this address, its code starts
// with the page's, on the role remembered for the session, so that it is there when the page is
// drawn rather than arriving after it and pushing the figures down (Lighthouse counts the shift).
if (
  mayOnRememberedRole({ resource: 'my-permit-request', action: 'oversee' }, recallIdentity()) &&
  opensOnOverview(window.location.pathname)
) {
  Workload.preload().catch(() => undefined);
}

/** Where each kind of activity is read: its own screen, or its list for a member who has no other. */
function activityPath(item: Overview['recent'][number], member: boolean): string {
  switch (item.kind) {
    case 'permit_request':
      return pathTo('overview', item.id, 'page');
    case 'load':
      return pathTo('my-loads', item.id);
    case 'invoice':
      return member ? pathTo('company-invoices') : pathTo('invoices', item.id);
    case 'application':
      return pathTo('applications');
  }
}

/**
 * A recent activity's status in the person's words: the server's name for it (`in_review`, `on road`)
 * looked up in the catalogue by kind, or shown as the server wrote it when the catalogue does not
 * know it.
 */
function useActivityStatus(): (item: Overview['recent'][number]) => string {
  const translate = useTranslate();
  return (item) =>
    translate(`app.overview.activityStatus.${item.kind}.${item.status.replaceAll(' ', '_')}`, {
      _: item.status.replace('_', ' '),
    });
}

/**
 * For whoever oversees the queue: the workload, and what is below it kept out of sight until the
 * workload is drawn (its code come, its read answered or failed once). The workload's table is as
 * tall as the staff is long; arriving after the charts, it pushed them down by that much (a layout
 * shift of 0.16 on an admin's overview at the desk, Lighthouse's run, issue 41). Hidden rather
 * than held back: the charts are drawn as their data comes, as before, and only shown in place.
 * Until then the workload's heading holds its place, as the shell's frame drew it.
 */
function WorkloadThenBelow({ children }: { children: ReactNode }) {
  const Drawn = useArrived(Workload);
  const queries = useContractQueries();
  const read = useQuery(
    queries.queryOptions('get', '/statistics/workload', undefined, { select: (answer) => answer.data }),
  );
  const settled = Drawn !== undefined && !(read.isPending && read.failureCount === 0);
  return (
    <>
      {!settled && (
        <Box sx={{ mt: 2 }}>
          <WorkloadWhileRead />
        </Box>
      )}
      {Drawn && read.data && (
        <Box sx={{ mt: 2 }}>
          <Drawn data={read.data} />
        </Box>
      )}
      <Box sx={settled ? undefined : { visibility: 'hidden' }}>{children}</Box>
    </>
  );
}

/**
 * The overview's first screen while the page waits for a commit of its own (sections/gate.tsx): as
 * the page draws it before any answer, for the person's role, as the shell's frame drew it on a phone.
 */
export function OverviewHeld() {
  const ownCompany = !useSeesEveryCompany();
  const oversees = useCan('oversee', 'my-permit-request');
  return <OverviewWhileRead ownCompany={ownCompany} oversees={oversees} />;
}

export function OverviewPage() {
  const t = useWords();
  const shown = useShownText();
  const activityStatus = useActivityStatus();
  const dataProvider = useDataProvider<AppDataProvider>();
  const overview = useQuery({
    queryKey: OVERVIEW_QUERY,
    queryFn: () => dataProvider.getOverview(),
    // The read started with the app (AdminApp) is this page's: without this, the page found it a
    // moment old when it opened and read it again. Refresh and later visits read afresh.
    staleTime: 5_000,
  });
  const data = overview.data;
  const kpis = data?.kpis;
  // A member's figures are their own company's; counting companies would always say 1.
  const ownCompany = !useSeesEveryCompany();
  // Each person's open requests: an admin's view, loaded with its page only when shown.
  const oversees = useCan('oversee', 'my-permit-request');
  const monthsAndActivity = (
    <MainAndSide sx={{ alignItems: 'start', mt: 2 }}>
      <OverviewCard heading={t('app.overview.months')}>
        {data ? (
          <OverviewCharts
            months={data.months}
            permitsLabel={t('app.overview.permits')}
            moneyLabel={t(ownCompany ? 'app.overview.spend' : 'app.overview.revenue')}
          />
        ) : (
          <MonthsWhileRead />
        )}
      </OverviewCard>
      <OverviewCard heading={t('app.overview.recent')}>
        {data && data.recent.length === 0 && <Typography color="text.secondary">{t('app.overview.empty')}</Typography>}
        <RecentActivity
          items={(data?.recent ?? []).map((item) => ({
            key: `${item.kind}-${item.id}`,
            title: item.title,
            to: activityPath(item, ownCompany),
            detail: `${t(`app.overview.kinds.${item.kind}`)} · ${activityStatus(item)} · ${formatDateTime(item.at)}`,
          }))}
        />
      </OverviewCard>
    </MainAndSide>
  );
  return (
    <Box sx={{ py: 2 }}>
      <Title title={t('app.overview.title')} />
      <OverviewTitle />
      {overview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void overview.refetch()}>
              {t('app.common.retry')}
            </Button>
          }
        >
          {shown(wordsOf(overview.error) ?? 'app.sdk.somethingWentWrong')}
        </Alert>
      )}
      <KpiGrid data-columns={ownCompany ? 3 : 4}>
        {kpis ? (
          <>
            <Kpi
              label={t('app.overview.openPermitRequests')}
              value={formatInteger(kpis.open_permit_requests)}
              to={filteredPathTo('my-permit-request', { open: true })}
            />
            <Kpi
              label={t('app.overview.loadsOnRoad')}
              value={formatInteger(kpis.loads_on_road)}
              to={filteredPathTo('my-loads', { on_road: true })}
            />
            <Kpi
              label={t('app.overview.unpaidInvoices')}
              value={formatInteger(kpis.unpaid_invoices)}
              detail={kpis.unpaid_invoices_cents === undefined ? undefined : formatCents(kpis.unpaid_invoices_cents)}
              to={filteredPathTo(ownCompany ? 'company-invoices' : 'invoices', { status: 'unpaid' })}
            />
            {!ownCompany && (
              <Kpi label={t('app.overview.companies')} value={formatInteger(kpis.companies)} to={pathTo('companies')} />
            )}
          </>
        ) : (
          !overview.isError && <FiguresWhileRead ownCompany={ownCompany} />
        )}
      </KpiGrid>
      {/* The queue's figures: what staff must act on first, each a view of the queue. */}
      {kpis?.overdue !== undefined ? (
        <KpiGrid as="section" data-columns={3} aria-label={t('app.overview.queueFigures')} sx={{ mt: 2 }}>
          <Kpi
            label={t('app.overview.overdue')}
            value={formatInteger(kpis.overdue)}
            detail={t('app.overview.overdueDetail')}
            to={filteredPathTo('my-permit-request', { clock: 'late' })}
          />
          <Kpi
            label={t('app.overview.dueToday')}
            value={formatInteger(kpis.due_today ?? 0)}
            detail={t('app.overview.dueTodayDetail')}
            to={filteredPathTo('my-permit-request', { due_today: true })}
          />
          <Kpi
            label={t('app.overview.unassigned')}
            value={formatInteger(kpis.unassigned ?? 0)}
            detail={t('app.overview.unassignedDetail')}
            to={filteredPathTo('my-permit-request', { open: true, assigned: false })}
          />
        </KpiGrid>
      ) : (
        // Staff's figures hold their place while they are read.
        !kpis && !ownCompany && !overview.isError && <QueueWhileRead />
      )}
      {oversees ? <WorkloadThenBelow>{monthsAndActivity}</WorkloadThenBelow> : monthsAndActivity}
    </Box>
  );
}
