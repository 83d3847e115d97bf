/**
 * The file viewer dialog, loaded the first time a file is opened: a dialog titled 'View file'
 * with a close button, as tall as the window less 200 px (following resizes). Links resolve
 * through the SDK; previewOf decides how each is shown.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import type { FilePreviewRequest } from './FileViewer.js';
import { previewOf } from './preview.js';

/** The specification's viewer height: the window's, less 200 px. */
export const VIEWER_HEIGHT_OFFSET_PX = 200;

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const update = () => setHeight(window.innerHeight);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}

export default function FileViewerDialog({ file, onClose }: { file: FilePreviewRequest; onClose: () => void }) {
  const sdk = useSdk();
  const height = Math.max(useWindowHeight() - VIEWER_HEIGHT_OFFSET_PX, 120);
  const preview = previewOf(sdk.files.resolve(file.link), window.location.origin, file.name);
  return (
    <Dialog open onClose={onClose} aria-labelledby="file-viewer-title" fullWidth maxWidth="lg">
      <DialogTitle id="file-viewer-title" sx={{ pr: 6 }}>
        {app.fileViewer.title}
        <IconButton aria-label={app.common.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <Box
          data-testid="file-viewer-body"
          sx={{ height, display: 'flex', justifyContent: 'center', alignItems: 'center' }}
        >
          {preview.kind === 'refused' && <Alert severity="error">{app.fileViewer.refused}</Alert>}
          {preview.kind === 'image' && (
            <img
              src={preview.url}
              alt={file.name ?? ''}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          )}
          {(preview.kind === 'office' || preview.kind === 'frame') && (
            <iframe
              title={file.name ?? app.fileViewer.title}
              src={preview.url}
              referrerPolicy="no-referrer"
              {...(preview.kind === 'frame' && preview.sandboxed ? { sandbox: '' } : {})}
              style={{ border: 0, width: '100%', height: '100%' }}
            />
          )}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
