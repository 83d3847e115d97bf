/**
 * One of the loads the user may see (a member's are their company's: the server scopes them),
 * found by typing part of its description, commodity or route (the API's `q` search).
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { components } from '@permit-office/sdk';
import { useEffect, useState } from 'react';
import { useGetList } from '../../registry/data-hooks.js';
import { formatFeetInches, formatPounds } from '../../format/format.js';

export type Load = components['schemas']['Load'];

/** What is kept of a load once picked: enough to name it and to measure it. */
export type PickedLoad = Pick<
  Load,
  'id' | 'description' | 'company_name' | 'length_in' | 'width_in' | 'height_in' | 'weight_lbs'
>;

export const sizeOf = (load: PickedLoad) =>
  `${formatFeetInches(load.length_in)} × ${formatFeetInches(load.width_in)} × ${formatFeetInches(load.height_in)}, ${formatPounds(load.weight_lbs)}`;

const pick = ({ id, description, company_name, length_in, width_in, height_in, weight_lbs }: Load): PickedLoad => ({
  id,
  description,
  company_name,
  length_in,
  width_in,
  height_in,
  weight_lbs,
});

/** Typing settles before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface LoadPickerProps {
  label: string;
  noOptionsText: string;
  value: PickedLoad | null;
  onChange: (load: PickedLoad | null) => void;
  /** Staff see every company's loads: the company tells them apart. */
  withCompany?: boolean;
}

export function LoadPicker({ label, noOptionsText, value, onChange, withCompany = false }: LoadPickerProps) {
  const nameOf = (load: PickedLoad) => (withCompany ? `${load.description} (${load.company_name})` : load.description);
  const [shown, setShown] = useState(() => (value ? nameOf(value) : ''));
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = useGetList<Load>('my-loads', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'created_at', order: 'DESC' },
    filter: { q: search },
  });
  const options = (data ?? []).map(pick);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, load) => onChange(load)}
      inputValue={shown}
      onInputChange={(_event, text, reason) => {
        setShown(text);
        // Picking a load writes its name in the box: that is not a new search.
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={nameOf}
      renderOption={({ key, ...props }, load) => (
        <li key={key} {...props}>
          <span>
            {nameOf(load)}
            <br />
            <small>{sizeOf(load)}</small>
          </span>
        </li>
      )}
      loading={isFetching}
      noOptionsText={noOptionsText}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ width: '100%', maxWidth: 480 }}
    />
  );
}
