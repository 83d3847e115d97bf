/** A long text in a list's row: cut after two lines, so that one record never makes a row tall. */
export const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
