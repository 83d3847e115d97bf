/**
 * What every list offers on its selected rows (the theme makes it each DataTable's bulk toolbar):
 * export them, when the person may export the list, and delete them, where the section's form
 * deletes too; a list adds its own actions (mark paid, approve…) as children.
 */
import type { ReactNode } from 'react';
import { BulkExportButton, useResourceContext, useResourceDefinition } from 'react-admin';
import { useCan } from '../../access/use-can.js';
import { BulkDeleteButton } from './BulkAction.js';

export default function SectionBulkActions({ children }: { children?: ReactNode }) {
  const resource = useResourceContext() ?? '';
  const { hasEdit } = useResourceDefinition({ resource });
  const canExport = useCan('export', resource);
  const canDelete = useCan('delete', resource);
  return (
    <>
      {children}
      {canExport && <BulkExportButton />}
      {hasEdit && canDelete && <BulkDeleteButton />}
    </>
  );
}
