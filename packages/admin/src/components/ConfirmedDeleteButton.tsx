/**
 * Delete for every section: asks the shared confirmation first ('Confirmation' / 'Do you confirm
 * the deletion?'), deletes on Delete (never react-admin's undoable delete: the API moves the record
 * to the trash), then returns to the list, where the notification offers Undo
 * (use-undo-deletion.ts). A refusal from the server is shown by the notification, and the record stays.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useDelete, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { useWords } from '../i18n/words.js';
import { useNotifyFailure } from '../providers/failures.js';
import { useConfirmDelete } from '../overlays/confirm-delete/ConfirmDelete.js';
import { useNotifyDeleted } from './use-undo-deletion.js';

export function ConfirmedDeleteButton({ redirectTo = 'list' }: { redirectTo?: 'list' | false }) {
  const t = useWords();
  const record = useRecordContext();
  const resource = useResourceContext();
  const confirmDelete = useConfirmDelete();
  const notifyDeleted = useNotifyDeleted();
  const notifyFailure = useNotifyFailure();
  const redirect = useRedirect();
  // The outcome is handled by the hook's own callbacks, not the call's: react-query drops a call's
  // callbacks when its component has gone, and the deletion itself removes the record this
  // button's form shows, so under load the return to the list was sometimes lost.
  const [deleteOne, { isPending }] = useDelete(
    resource,
    { id: record?.id, previousData: record },
    {
      mutationMode: 'pessimistic',
      onSuccess: (_data, { id }) => {
        if (resource && id !== undefined) notifyDeleted(resource, [id], 'ra.notification.deleted');
        if (redirectTo && resource) redirect(redirectTo, resource);
      },
      onError: notifyFailure,
    },
  );
  if (!record || !resource) return null;
  return (
    <Button
      color="error"
      startIcon={<DeleteIcon />}
      disabled={isPending}
      onClick={() => confirmDelete(() => deleteOne())}
    >
      {t('app.confirmDelete.delete')}
    </Button>
  );
}
