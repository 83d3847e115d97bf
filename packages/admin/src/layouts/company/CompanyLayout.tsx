/**
 * The company layout, /company/{id}: the company's header (name, status, USDOT and MC numbers)
 * above its tabs. A non-numeric id fails route validation (404).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { Title } from 'react-admin';
import { useGetOne } from '../../registry/data-hooks.js';
import { Link as RouterLink } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { wrapAnywhere } from '../../styles/long-text.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { HistoryButton } from '../../history/HistoryButton.js';
import { useWords } from '../../i18n/words.js';
import { RouteValidationFailed } from '../../pages/error/ErrorPage.js';
import { isRecordId } from '../../registry/paths.js';
import { CompanyStatusChip } from '../../sections/companies/status.js';
import { pathTo } from '../../registry/table.js';

type Company = components['schemas']['Company'];
// The tabs' lists come with the page, not with every screen.
const CompanyTabs = lazy(() => import('./CompanyTabs.js'));

function CompanyHeader({ id }: { id: number }) {
  const t = useWords();
  const { data, isPending, error } = useGetOne<Company & { id: number }>('companies', { id });
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  if (error || !data) return <RecordLoadError error={error} />;
  return (
    <>
      <Title title={data.name} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, ...wrapAnywhere }}>
            {data.name}
          </Typography>
          <CompanyStatusChip status={data.status ?? 'active'} />
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            {t('app.companyTabs.usdotNumber', data.usdot)}
            {data.mc_number ? ` · ${t('app.companyTabs.mcNumber', data.mc_number.replace(/^MC-/, ''))}` : ''}
          </Typography>
          <Button component={RouterLink} to={pathTo('companies', data.id)} startIcon={<EditIcon />}>
            {t('app.common.edit')}
          </Button>
          <HistoryButton section="companies" record={data} />
        </CardContent>
      </Card>
      <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
        <CompanyTabs company={data} />
      </Suspense>
    </>
  );
}

/** Behind the companies' gate (its route's, sections/gate.tsx): a member's own company is /company-info. */
export function CompanyLayout() {
  const { id } = useParams();
  if (!isRecordId(id)) return <RouteValidationFailed />;
  return (
    <Box sx={{ py: 2 }}>
      <CompanyHeader id={Number(id)} />
    </Box>
  );
}
