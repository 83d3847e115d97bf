/**
 * Find anything, from every screen: a button in the app bar and Ctrl+K (⌘K on a Mac) open the
 * search; the search itself is loaded the first time it is opened.
 */
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWords } from '../../../i18n/words.js';

const SearchPalette = lazy(() => import('./SearchPalette.js'));

const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Ctrl+K, or ⌘K on a Mac: the shortcut people know from other tools for "find anything". */
export const isSearchShortcut = (event: KeyboardEvent, mac = isMac()): boolean =>
  event.key.toLowerCase() === 'k' && (mac ? event.metaKey : event.ctrlKey) && !event.altKey && !event.shiftKey;

export function SearchButton() {
  const t = useWords();
  const [open, setOpen] = useState(false);
  const narrow = useMediaQuery('(max-width:599.95px)');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const shortcut = isMac() ? t('app.search.shortcutMac') : t('app.search.shortcutOther');
  return (
    <>
      {narrow ? (
        <IconButton color="inherit" aria-label={t('app.search.open')} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          color="inherit"
          startIcon={<SearchIcon />}
          onClick={() => setOpen(true)}
          aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'}
          sx={{ mr: 1, px: 1.5, border: 1, borderColor: 'rgba(255,255,255,0.5)', fontWeight: 400 }}
        >
          {t('app.search.open')}
          <Typography component="kbd" sx={{ ml: 1.5, fontSize: '0.75rem', opacity: 0.9, fontFamily: 'inherit' }}>
            {shortcut}
          </Typography>
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SearchPalette onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
