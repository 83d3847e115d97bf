import { Create } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { AccountForm } from './AccountForm.js';

export default function AccountCreate() {
  const t = useWords();
  return (
    <Create title={t('app.accounts.create')}>
      <AccountForm creating />
    </Create>
  );
}
