/** Shown instead of the app when the runtime configuration has no usable API_URL: never a blank page. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useShownText, useWords } from '../../i18n/words.js';

export function ConfigErrorPage({ message }: { message: string }) {
  const t = useWords();
  const shown = useShownText();
  return (
    <Box component="main" sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{t('app.config.title')}</AlertTitle>
        {message ? shown(message) : t('app.sdk.apiUrlMissing')}
      </Alert>
    </Box>
  );
}
