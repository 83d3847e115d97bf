/**
 * Navigation blocking for the app's one router, a BrowserRouter, which react-router gives none
 * (its `useBlocker` needs a data router, whose code would ride in /auth's first load). A form with
 * unsaved changes asks before it is left: react-admin's `warnWhenUnsavedChanges` calls the router
 * adapter's `useBlocker`, and this one answers it by guarding the router's history, through which
 * every in-app navigation goes (links, the menu, react-admin's redirects). The browser's back and
 * forward buttons and closing the tab are react-admin's `beforeunload` handler's to catch.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import type { RouterBlocker, RouterBlockerFunction, RouterHistoryAction, RouterLocation } from 'ra-core';
import { parsePath, UNSAFE_NavigationContext, useLocation, type To } from 'react-router';

type Navigate = (to: To, state?: unknown, options?: unknown) => void;
interface GuardedHistory {
  push: Navigate;
  replace: Navigate;
}

/** Whether a navigation may go on; `hold` keeps it until the person decides. */
interface Guard {
  blocks: (next: RouterLocation, action: RouterHistoryAction) => boolean;
  hold: (next: RouterLocation, proceed: () => void) => void;
}

const guards = new Set<Guard>();
const originals = new WeakMap<GuardedHistory, { push: Navigate; replace: Navigate }>();

/** Routes the history's push and replace through the guards, once per history. */
function guard(history: GuardedHistory): void {
  if (originals.has(history)) return;
  const original = { push: history.push.bind(history), replace: history.replace.bind(history) };
  originals.set(history, original);
  const through =
    (action: 'PUSH' | 'REPLACE', go: Navigate): Navigate =>
    (to, state, options) => {
      const next: RouterLocation = {
        pathname: '/',
        search: '',
        hash: '',
        ...(typeof to === 'string' ? parsePath(to) : to),
        state,
      };
      const proceed = () => go(to, state, options);
      const holding = [...guards].find((candidate) => candidate.blocks(next, action));
      if (holding) holding.hold(next, proceed);
      else proceed();
    };
  history.push = through('PUSH', original.push);
  history.replace = through('REPLACE', original.replace);
}

const UNBLOCKED: RouterBlocker = { state: 'unblocked', reset: undefined, proceed: undefined, location: undefined };

/** react-router's `useBlocker`, for a router that is not a data router. */
export function useHistoryBlocker(shouldBlock: RouterBlockerFunction | boolean): RouterBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [held, setHeld] = useState<{ location: RouterLocation; proceed: () => void }>();
  // The latest condition and location, read when a navigation happens rather than when guarded.
  const latest = useRef({ shouldBlock, location });
  useEffect(() => {
    latest.current = { shouldBlock, location };
  });

  useEffect(() => {
    guard(navigator as unknown as GuardedHistory);
    const own: Guard = {
      blocks: (next, historyAction) => {
        const { shouldBlock: condition, location: currentLocation } = latest.current;
        return typeof condition === 'function'
          ? condition({ currentLocation, nextLocation: next, historyAction })
          : condition;
      },
      hold: (next, proceed) => setHeld({ location: next, proceed }),
    };
    guards.add(own);
    return () => {
      guards.delete(own);
    };
  }, [navigator]);

  if (!held) return UNBLOCKED;
  return {
    state: 'blocked',
    location: held.location,
    proceed: () => {
      setHeld(undefined);
      held.proceed();
    },
    reset: () => setHeld(undefined),
  };
}
