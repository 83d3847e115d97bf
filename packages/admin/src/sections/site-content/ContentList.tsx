/**
 * A website section's list: its filters and toolbar (add a filter, create, export, unless the
 * section says otherwise), rows that open the record's form, and what it shows when it has no
 * records, when the filters leave none, and when they could not be read.
 */
import type { ReactNode } from 'react';
import { DataTable, List, type ListProps, type RaRecord } from 'react-admin';
import { ListActions } from '../../components/ListActions.js';
import { ListEmpty, ListError, ListNoMatch } from '../../components/ListStates.js';

export function ContentList<R extends RaRecord>({
  create,
  actions = <ListActions create={create} />,
  children,
  bulkActionButtons,
  ...props
}: Omit<ListProps<R>, 'children' | 'empty' | 'error'> & {
  /** The create button's label. */
  create: string;
  /** The section's own actions on selected rows, beside the export and delete every list has. */
  bulkActionButtons?: ReactNode;
  /** The table's columns. */
  children: ReactNode;
}) {
  return (
    <List<R> actions={actions} empty={<ListEmpty />} error={<ListError />} {...props}>
      <DataTable<R> rowClick="edit" empty={<ListNoMatch />} bulkActionButtons={bulkActionButtons}>
        {children}
      </DataTable>
    </List>
  );
}
