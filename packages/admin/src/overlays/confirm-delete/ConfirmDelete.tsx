/**
 * The one deletion confirmation of the app: 'Confirmation' / 'Do you confirm the deletion?' /
 * Delete / Cancel. Delete performs the deletion; both close it.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

type Deletion = () => unknown;
const ConfirmDeleteDialog = lazy(() => import('./ConfirmDeleteDialog.js'));
const ConfirmDeleteContext = createContext<((deletion: Deletion) => void) | undefined>(undefined);

export function ConfirmDeleteProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Deletion | undefined>(undefined);
  const confirm = useCallback((deletion: Deletion) => setPending(() => deletion), []);
  const close = () => setPending(undefined);
  const apply = () => {
    const deletion = pending;
    close();
    void deletion?.();
  };
  return (
    <ConfirmDeleteContext.Provider value={confirm}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog open onCancel={close} onDelete={apply} />
        </Suspense>
      )}
    </ConfirmDeleteContext.Provider>
  );
}

/** `confirmDelete(() => deleteTheThing())`: asks first, deletes on Delete. */
export function useConfirmDelete(): (deletion: Deletion) => void {
  const confirm = useContext(ConfirmDeleteContext);
  if (!confirm) throw new Error('useConfirmDelete is used outside ConfirmDeleteProvider');
  return confirm;
}
