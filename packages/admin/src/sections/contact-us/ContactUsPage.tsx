/** /contact-us: a member writes to the service; an agent answers from /contacts. */
import Typography from '@mui/material/Typography';
import { TextInput, Title, useDataProvider } from 'react-admin';
import { textOf } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { contractRules } from '../../validation/contract-rules.js';
import { SendForm } from '../site-settings/SettingsForm.js';

const t = app.contactUs;
const validate = contractRules('ContactMessageInput');

export default function ContactUsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <Title title={t.title} />
      <Typography color="text.secondary" sx={{ my: 2, maxWidth: 720 }}>
        {t.intro}
      </Typography>
      <SendForm
        name="contact-us-form"
        title={t.title}
        send={(values) =>
          dataProvider.sendContactMessage({ subject: textOf(values.subject), message: textOf(values.message) })
        }
        savedMessage={t.sent}
        saveLabel={t.send}
      >
        <TextInput source="subject" label={t.subject} validate={validate.subject} fullWidth />
        <TextInput source="message" label={t.message} validate={validate.message} multiline minRows={5} fullWidth />
      </SendForm>
    </>
  );
}
