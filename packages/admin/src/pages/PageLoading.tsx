import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useWords } from '../i18n/words.js';

export function PageLoading() {
  const t = useWords();
  return (
    <Box
      role="status"
      aria-label={t('app.common.loading')}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      {/* Named itself too: a progressbar without a name is one to assistive technology (axe's aria-progressbar-name). */}
      <CircularProgress aria-label={t('app.common.loading')} />
    </Box>
  );
}
