/**
 * /state-notes: what agents have learnt about each state (who answers the phone, how long route
 * surveys take), newest first. Any agent writes, corrects or deletes a note; the server records
 * who changed it last.
 */
import Typography from '@mui/material/Typography';
import { AutocompleteInput, DataTable, DateField, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import type { components } from '@permit-office/sdk';
import { StateNameField } from '../../components/StateNameField.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { SectionList } from '../../components/SectionList.js';
import { formScreens } from '../../components/RecordScreens.js';
import { formatDate, formatDateTime } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { column, RecordTable } from '../../components/RecordTable.js';

const validate = contractRules('StateNoteInput');

type StateNote = components['schemas']['StateNote'];

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

const filters = [searchFilter, <AutocompleteInput key="state" source="state" choices={stateChoices} alwaysOn />];

export function StateNoteList() {
  return (
    <SectionList filters={filters} create sort={{ field: 'updated_at', order: 'DESC' }}>
      <RecordTable<StateNote>
        card={{
          title: column('state'),
          detail: column('body'),
          date: (note) => `${note.author_name} · ${formatDate(note.updated_at)}`,
        }}
        rowClick="edit"
      >
        <DataTable.Col source="state" field={StateNameField} />
        <DataTable.Col source="body" disableSort>
          <Body />
        </DataTable.Col>
        <DataTable.Col source="author_name" sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col source="updated_at">
          <DateField
            source="updated_at"
            showTime
            options={{ dateStyle: 'medium', timeStyle: 'short' }}
            sx={{ whiteSpace: 'nowrap' }}
          />
        </DataTable.Col>
      </RecordTable>
    </SectionList>
  );
}

function LastChange() {
  const t = useWords();
  const record = useRecordContext<StateNote>();
  if (!record) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {t('app.stateNotes.updatedBy', record.author_name, formatDateTime(record.updated_at))}
    </Typography>
  );
}

function StateNoteForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 720 }} toolbar={<FormToolbar canDelete={editing} />}>
      {editing && <LastChange />}
      <AutocompleteInput source="state" choices={stateChoices} validate={validate.state} fullWidth />
      <TextInput source="body" validate={validate.body} multiline minRows={4} fullWidth />
    </SimpleForm>
  );
}

/** A note that cannot be read shows the 404 page, or what went wrong. */
export const [StateNoteCreate, StateNoteEdit] = formScreens(StateNoteForm, { title: 'app.stateNotes.create' });
