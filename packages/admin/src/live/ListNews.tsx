/**
 * Over a list, below the app bar: what colleagues did to the list since its rows were read
 * (live/LiveSync). It floats, so that it is seen wherever the person has scrolled to and whatever
 * covers the list's toolbar (the bulk toolbar does, while rows are ticked), and moves no row.
 * New records are announced, not slipped in under the person's cursor; they come in when the
 * person asks, with the list's page, sort, filters and ticked rows as they were. A record a
 * colleague deleted has already gone from the rows: this says who took it.
 */
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useResourceContext } from 'react-admin';
import { useWords } from '../i18n/words.js';
import { liveStore, useListNews } from './live-store.js';

const PILL = { display: 'flex', alignItems: 'center', gap: 1, borderRadius: 6, py: 0.5, pl: 2, pr: 1 } as const;

export function ListNews() {
  const t = useWords();
  const resource = useResourceContext();
  const { data, refetch } = useListContext();
  const news = useListNews(resource);
  // How many deletions the person has dismissed: the note stays until then.
  const [deletionsSeen, setDeletionsSeen] = useState(0);
  const firstData = useRef(data);

  // Rows read afresh (the person's own paging, a colleague's change read in place) hold every
  // record created until then: the announcement is done.
  useEffect(() => {
    if (!resource || data === firstData.current) return;
    firstData.current = data;
    liveStore.listRead(resource);
  }, [data, resource]);
  // A list opened afresh starts with nothing announced.
  useEffect(() => {
    if (resource) liveStore.listOpened(resource);
  }, [resource]);

  const deletions = news.deleted - deletionsSeen;
  return (
    // Polite: read out when the person pauses, not in the middle of what they are doing. Always
    // there, so that what appears in it is announced.
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 72 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'speedDial',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {news.created > 0 && (
        <Paper elevation={6} sx={{ ...PILL, bgcolor: 'info.main', color: 'info.contrastText' }}>
          <Typography variant="body2">{t('app.live.newInList', news.created)}</Typography>
          <Button size="small" color="inherit" variant="outlined" onClick={() => void refetch()}>
            {t('app.live.showNew')}
          </Button>
        </Paper>
      )}
      {deletions > 0 && (
        <Paper elevation={6} sx={PILL}>
          <Typography variant="body2">
            {news.deletedBy
              ? t('app.live.deletedBy', news.deletedBy.name, deletions)
              : t('app.live.deleted', deletions)}
          </Typography>
          <IconButton size="small" aria-label={t('app.common.close')} onClick={() => setDeletionsSeen(news.deleted)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
    </Box>
  );
}

/**
 * An empty list has no rows to move under the person's cursor: a colleague's new record is read
 * at once (the rows then bring their own ListNews). Drawn by the list's `empty` state.
 */
export function EmptyListNews() {
  const resource = useResourceContext();
  const { refetch } = useListContext();
  const { created } = useListNews(resource);
  useEffect(() => {
    if (!resource || created === 0) return;
    void Promise.resolve(refetch()).then(() => liveStore.listRead(resource));
  }, [created, resource, refetch]);
  return null;
}
