/**
 * react-admin's sidebar, whose open state follows the window's width. react-admin keeps one state
 * whatever the width: open at the desk, the menu became a modal drawer over the page once the window
 * was a phone's (a tablet turned, a window narrowed), and a modal drawer hides everything else from
 * assistive technology; MUI even left the page hidden after it closed. On a phone the menu starts
 * closed, from its first render, as on a phone's first load; back at the desk it is as the desk left it.
 */
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export function WidthAwareSidebar(props: SidebarProps) {
  // react-admin's own breakpoint for its drawer (Sidebar, useSidebarState).
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  /** The width the state was last set for; a first render counts as coming from the desk. */
  const stateIsForPhone = useRef(false);
  /** The desk's state, kept while the window is a phone's. */
  const deskOpen = useRef<boolean | undefined>(undefined);
  const justNarrowed = isXSmall && !stateIsForPhone.current;
  useEffect(() => {
    if (isXSmall === stateIsForPhone.current) return;
    stateIsForPhone.current = isXSmall;
    if (isXSmall) {
      deskOpen.current = open;
      setOpen(false);
    } else if (deskOpen.current !== undefined) {
      setOpen(deskOpen.current);
    }
    // Only a change of width moves the menu; the person's own toggles are theirs.
  }, [isXSmall]);
  // react-admin's Sidebar passes its props on to the drawer, after its own `open`.
  return <Sidebar {...props} open={justNarrowed ? false : open} />;
}
