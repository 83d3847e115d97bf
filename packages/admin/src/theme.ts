import { createTheme } from '@mui/material/styles';

/** Blue for the service, the spec's green and red for notifications (MUI's success and error). */
export const theme = createTheme({
  palette: {
    primary: { main: '#1a4f8b' },
    secondary: { main: '#f29900' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    background: { default: '#f4f6f8' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // A wide table scrolls inside its card, never the page (a phone shows 390 px).
    ...({
      RaList: {
        styleOverrides: { root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } },
      },
    } as object),
  },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
