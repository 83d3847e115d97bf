/**
 * The menu opened or closed as a transition: react-admin keeps the sidebar's state in its store
 * (`sidebar.open`), whose subscribers re-render at once, in the touch's own event: on a phone (the
 * CPU slowed 4×) the menu button's click ran 220 ms before the next paint (issue 68's trace), where
 * 100 ms is what people feel as instant. Set in a transition, the button's press is painted first and
 * React draws the drawer sliding in right after, yielding to the next touch.
 */
import { startTransition } from 'react';
import type { Store } from 'react-admin';

const SIDEBAR_KEY = 'sidebar.open';

export function menuInTransition(store: Store): Store {
  return {
    ...store,
    setItem: (key, value) => {
      if (key === SIDEBAR_KEY) startTransition(() => store.setItem(key, value));
      else store.setItem(key, value);
    },
  };
}
