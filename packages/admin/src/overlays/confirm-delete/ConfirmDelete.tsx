/**
 * The one deletion confirmation of the app: 'Confirmation' / 'Do you confirm the deletion?' /
 * Delete / Cancel. Delete performs the deletion; both close it.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

type Deletion = () => unknown;
/** What the confirmation says beside the specification's text: how many records, when several. */
export interface DeletionDetails {
  count?: number;
}
interface Pending {
  deletion: Deletion;
  count: number | undefined;
}
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog.js'));
const ConfirmDeleteContext = createContext<((deletion: Deletion, details?: DeletionDetails) => void) | undefined>(
  undefined,
);

export function ConfirmDeleteProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | undefined>(undefined);
  const confirm = useCallback(
    (deletion: Deletion, details: DeletionDetails = {}) => setPending({ deletion, count: details.count }),
    [],
  );
  const close = () => setPending(undefined);
  const apply = () => {
    const deletion = pending?.deletion;
    close();
    void deletion?.();
  };
  return (
    <ConfirmDeleteContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog open count={pending.count} onCancel={close} onDelete={apply} />
        </Suspense>
      )}
    </ConfirmDeleteContext.Provider>
  );
}

/**
 * `confirmDelete(() => deleteTheThing())`: asks first, deletes on Delete; `{ count }` when several
 * records go at once.
 */
export function useConfirmDelete(): (deletion: Deletion, details?: DeletionDetails) => void {
  const confirm = useContext(ConfirmDeleteContext);
  if (!confirm) throw new Error('useConfirmDelete is used outside ConfirmDeleteProvider');
  return confirm;
}
