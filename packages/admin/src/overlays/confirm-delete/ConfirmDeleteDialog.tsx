/** The confirmation dialog, loaded the first time a deletion is asked for. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useWords } from '../../i18n/words.js';

export default function ConfirmDeleteDialog({
  open,
  count,
  onCancel,
  onDelete,
}: {
  open: boolean;
  /** How many records go, when several do. */
  count?: number | undefined;
  onCancel: () => void;
  onDelete: () => void;
}) {
  const t = useWords();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('app.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('app.confirmDelete.text')}</DialogContentText>
        {count !== undefined && <DialogContentText>{t('app.confirmDelete.count', count)}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.confirmDelete.cancel')}</Button>
        <Button onClick={onDelete} color="error" variant="contained" autoFocus>
          {t('app.confirmDelete.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
