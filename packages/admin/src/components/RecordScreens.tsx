/**
 * Every record's edit and show screen, in one place:
 * - a record that could not be read says so once, in place of the screen: the 404 page when it
 *   does not exist, otherwise what went wrong. The SDK has already told the person; react-admin's
 *   own notice and its redirect to the list would repeat it;
 * - its top actions hold the record's History (history/HistoryButton), where the access rule lets
 *   the person read it; an edit screen's form tells the history whether it holds unsaved changes;
 * - beside them, who else has the record open or is editing it, and a colleague's save as it
 *   happens (live/RecordLive), told whether the form holds unsaved changes too.
 * And a section's creation and edit screens made from its one form (`formScreens`).
 */
import type { ComponentType, ReactNode } from 'react';
import {
  Create,
  Edit,
  Show,
  TopToolbar,
  useEditContext,
  useRecordContext,
  useShowContext,
  type CreateProps,
  type EditProps,
  type ShowProps,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { filledIn } from './filled-link.js';
import { hasHistory } from '../history/collections.js';
import { HistoryButton } from '../history/HistoryButton.js';
import type { ShownRecord } from '../history/HistoryDrawer.js';
import { UnsavedChangesContext, useUnsavedChangesProbe } from '../history/unsaved-changes.js';
import { useWords, type WordKey } from '../i18n/words.js';
import { EditingContext, RecordLive, useEditingSignal } from '../live/RecordLive.js';
import { useSectionDefinition } from '../registry/data-hooks.js';
import { RecordLoadError } from './RecordLoadError.js';

const toldAlready = { onError: () => undefined };

function EditLoadError() {
  return <RecordLoadError error={useEditContext().error} />;
}

function ShowLoadError() {
  return <RecordLoadError error={useShowContext().error} />;
}

/** The record's own actions above it: who else is on it, and its History. */
function RecordActions({ form }: { form: boolean }) {
  const record = useRecordContext<ShownRecord>();
  const { name: resource, collection } = useSectionDefinition();
  if (!record) return null;
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
      {hasHistory(collection) && typeof record.id === 'number' && (
        <RecordLive collection={collection} resource={resource} id={record.id} version={record.version} form={form} />
      )}
      <HistoryButton section={resource} record={record} />
    </TopToolbar>
  );
}

export function RecordEdit(props: EditProps) {
  const unsavedChanges = useUnsavedChangesProbe();
  const editing = useEditingSignal();
  return (
    <UnsavedChangesContext.Provider value={unsavedChanges}>
      <EditingContext.Provider value={editing}>
        <Edit actions={<RecordActions form />} error={<EditLoadError />} queryOptions={toldAlready} {...props} />
      </EditingContext.Provider>
    </UnsavedChangesContext.Provider>
  );
}

export function RecordShow(props: ShowProps) {
  return (
    <Show actions={<RecordActions form={false} />} error={<ShowLoadError />} queryOptions={toldAlready} {...props} />
  );
}

/** A creation screen: react-admin's, or one that fills more defaults in (site-content/position). */
type CreateScreen = ComponentType<{ title: string; children: ReactNode } & Pick<CreateProps, 'record' | 'redirect'>>;

interface FormScreensOptions {
  /** The creation screen's title ("New load"). */
  title: WordKey;
  create?: CreateScreen;
  createProps?: Pick<CreateProps, 'record' | 'redirect'>;
  editProps?: Omit<EditProps, 'children'>;
}

/**
 * A section's creation and edit screens from its one form, which `editing` tells which it is in
 * (the creation screen filled from its link's values, when it has some: filled-link.ts):
 * `export const [LoadCreate, LoadEdit] = formScreens(LoadForm, { title: 'app.loads.create' })`.
 * The edit screen is every record's (`RecordEdit`).
 */
export function formScreens(
  Form: ComponentType<{ editing: boolean }>,
  { title, create: CreateWith = Create, createProps, editProps }: FormScreensOptions,
) {
  function CreateScreen() {
    const t = useWords();
    // A link's values (filled-link.ts), as the screen's record: there from the first paint.
    const filled = filledIn(useLocation().state);
    return (
      <CreateWith title={t(title)} {...createProps} record={filled ?? createProps?.record}>
        <Form editing={false} />
      </CreateWith>
    );
  }
  function EditScreen() {
    return (
      <RecordEdit {...editProps}>
        <Form editing />
      </RecordEdit>
    );
  }
  CreateScreen.displayName = `Create(${Form.displayName ?? Form.name})`;
  EditScreen.displayName = `Edit(${Form.displayName ?? Form.name})`;
  return [CreateScreen, EditScreen] as const;
}
