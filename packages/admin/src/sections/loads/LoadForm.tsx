/**
 * A load, created and edited: its size in feet and inches and its weight in pounds (stored in
 * inches and pounds, as the API keeps them), commodity, and where it goes. Staff choose the
 * company; a member's loads are always their company's.
 */
import Box from '@mui/material/Box';
import { BooleanInput, Create, Edit, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FeetInchesInput, sizeRule } from '../../components/FeetInchesInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { stateChoices } from '../../format/states.js';
import { app } from '../../i18n/en.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { all, between, integer, maxLength, minLength, numbers, required } from '../../validation/rules.js';
import { formatInteger } from '../../format/format.js';

// The contract's bounds (LoadInput), so that a mistake is caught before the server refuses it.
const validate = {
  text: (min: number, max: number) => all(required, minLength(min), maxLength(max)),
  length: sizeRule(1, 3600),
  width: sizeRule(1, 600),
  height: sizeRule(1, 600),
  weight: all(required, numbers, integer, between(1, 1_000_000, formatInteger)),
  axles: all(required, numbers, integer, between(2, 20, formatInteger)),
};

/** Staff choose whose load it is; a member's loads are their company's. */
function LoadForm({ editing }: { editing: boolean }) {
  const everyCompany = useSeesEveryCompany() === true;
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      {everyCompany && <CompanyInput validate={required} fullWidth />}
      <TextInput source="description" validate={validate.text(3, 200)} fullWidth />
      <TextInput source="commodity" validate={validate.text(2, 100)} fullWidth />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FeetInchesInput source="length_in" validate={validate.length} />
        <FeetInchesInput source="width_in" validate={validate.width} />
        <FeetInchesInput source="height_in" validate={validate.height} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <WholeNumberInput
          source="weight_lbs"
          unit={app.loads.pounds}
          validate={validate.weight}
          helperText={app.loads.hints.weight}
        />
        <WholeNumberInput source="axles" validate={validate.axles} />
      </Box>
      {(['origin', 'destination'] as const).map((end) => (
        <Box key={end} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
          <TextInput source={`${end}_city`} validate={validate.text(2, 100)} />
          <SelectInput source={`${end}_state`} choices={stateChoices} validate={required} sx={{ minWidth: 240 }} />
        </Box>
      ))}
      <BooleanInput source="on_road" />
    </SimpleForm>
  );
}

export const LoadCreate = () => (
  <Create title={app.loads.create}>
    <LoadForm editing={false} />
  </Create>
);

export const LoadEdit = () => (
  <Edit>
    <LoadForm editing />
  </Edit>
);
