/** The reminder shown after a sign-in: an image and a close button. Closing it clears the flag. */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useSyncExternalStore } from 'react';
import { ClosableDialogTitle } from '../ClosableDialogTitle.js';
import { useWords } from '../../i18n/words.js';
import reminderImage from './reminder.svg';
import { clearReminder, isReminderDue, onReminderChange } from './reminder-flag.js';

export function ReminderPopup() {
  const t = useWords();
  const open = useSyncExternalStore(onReminderChange, isReminderDue);
  return (
    <Dialog open={open} onClose={clearReminder} aria-labelledby="reminder-title" maxWidth="xs" fullWidth>
      <ClosableDialogTitle id="reminder-title" onClose={clearReminder}>
        {t('app.reminder.title')}
      </ClosableDialogTitle>
      <DialogContent>
        <img
          src={reminderImage}
          alt={t('app.reminder.imageAlt')}
          width={360}
          height={160}
          style={{ width: '100%', height: 'auto' }}
        />
        <Typography sx={{ mt: 2 }}>{t('app.reminder.text')}</Typography>
      </DialogContent>
    </Dialog>
  );
}
