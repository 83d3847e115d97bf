/** The top snackbar: green for success, red for anything else, every line of the message shown. */
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useShownText, useWords } from '../../i18n/words.js';
import { dismiss, useShownNotification } from './store.js';

export function TopNotification() {
  const t = useWords();
  const shownText = useShownText();
  const shown = useShownNotification();
  if (!shown) return null;
  const { notification: current, hideAfterMs } = shown;
  const close = () => dismiss(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      // Shortened when news arrives behind it (store.ts); the snackbar counts again from the change.
      autoHideDuration={hideAfterMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
    >
      <Alert
        variant="filled"
        severity={current.type === 'success' ? 'success' : 'error'}
        onClose={close}
        slotProps={{ closeButton: { 'aria-label': t('app.common.close'), title: t('app.common.close') } }}
        data-testid="notification"
        data-type={current.type}
        sx={{ minWidth: 320, alignItems: 'center' }}
      >
        {current.message.map((line, index) => (
          <div key={index}>{shownText(line)}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
