/**
 * The toolbar above a list, as most lists have it: add a filter, create a record (when the person
 * may), export what the list shows (when it is theirs to export).
 */
import { CreateButton, ExportButton, FilterButton, TopToolbar } from 'react-admin';

export interface ListActionsProps {
  /** The create button's label; no create button without one. */
  create?: string | undefined;
  exportable?: boolean;
}

export function ListActions({ create, exportable = true }: ListActionsProps) {
  return (
    <TopToolbar>
      <FilterButton />
      {create !== undefined && <CreateButton label={create} />}
      {exportable && <ExportButton />}
    </TopToolbar>
  );
}
