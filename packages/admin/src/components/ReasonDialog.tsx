/**
 * A decision that states its reason (an application or a permit request rejected): the reason is
 * checked before anything is sent, what was typed stays while the decision fails, and the dialog
 * closes, emptied, once the decision is made.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useWords } from '../i18n/words.js';
import { sayRule, type Rule, type RuleMessage } from '../validation/rules.js';
import { GrowingTextField } from './GrowingTextField.js';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The reason field's label, and what it says below it until there is a mistake to show. */
  label: string;
  hint?: string;
  validate: Rule;
  /** The confirming button's text. */
  confirm: string;
  busy: boolean;
  onClose: () => void;
  /** Makes the decision with the reason, trimmed; true once it is made. */
  onConfirm: (reason: string) => Promise<boolean>;
}

export function ReasonDialog({
  open,
  title,
  label,
  hint,
  validate,
  confirm,
  busy,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const t = useWords();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [mistake, setMistake] = useState<RuleMessage>();
  const decide = async () => {
    const problem = validate(reason);
    setMistake(problem);
    if (problem) return;
    if (await onConfirm(reason.trim())) {
      setReason('');
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <GrowingTextField
          lines={3}
          label={label}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(mistake)}
          helperText={mistake ? sayRule(t, mistake) : (hint ?? ' ')}
          fullWidth
          autoFocus
          margin="dense"
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('app.confirmDelete.cancel')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void decide()}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
