/**
 * A customer manual document: its title and description, the file (uploaded as soon as it is
 * chosen, and viewable before saving) and its position in the manual. A new document goes last.
 */
import type { components } from '@permit-office/sdk';
import { TextInput, useRecordContext } from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput.js';
import { formScreens } from '../../components/RecordScreens.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import { ContentForm } from '../site-content/ContentForm.js';
import { CreateLast, PositionInput } from '../site-content/position.js';

type ManualDocument = components['schemas']['ManualDocument'];

/** What the file picker offers, and what the file viewer shows. */
const ACCEPTED_FILES = '.pdf,.doc,.docx,image/*';

const validate = contractRules('ManualDocumentInput');

function ManualDocumentForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={640}>
      <TextInput source="title" validate={validate.title} fullWidth />
      <TextInput source="description" validate={validate.description} multiline minRows={2} fullWidth />
      <FileUploadInput
        source="file_link"
        nameSource="file_name"
        label={t('app.manual.fields.file_link')}
        accept={ACCEPTED_FILES}
        validate={required}
        helperText={t('app.manual.hints.file')}
      />
      <PositionInput helperText={t('app.manual.hints.position')} />
    </ContentForm>
  );
}

export const [ManualDocumentCreate, ManualDocumentEdit] = formScreens(ManualDocumentForm, {
  title: 'app.manual.create',
  create: CreateLast,
  editProps: { title: <DocumentTitle /> },
});

function DocumentTitle() {
  const t = useWords();
  const record = useRecordContext<ManualDocument>();
  return <>{record ? t('app.manual.editTitle', record.title) : t('app.manual.title')}</>;
}
