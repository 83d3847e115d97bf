/**
 * Says plainly, on every page, that the app is offline (or that the API does not answer), for as
 * long as it is (session/connectivity.ts), and what becomes of what is typed meanwhile (forms keep it:
 * forms/keep-offline.ts). Gone once the network is back; react-query then reads again what failed.
 *
 * A bar at the bottom of the window, over nothing: it is the last thing on the page and sticks to
 * the window's bottom edge, so the page scrolls past it rather than under it, and the app bar
 * (react-admin's, fixed at the top) and the top notification stay where they are. What react-admin
 * fixes to the bottom on a phone, a form's Save bar and a list's Create button, is lifted above it
 * for as long as it is there. The live region is there from the start, so that a screen reader
 * announces the words when they come.
 */
import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { useConnectivity } from '../../session/connectivity.js';
import { useWords } from '../../i18n/words.js';

/** react-admin's elements fixed to the window's bottom edge on a phone. */
const FIXED_AT_THE_BOTTOM = '.RaToolbar-mobileToolbar, .RaCreateButton-floating';

/** The element's height, followed as its words wrap on a narrower window; 0 while hidden. */
function useHeight(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !shown) {
      setHeight(0);
      return undefined;
    }
    // Rounded up: a fraction of a pixel left over would still cover the lifted element's edge.
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  return { ref, height };
}

export function OfflineNotice() {
  const t = useWords();
  const connectivity = useConnectivity();
  const shown = connectivity !== 'online';
  const { ref, height } = useHeight(shown);
  return (
    <Box
      ref={ref}
      role="status"
      data-testid="offline-notice"
      sx={{
        position: 'sticky',
        bottom: 0,
        // Above the page and its drawers, below dialogs and the top notification.
        zIndex: (theme) => theme.zIndex.appBar + 1,
        ...(shown && {
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          pt: 1.25,
          // The phone's home indicator stays clear of the words.
          pb: 'calc(10px + env(safe-area-inset-bottom))',
          bgcolor: 'grey.900',
          color: 'common.white',
        }),
      }}
    >
      {shown && (
        <>
          {height > 0 && <GlobalStyles styles={{ [FIXED_AT_THE_BOTTOM]: { translate: `0 -${height}px` } }} />}
          <CloudOffIcon fontSize="small" aria-hidden />
          <Typography variant="body2">
            {t(connectivity === 'offline' ? 'app.offline.notice' : 'app.offline.unreachable')}
          </Typography>
        </>
      )}
    </Box>
  );
}
