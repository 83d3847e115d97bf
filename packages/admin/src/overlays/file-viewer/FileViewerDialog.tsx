/**
 * The file viewer dialog, loaded the first time a file is opened: a dialog titled 'View file'
 * with a close button, as tall as the window less 200 px (following resizes). The SDK turns the
 * link into what a viewer may load (a short-lived signed link for the API's own files); previewOf
 * decides how it is shown; nothing shown runs script of the file's in our page.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { SdkError, type OpenedFile } from '@permit-office/sdk';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ClosableDialogTitle } from '../ClosableDialogTitle.js';
import { useShownText, useWords, type WordKey } from '../../i18n/words.js';
import { useSdk } from '../../session/sdk-context.js';
import { previewOf, type Preview } from './preview.js';

const PdfDocument = lazy(() => import('./PdfDocument.js'));

/**
 * A file to show. Declared here, where it is read: the viewer that loads this dialog lazily takes
 * the type from it, and a type imported back from the viewer closed a circle of the two.
 */
export interface FilePreviewRequest {
  link: string;
  name?: string;
}

/** The specification's viewer height: the window's, less 200 px. */
export const VIEWER_HEIGHT_OFFSET_PX = 200;

const PDF_PAGE_MAX_WIDTH = 960;

function useWindowSize(): { width: number; height: number } {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const update = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}

/** A failure's message is a catalogue key or the SDK's words, translated where it is shown. */
type Opening = { state: 'opening' } | { state: 'failed'; message: string } | { state: 'open'; file: OpenedFile };

/** The link as a viewer may load it; an API refusal is already notified by the SDK. */
function useOpenedFile(link: string): Opening {
  const sdk = useSdk();
  const [opening, setOpening] = useState<Opening>({ state: 'opening' });
  useEffect(() => {
    let current = true;
    setOpening({ state: 'opening' });
    sdk.files.open(link).then(
      (file) =>
        current &&
        setOpening(
          file ? { state: 'open', file } : { state: 'failed', message: 'app.fileViewer.refused' satisfies WordKey },
        ),
      (error: unknown) =>
        current &&
        setOpening({
          state: 'failed',
          message: error instanceof SdkError ? error.words : ('app.sdk.somethingWentWrong' satisfies WordKey),
        }),
    );
    return () => {
      current = false;
    };
  }, [sdk, link]);
  return opening;
}

function PreviewBody({ preview, name }: { preview: Preview; name: string }) {
  const t = useWords();
  const { width } = useWindowSize();
  switch (preview.kind) {
    case 'refused':
      return <Alert severity="error">{t('app.fileViewer.refused')}</Alert>;
    case 'image':
      return <img src={preview.url} alt={name} style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />;
    case 'pdf':
      return (
        <Suspense fallback={<CircularProgress aria-label={t('app.fileViewer.opening')} />}>
          {/* As wide as the dialog allows, up to a width where a page still reads as a page. */}
          <PdfDocument url={preview.url} name={name} width={Math.min(width - 64, PDF_PAGE_MAX_WIDTH)} />
        </Suspense>
      );
    case 'office':
    case 'frame':
      return (
        <iframe
          title={name}
          src={preview.url}
          referrerPolicy="no-referrer"
          sandbox={preview.sandbox}
          style={{ border: 0, width: '100%', height: '100%' }}
        />
      );
  }
}

export default function FileViewerDialog({ file, onClose }: { file: FilePreviewRequest; onClose: () => void }) {
  const t = useWords();
  const shown = useShownText();
  const height = Math.max(useWindowSize().height - VIEWER_HEIGHT_OFFSET_PX, 120);
  const opening = useOpenedFile(file.link);
  const name = (opening.state === 'open' && opening.file.name) || file.name || t('app.fileViewer.title');
  const preview = opening.state === 'open' ? previewOf(opening.file.url, name, opening.file.content_type) : undefined;
  return (
    <Dialog open onClose={onClose} aria-labelledby="file-viewer-title" fullWidth maxWidth="lg">
      <ClosableDialogTitle id="file-viewer-title" onClose={onClose}>
        {t('app.fileViewer.title')}
      </ClosableDialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <Box
          data-testid="file-viewer-body"
          data-preview={preview?.kind}
          sx={{ height, display: 'flex', justifyContent: 'center', alignItems: 'center' }}
        >
          {opening.state === 'opening' && <CircularProgress aria-label={t('app.fileViewer.opening')} />}
          {opening.state === 'failed' && <Alert severity="error">{shown(opening.message)}</Alert>}
          {preview && <PreviewBody preview={preview} name={name} />}
        </Box>
        {preview && preview.kind !== 'refused' && preview.kind !== 'image' && (
          <Typography variant="body2" sx={{ px: 3, py: 1 }}>
            {preview.kind === 'frame' && `${t('app.fileViewer.framed')} `}
            <Link
              href={preview.kind === 'office' ? preview.source : preview.url}
              download={name}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('app.fileViewer.download')}
            </Link>
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
