import { Create } from 'react-admin';
import { app } from '../../i18n/en.js';
import { CompanyForm } from './CompanyForm.js';

/** A new company; on save, its page. */
export default function CompanyCreate() {
  return (
    <Create title={app.companies.create} redirect={(_resource, id) => `company/${id}`} mutationOptions={{ meta: {} }}>
      <CompanyForm />
    </Create>
  );
}
