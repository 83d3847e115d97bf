import { Edit } from 'react-admin';
import { AccountForm } from './AccountForm.js';

/** Saved once the server agrees: it refuses to demote or deactivate the signed-in admin. */
export default function AccountEdit() {
  return (
    <Edit>
      <AccountForm />
    </Edit>
  );
}
