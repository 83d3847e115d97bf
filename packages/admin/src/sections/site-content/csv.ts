/**
 * CSV export of a website-content list: the columns staff read, under the collection's name
 * (a section's own name holds a slash, which is no file name), and never a body's HTML.
 */
import { defaultExporter, type Exporter, type RaRecord } from 'react-admin';

export function csvExporter<RecordType extends RaRecord>(
  fileName: string,
  columns: (record: RecordType) => Record<string, unknown>,
): Exporter<RecordType> {
  return (records, fetchRelated, dataProvider) =>
    defaultExporter(records.map(columns), fetchRelated, dataProvider, fileName);
}
