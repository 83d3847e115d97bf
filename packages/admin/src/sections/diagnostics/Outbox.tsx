/**
 * The e-mails the service sent, newest first, each as it would read (its subject and plain text):
 * what support checks when a member says they were not told. The mock API keeps them in its
 * outbox instead of sending them (GET /outbox, staff).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { wrapAnywhere } from '../../styles/long-text.js';
import { formatDateTime } from '../../format/format.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import { useContractQueries } from '../../session/queries.js';

const SHOWN = 20;

export function Outbox() {
  const t = useWords();
  const shown = useShownText();
  const queries = useContractQueries();
  const outbox = useQuery(queries.queryOptions('get', '/outbox', { params: { query: { page: 1, per_page: SHOWN } } }));
  if (outbox.error)
    return <Typography color="error">{shown(wordsOf(outbox.error) ?? 'app.sdk.somethingWentWrong')}</Typography>;
  if (outbox.data?.data.length === 0) return <Typography color="text.secondary">{t('app.outbox.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {outbox.data?.data.map((mail) => (
        <Box component="li" key={mail.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography variant="subtitle2" component="p" sx={wrapAnywhere}>
            {mail.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={wrapAnywhere}>
            {t('app.outbox.to')}: {mail.to} · {t('app.outbox.sentAt')}:{' '}
            <time dateTime={mail.created_at}>{formatDateTime(mail.created_at)}</time>
          </Typography>
          {/* The mail's own text, as plain text. */}
          <Typography
            component="pre"
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 0.5, ...wrapAnywhere }}
          >
            {mail.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
