import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { behaviour, type BehaviourName } from './admin/behaviour.js';
import { shellWords, type WordKey } from './i18n/words.js';

/**
 * The two palettes. Light: blue for the service, the specification's green and red for
 * notifications (MUI's success and error). Every colour a text or a filled chip uses reads at
 * WCAG AA against what it sits on (4.5:1): MUI's own warning orange and info blue do not with
 * white text, so they are a shade darker here. Dark: the same hues, light enough to read on a dark
 * ground (MUI gives their filled surfaces dark text).
 */
const PALETTES = {
  light: {
    mode: 'light',
    primary: { main: '#1a4f8b' },
    secondary: { main: '#f29900', contrastText: '#000000' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
    background: { default: '#f4f6f8' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#90caf9' },
    secondary: { main: '#ffb74d' },
    success: { main: '#66bb6a' },
    error: { main: '#ef5350' },
    warning: { main: '#ffa726' },
    info: { main: '#4fc3f7' },
    background: { default: '#121212', paper: '#1e1e1e' },
  },
} as const satisfies Record<'light' | 'dark', ThemeOptions['palette']>;

/**
 * A table as narrow as its content lets it be, so that a list of many columns (loads have eleven)
 * keeps every header on a 1280 px screen, however long its values (RecordTable bounds and wraps
 * them): a cell's sides 8 px rather than MUI's 16 (ten columns give back 160 px); a header's sort
 * arrow, there (unseen) whether the column is sorted or not, goes below its label rather than
 * beside it when the column is narrow; and a chip's or a button's label wraps at its spaces when
 * its column needs the room (a chip grows to hold two lines).
 */
const narrowTable = {
  '& .RaDataTable-headerCell:not(.MuiTableCell-paddingCheckbox), & .RaDataTable-rowCell': {
    paddingLeft: 8,
    paddingRight: 8,
  },
  '& .RaDataTable-headerCell .MuiTableSortLabel-root': { flexWrap: 'wrap' },
  '& .RaDataTable-rowCell': {
    '& .MuiChip-root': { height: 'auto', minHeight: 24, maxWidth: '100%' },
    '& .MuiChip-sizeMedium': { minHeight: 32 },
    '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'normal', paddingTop: 2, paddingBottom: 2 },
    '& .MuiButton-root': { whiteSpace: 'normal', overflowWrap: 'normal' },
  },
} as const;

/**
 * The name of every progress bar and spinner, in the locale the app speaks. The theme is made once,
 * outside any component: the locale is chosen at start and kept (i18n/locale.ts), so it is read
 * here as the shell's words say it.
 */
const LOADING: WordKey = 'app.common.loading';
const PAGES: WordKey = 'app.lists.pages';
const OPEN: WordKey = 'app.common.open';
const CLOSE: WordKey = 'app.common.close';
const CLEAR: WordKey = 'app.common.clear';
const words = shellWords();
const loading = words.translate(LOADING);

/**
 * The layer over a control while it is pressed, in the control's own ink (white on the app bar,
 * the text's colour on a tab), at the opacity of MUI's ripple.
 */
const PRESSED = 'linear-gradient(color-mix(in srgb, currentColor 20%, transparent) 0 0)';

/** What the back office looks like in a mode: react-admin takes these options for its light and dark themes. */
export function themeOptions(mode: 'light' | 'dark'): ThemeOptions {
  return {
    palette: PALETTES[mode],
    shape: { borderRadius: 8 },
    components: {
      MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // A press is drawn by the browser, not by React (issue 68's traces, on a phone with the CPU
      // slowed 4×): MUI's touch ripple rendered its ripple in the touch's own events (touchstart,
      // touchend) and inserted its keyframes' styles, which recalculated the whole page's styles,
      // 20-40 ms before the touch's paint; a tooltip's touch listener wrote the body's style twice
      // (against iOS's text selection on a long press), a whole-page recalculation each. The press
      // is a layer over the control while it is :active, a style change of one element. A tooltip
      // on a phone came only with a long press; the controls it names carry the same words as their
      // accessible name. The keyboard's focus ripple stays (disableTouchRipple spares it).
      MuiButtonBase: {
        defaultProps: { disableTouchRipple: true },
        styleOverrides: { root: { '&:active': { backgroundImage: PRESSED } } },
      },
      MuiTooltip: { defaultProps: { disableTouchListener: true } },
      // An outlined field's label stands on its top edge, half above it: in react-admin's dense
      // forms a field's label met the help text of the field above ("Up to 8 digits" touching
      // "MC number" on a company). Six pixels under each help text part them.
      MuiFormHelperText: { styleOverrides: { root: { marginBottom: 6 } } },
      // Every progress bar and spinner is named, react-admin's own too (the app bar's, a list's while
      // its rows load): an unnamed progressbar says nothing to a screen reader. A screen names its own
      // where it says more ("Opening the file…").
      MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
      MuiCircularProgress: { defaultProps: { 'aria-label': loading } },
      // MUI's own words, in the person's locale rather than MUI's English: the page numbers under a
      // list, and the buttons of a choice list that is not react-admin's (it names its own).
      MuiPagination: { defaultProps: { 'aria-label': words.translate(PAGES) } },
      MuiAutocomplete: {
        defaultProps: {
          openText: words.translate(OPEN),
          closeText: words.translate(CLOSE),
          clearText: words.translate(CLEAR),
          loadingText: loading,
        },
      },
      // react-admin's components read their defaults here (admin/behaviour.ts, typed by their props),
      // so that a screen states only what is its own; the looks of some are the theme's.
      ...({
        RaEdit: { defaultProps: behaviour.RaEdit },
        RaCreate: { defaultProps: behaviour.RaCreate },
        RaSimpleForm: { defaultProps: behaviour.RaSimpleForm },
        RaDataTable: { defaultProps: behaviour.RaDataTable, styleOverrides: { root: narrowTable } },
        // A date breaks only where it has a space, even in a table cell that wraps long words anywhere.
        RaDateField: { defaultProps: behaviour.RaDateField, styleOverrides: { root: { overflowWrap: 'normal' } } },
        RaNumberField: { defaultProps: behaviour.RaNumberField },
        RaList: {
          defaultProps: behaviour.RaList,
          // A wide table scrolls inside its card, never the page (a phone shows 390 px); the table's
          // wrapper scrolls, so that the bulk toolbar, which slides up out of the card, is not clipped.
          styleOverrides: {
            root: { '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } },
          },
        },
        // MUI's types know only MUI's components; react-admin's read the same keys.
      } satisfies Record<BehaviourName, { defaultProps: object; styleOverrides?: object }> as object),
    },
    typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  };
}

export const lightTheme = themeOptions('light');
export const darkTheme = themeOptions('dark');

/** The light theme, made: the public pages' (they have no switch). */
export const theme = createTheme(lightTheme);

let darkMade: Theme | undefined;
/**
 * The dark theme, made the first time it is asked for: for what draws before react-admin, which
 * makes its own (the shell's frame, for a person who chose it; most never do).
 */
export const darkThemeMade = (): Theme => (darkMade ??= createTheme(darkTheme));
