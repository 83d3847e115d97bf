/** The top snackbar: green for success, red for anything else, every line of the message shown. */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { app } from '../../i18n/en.js';
import { dismiss, useCurrentNotification } from './store.js';

export function TopNotification() {
  const current = useCurrentNotification();
  if (!current) return null;
  const close = () => dismiss(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={current.timeout}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        variant="filled"
        severity={current.type === 'success' ? 'success' : 'error'}
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': app.common.close, title: app.common.close } }}
        data-testid="notification"
        data-type={current.type}
        sx={{ minWidth: 320, alignItems: 'center' }}
      >
        {current.message.map((line, index) => (
          <div key={index}>{line}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
