/**
 * A form's toolbar: Save, and on an existing record Delete, through the shared confirmation.
 *
 * Every form of a section has it, so it is also where a form takes back what was typed before a
 * session ended (forms/drafts): a new record's form fills itself with it here; an existing record's
 * comes back through the data provider's read. Either may be saved as it is.
 */
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { SaveButton, Toolbar, useNotify, useRecordContext, useResourceContext } from 'react-admin';
import { NEW_RECORD, isRestored, openFormOn, restoredMessage, takeDraft } from '../forms/drafts.js';
import { useKeepDraftOffline } from '../forms/keep-offline.js';
import { useTellUnsavedChanges } from '../history/unsaved-changes.js';
import { ConfirmedDeleteButton } from './ConfirmedDeleteButton.js';
import { useSubmitAfterPaint } from './submit-after-paint.js';

export function FormToolbar({ canDelete }: { canDelete: boolean }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const { getValues, reset } = useFormContext();
  const notify = useNotify();
  const creating = record?.id === undefined;

  useEffect(() => {
    if (!creating) return undefined;
    // After the form's own first reset to its defaults (a parent's effect, which runs after this
    // one); taken only then, so that an effect run twice (React's strict mode) takes it once.
    const timer = setTimeout(() => {
      const draft = takeDraft(resource, NEW_RECORD);
      if (!draft) return;
      reset({ ...getValues(), ...draft.values }, { keepDefaultValues: true });
      notify(restoredMessage(draft), { type: 'success' });
    });
    return () => clearTimeout(timer);
    // Once, when the form opens: the draft is the form's starting point, not something it follows.
  }, [creating, resource, getValues, reset, notify]);

  // A draft put back over the record stays over its reads while this form is open (forms/drafts).
  const id: unknown = record?.id;
  useEffect(() => (creating ? undefined : openFormOn(resource, id)), [creating, resource, id]);

  // Offline, what is typed outlives the page (a new record's under the same key as above).
  useKeepDraftOffline(resource, creating ? NEW_RECORD : record.id, record);
  const restored = !creating && isRestored(resource, record.id);
  const submitAfterPaint = useSubmitAfterPaint();
  // The record's history puts no value back over what is typed and not saved.
  useTellUnsavedChanges(restored);
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton alwaysEnable={restored} onClick={submitAfterPaint} />
      {canDelete && <ConfirmedDeleteButton />}
    </Toolbar>
  );
}
