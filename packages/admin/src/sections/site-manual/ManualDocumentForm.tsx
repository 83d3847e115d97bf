/**
 * A customer manual document: its title and description, the file (uploaded as soon as it is
 * chosen, and viewable before saving) and its position in the manual. A new document goes last.
 */
import type { components } from '@permit-office/sdk';
import {
  Create,
  Edit,
  Loading,
  SimpleForm,
  TextInput,
  useEditContext,
  useGetList,
  useRecordContext,
  useResourceContext,
} from 'react-admin';
import { FileUploadInput } from '../../components/FileUploadInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { all, format, integer, maxLength, minLength, numbers, required } from '../../validation/rules.js';

const t = app.manual;
const f = t.fields;
type ManualDocument = components['schemas']['ManualDocument'];

/** What the file picker offers, and what the file viewer shows. */
const ACCEPTED_FILES = '.pdf,.doc,.docx,image/*';

// The contract's bounds (ManualDocumentInput); a position is never negative.
const validate = {
  title: all(required, minLength(2), maxLength(200)),
  description: maxLength(1000),
  position: all(required, numbers, integer, format(/^\d+$/)),
};

function ManualDocumentForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 640 }} toolbar={<FormToolbar canDelete={editing} />}>
      <TextInput source="title" label={f.title} validate={validate.title} fullWidth />
      <TextInput
        source="description"
        label={f.description}
        validate={validate.description}
        multiline
        minRows={2}
        fullWidth
      />
      <FileUploadInput
        source="file_link"
        nameSource="file_name"
        label={f.file_link}
        accept={ACCEPTED_FILES}
        validate={required}
        helperText={t.hints.file}
      />
      <WholeNumberInput
        source="position"
        label={f.position}
        validate={validate.position}
        helperText={t.hints.position}
      />
    </SimpleForm>
  );
}

/** One past the last document's position, once it is known. */
function useNextPosition(): number | undefined {
  const resource = useResourceContext();
  const { data, isPending } = useGetList<ManualDocument>(resource ?? '', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'position', order: 'DESC' },
  });
  if (isPending) return undefined;
  const last = data?.[0];
  return last ? last.position + 1 : 0;
}

export function ManualDocumentCreate() {
  const position = useNextPosition();
  // The form's defaults are read once, when it mounts: it waits for the position.
  if (position === undefined) return <Loading />;
  return (
    <Create title={t.create} redirect="list" record={{ position }}>
      <ManualDocumentForm editing={false} />
    </Create>
  );
}

function DocumentTitle() {
  const record = useRecordContext<ManualDocument>();
  return <>{record ? fill(t.editTitle, record.title) : t.title}</>;
}

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

export function ManualDocumentEdit() {
  return (
    <Edit
      title={<DocumentTitle />}
      mutationMode="pessimistic"
      redirect="list"
      error={<EditLoadError />}
      // The SDK has already said what went wrong; react-admin's notice and redirect would repeat it.
      queryOptions={{ onError: () => undefined }}
    >
      <ManualDocumentForm editing />
    </Edit>
  );
}
