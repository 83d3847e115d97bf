/** /company-info: a member's own company profile (its status is staff's to set). */
import type { components } from '@permit-office/sdk';
import { CompanyInputs } from '../companies/CompanyForm.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';

export default function CompanyInfoPage() {
  return (
    <SettingsPage
      path="/my-company"
      section="company-info"
      toBody={(values) => values as components['schemas']['CompanyInput']}
    >
      <CompanyInputs withStatus={false} />
    </SettingsPage>
  );
}
