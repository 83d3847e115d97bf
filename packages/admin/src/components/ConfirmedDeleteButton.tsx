/**
 * Delete for every section: asks the shared confirmation first ('Confirmation' / 'Do you confirm
 * the deletion?'), deletes on Delete (never react-admin's undoable delete), then returns to the
 * list. A refusal from the server is shown by the notification, and the record stays.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useDelete, useNotify, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { app } from '../i18n/en.js';
import { useConfirmDelete } from '../overlays/confirm-delete/ConfirmDelete.js';

export function ConfirmedDeleteButton({ redirectTo = 'list' }: { redirectTo?: 'list' | false }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const confirmDelete = useConfirmDelete();
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!record || !resource) return null;
  return (
    <Button
      color="error"
      startIcon={<DeleteIcon />}
      disabled={isPending}
      onClick={() =>
        confirmDelete(() =>
          deleteOne(
            resource,
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
                if (redirectTo) redirect(redirectTo, resource);
              },
              onError: (error) => {
                const failure = error as { message?: string; body?: { notified?: boolean } };
                if (!failure.body?.notified) notify(failure.message ?? app.sdk.somethingWentWrong, { type: 'error' });
              },
            },
          ),
        )
      }
    >
      {app.confirmDelete.delete}
    </Button>
  );
}
