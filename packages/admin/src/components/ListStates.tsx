/** What a list shows when it has nothing to show, and when its data could not be read. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CreateButton, useListContext } from 'react-admin';
import { useShownText, useWords, wordsOf } from '../i18n/words.js';
import { EmptyListNews } from '../live/ListNews.js';

export function ListEmpty({ canCreate = true }: { canCreate?: boolean }) {
  const t = useWords();
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h6">{t('app.lists.empty')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {canCreate ? t('app.lists.emptyCreate') : t('app.lists.emptyWait')}
      </Typography>
      {canCreate && <CreateButton variant="contained" />}
      {/* A colleague's first record comes in at once: nothing here moves under the person. */}
      <EmptyListNews />
    </Box>
  );
}

/** In place of the rows: what went wrong, and a way to try again. */
export function ListError() {
  const t = useWords();
  const shown = useShownText();
  const { error, refetch } = useListContext();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={() => void refetch()}>
          {t('app.common.retry')}
        </Button>
      }
    >
      {shown(wordsOf(error) ?? 'app.sdk.somethingWentWrong')}
    </Alert>
  );
}

/** Rows are filtered out: said so, where the rows would be. */
export function ListNoMatch() {
  const t = useWords();
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      {t('app.lists.noMatch')}
    </Typography>
  );
}
