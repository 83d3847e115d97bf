/**
 * What every list offers on its selected rows (the theme makes it each DataTable's bulk toolbar):
 * export them, when the person may export the list, and delete them, where the section's form
 * deletes too; a list adds its own actions (mark paid, approve…) as children.
 */
import type { ReactNode } from 'react';
import { BulkExportButton, useCanAccess, useListContext, useResourceContext, useResourceDefinition } from 'react-admin';
import { BulkDeleteButton } from './BulkAction.js';

export default function SectionBulkActions({ children }: { children?: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const { hasEdit } = useResourceDefinition({ resource });
  // Whichever list it is the toolbar of: asked by the list's own resource (an unknown one is denied).
  const canExport = useCanAccess({ action: 'export', resource }).canAccess === true;
  const canDelete = useCanAccess({ action: 'delete', resource }).canAccess === true;
  // react-admin keeps its bulk toolbar in the page, folded away, while nothing is selected: its
  // buttons would stand beside the list's own (two "Export"s) for assistive technology.
  const { selectedIds } = useListContext();
  if (!selectedIds.length) return null;
  return (
    <>
      {children}
      {canExport && <BulkExportButton />}
      {hasEdit && canDelete && <BulkDeleteButton />}
    </>
  );
}
