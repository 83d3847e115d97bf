/**
 * A label that says what state a record is in (a status, a clock flag), drawn as MUI's Chip draws
 * one that nobody clicks, from plain elements: its looks are one stylesheet made from the theme
 * (tag-styles.ts), in place from the first screen on.
 *
 * Why not MUI's Chip: a list of 25 permit requests draws 50 of them on a phone, and each Chip
 * rendered runs its styles anew (its variants for every palette colour, matched and serialised by
 * emotion at each draw): Lighthouse's mobile run measured the list's Total Blocking Time 1.4 s with
 * them and 0.95 s without (issue 41). A tag's look is MUI's Chip's, and it carries the Chip's class
 * names, so that what the theme says of chips (a table cell's, `narrowTable`) applies to both.
 */
import type { ReactNode } from 'react';

/** The palette colours a tag takes, as MUI's Chip's `color`. */
export type TagColour = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export interface TagProps {
  label: ReactNode;
  colour?: TagColour;
  /** Filled with the colour, or its outline and text. */
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
  /** An icon before the label (an SVG icon element), in the label's colour. */
  icon?: ReactNode;
  /** What the tag says on hover. */
  title?: string;
  /** `data-*` attributes the tests and the page's scripts read (`data-clock`). */
  data?: Record<`data-${string}`, string>;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The class a colour gives a tag, as MUI names it on a Chip (`MuiChip-colorInfo`): tag-styles.ts styles it. */
export const colourClass = (colour: TagColour) => `MuiChip-color${capital(colour)}`;

export function Tag({ label, colour = 'default', variant = 'filled', size = 'small', icon, title, data }: TagProps) {
  const className = `AppTag MuiChip-root MuiChip-${variant} MuiChip-size${capital(size)} ${colourClass(colour)}`;
  return (
    <span className={className} title={title} {...data}>
      {icon ? <span className="MuiChip-icon">{icon}</span> : null}
      <span className="MuiChip-label">{label}</span>
    </span>
  );
}

/** A tag with a line of small type under it: a clock flag and when the request is due. */
export function TagWithCaption({ tag, caption }: { tag: ReactNode; caption?: ReactNode }) {
  return (
    <span className="AppTagStack">
      {tag}
      {caption ? <span className="AppTagStack-caption">{caption}</span> : null}
    </span>
  );
}
