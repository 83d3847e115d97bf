/** The reminder shown after a sign-in: an image and a close button. Closing it clears the flag. */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useSyncExternalStore } from 'react';
import { useWords } from '../../i18n/words.js';
import reminderImage from './reminder.svg';
import { clearReminder, isReminderDue, onReminderChange } from './reminder-flag.js';

export function ReminderPopup() {
  const t = useWords();
  const open = useSyncExternalStore(onReminderChange, isReminderDue);
  return (
    <Dialog open={open} onClose={clearReminder} aria-labelledby="reminder-title" maxWidth="xs" fullWidth>
      <DialogTitle id="reminder-title" sx={{ pr: 6 }}>
        {t('app.reminder.title')}
        <IconButton
          aria-label={t('app.common.close')}
          onClick={clearReminder}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
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
