/** /site-settings/general: the public website's contact details, social links and footer. */
import type { components } from '@permit-office/sdk';
import { TextInput } from 'react-admin';
import { app } from '../../i18n/en.js';
import { contractRules } from '../../validation/contract-rules.js';
import { SettingsPage } from './SettingsForm.js';
import { blankAsNull } from './values.js';

const t = app.siteGeneral;
const f = t.fields;
type SiteGeneral = components['schemas']['SiteGeneral'];

const validate = contractRules('SiteGeneral');

/** A social page's address: a full web address, or nothing. */
function WebAddressInput({ source }: { source: 'facebook_url' | 'linkedin_url' }) {
  return (
    <TextInput
      source={source}
      label={f[source]}
      type="url"
      validate={validate[source]}
      helperText={t.hints.url}
      fullWidth
    />
  );
}

export default function SiteGeneralPage() {
  return (
    <SettingsPage
      path="/site-settings/general"
      title={t.title}
      toBody={(values) =>
        blankAsNull(values, ['phone', 'address', 'facebook_url', 'linkedin_url', 'footer_text']) as SiteGeneral
      }
      savedMessage={t.saved}
    >
      <TextInput source="site_name" label={f.site_name} validate={validate.site_name} fullWidth />
      <TextInput source="email" label={f.email} type="email" validate={validate.email} fullWidth />
      <TextInput source="phone" label={f.phone} type="tel" validate={validate.phone} />
      <TextInput source="address" label={f.address} validate={validate.address} multiline fullWidth />
      <WebAddressInput source="facebook_url" />
      <WebAddressInput source="linkedin_url" />
      <TextInput
        source="footer_text"
        label={f.footer_text}
        validate={validate.footer_text}
        multiline
        minRows={2}
        fullWidth
      />
    </SettingsPage>
  );
}
