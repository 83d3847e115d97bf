/** /contact-us: a member writes to the service; an agent answers from /contacts. */
import Typography from '@mui/material/Typography';
import { TextInput, Title } from 'react-admin';
import { SingleRecordForm, textOf } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.contactUs;

export default function ContactUsPage() {
  const sdk = useSdk();
  return (
    <>
      <Title title={t.title} />
      <Typography color="text.secondary" sx={{ my: 2, maxWidth: 720 }}>
        {t.intro}
      </Typography>
      <SingleRecordForm
        title={t.title}
        queryKey={['contact-us-form']}
        load={() => Promise.resolve({})}
        save={async (values) => {
          sdk.unwrap(
            await sdk.client.POST('/contacts', {
              body: { subject: textOf(values.subject), message: textOf(values.message) },
            }),
          );
          return undefined;
        }}
        savedMessage={t.sent}
        saveLabel={t.send}
        resetAfterSave
      >
        <TextInput
          source="subject"
          label={t.subject}
          validate={all(required, minLength(3), maxLength(150))}
          fullWidth
        />
        <TextInput
          source="message"
          label={t.message}
          validate={all(required, minLength(10), maxLength(5000))}
          multiline
          minRows={5}
          fullWidth
        />
      </SingleRecordForm>
    </>
  );
}
