/**
 * On a record's page and form: who else has it open and who is editing it, by name, and a
 * colleague's save as soon as it happens.
 *
 * This tab says where its person is (`PUT /presence` through the SDK, a heartbeat while it stays)
 * and whether they are editing (their form holds unsaved changes). A colleague's save is offered,
 * never applied by itself: on a page, "Show the new version" reads it; on a form, what the person
 * typed stays, and the comparison of the conflict dialog decides at Save (providers/data-provider).
 * A form with nothing typed may load the new version at once.
 */
import type { components } from '@permit-office/sdk';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useGetIdentity } from 'react-admin';
import { useWords } from '../i18n/words.js';
import { liveStore, useSavedSince } from './live-store.js';
import { useLive } from './LiveSync.js';

/** Whether the form on screen holds unsaved changes, told by the form without drawing its screen again. */
export interface EditingSignal {
  set: (editing: boolean) => void;
  get: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

function createEditingSignal(): EditingSignal {
  let editing = false;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      if (next === editing) return;
      editing = next;
      for (const listener of [...listeners]) listener();
    },
    get: () => editing,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const EditingContext = createContext<EditingSignal | undefined>(undefined);

/** The signal an edit screen gives its form (components/RecordScreens). */
export const useEditingSignal = (): EditingSignal => useState(createEditingSignal)[0];

/** Called by a form: whether it holds what the person has not saved (history/unsaved-changes). */
export function useTellEditing(unsaved: boolean): void {
  const signal = useContext(EditingContext);
  useEffect(() => {
    signal?.set(unsaved);
  }, [signal, unsaved]);
  useEffect(() => () => signal?.set(false), [signal]);
}

type HistoryCollection = components['schemas']['HistoryCollection'];
type PresentPerson = components['schemas']['PresentPerson'];

const NOBODY = () => () => undefined;

/** The people on a record now, this person left out, as the stream last said. */
function useOthersOn(collection: HistoryCollection, id: number) {
  const live = useLive();
  const { identity } = useGetIdentity();
  // A snapshot by value: the same people are the same snapshot, whatever array holds them.
  const snapshot = useSyncExternalStore(
    live
      ? (changed) =>
          live.subscribe((event) => {
            if (event.type === 'presence' && event.collection === collection && event.record_id === id) changed();
            if (event.type === 'reset') changed();
          })
      : NOBODY,
    () => JSON.stringify(live?.presenceOf(collection, id) ?? []),
  );
  const me = identity?.id;
  return useMemo(() => (JSON.parse(snapshot) as PresentPerson[]).filter((person) => person.id !== me), [snapshot, me]);
}

interface RecordLiveProps {
  collection: HistoryCollection;
  /** react-admin's resource the record is read as, to read it again. */
  resource: string;
  id: number;
  /** The version on screen. */
  version: number | undefined;
  /** A form's screen (with its EditingContext) rather than a page. */
  form?: boolean;
}

export function RecordLive({ collection, resource, id, version, form = false }: RecordLiveProps) {
  const t = useWords();
  const live = useLive();
  const queryClient = useQueryClient();
  const signal = useContext(EditingContext);
  const editing = useSyncExternalStore(signal?.subscribe ?? NOBODY, () => signal?.get() ?? false);
  const others = useOthersOn(collection, id);
  const saved = useSavedSince(collection, id, version);

  useEffect(() => {
    live?.setPresence({ collection, record_id: id, editing });
  }, [live, collection, id, editing]);
  useEffect(() => () => live?.setPresence(null), [live]);
  // The version on screen is known: a save up to it is no news any more.
  useEffect(() => liveStore.shown(collection, id, version), [collection, id, version]);

  const readAgain = () => void queryClient.invalidateQueries({ queryKey: [resource, 'getOne', { id: String(id) }] });
  const who = saved?.actor?.name;
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      {others.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="status"
          aria-live="polite"
          aria-label={t('app.live.others')}
        >
          {others.map((person) => (
            <Chip
              key={person.id}
              size="small"
              icon={person.editing ? <EditIcon /> : <VisibilityIcon />}
              variant={person.editing ? 'filled' : 'outlined'}
              label={t(person.editing ? 'app.live.editing' : 'app.live.viewing', person.name)}
            />
          ))}
        </Stack>
      )}
      {saved && (
        <Alert
          severity="warning"
          role="status"
          action={
            !form || !editing ? (
              <Button color="inherit" size="small" onClick={readAgain}>
                {t('app.live.showNewVersion')}
              </Button>
            ) : undefined
          }
        >
          {form && editing
            ? t(who ? 'app.live.savedWhileTyping' : 'app.live.savedWhileTypingByService', who ?? '')
            : t(who ? 'app.live.savedSince' : 'app.live.savedSinceByService', who ?? '')}
        </Alert>
      )}
    </Stack>
  );
}
