/** /site-settings/general: the public website's contact details, social links and footer. */
import type { components } from '@permit-office/sdk';
import { TextInput } from 'react-admin';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { SettingsPage } from './SettingsForm.js';
import { blankAsNull } from './values.js';

type SiteGeneral = components['schemas']['SiteGeneral'];

const validate = contractRules('SiteGeneral');

/** A social page's address: a full web address, or nothing. */
function WebAddressInput({ source }: { source: 'facebook_url' | 'linkedin_url' }) {
  const t = useWords();
  return (
    <TextInput
      source={source}
      type="url"
      validate={validate[source]}
      helperText={t('app.siteGeneral.hints.url')}
      fullWidth
    />
  );
}

export default function SiteGeneralPage() {
  return (
    <SettingsPage
      path="/site-settings/general"
      section="site-settings/general"
      toBody={(values) =>
        blankAsNull(values, ['phone', 'address', 'facebook_url', 'linkedin_url', 'footer_text']) as SiteGeneral
      }
    >
      <TextInput source="site_name" validate={validate.site_name} fullWidth />
      <TextInput source="email" type="email" validate={validate.email} fullWidth />
      <TextInput source="phone" type="tel" validate={validate.phone} />
      <TextInput source="address" validate={validate.address} multiline fullWidth />
      <WebAddressInput source="facebook_url" />
      <WebAddressInput source="linkedin_url" />
      <TextInput source="footer_text" validate={validate.footer_text} multiline minRows={2} fullWidth />
    </SettingsPage>
  );
}
