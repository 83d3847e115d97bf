/** /company-info: a member's own company profile (its status is staff's to set). */
import type { components } from '@permit-office/sdk';
import { useWords } from '../../i18n/words.js';
import { CompanyInputs } from '../companies/CompanyForm.js';
import { SettingsPage } from '../site-settings/SettingsForm.js';

export default function CompanyInfoPage() {
  const t = useWords();
  return (
    <SettingsPage
      path="/my-company"
      title={t('app.companyInfo.title')}
      toBody={(values) => values as components['schemas']['CompanyInput']}
      savedMessage={t('app.companyInfo.saved')}
    >
      <CompanyInputs withStatus={false} />
    </SettingsPage>
  );
}
