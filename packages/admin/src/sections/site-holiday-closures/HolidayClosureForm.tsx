/** A holiday closure: the state, the day its roads close to oversize loads, the holiday, and a note. */
import type { components } from '@permit-office/sdk';
import {
  AutocompleteInput,
  Create,
  DateInput,
  Edit,
  SimpleForm,
  TextInput,
  useEditContext,
  useRecordContext,
} from 'react-admin';
import { FormToolbar } from '../../components/FormToolbar.js';
import { RecordLoadError } from '../../components/RecordLoadError.js';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';

const t = app.holidayClosures;
const f = t.fields;
type HolidayClosure = components['schemas']['HolidayClosure'];

// The contract's bounds (HolidayClosureInput).
const validate = {
  name: all(required, minLength(3), maxLength(100)),
  note: maxLength(500),
};

function HolidayClosureForm({ editing }: { editing: boolean }) {
  return (
    <SimpleForm sx={{ maxWidth: 560 }} toolbar={<FormToolbar canDelete={editing} />}>
      <AutocompleteInput source="state" label={f.state} choices={stateChoices} validate={required} fullWidth />
      <DateInput source="date" label={f.date} validate={required} />
      <TextInput source="name" label={f.name} validate={validate.name} fullWidth />
      <TextInput
        source="note"
        label={f.note}
        validate={validate.note}
        helperText={t.hints.note}
        multiline
        minRows={2}
        fullWidth
      />
    </SimpleForm>
  );
}

function ClosureTitle() {
  const record = useRecordContext<HolidayClosure>();
  return <>{record ? fill(t.closureOf, record.name, STATES[record.state]) : t.title}</>;
}

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

export function HolidayClosureCreate() {
  return (
    <Create title={t.create} redirect="list">
      <HolidayClosureForm editing={false} />
    </Create>
  );
}

export function HolidayClosureEdit() {
  return (
    <Edit
      title={<ClosureTitle />}
      mutationMode="pessimistic"
      redirect="list"
      error={<EditLoadError />}
      // The SDK has already said what went wrong; react-admin's notice and redirect would repeat it.
      queryOptions={{ onError: () => undefined }}
    >
      <HolidayClosureForm editing />
    </Edit>
  );
}
