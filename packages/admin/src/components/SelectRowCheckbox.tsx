/**
 * The checkbox that selects a row of a list, in place of react-admin's (vite.config.ts swaps it in
 * where react-admin's DataTable imports its own): named on its input, where assistive technology
 * reads it, and by the record it selects ("Select PR-000238"), not 25 times "Select this row" on a
 * `<span>` that may carry no label (axe: aria-prohibited-attr, label).
 */
import Checkbox from '@mui/material/Checkbox';
import { memo, useCallback, type MouseEvent } from 'react';
import {
  useDataTableCallbacksContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'ra-core';
import { useWords } from '../i18n/words.js';

/** A row's checkbox's name: the record it selects ("Select PR-000238"), or react-admin's words. */
export function useSelectLabel(): (record: RaRecord) => string {
  const t = useWords();
  const translate = useTranslate();
  const represent = useGetRecordRepresentation(useResourceContext());
  return (record) => {
    const shown = represent(record);
    return typeof shown === 'string' || typeof shown === 'number'
      ? t('app.bulk.selectRow', shown)
      : translate('ra.action.select_row');
  };
}

export const SelectRowCheckbox = memo(function SelectRowCheckbox() {
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const record = useRecordContext();
  const labelOf = useSelectLabel();
  const selectable = record !== undefined && (!isRowSelectable || isRowSelectable(record));
  const toggle = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      if (!record || !selectable || !handleToggleItem) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record, handleToggleItem, selectable],
  );
  if (!record) return null;
  return (
    <Checkbox
      slotProps={{ input: { 'aria-label': labelOf(record) } }}
      color="primary"
      // react-admin's classes: its styles and its own code find the checkbox by them.
      className="select-item RaDataTable-checkbox"
      checked={selectable && selectedIds?.includes(record.id) === true}
      onClick={toggle}
      disabled={!selectable}
    />
  );
});
