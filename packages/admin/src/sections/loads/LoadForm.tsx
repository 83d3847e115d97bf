/**
 * A load, created and edited: its size in feet and inches and its weight in pounds (stored in
 * inches and pounds, as the API keeps them), commodity, and where it goes. Staff choose the
 * company; a member's loads are always their company's. On one of the company's vehicles, the
 * vehicle gives its weight and axle count (the sum of its axles, their number) and its least
 * length, as the API checks them (the SDK's rules/vehicles.ts).
 */
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, BooleanInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { loadOnVehicleProblems, loadOnVehicleWords } from '@permit-office/sdk';
import { CompanyInput } from '../../components/CompanyInput.js';
import { FeetInchesInput } from '../../components/FeetInchesInput.js';
import { FormToolbar } from '../../components/FormToolbar.js';
import { formScreens } from '../../components/RecordScreens.js';
import { WholeNumberInput } from '../../components/WholeNumberInput.js';
import { stateChoices } from '../../format/states.js';
import { useWords, type WordKey } from '../../i18n/words.js';
import { useSeesEveryCompany } from '../../access/use-can.js';
import { contractRules } from '../../validation/contract-rules.js';
import { all, type Rule } from '../../validation/rules.js';
import { useGetOne } from '../../registry/data-hooks.js';
import type { VehicleRow } from '../vehicles/VehicleList.js';

const validate = contractRules('LoadInput');

type VehicleField = 'weight_lbs' | 'axles' | 'length_in';

/** The vehicle the load names, as the API has it; undefined without one. */
function useVehicle(): VehicleRow | undefined {
  const vehicleId = useWatch({ name: 'vehicle_id' }) as number | null | undefined;
  const { data } = useGetOne<VehicleRow>('my-vehicles', { id: vehicleId ?? 0 }, { enabled: Boolean(vehicleId) });
  return vehicleId ? data : undefined;
}

/** What the vehicle says of one field of the load, as the API says it; nothing without a vehicle. */
const vehicleRule =
  (vehicle: VehicleRow | undefined, field: VehicleField, load: () => Record<string, unknown>): Rule =>
  (value) => {
    if (!vehicle || typeof value !== 'number') return undefined;
    const figures = load();
    const number = (name: VehicleField) => (name === field ? value : Number(figures[name] ?? 0));
    const problem = loadOnVehicleProblems(
      { weight_lbs: number('weight_lbs'), axles: number('axles'), length_in: number('length_in') },
      vehicle,
    ).find((found) => found.field === field);
    if (!problem) return undefined;
    const [message, ...values] = loadOnVehicleWords(problem);
    return { message: `app.validation.${message}` as WordKey, args: Object.fromEntries(values.map((v, i) => [i, v])) };
  };

/**
 * A vehicle chosen fills in what it says: the weight its axles carry, their number, and the length
 * when the load is shorter than the vehicle. A vehicle the record already named changes nothing.
 */
function useFillFromVehicle(vehicle: VehicleRow | undefined) {
  const { getValues, setValue } = useFormContext();
  const filled = useRef<number | undefined>(getValues('vehicle_id') as number | undefined);
  useEffect(() => {
    if (!vehicle || filled.current === vehicle.id) return;
    filled.current = vehicle.id;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('weight_lbs', vehicle.gross_weight_lbs, options);
    setValue('axles', vehicle.axles.length, options);
    const length = getValues('length_in') as unknown;
    if (typeof length !== 'number' || length < vehicle.length_in) setValue('length_in', vehicle.length_in, options);
  }, [vehicle, getValues, setValue]);
}

/** The company's vehicles to choose from: staff see the chosen company's. */
function VehicleInput() {
  const t = useWords();
  const everyCompany = useSeesEveryCompany();
  const companyId = useWatch({ name: 'company_id' }) as number | undefined;
  return (
    <ReferenceInput
      source="vehicle_id"
      reference="my-vehicles"
      filter={everyCompany && companyId ? { company_id: companyId } : {}}
    >
      <AutocompleteInput
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        helperText={t('app.loads.hints.vehicle')}
        fullWidth
      />
    </ReferenceInput>
  );
}

/** Staff choose whose load it is; a member's loads are their company's. */
function LoadForm({ editing }: { editing: boolean }) {
  const everyCompany = useSeesEveryCompany();
  return (
    <SimpleForm toolbar={<FormToolbar canDelete={editing} />} sx={{ maxWidth: 760 }}>
      {everyCompany && <CompanyInput validate={validate.company_id} fullWidth />}
      <TextInput source="description" validate={validate.description} fullWidth />
      <TextInput source="commodity" validate={validate.commodity} fullWidth />
      <VehicleInput />
      <Figures />
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

/** Size and weight; on a vehicle, checked against what the vehicle says. */
function Figures() {
  const t = useWords();
  const vehicle = useVehicle();
  useFillFromVehicle(vehicle);
  const { getValues } = useFormContext();
  const rule = (field: VehicleField) => all(validate[field], vehicleRule(vehicle, field, getValues));
  return (
    <>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FeetInchesInput source="length_in" validate={rule('length_in')} />
        <FeetInchesInput source="width_in" validate={validate.width_in} />
        <FeetInchesInput source="height_in" validate={validate.height_in} />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <WholeNumberInput
          source="weight_lbs"
          unit={t('app.loads.pounds')}
          validate={rule('weight_lbs')}
          helperText={t(vehicle ? 'app.loads.hints.weightOfVehicle' : 'app.loads.hints.weight')}
          // Given by the vehicle: read, not typed (and still sent, as a disabled field would not be).
          readOnly={Boolean(vehicle)}
        />
        <WholeNumberInput source="axles" validate={rule('axles')} readOnly={Boolean(vehicle)} />
      </Box>
    </>
  );
}

export const [LoadCreate, LoadEdit] = formScreens(LoadForm, { title: 'app.loads.create' });
