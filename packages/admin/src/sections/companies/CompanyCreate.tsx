import { Create } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { CompanyForm } from './CompanyForm.js';

/** A new company; on save, its page. */
export default function CompanyCreate() {
  const t = useWords();
  return (
    <Create
      title={t('app.companies.create')}
      redirect={(_resource, id) => `company/${id}`}
      mutationOptions={{ meta: {} }}
    >
      <CompanyForm />
    </Create>
  );
}
