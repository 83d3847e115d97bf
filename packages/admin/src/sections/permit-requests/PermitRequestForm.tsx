/**
 * A permit request, created from a load (from /my-loads or by choosing one here) and edited while
 * it is submitted: the states on the route in travel order (proposed from the load's two ends),
 * the dates, notes. Beside them, what each state's rules say of the load (DecisionPreview.tsx), so
 * a member sees before sending the price, the conditions, and whether it is approved at once.
 */
import Box from '@mui/material/Box';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceInput, SimpleForm, TextInput } from 'react-admin';
import { CalendarDateInput } from '../../components/CalendarDateInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { stateChoices } from '../../format/states.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { required } from '../../validation/rules.js';
import type { LoadRow } from '../loads/LoadList.js';
import { DecisionPreview } from './DecisionPreview.js';

const validate = contractRules('PermitRequestInput');

/** Answers the catalogue's key, which react-admin translates where it shows the mistake. */
const endAfterStart = (value: unknown, values: { start_date?: string }): WordKey | undefined =>
  typeof value === 'string' && values.start_date && value < values.start_date
    ? 'app.permits.endBeforeStart'
    : undefined;

/** A request's fields; its load is chosen when it is created, and stays. */
function PermitRequestForm({ editing }: { editing: boolean }) {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      <ReferenceInput source="load_id" reference="my-loads">
        <AutocompleteInput
          optionText={(load: LoadRow) =>
            everyCompany ? `${load.description} · ${load.company_name}` : load.description
          }
          filterToQuery={(q: string) => ({ q })}
          validate={required}
          // Read-only, not disabled: a disabled field is left out of what the form sends (react-hook-form),
          // and the request must name its load: a member's save was refused for a field they could not change.
          readOnly={editing}
          fullWidth
        />
      </ReferenceInput>
      <AutocompleteArrayInput
        source="states"
        choices={stateChoices}
        validate={required}
        helperText={t('app.permits.travelOrder')}
        fullWidth
      />
      <DecisionPreview editing={editing} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <CalendarDateInput source="start_date" validate={validate.start_date} />
        <CalendarDateInput source="end_date" validate={[validate.end_date, endAfterStart]} />
      </Box>
      <TextInput source="notes" validate={validate.notes} multiline minRows={3} fullWidth />
    </SimpleForm>
  );
}

const toOverview = (_resource?: string, id?: unknown) => `overview/${String(id)}`;

export const [PermitRequestCreate, PermitRequestEdit] = formScreens(PermitRequestForm, {
  title: 'app.permits.create',
  createProps: { redirect: toOverview },
  editProps: { redirect: toOverview },
});
