/**
 * A section's list screen as most are: its toolbar (filters, create when the person may, export),
 * what it says while there is nothing yet (inviting to create whoever may), and what went wrong
 * when its data could not be read. It opens as its section declares (`listOpening`, the sort, page
 * size and filter the list's first read is made with, early: sections/preload.ts).
 */
import { useMemo } from 'react';
import { List, type ListProps } from 'react-admin';
import { useSeesEveryCompany } from '../access/use-can.js';
import { useSectionContext } from '../sections/data-hooks.js';
import { listOpeningOf } from '../sections/index.js';
import { ListActions } from './ListActions.js';
import { ListPagination } from './ListPagination.js';
import { ListEmpty, ListError } from './ListStates.js';

export interface SectionListProps extends Omit<ListProps, 'actions' | 'empty' | 'error'> {
  /** The create button's label: no create button, and no invitation to create, without one. */
  create?: string | undefined;
  exportable?: boolean;
}

/**
 * The same objects from one render to the next: react-admin's list controller starts its debounced
 * filter again when they change, and a search typed meanwhile would be lost.
 */
function useListOpening(): Pick<ListProps, 'sort' | 'perPage' | 'filterDefaultValues'> {
  const seesEveryCompany = useSeesEveryCompany() === true;
  const section = useSectionContext();
  return useMemo(() => {
    const opening = listOpeningOf(section)?.(seesEveryCompany);
    return opening ? { sort: opening.sort, perPage: opening.perPage, filterDefaultValues: opening.filter } : {};
  }, [section, seesEveryCompany]);
}

export function SectionList({ create, exportable, ...props }: SectionListProps) {
  return (
    <List
      {...useListOpening()}
      actions={<ListActions create={create} exportable={exportable} />}
      empty={<ListEmpty canCreate={create !== undefined} />}
      error={<ListError />}
      pagination={<ListPagination />}
      {...props}
    />
  );
}
