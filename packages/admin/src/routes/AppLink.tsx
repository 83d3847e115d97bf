/** A link of the light shell: a real anchor (keyboard, new tab) that navigates without a reload. */
import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { navigate } from './location.js';

export function AppLink({ to, ...props }: Omit<LinkProps, 'href'> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Link href={to} onClick={follow} {...props} />;
}
