/**
 * Whether a record's form holds what the person has not saved: the form tells its screen
 * (components/FormToolbar, in every form), and the history asks before it puts a value back, which
 * would otherwise replace what was typed with the record as saved.
 *
 * A probe rather than state: asked when a put-back is about to happen, so that the form is not drawn
 * again each time it becomes dirty or clean.
 */
import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { useTellEditing } from '../live/RecordLive.js';

type Probe = RefObject<() => boolean>;

/** Given by a record's edit screen (components/RecordScreens); absent where there is no form. */
export const UnsavedChangesContext = createContext<Probe | undefined>(undefined);

/** The probe an edit screen gives its form and its history. */
export const useUnsavedChangesProbe = (): Probe => useRef<() => boolean>(() => false);

/** Whether the screen's form holds unsaved changes now (false where there is no form). */
export function useHasUnsavedChanges(): () => boolean {
  const probe = useContext(UnsavedChangesContext);
  return () => probe?.current() ?? false;
}

/**
 * Called by the form: it has unsaved changes when a field differs from the record as read, or when
 * what it shows was typed before a session ended and is not saved yet (`restored`, forms/drafts).
 */
export function useTellUnsavedChanges(restored: boolean): void {
  const probe = useContext(UnsavedChangesContext);
  const { dirtyFields } = useFormState();
  const unsaved = restored || Object.keys(dirtyFields).length > 0;
  // Colleagues see that this person is editing the record (live/RecordLive).
  useTellEditing(unsaved);
  useEffect(() => {
    if (!probe) return undefined;
    probe.current = () => unsaved;
    return () => {
      probe.current = () => false;
    };
  }, [probe, unsaved]);
}
