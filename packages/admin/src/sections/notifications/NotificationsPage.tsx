/**
 * /notifications: everything the person was told, newest first. What is shown is read: the unread
 * ones are marked read once the page has shown them (they keep their "Unread" mark on this visit).
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { wrapAnywhere } from '../../styles/long-text.js';
import { formatDateTime } from '../../format/format.js';
import { useShownText, useWords, wordsOf } from '../../i18n/words.js';
import { useContractQueries } from '../../session/queries.js';
import { notificationPath, useNotificationText } from './notification-words.js';

/** The most the page shows: a person's notifications of the last weeks. */
const SHOWN = 100;

export default function NotificationsPage() {
  const t = useWords();
  const shown = useShownText();
  const text = useNotificationText();
  const queries = useContractQueries();
  const list = useQuery(
    queries.queryOptions('get', '/notifications', { params: { query: { page: 1, per_page: SHOWN } } }),
  );
  // The list is read again once it settles (the helpers' invalidation of the notifications).
  const { mutate: markAllRead } = useMutation(queries.mutationOptions('post', '/notifications/read-all'));
  // Those unread when the page first showed them: still marked so while the person reads the page.
  const unreadWhenShown = useRef<Set<number>>(undefined);
  const unreadNow = list.data?.unread ?? 0;
  useEffect(() => {
    if (!list.data) return;
    unreadWhenShown.current ??= new Set(list.data.data.filter((row) => row.read_at === null).map((row) => row.id));
    if (unreadNow === 0) return;
    markAllRead();
  }, [list.data, unreadNow, markAllRead]);

  return (
    <Box sx={{ py: 2, maxWidth: 760 }}>
      <Title title={t('app.notifications.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('app.notifications.title')}
      </Typography>
      {list.error ? (
        <Typography color="error">{shown(wordsOf(list.error) ?? 'app.sdk.somethingWentWrong')}</Typography>
      ) : !list.data ? (
        <Skeleton variant="rounded" height={160} />
      ) : list.data.data.length === 0 ? (
        <Typography color="text.secondary">{t('app.notifications.empty')}</Typography>
      ) : (
        <Card variant="outlined" component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {list.data.data.map((notification) => {
            const unread = notification.read_at === null || unreadWhenShown.current?.has(notification.id);
            return (
              <Box
                component="li"
                key={notification.id}
                sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {unread && <Chip size="small" color="primary" label={t('app.notifications.unread')} />}
                  <Link
                    component={RouterLink}
                    to={notificationPath(notification)}
                    sx={{ fontWeight: unread ? 700 : 400, ...wrapAnywhere }}
                  >
                    {text(notification)}
                  </Link>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
                </Typography>
              </Box>
            );
          })}
        </Card>
      )}
    </Box>
  );
}
