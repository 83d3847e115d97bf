/**
 * A website section's list: its filters and toolbar (add a filter, create, export, unless the
 * section says otherwise), rows that open the record's form, and what it shows when it has no
 * records, when the filters leave none, and when they could not be read.
 */
import type { ReactNode } from 'react';
import { List, type ListProps, type RaRecord } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError } from '../../components/ListStates.js';
import { ListPagination } from '../../components/ListPagination.js';
import { RecordTable, type RecordCard } from '../../components/RecordTable.js';

export function ContentList<R extends RaRecord>({
  create,
  actions = <ListActions create={create} />,
  children,
  card,
  bulkActionButtons,
  ...props
}: Omit<ListProps<R>, 'children' | 'empty' | 'error'> & {
  /** The create button's label. */
  create: string;
  /** The section's own actions on selected rows, beside the export and delete every list has. */
  bulkActionButtons?: ReactNode;
  /** The table's columns. */
  children: ReactNode;
  /** What a record's card shows on a phone. */
  card: RecordCard<R>;
}) {
  return (
    <List<R> actions={actions} empty={<ListEmpty />} error={<ListError />} pagination={<ListPagination />} {...props}>
      <RecordTable<R> rowClick="edit" bulkActionButtons={bulkActionButtons} card={card}>
        {children}
      </RecordTable>
    </List>
  );
}
