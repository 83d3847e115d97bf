/** /company-info: a member's own company profile (its status is staff's to set). */
import type { components } from '@permit-office/sdk';
import { app } from '../../i18n/en.js';
import { CompanyInputs } from '../companies/CompanyForm.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';

export default function CompanyInfoPage() {
  return (
    <SettingsPage
      path="/my-company"
      title={app.companyInfo.title}
      toBody={(values) => values as components['schemas']['CompanyInput']}
      savedMessage={app.companyInfo.saved}
    >
      <CompanyInputs withStatus={false} />
    </SettingsPage>
  );
}
