/** A route outside the user's role: said plainly, never a crash. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useWords } from '../../i18n/words.js';

export function AccessDenied() {
  const t = useWords();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('app.error.accessDeniedTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('app.error.accessDenied')}
      </Typography>
      <Link href="/" sx={{ display: 'inline-block', mt: 3 }}>
        {t('app.error.backHome')}
      </Link>
    </Box>
  );
}
