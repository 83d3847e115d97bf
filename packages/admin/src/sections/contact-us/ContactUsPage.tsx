/** /contact-us: a member writes to the service; an agent answers from /contacts. */
import Typography from '@mui/material/Typography';
import { TextInput, Title, useDataProvider } from 'react-admin';
import { textOf } from '../../components/SingleRecordForm.js';
import { useWords } from '../../i18n/words.js';
import type { AppDataProvider } from '../../providers/data-provider.js';
import { contractRules } from '../../validation/contract-rules.js';
import { SendForm } from '../site-settings/SettingsForm.js';

const validate = contractRules('ContactMessageInput');

export default function ContactUsPage() {
  const t = useWords();
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <>
      <Title title={t('app.contactUs.title')} />
      <Typography color="text.secondary" sx={{ my: 2, maxWidth: 720 }}>
        {t('app.contactUs.intro')}
      </Typography>
      <SendForm
        name="contact-us-form"
        title={t('app.contactUs.title')}
        send={(values) =>
          dataProvider.sendContactMessage({ subject: textOf(values.subject), message: textOf(values.message) })
        }
        savedMessage={t('app.contactUs.sent')}
        saveLabel={t('app.contactUs.send')}
      >
        <TextInput source="subject" label={t('app.contactUs.subject')} validate={validate.subject} fullWidth />
        <TextInput
          source="message"
          label={t('app.contactUs.message')}
          validate={validate.message}
          multiline
          minRows={5}
          fullWidth
        />
      </SendForm>
    </>
  );
}
