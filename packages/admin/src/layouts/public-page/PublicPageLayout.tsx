/**
 * A public page's layout, signed in or out, outside the back office: a plain centred page, for the
 * account deletion mobile-app users reach from the app store listing and the roadside check.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';

export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 3, sm: 8 } }}>
      <Container maxWidth="sm">{children}</Container>
    </Box>
  );
}
