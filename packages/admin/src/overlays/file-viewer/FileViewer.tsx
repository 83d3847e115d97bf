/**
 * The file viewer, available on every screen: open it with a link (absolute, a data URI, or
 * relative to the API), close it by emptying the link. The dialog itself loads on first use.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { FilePreviewRequest } from './FileViewerDialog.js';

const FileViewerDialog = lazy(() => import('./FileViewerDialog.js'));
const FileViewerContext = createContext<((file: FilePreviewRequest) => void) | undefined>(undefined);

/** Open: set a link. Closed: the link is emptied. */
export function FileViewerProvider({ children }: { children: ReactNode }) {
  const [file, setFile] = useState<FilePreviewRequest | undefined>(undefined);
  const open = useCallback((request: FilePreviewRequest) => setFile(request.link ? request : undefined), []);
  return (
    <FileViewerContext.Provider value={open}>
      {children}
      {file && (
        <Suspense fallback={null}>
          <FileViewerDialog file={file} onClose={() => setFile(undefined)} />
        </Suspense>
      )}
    </FileViewerContext.Provider>
  );
}

export function useFileViewer(): (file: FilePreviewRequest) => void {
  const open = useContext(FileViewerContext);
  if (!open) throw new Error('useFileViewer is used outside FileViewerProvider');
  return open;
}
