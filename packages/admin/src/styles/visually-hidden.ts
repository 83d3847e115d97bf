/** Read by screen readers and searchable, never painted: for what the screen shows as a picture. */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in MUI's `sx` a bare 1 is 100 %.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
