/**
 * Each staff member's open requests now, and how many are late or at risk (issue 38): an admin's
 * view of the queue, on the overview, loaded with it only for admins.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { components } from '@permit-office/sdk';
import { useId } from 'react';
import { useWords } from '../../i18n/words.js';

/**
 * Each staff member's open requests, and how many are late or at risk: an admin's view. Read by
 * the page that shows it (the overview), which draws what is below it only once it is there.
 */
export default function Workload({ data }: { data: components['schemas']['Workload'] }) {
  const t = useWords();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} gutterBottom>
          {t('app.queue.workload')}
        </Typography>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.queue.workloadColumns.agent')}</TableCell>
              <TableCell align="right">{t('app.queue.workloadColumns.open')}</TableCell>
              <TableCell align="right">{t('app.queue.workloadColumns.late')}</TableCell>
              <TableCell align="right">{t('app.queue.workloadColumns.at_risk')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.agents.map((row) => (
              <TableRow key={row.agent_id}>
                <TableCell>
                  <bdi>{row.agent_name}</bdi>
                </TableCell>
                <TableCell align="right">{row.open}</TableCell>
                <TableCell align="right">{row.late}</TableCell>
                <TableCell align="right">{row.at_risk}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('app.queue.workloadUnassigned', data.unassigned)}
        </Typography>
      </CardContent>
    </Card>
  );
}
