/**
 * The tags' looks (Tag.tsx), as MUI 9's Chip styles a chip nobody clicks (its `ChipRoot` and
 * `ChipLabel`), for every size, variant and palette colour: one stylesheet made from the theme in
 * use (light or dark), which the back office puts in the page beside MUI's CssBaseline
 * (admin/AdminApp.tsx), rather than styles run again for each tag drawn.
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import { colourClass, type TagColour } from './Tag.js';

const COLOURS: readonly Exclude<TagColour, 'default'>[] = [
  'primary',
  'secondary',
  'error',
  'info',
  'success',
  'warning',
];

export function tagStyles(theme: Theme): CSSObject {
  const { palette } = theme;
  // The Chip's text colour for a default chip's icon, and its outline.
  const iconColour = palette.mode === 'light' ? palette.grey[700] : palette.grey[300];
  const outline = palette.mode === 'light' ? palette.grey[400] : palette.grey[700];
  const coloured: CSSObject = {};
  for (const colour of COLOURS) {
    const { main, contrastText } = palette[colour];
    coloured[`.AppTag.${colourClass(colour)}`] = { backgroundColor: main, color: contrastText };
    coloured[`.AppTag.MuiChip-outlined.${colourClass(colour)}`] = {
      backgroundColor: 'transparent',
      color: main,
      border: `1px solid ${alpha(main, 0.7)}`,
    };
  }
  return {
    '.AppTag': {
      maxWidth: '100%',
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 32,
      lineHeight: 1.5,
      color: palette.text.primary,
      backgroundColor: palette.action.selected,
      borderRadius: 32 / 2,
      whiteSpace: 'nowrap',
      border: 0,
      padding: 0,
      verticalAlign: 'middle',
      boxSizing: 'border-box',
      '& > .MuiChip-label': {
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        paddingLeft: 12,
        paddingRight: 12,
        whiteSpace: 'nowrap',
      },
      // The icon's box holds an SVG icon, which takes the box's size and colour.
      '& > .MuiChip-icon': {
        display: 'inline-flex',
        flexShrink: 0,
        fontSize: 24,
        marginLeft: 5,
        marginRight: -6,
        color: iconColour,
        '& > svg': { fontSize: 'inherit' },
      },
    },
    '.AppTag.MuiChip-sizeSmall': {
      height: 24,
      '& > .MuiChip-label': { paddingLeft: 8, paddingRight: 8 },
      '& > .MuiChip-icon': { fontSize: 18, marginLeft: 4, marginRight: -4 },
    },
    '.AppTag.MuiChip-outlined': {
      backgroundColor: 'transparent',
      border: `1px solid ${outline}`,
      '& > .MuiChip-label': { paddingLeft: 11, paddingRight: 11 },
      '& > .MuiChip-icon': { marginLeft: 4 },
    },
    '.AppTag.MuiChip-outlined.MuiChip-sizeSmall': {
      '& > .MuiChip-label': { paddingLeft: 7, paddingRight: 7 },
      '& > .MuiChip-icon': { marginLeft: 2 },
    },
    ...coloured,
    // A coloured tag's icon is in its text's colour.
    '.AppTag:not(.MuiChip-colorDefault) > .MuiChip-icon': { color: 'inherit' },
    // A tag with a line of small type under it (TagWithCaption).
    '.AppTagStack': {
      display: 'inline-flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing(0.25),
    },
    '.AppTagStack-caption': { ...theme.typography.caption, display: 'block', whiteSpace: 'nowrap' },
  };
}
