/**
 * A form's toolbar: Save, and on an existing record Delete, through the shared confirmation. A form
 * that holds what was typed before a session ended (forms/drafts) may be saved as it is.
 */
import { SaveButton, Toolbar, useRecordContext, useResourceContext } from 'react-admin';
import { isRestored } from '../forms/drafts.js';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton.js';

export function FormToolbar({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const restored = record?.id !== undefined && isRestored(resource ?? '', record.id);
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={restored} />
      {canDelete && <ConfirmedDeleteButton />}
    </Toolbar>
  );
}
