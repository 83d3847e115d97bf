/**
 * /state-notes: what agents have learnt about each state (who answers the phone, how long route
 * surveys take), newest first. Any agent writes, corrects or deletes a note; the server records
 * who changed it last.
 */
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  Create,
  DataTable,
  DateField,
  Edit,
  List,
  SearchInput,
  SimpleForm,
  TextInput,
  useEditContext,
  useRecordContext,
} from 'react-admin';
import type { components } from '@permit-office/sdk';
import { FormToolbar } from '../../components/FormToolbar.js';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { formatDateTime } from '../../format/format.js';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.stateNotes;
const f = t.fields;
type StateNote = components['schemas']['StateNote'];

function StateName() {
  const record = useRecordContext<StateNote>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{STATES[record.state]}</span> : null;
}

/** The note's first lines: the whole note is one click away. */
function Body() {
  const record = useRecordContext<StateNote>();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      sx={{
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        minWidth: 200,
        maxWidth: 560,
      }}
    >
      {record.body}
    </Typography>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder={app.lists.search} />,
  <AutocompleteInput key="state" source="state" label={f.state} choices={stateChoices} alwaysOn />,
];

export function StateNoteList() {
  return (
    <List
      title={t.title}
      filters={filters}
      actions={<ListActions create={t.create} />}
      sort={{ field: 'updated_at', order: 'DESC' }}
      empty={<ListEmpty />}
      error={<ListError />}
    >
      <DataTable<StateNote> rowClick="edit" bulkActionButtons={false} empty={<ListNoMatch />}>
        <DataTable.Col source="state" label={f.state}>
          <StateName />
        </DataTable.Col>
        <DataTable.Col source="body" label={f.body} disableSort>
          <Body />
        </DataTable.Col>
        <DataTable.Col source="author_name" label={f.author_name} sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="updated_at" label={f.updated_at}>
          <DateField
            source="updated_at"
            showTime
            locales="en-US"
            options={{ dateStyle: 'medium', timeStyle: 'short' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function LastChange() {
  const record = useRecordContext<StateNote>();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {fill(t.updatedBy, record.author_name, formatDateTime(record.updated_at))}
    </Typography>
  );
}

function StateNoteForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 720 }} toolbar={<FormToolbar canDelete={editing} />}>
      {editing && <LastChange />}
      <AutocompleteInput source="state" label={f.state} choices={stateChoices} validate={required} fullWidth />
      <TextInput
        source="body"
        label={f.body}
        validate={all(required, minLength(3), maxLength(5000))}
        multiline
        minRows={4}
        fullWidth
      />
    </SimpleForm>
  );
}

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

export function StateNoteCreate() {
  return (
    <Create title={t.create} redirect="list">
      <StateNoteForm editing={false} />
    </Create>
  );
}

export function StateNoteEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      error={<EditLoadError />}
      // The SDK has already said what went wrong; react-admin's notice and redirect would repeat it.
      queryOptions={{ onError: () => undefined }}
    >
      <StateNoteForm editing />
    </Edit>
  );
}
