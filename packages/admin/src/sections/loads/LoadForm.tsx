/**
 * A load, created and edited: its size in feet and inches and its weight in pounds (stored in
 * inches and pounds, as the API keeps them), commodity, and where it goes. Staff choose the
 * company; a member's loads are always their company's.
 */
import Box from '@mui/material/Box';
import { BooleanInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FeetInchesInput } from '../../components/FeetInchesInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { stateChoices } from '../../format/states.js';
import { useWords } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';

const validate = contractRules('LoadInput');

/** Staff choose whose load it is; a member's loads are their company's. */
function LoadForm({ editing }: { editing: boolean }) {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      {everyCompany && <CompanyInput validate={validate.company_id} fullWidth />}
      <TextInput source="description" validate={validate.description} fullWidth />
      <TextInput source="commodity" validate={validate.commodity} fullWidth />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FeetInchesInput source="length_in" validate={validate.length_in} />
        <FeetInchesInput source="width_in" validate={validate.width_in} />
        <FeetInchesInput source="height_in" validate={validate.height_in} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <WholeNumberInput
          source="weight_lbs"
          unit={t('app.loads.pounds')}
          validate={validate.weight_lbs}
          helperText={t('app.loads.hints.weight')}
        />
        <WholeNumberInput source="axles" validate={validate.axles} />
      </Box>
      {(['origin', 'destination'] as const).map((end) => (
        <Box key={end} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source={`${end}_city`} validate={validate[`${end}_city`]} />
          <SelectInput
            source={`${end}_state`}
            choices={stateChoices}
            validate={validate[`${end}_state`]}
            sx={{ minWidth: 240 }}
          />
        </Box>
      ))}
      <BooleanInput source="on_road" />
    </SimpleForm>
  );
}

export const [LoadCreate, LoadEdit] = formScreens(LoadForm, { title: 'app.loads.create' });
