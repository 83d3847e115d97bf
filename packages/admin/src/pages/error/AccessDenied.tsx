/** A route outside the user's role: said plainly, never a crash. */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { app } from '../../i18n/en.js';

export function AccessDenied() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {app.error.accessDeniedTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {app.error.accessDenied}
      </Typography>
      <Link href="/" sx={{ display: 'inline-block', mt: 3 }}>
        {app.error.backHome}
      </Link>
    </Box>
  );
}
