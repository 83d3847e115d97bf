/**
 * The top snackbar: green for success, red for anything else, every line of the message shown, and
 * the button a notification offers (a deletion's Undo) beside its Close.
 */
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import type { MouseEvent } from 'react';
import { useShownText, useWords } from '../../i18n/words.js';
import { dismiss, useShownNotification, type NotificationAction } from './store.js';

/** A plain click runs the action in the app; a click that asks for another tab or window follows the link. */
const inTheApp = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TopNotification() {
  const t = useWords();
  const shownText = useShownText();
  const shown = useShownNotification();
  if (!shown) return null;
  const { notification: current, hideAfterMs } = shown;
  const close = () => dismiss(current.id);
  const act = ({ run }: NotificationAction) => {
    close();
    run();
  };
  const action = current.action;
  const closeLabel = t('app.common.close');
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
        slotProps={{ closeButton: { 'aria-label': closeLabel, title: closeLabel } }}
        // Alert draws its own Close only without an action: with one, both are drawn here.
        action={
          action && (
            <>
              {action.href ? (
                <Button
                  color="inherit"
                  size="small"
                  href={action.href}
                  onClick={(event: MouseEvent) => {
                    if (!inTheApp(event)) return;
                    event.preventDefault();
                    act(action);
                  }}
                >
                  {t(action.label)}
                </Button>
              ) : (
                <Button color="inherit" size="small" onClick={() => act(action)}>
                  {t(action.label)}
                </Button>
              )}
              <IconButton color="inherit" size="small" aria-label={closeLabel} title={closeLabel} onClick={close}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          )
        }
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
