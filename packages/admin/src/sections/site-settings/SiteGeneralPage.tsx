/** /site-settings/general: the public website's contact details, social links and footer. */
import type { components } from '@permit-office/sdk';
import { TextInput, Title } from 'react-admin';
import { SingleRecordForm } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, email, format, maxLength, minLength, required } from '../../validation/rules.js';
import { PHONE, WEB_ADDRESS, blankAsNull } from './values.js';

const f = app.siteGeneral.fields;
type SiteGeneral = components['schemas']['SiteGeneral'];

// The contract's bounds (SiteGeneral), so that a mistake is caught before the server refuses it.
const validate = {
  site_name: all(required, minLength(2), maxLength(100)),
  email: all(required, email, maxLength(191)),
  phone: format(PHONE),
  address: maxLength(300),
  url: all(format(WEB_ADDRESS), maxLength(300)),
  footer_text: maxLength(1000),
};

export default function SiteGeneralPage() {
  const sdk = useSdk();
  return (
    <>
      <Title title={app.siteGeneral.title} />
      <SingleRecordForm
        title={app.siteGeneral.title}
        queryKey={['site-settings', 'general']}
        load={async () => sdk.unwrap(await sdk.client.GET('/site-settings/general')).data}
        save={async (values) => {
          const body = blankAsNull(values, ['phone', 'address', 'facebook_url', 'linkedin_url', 'footer_text']);
          return sdk.unwrap(await sdk.client.PUT('/site-settings/general', { body: body as SiteGeneral })).data;
        }}
        savedMessage={app.siteGeneral.saved}
      >
        <TextInput source="site_name" label={f.site_name} validate={validate.site_name} fullWidth />
        <TextInput source="email" label={f.email} type="email" validate={validate.email} fullWidth />
        <TextInput source="phone" label={f.phone} type="tel" validate={validate.phone} />
        <TextInput source="address" label={f.address} validate={validate.address} multiline fullWidth />
        <TextInput
          source="facebook_url"
          label={f.facebook_url}
          type="url"
          validate={validate.url}
          helperText={app.siteGeneral.hints.url}
          fullWidth
        />
        <TextInput
          source="linkedin_url"
          label={f.linkedin_url}
          type="url"
          validate={validate.url}
          helperText={app.siteGeneral.hints.url}
          fullWidth
        />
        <TextInput
          source="footer_text"
          label={f.footer_text}
          validate={validate.footer_text}
          multiline
          minRows={2}
          fullWidth
        />
      </SingleRecordForm>
    </>
  );
}
