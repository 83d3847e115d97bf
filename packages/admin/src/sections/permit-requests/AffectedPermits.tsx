/**
 * On a state regulation's or a holiday closure's page (issue 64): the active permits its saves
 * changed, each decided again by the same rules, and what their companies were told. Read again
 * whenever the record's version moves, so that a save shows who it reached.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { wrapAnywhere } from '../../styles/long-text.js';
import { formatDate } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import { useGetList } from '../../registry/data-hooks.js';
import { pathTo } from '../../registry/table.js';
import type { PermitRequestRecord } from './status.js';

export function AffectedPermits({ by }: { by: 'affected_by_regulation' | 'affected_by_closure' }) {
  const t = useWords();
  const record = useRecordContext<{ id: number; version?: number }>();
  const { data, total } = useGetList<PermitRequestRecord>(
    'my-permit-request',
    {
      filter: { [by]: record?.id },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'start_date', order: 'ASC' },
      meta: { version: record?.version },
    },
    { enabled: typeof record?.id === 'number' },
  );
  if (!record) return null;
  return (
    <Box component="section" aria-label={t('app.ruleChanges.title')} sx={{ p: 2, pt: 0 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('app.ruleChanges.title')}
        {total ? ` (${total})` : ''}
      </Typography>
      {data?.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {data.map((permit) => (
            <li key={permit.id}>
              <Link component={RouterLink} to={pathTo('overview', permit.id, 'page')}>
                {permit.number}
              </Link>{' '}
              · <bdi>{permit.company_name}</bdi> · {formatDate(permit.start_date)} – {formatDate(permit.end_date)}
              {permit.rule_warning && (
                <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
                  {permit.rule_warning.message}
                </Typography>
              )}
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('app.ruleChanges.none')}</Typography>
      )}
    </Box>
  );
}
