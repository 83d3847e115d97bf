import { RecordEdit } from '../../components/RecordScreens.js';
import { CompanyForm } from './CompanyForm.js';

/** Saved only once the server agrees (pessimistic): a refusal keeps every typed value in the form. */
export default function CompanyEdit() {
  return (
    <RecordEdit redirect={(_resource, id) => `company/${id}`}>
      <CompanyForm canDelete />
    </RecordEdit>
  );
}
