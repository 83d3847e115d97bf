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
import { useListTitle, useSectionWord } from '../../components/SectionList.js';
import { RecordTable, type RecordCard } from '../../components/RecordTable.js';

/** Titled as the section's lists are (`useListTitle`), with a create button named by its `create` word. */
export function ContentList<R extends RaRecord>({
  actions,
  children,
  card,
  bulkActionButtons,
  toolbar,
  ...props
}: Omit<ListProps<R>, 'children' | 'empty' | 'error' | 'title'> & {
  /** The section's own buttons in the toolbar (an import), before the filter button. */
  toolbar?: ReactNode;
  /** The section's own actions on selected rows, beside the export and delete every list has. */
  bulkActionButtons?: ReactNode;
  /** The table's columns. */
  children: ReactNode;
  /** What a record's card shows on a phone. */
  card: RecordCard<R>;
}) {
  const said = useSectionWord();
  return (
    <List<R>
      title={useListTitle()}
      actions={actions ?? <ListActions create={said('create')}>{toolbar}</ListActions>}
      empty={<ListEmpty />}
      error={<ListError />}
      pagination={<ListPagination />}
      {...props}
    >
      <RecordTable<R> rowClick="edit" bulkActionButtons={bulkActionButtons} card={card}>
        {children}
      </RecordTable>
    </List>
  );
}
