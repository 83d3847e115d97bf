/**
 * Every record's edit and show screen, in one place:
 * - a record that could not be read says so once, in place of the screen: the 404 page when it
 *   does not exist, otherwise what went wrong. The SDK has already told the person; react-admin's
 *   own notice and its redirect to the list would repeat it;
 * - its top actions hold the record's History (history/HistoryButton), where the access rule lets
 *   the person read it; an edit screen's form tells the history whether it holds unsaved changes.
 */
import {
  Edit,
  Show,
  TopToolbar,
  useEditContext,
  useRecordContext,
  useResourceContext,
  useShowContext,
  type EditProps,
  type ShowProps,
} from 'react-admin';
import { HistoryButton, type ShownRecord } from '../history/HistoryButton.js';
import { UnsavedChangesContext, useUnsavedChangesProbe } from '../history/unsaved-changes.js';
import { isSectionName } from '../sections/index.js';
import { RecordLoadError } from './RecordLoadError.js';

const toldAlready = { onError: () => undefined };

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

function ShowLoadError() {
  return <RecordLoadError error={useShowContext().error} />;
}

/** The record's own actions above it: its History. */
function RecordActions() {
  const record = useRecordContext<ShownRecord>();
  const resource = useResourceContext();
  if (!record || !resource || !isSectionName(resource)) return null;
  return (
    <TopToolbar>
      <HistoryButton section={resource} record={record} />
    </TopToolbar>
  );
}

export function RecordEdit(props: EditProps) {
  const unsavedChanges = useUnsavedChangesProbe();
  return (
    <UnsavedChangesContext.Provider value={unsavedChanges}>
      <Edit actions={<RecordActions />} error={<EditLoadError />} queryOptions={toldAlready} {...props} />
    </UnsavedChangesContext.Provider>
  );
}

export function RecordShow(props: ShowProps) {
  return <Show actions={<RecordActions />} error={<ShowLoadError />} queryOptions={toldAlready} {...props} />;
}
