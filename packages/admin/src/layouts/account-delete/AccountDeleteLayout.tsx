/** The account-delete layout: a plain page for mobile-app users, reached from the app store listing. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function AccountDeleteLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 8 } }}>
      <Container maxWidth="sm">{children}</Container>
    </Box>
  );
}
