/** A holiday closure: the state, the day its roads close to oversize loads, the holiday, and a note. */
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, Create, DateInput, TextInput, useRecordContext } from 'react-admin';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { all, maxLength, minLength, required } from '../../validation/rules.js';
import { ContentEdit } from '../site-content/ContentEdit.js';
import { ContentForm } from '../site-content/ContentForm.js';

const t = app.holidayClosures;
type HolidayClosure = components['schemas']['HolidayClosure'];

// The contract's bounds (HolidayClosureInput).
const validate = {
  name: all(required, minLength(3), maxLength(100)),
  note: maxLength(500),
};

function HolidayClosureForm({ editing }: { editing: boolean }) {
  return (
    <ContentForm editing={editing} maxWidth={560}>
      <AutocompleteInput source="state" choices={stateChoices} validate={required} fullWidth />
      <DateInput source="date" validate={required} />
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput source="note" validate={validate.note} helperText={t.hints.note} multiline minRows={2} fullWidth />
    </ContentForm>
  );
}

function ClosureTitle() {
  const record = useRecordContext<HolidayClosure>();
  return <>{record ? fill(t.closureOf, record.name, STATES[record.state]) : t.title}</>;
}

export function HolidayClosureCreate() {
  return (
    <Create title={t.create}>
      <HolidayClosureForm editing={false} />
    </Create>
  );
}

export function HolidayClosureEdit() {
  return (
    <ContentEdit title={<ClosureTitle />}>
      <HolidayClosureForm editing />
    </ContentEdit>
  );
}
