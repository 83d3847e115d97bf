/** A holiday closure: the state, the day its roads close to oversize loads, the holiday, and a note. */
import type { components } from '@permit-office/sdk';
import { AutocompleteInput, Create, TextInput, useRecordContext } from 'react-admin';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { STATES, stateChoices } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import { contractRules } from '../../validation/contract-rules.js';
import { AffectedPermits } from '../permit-requests/AffectedPermits.js';
import { RecordEdit } from '../../components/RecordScreens.js';
import { ContentForm } from '../site-content/ContentForm.js';

type HolidayClosure = components['schemas']['HolidayClosure'];

const validate = contractRules('HolidayClosureInput');

function HolidayClosureForm({ editing }: { editing: boolean }) {
  const t = useWords();
  return (
    <ContentForm editing={editing} maxWidth={560}>
      <AutocompleteInput source="state" choices={stateChoices} validate={validate.state} fullWidth />
      <CalendarDateInput source="date" validate={validate.date} />
      <TextInput source="name" validate={validate.name} fullWidth />
      <TextInput
        source="note"
        validate={validate.note}
        helperText={t('app.holidayClosures.hints.note')}
        multiline
        minRows={2}
        fullWidth
      />
    </ContentForm>
  );
}

function ClosureTitle() {
  const t = useWords();
  const record = useRecordContext<HolidayClosure>();
  return (
    <>
      {record
        ? t('app.holidayClosures.closureTitle', record.name, STATES[record.state])
        : t('app.holidayClosures.title')}
    </>
  );
}

export function HolidayClosureCreate() {
  const t = useWords();
  return (
    <Create title={t('app.holidayClosures.create')}>
      <HolidayClosureForm editing={false} />
    </Create>
  );
}

export function HolidayClosureEdit() {
  return (
    <RecordEdit title={<ClosureTitle />}>
      <HolidayClosureForm editing />
      <AffectedPermits by="affected_by_closure" />
    </RecordEdit>
  );
}
