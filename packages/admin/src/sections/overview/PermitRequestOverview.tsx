/**
 * /overview/{id}: one permit request at a glance: status, company, the states on the route, the
 * dates, and its documents in the file viewer. A non-numeric id fails route validation (404).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import { Title, useGetOne } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { components } from '@permit-office/sdk';
import { formatCents, formatDate } from '../../format/format.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { useFileViewer } from '../../overlays/file-viewer/FileViewer.js';
import { RouteValidationFailed } from '../../pages/error/ErrorPage.js';
import { isRecordId } from '../../routes/paths.js';

type PermitRequest = components['schemas']['PermitRequest'];

function PermitRequestSummary({ id }: { id: string }) {
  const openFile = useFileViewer();
  const { data, isPending, error } = useGetOne<PermitRequest & { id: number }>('permit-requests', { id: Number(id) });
  if (isPending) return <Skeleton variant="rounded" height={220} />;
  if (error || !data) return <RecordLoadError error={error} />;
  return (
    <Card variant="outlined">
      <Title title={data.number} />
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {data.number}
          </Typography>
          <Chip
            label={data.status.replace('_', ' ')}
            color={data.status === 'rejected' ? 'error' : data.status === 'issued' ? 'success' : 'default'}
          />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {data.company_name} · {data.states.join(' → ')} · {formatDate(data.start_date)} – {formatDate(data.end_date)}{' '}
          · {formatCents(data.fee_cents)}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
          {data.documents.map((document) => (
            <Button
              key={document.id}
              variant="outlined"
              startIcon={<DescriptionIcon />}
              onClick={() => openFile({ link: document.link, name: document.name })}
            >
              {document.name}
            </Button>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

export function PermitRequestOverview() {
  const { id } = useParams();
  if (!isRecordId(id)) return <RouteValidationFailed />;
  return (
    <Box sx={{ py: 2 }}>
      <PermitRequestSummary id={id} />
    </Box>
  );
}
