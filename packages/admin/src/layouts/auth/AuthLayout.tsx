/** The auth layout: the sign-in and password pages, a card in the middle of the screen. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useWords } from '../../i18n/words.js';

export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useWords();
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #1a4f8b 0%, #0d2a4d 100%)',
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600, color: 'text.secondary' }}>
            {t('app.auth.subtitle')}
          </Typography>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
