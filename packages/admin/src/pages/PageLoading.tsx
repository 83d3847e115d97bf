import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { app } from '../i18n/en.js';

export function PageLoading() {
  return (
    <Box
      role="status"
      aria-label={app.common.loading}
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}
    >
      {/* Named itself too: a progressbar without a name is one to assistive technology (axe's aria-progressbar-name). */}
      <CircularProgress aria-label={app.common.loading} />
    </Box>
  );
}
