/**
 * A state regulation's cells and filters, as every list of the regulations shows them: the
 * member's /company-state-regulation and the staff's /site-settings/state-regulations.
 */
import { AutocompleteInput, DataTable, useRecordContext } from 'react-admin';
import { formatFeetInches, formatPounds } from '../../format/format.js';
import { stateChoices } from '../../format/states.js';
import { searchFilter } from '../../components/filters.js';
import { useWords } from '../../i18n/words.js';
import type { StateRegulation } from '../../regulations/limits.js';

type InchField = 'max_length_in' | 'max_width_in' | 'max_height_in' | 'escort_width_in';

export function Inches({ source }: { source: InchField }) {
  const record = useRecordContext<StateRegulation>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatFeetInches(record[source])}</span> : null;
}

export function Pounds() {
  const record = useRecordContext<StateRegulation>();
  return record ? <span style={{ whiteSpace: 'nowrap' }}>{formatPounds(record.max_weight_lbs)}</span> : null;
}

export function YesNo({ source }: { source: 'weekend_travel' | 'night_travel' }) {
  const t = useWords();
  const record = useRecordContext<StateRegulation>();
  return record ? <span>{t(record[source] ? 'app.regulations.yes' : 'app.regulations.no')}</span> : null;
}

/** A state's legal limits on one line, as a phone's card shows them: length × width × height, weight. */
export function Limits() {
  const record = useRecordContext<StateRegulation>();
  if (!record) return null;
  const size = [record.max_length_in, record.max_width_in, record.max_height_in].map(formatFeetInches).join(' × ');
  return <span>{`${size} · ${formatPounds(record.max_weight_lbs)}`}</span>;
}

/**
 * The legal limits' columns, as both lists of state regulations show them (the member's and the
 * website's); `escortLabel` for a narrower heading than the field's label.
 */
export const limitColumns = (escortLabel?: string) => [
  ...(['max_length_in', 'max_width_in', 'max_height_in'] as const).map((source) => (
    <DataTable.Col key={source} source={source} align="right">
      <Inches source={source} />
    </DataTable.Col>
  )),
  <DataTable.Col key="max_weight_lbs" source="max_weight_lbs" align="right">
    <Pounds />
  </DataTable.Col>,
  <DataTable.Col key="escort_width_in" source="escort_width_in" label={escortLabel} align="right">
    <Inches source="escort_width_in" />
  </DataTable.Col>,
];

export const regulationFilters = [
  searchFilter,
  <AutocompleteInput key="state" source="state" choices={stateChoices} />,
];
