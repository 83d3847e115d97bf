/**
 * What lies below a screen's first view, drawn once the top has been painted: a permit request's
 * page drew its header, its load, the rules' answer, the states on the route, the conversation,
 * the timeline and the documents in one render, and on a phone (the CPU slowed 4×) the number a
 * person tapped a card for came some 600 ms after the touch (issue 68: within 500 ms). Here the
 * top is committed and painted first; the rest follows in a transition, which React may pause for
 * a touch. Until then an empty box of `minHeight` holds its place, busy for assistive technology.
 */
import Box from '@mui/material/Box';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from './after-paint.js';

export function AfterFirstPaint({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setDrawn(true))), []);
  return drawn ? <>{children}</> : <Box aria-busy="true" sx={{ minHeight }} />;
}
