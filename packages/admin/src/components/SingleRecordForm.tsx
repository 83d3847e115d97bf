/**
 * A form for one record that is not a list's (own profile, company info, settings): loaded with
 * `load`, saved with `save` (dataProvider methods). The server's 422 errors go under their fields
 * and everything typed stays; other failures are told once (providers/failures.ts).
 */
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Form, SaveButton, useNotify, type ValidateForm } from 'react-admin';
import { useWords } from '../i18n/words.js';
import { fieldErrorsOf, useNotifyFailure } from '../providers/failures.js';
import {
  forgetPutBack,
  keepDraft,
  openFormOn,
  putBackOver,
  restoredMessage,
  takeDraft,
  withPutBack,
} from '../forms/drafts.js';
import { useKeepDraftOffline } from '../forms/keep-offline.js';
import { changesOf, sameValue } from '../forms/merge.js';
import { askToResolve } from '../overlays/conflict/conflict-store.js';
import Box from '@mui/material/Box';
import type { HistoryCollection } from '../history/collections.js';
import { HistoryButton } from '../history/HistoryButton.js';
import { UnsavedChangesContext, useTellUnsavedChanges, useUnsavedChangesProbe } from '../history/unsaved-changes.js';
import type { SectionName } from '../registry/table.js';
import { useSdk } from '../session/sdk-context.js';
import { RecordLoadError } from './RecordLoadError.js';

/** Tells the record's history whether the form holds unsaved changes (history/unsaved-changes). */
function TellUnsavedChanges() {
  useTellUnsavedChanges(false);
  return null;
}

/** Offline, what is typed outlives the page (forms/keep-offline), as the form's one draft. */
function KeepOffline({ draftKey, base }: { draftKey: string; base: Values | undefined }) {
  useKeepDraftOffline(draftKey, DRAFT_ID, base);
  return null;
}

type Values = Record<string, unknown>;

/** A single-record form has one draft: its record's. */
const DRAFT_ID = 'record';

export interface SingleRecordFormProps {
  title: string;
  queryKey: string[];
  load: () => Promise<Values>;
  save: (values: Values) => Promise<Values | undefined>;
  /** Notified on a save: a catalogue key or its text (react-admin's notifications translate it). */
  savedMessage: string;
  saveLabel?: string;
  /** Empty the form after a save (a message sent, a password changed). */
  resetAfterSave?: boolean;
  validate?: ValidateForm;
  /** The record's history, beside its title: the section it is shown in and the record's collection (record 1). */
  history?: { section: SectionName; collection: HistoryCollection } | undefined;
  children: ReactNode;
}

export function SingleRecordForm({
  title,
  queryKey,
  load,
  save,
  savedMessage,
  saveLabel,
  resetAfterSave,
  validate,
  history,
  children,
}: SingleRecordFormProps) {
  const t = useWords();
  const unsavedChanges = useUnsavedChangesProbe();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const sdk = useSdk();
  const draftKey = `form:${queryKey.join('/')}`;
  /**
   * The record, with what the person typed before their session ended put back over it (forms/
   * drafts). A field a colleague changed since, the person typed too, is theirs to choose, in the
   * same comparison a save that meets a newer version shows.
   */
  const loadWithDraft = async (): Promise<Values> => {
    const loaded = await load();
    const draft = takeDraft(draftKey, DRAFT_ID);
    // Read again while the form is open (the network back, a refetch): what was put back stays.
    if (!draft) return withPutBack(draftKey, DRAFT_ID, loaded);
    const typed = changesOf(draft.base, draft.values, draft.base).map(({ field }) => field);
    const restored = { ...loaded, ...Object.fromEntries(typed.map((field) => [field, draft.values[field]])) };
    const clashes = changesOf(draft.base, draft.values, loaded).filter((change) => change.conflict);
    const values = clashes.length
      ? ((await askToResolve({ resource: draftKey, base: draft.base, mine: draft.values, theirs: loaded })) ?? restored)
      : restored;
    putBackOver(
      draftKey,
      DRAFT_ID,
      Object.fromEntries(Object.entries(values).filter(([field, value]) => !sameValue(value, loaded[field]))),
    );
    notify(restoredMessage(draft), { type: 'success' });
    return values;
  };
  const record = useQuery({ queryKey, queryFn: loadWithDraft });
  const [generation, setGeneration] = useState(0);
  useEffect(() => openFormOn(draftKey, DRAFT_ID), [draftKey]);
  if (record.isPending) return <Skeleton variant="rounded" height={240} />;
  if (record.isError) return <RecordLoadError error={record.error} />;

  const submit = async (values: Values) => {
    try {
      const saved = await save(values);
      forgetPutBack(draftKey, DRAFT_ID);
      notify(savedMessage, { type: 'success' });
      if (resetAfterSave) setGeneration((count) => count + 1);
      else if (saved) queryClient.setQueryData(queryKey, saved);
      return undefined;
    } catch (error) {
      // The session ended under the save (the person is sent to sign in): keep what was typed.
      if (!sdk.session.isSignedIn()) keepDraft(draftKey, DRAFT_ID, record.data, values);
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      notifyFailure(error);
      return undefined;
    }
  };

  return (
    <UnsavedChangesContext.Provider value={unsavedChanges}>
      <Form key={generation} record={resetAfterSave ? {} : record.data} onSubmit={submit} validate={validate}>
        <TellUnsavedChanges />
        <KeepOffline draftKey={draftKey} base={resetAfterSave ? {} : record.data} />
        <Card variant="outlined" sx={{ maxWidth: 720, my: 2 }}>
          <CardContent sx={{ display: 'flex', flexDirection: 'column' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography component="h2" variant="h6">
                {title}
              </Typography>
              {history && (
                // A single record's history: the API numbers it 1.
                <HistoryButton
                  section={history.section}
                  collection={history.collection}
                  record={{ ...record.data, id: 1 }}
                />
              )}
            </Box>
            {children}
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <SaveButton label={saveLabel ?? t('app.common.save')} alwaysEnable />
          </CardActions>
        </Card>
      </Form>
    </UnsavedChangesContext.Provider>
  );
}

/** A form value as text: what a text input holds, or nothing. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
