/**
 * Offline, a form's unsaved values outlive the page: when the page is hidden or left while the app
 * cannot save (session/connectivity.ts) — a reload, the phone putting the tab away and then discarding
 * it — what the form holds is kept as a draft (forms/drafts.ts), and the form put back with it when
 * it opens again, offline too. When the page is shown again with the form still on it, the draft is
 * taken back out: the form holds it, and a save then leaves nothing stale behind.
 *
 * Online nothing changes: leaving a form with unsaved changes asks first (react-admin's
 * warnWhenUnsavedChanges), and nothing is kept.
 */
import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { cannotSave } from '../session/connectivity.js';
import { keepDraft, takeDraft } from './drafts.js';
import type { Values } from './merge.js';

/**
 * In a form (react-hook-form's context): keeps its values offline as the draft of `resource`/`id`,
 * `base` being the record as the form opened it (its version included; `{}` for a new record).
 */
export function useKeepDraftOffline(resource: string, id: unknown, base: Values | undefined): void {
  const { getValues } = useFormContext<Values>();
  const { isDirty } = useFormState();
  // Read when the page goes away, not when it renders: the latest of each, without a new listener.
  const latest = useRef({ isDirty, base });
  latest.current = { isDirty, base };

  useEffect(() => {
    let kept = false;
    const keep = () => {
      if (!latest.current.isDirty || !cannotSave()) return;
      keepDraft(resource, id, latest.current.base ?? {}, getValues(), 'offline');
      kept = true;
    };
    const takeBack = () => {
      if (!kept) return;
      takeDraft(resource, id);
      kept = false;
    };
    const visibility = () => (document.visibilityState === 'hidden' ? keep() : takeBack());
    document.addEventListener('visibilitychange', visibility);
    window.addEventListener('pagehide', keep);
    // Back from the browser's page cache: the same page, form and all.
    window.addEventListener('pageshow', takeBack);
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      window.removeEventListener('pagehide', keep);
      window.removeEventListener('pageshow', takeBack);
    };
  }, [resource, id, getValues]);
}
