/** A holiday closure: the state, the day its roads close to oversize loads, the holiday, and a note. */
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, Create, TextInput, useRecordContext } from 'react-admin';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { STATES, stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { fill } from '../../i18n/t.js';
import { contractRules } from '../../validation/contract-rules.js';
import { ContentEdit } from '../site-content/ContentEdit.js';
import { ContentForm } from '../site-content/ContentForm.js';

const t = app.holidayClosures;
type HolidayClosure = components['schemas']['HolidayClosure'];

const validate = contractRules('HolidayClosureInput');

function HolidayClosureForm({ editing }: { editing: boolean }) {
  return (
    <ContentForm editing={editing} maxWidth={560}>
      <AutocompleteInput source="state" choices={stateChoices} validate={validate.state} fullWidth />
      <CalendarDateInput source="date" validate={validate.date} />
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
