/** The confirmation dialog, loaded the first time a deletion is asked for. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';

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
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{app.confirmDelete.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{app.confirmDelete.text}</DialogContentText>
        {count !== undefined && <DialogContentText>{fill(app.confirmDelete.count, count)}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{app.confirmDelete.cancel}</Button>
        <Button onClick={onDelete} color="error" variant="contained" autoFocus>
          {app.confirmDelete.delete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
