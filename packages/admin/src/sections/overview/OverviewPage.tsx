/**
 * /overview, the landing page after sign-in: the figures that matter today (a member sees their
 * own company's), the last 12 months and recent activity.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, formatDateTime, formatInteger, formatMonth } from '../../format/format.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { useRole } from '../../session/useRole.js';

type Overview = components['schemas']['Overview'];

function Kpi({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700, mt: 0.5 }}>
          {value}
        </Typography>
        {detail && (
          <Typography color="text.secondary" variant="body2">
            {detail}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function MonthBars({ months }: { months: Overview['months'] }) {
  const highest = Math.max(1, ...months.map((point) => point.permits));
  return (
    <Box
      role="img"
      aria-label={months.map((point) => `${formatMonth(point.month)}: ${point.permits}`).join(', ')}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 160, pt: 2 }}
    >
      {months.map((point) => (
        <Box key={point.month} sx={{ flex: 1, textAlign: 'center', minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {point.permits}
          </Typography>
          <Box
            sx={{
              height: `${(point.permits / highest) * 110}px`,
              bgcolor: 'primary.main',
              borderRadius: 1,
              minHeight: 2,
            }}
          />
          <Typography variant="caption" sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden' }}>
            {formatMonth(point.month)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function OverviewPage() {
  const sdk = useSdk();
  const overview = useQuery({
    queryKey: ['overview'],
    queryFn: async () => sdk.unwrap(await sdk.client.GET('/overview')).data,
  });
  const data = overview.data;
  const kpis = data?.kpis;
  // A member's figures are their own company's; counting companies would always say 1.
  const isMember = useRole().role === 'member';
  return (
    <Box sx={{ py: 2 }}>
      <Title title={app.overview.title} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        {app.overview.title}
      </Typography>
      {overview.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void overview.refetch()}>
              {app.common.retry}
            </Button>
          }
        >
          {overview.error instanceof Error ? overview.error.message : app.sdk.somethingWentWrong}
        </Alert>
      )}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${isMember ? 3 : 4}, 1fr)` } }}
      >
        {kpis ? (
          <>
            <Kpi label={app.overview.openPermitRequests} value={formatInteger(kpis.open_permit_requests)} />
            <Kpi label={app.overview.loadsOnRoad} value={formatInteger(kpis.loads_on_road)} />
            <Kpi
              label={app.overview.unpaidInvoices}
              value={formatInteger(kpis.unpaid_invoices)}
              detail={kpis.unpaid_invoices_cents === undefined ? undefined : formatCents(kpis.unpaid_invoices_cents)}
            />
            {!isMember && <Kpi label={app.overview.companies} value={formatInteger(kpis.companies)} />}
          </>
        ) : (
          !overview.isError && [0, 1, 2, 3].map((key) => <Skeleton key={key} variant="rounded" height={112} />)
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start', mt: 2 }}
      >
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {app.overview.months}
            </Typography>
            {data ? <MonthBars months={data.months} /> : <Skeleton variant="rounded" height={160} />}
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6">
              {app.overview.recent}
            </Typography>
            {data && data.recent.length === 0 && <Typography color="text.secondary">{app.overview.empty}</Typography>}
            <List dense>
              {data?.recent.map((item) => (
                <ListItem key={`${item.kind}-${item.id}`} disableGutters>
                  <ListItemText
                    primary={
                      item.kind === 'permit_request' ? (
                        <Link component={RouterLink} to={`/overview/${item.id}`}>
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )
                    }
                    secondary={`${item.status.replace('_', ' ')} · ${formatDateTime(item.at)}`}
                  />
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
