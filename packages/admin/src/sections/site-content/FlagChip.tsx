/**
 * A website record's two-state field (published or not, shown or not): a chip, green when the
 * record is on the website, and a filter.
 */
import Chip from '@mui/material/Chip';
import { SelectInput, useRecordContext } from 'react-admin';
import { useWords, type WordKey } from '../../i18n/words.js';

export function FlagChip({
  source,
  on = true,
  yes,
  no,
}: {
  source: string;
  /** The value that puts the record on the website. */
  on?: unknown;
  /** The section's words for the two states. */
  yes: WordKey;
  no: WordKey;
}) {
  const t = useWords();
  const record = useRecordContext<Record<string, unknown>>();
  if (!record) return null;
  const live = record[source] === on;
  return <Chip size="small" label={t(live ? yes : no)} color={live ? 'success' : 'default'} />;
}

/**
 * A filter on a yes-or-no field, its two choices in the section's words (keys, which the select
 * translates), as the API reads them.
 */
export const flagFilter = (source: string, yes: WordKey, no: WordKey) => (
  <SelectInput
    key={source}
    source={source}
    choices={[
      { id: 'true', name: yes },
      { id: 'false', name: no },
    ]}
  />
);
