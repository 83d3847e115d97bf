/**
 * A value of one of the contract's enums (a status) as a tag (tag/Tag.tsx) in a list's column: named by the
 * catalogue's label map for it (`app.invoices.status`), coloured by what it means. Made once per
 * map, then given to the column as its field: `<DataTable.Col source="status" field={StatusChip} />`.
 */
import { useRecordContext, type RaRecord } from 'react-admin';
import { labelKey, type Catalogue, type LabelledValue, type LabelMaps } from '../i18n/choices.js';
import { useWords } from '../i18n/words.js';
import { Tag, type TagColour } from './tag/Tag.js';

export function enumChip<Area extends keyof Catalogue, Name extends LabelMaps<Area>>(
  area: Area,
  name: Name,
  colours: Record<LabelledValue<Area, Name>, TagColour>,
  /** What the chip says on hover, read from the record (why an application was refused). */
  titleOf?: (record: RaRecord) => string | null | undefined,
) {
  return function EnumChipField({ source }: { source: string }) {
    const t = useWords();
    const record = useRecordContext();
    const value = record?.[source] as LabelledValue<Area, Name> | undefined;
    if (!record || value === undefined) return null;
    return (
      <Tag label={t(labelKey(area, name, value))} colour={colours[value]} title={titleOf?.(record) ?? undefined} />
    );
  };
}
