import { RecordEdit } from '../../components/RecordScreens.js';
import { AccountForm } from './AccountForm.js';

/** Saved once the server agrees: it refuses to demote or deactivate the signed-in admin. */
export default function AccountEdit() {
  return (
    <RecordEdit>
      <AccountForm />
    </RecordEdit>
  );
}
