/**
 * The feedback popup, when the sign-in answered `show_popup: true`. Showing it registers, once,
 * that it was shown (`GET /popup/{id}`).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../i18n/words.js';
import { useSdk } from '../../session/sdk-context.js';
import { isFeedbackDue, clearFeedbackDue } from './feedback-flag.js';

export function FeedbackPopup({ userId }: { userId: number | undefined }) {
  const t = useWords();
  const sdk = useSdk();
  const [open, setOpen] = useState(isFeedbackDue);
  const registered = useRef(false);
  useEffect(() => {
    if (!open || userId === undefined || registered.current) return;
    registered.current = true;
    clearFeedbackDue();
    void sdk.popup.registerShown(userId);
  }, [open, userId, sdk]);
  if (userId === undefined) return null;
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} aria-labelledby="feedback-title" maxWidth="xs" fullWidth>
      <DialogTitle id="feedback-title">{t('app.feedback.title')}</DialogTitle>
      <DialogContent>{t('app.feedback.text')}</DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('app.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
