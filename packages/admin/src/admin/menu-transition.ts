/**
 * The menu opened or closed as a transition: react-admin keeps the sidebar's state in its store
 * (`sidebar.open`), whose subscribers re-render at once, in the touch's own event: on a phone (the
 * CPU slowed 4×) the menu button's click ran 220 ms before the next paint (issue 68's trace), where
 * 100 ms is what people feel as instant. Set in a transition, React draws the drawer yielding to the
 * next touch; an opening (the menu button) waits for the press to be painted first, as the drawer's
 * first render is its heaviest. A closing is not held back: a window narrowed to a phone's closes
 * the menu before it could show as a modal over the page (layouts/default/WidthAwareSidebar.tsx).
 */
import { startTransition } from 'react';
import type { Store } from 'react-admin';
import { afterNextPaint } from '../components/after-paint.js';

const SIDEBAR_KEY = 'sidebar.open';

export function menuInTransition(store: Store): Store {
  return {
    ...store,
    setItem: (key, value) => {
      if (key !== SIDEBAR_KEY) store.setItem(key, value);
      else if (value === true) afterNextPaint(() => startTransition(() => store.setItem(key, value)));
      else startTransition(() => store.setItem(key, value));
    },
  };
}
