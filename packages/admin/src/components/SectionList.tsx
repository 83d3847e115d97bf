/**
 * A section's list screen as most are: its toolbar (filters, create when the person may, export),
 * what it says while there is nothing yet (inviting to create whoever may), and what went wrong
 * when its data could not be read.
 */
import { List, type ListProps } from 'react-admin';
import { ListActions } from './ListActions.js';
import { ListPagination } from './ListPagination.js';
import { ListEmpty, ListError } from './ListStates.js';

export interface SectionListProps extends Omit<ListProps, 'actions' | 'empty' | 'error'> {
  /** The create button's label: no create button, and no invitation to create, without one. */
  create?: string | undefined;
  exportable?: boolean;
}

export function SectionList({ create, exportable, ...props }: SectionListProps) {
  return (
    <List
      actions={<ListActions create={create} exportable={exportable} />}
      empty={<ListEmpty canCreate={create !== undefined} />}
      error={<ListError />}
      pagination={<ListPagination />}
      {...props}
    />
  );
}
