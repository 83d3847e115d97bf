/**
 * A website record's two-state field (published or not, shown or not): a chip, green when the
 * record is on the website, and a filter.
 */
import Chip from '@mui/material/Chip';
import { SelectInput, useRecordContext } from 'react-admin';

export function FlagChip({
  source,
  on = true,
  yes,
  no,
}: {
  source: string;
  /** The value that puts the record on the website. */
  on?: unknown;
  yes: string;
  no: string;
}) {
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  const live = record[source] === on;
  return <Chip size="small" label={live ? yes : no} color={live ? 'success' : 'default'} />;
}

/** A filter on a yes-or-no field, its two choices in the section's words, as the API reads them. */
export const flagFilter = (source: string, yes: string, no: string) => (
  <SelectInput
    key={source}
    source={source}
    choices={[
      { id: 'true', name: yes },
      { id: 'false', name: no },
    ]}
  />
);
