import { Create } from 'react-admin';
import { app } from '../../i18n/en.js';
import { AccountForm } from './AccountForm.js';

export default function AccountCreate() {
  return (
    <Create title={app.accounts.create}>
      <AccountForm creating />
    </Create>
  );
}
