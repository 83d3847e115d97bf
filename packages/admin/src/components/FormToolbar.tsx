/** A form's toolbar: Save, and on an existing record Delete, through the shared confirmation. */
import { SaveButton, Toolbar } from 'react-admin';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton.js';

export function FormToolbar({ canDelete }: { canDelete: boolean }) {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <ConfirmedDeleteButton />}
    </Toolbar>
  );
}
