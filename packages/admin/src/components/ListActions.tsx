/**
 * The toolbar above a list, as most lists have it: add a filter (and the saved filters, in the
 * same menu), choose the table's columns at the desk, create a record (when the person may),
 * export what the list shows (when it is theirs to export).
 */
import type { ReactNode } from 'react';
import { ColumnsButton, CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';
import { usePhone } from './RecordTable.js';

export interface ListActionsProps {
  /** The create button's label; no create button without one. */
  create?: string | undefined;
  exportable?: boolean;
  /** The section's own buttons, first. */
  children?: ReactNode;
}

export function ListActions({ create, exportable = true, children }: ListActionsProps) {
  // A phone shows cards, not columns.
  const phone = usePhone();
  return (
    <TopToolbar>
      {children}
      <FilterButton />
      {!phone && <ColumnsButton />}
      {create !== undefined && <CreateButton label={create} />}
      {exportable && <ExportButton />}
    </TopToolbar>
  );
}
