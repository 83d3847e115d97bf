/**
 * A PDF drawn into our page by pdf.js, loaded with the viewer the first time a PDF is opened.
 * Chromium's own viewer will not run in a sandboxed frame, and an unsandboxed frame of someone's
 * upload is what must never be: pdf.js parses the bytes in a worker and paints canvases, and
 * never runs a document's script (no scripting bundle, no eval: it works under our CSP).
 *
 * Pages are painted one after another, each at the width of the dialog and the screen's pixel
 * density; their text is also given to screen readers (and is what a person can search for).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../i18n/words.js';
import { visuallyHidden } from '../../styles/visually-hidden.js';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Past this, a document is left to download: painting hundreds of pages would stall the tab. */
const MAX_PAGES = 50;

interface PageText {
  number: number;
  text: string;
}

async function fetchBytes(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!response.ok) throw new Error(`The PDF answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

export default function PdfDocument({ url, name, width }: { url: string; name: string; width: number }) {
  const t = useWords();
  const pagesRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [pages, setPages] = useState<PageText[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    let pdf: PDFDocumentProxy | undefined;
    const container = pagesRef.current;
    void (async () => {
      const data = await fetchBytes(url, controller.signal);
      // isEvalSupported: false keeps pdf.js from compiling fonts with `new Function` (our CSP has no
      // 'unsafe-eval'); no scripting, no XFA forms: a document's own logic never runs.
      pdf = await getDocument({ data, isEvalSupported: false, enableXfa: false, useWasm: false }).promise;
      const count = Math.min(pdf.numPages, MAX_PAGES);
      const texts: PageText[] = [];
      for (let number = 1; number <= count && !controller.signal.aborted; number++) {
        const page = await pdf.getPage(number);
        const base = page.getViewport({ scale: 1 });
        const scale = Math.max(width, 200) / base.width;
        const viewport = page.getViewport({ scale: scale * (window.devicePixelRatio || 1) });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = '100%';
        canvas.style.display = 'block';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', t('app.fileViewer.pdfPage', number, pdf.numPages));
        await page.render({ canvas, viewport }).promise;
        // The page's text is read before the page is shown, so that both come together.
        const content = await page.getTextContent();
        if (controller.signal.aborted) return;
        container?.append(canvas);
        texts.push({
          number,
          text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
        });
        setPages([...texts]);
        setState('ready');
      }
    })().catch(() => {
      if (!controller.signal.aborted) setState('failed');
    });
    return () => {
      controller.abort();
      container?.replaceChildren();
      void pdf?.destroy();
    };
  }, [url, width, t]);

  return (
    <Box sx={{ width: '100%', height: '100%', overflow: 'auto', bgcolor: 'grey.200' }}>
      {state === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label={t('app.fileViewer.opening')} />
        </Box>
      )}
      {state === 'failed' && (
        <Alert severity="warning" sx={{ m: 2 }}>
          {t('app.fileViewer.pdfFailed')}
        </Alert>
      )}
      <Box
        ref={pagesRef}
        role="document"
        aria-label={name}
        data-testid="pdf-pages"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: width, mx: 'auto' }}
      />
      {/* The pages' text, never painted over the canvases. */}
      <Box sx={visuallyHidden} data-testid="pdf-text">
        {pages.map((page) => (
          <p key={page.number}>{page.text}</p>
        ))}
      </Box>
    </Box>
  );
}
