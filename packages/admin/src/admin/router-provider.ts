/**
 * react-admin's router adapter for this app: react-router's, as react-admin's own, less the router
 * it would create. React-admin's adapter (reactRouterProvider) creates a hash *data* router when it
 * is not inside a router; the back office always is, inside the app's one router (routes/Root.tsx).
 * That unused router code (react-router's data router, ~15 KB gzip) would otherwise ride in every
 * page's first load, /auth included: react-router is one module, shared by the light shell and
 * react-admin, so whatever either uses of it is loaded with the shell. vite.config.ts puts this
 * module where react-admin imports its own.
 *
 * Without a data router react-router blocks no navigation; navigation-blocker.ts does it over the
 * router's history instead, so that a form with unsaved changes asks before it is left.
 */
import { createElement, Fragment, useCallback, useEffect, useRef } from 'react';
import type { RouterProvider } from 'ra-core';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
  type NavigateOptions,
  type To,
} from 'react-router';
import { useHistoryBlocker } from './navigation-blocker.js';

type Navigate = ReturnType<typeof useRouterNavigate>;

/** A navigation that changes only the address's query: a list's own filters, sort or page. */
const queryOnly = (to: To | number): boolean =>
  typeof to === 'string' ? to.startsWith('?') : typeof to === 'object' && to.pathname === undefined;

/** The same path, whichever of the two spells its characters encoded. */
function samePath(one: string, other: string): boolean {
  const decoded = (path: string) => {
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  };
  return one === other || decoded(one) === decoded(other);
}

/**
 * Whether the person is acting now: set while the browser hands one of their clicks or keys to the
 * page (react-admin's handlers run within it), until the task that handles it ends.
 */
let acting = false;
if (typeof window !== 'undefined') {
  const act = () => {
    acting = true;
    setTimeout(() => {
      acting = false;
    });
  };
  for (const type of ['click', 'keydown', 'pointerup', 'submit']) window.addEventListener(type, act, { capture: true });
}

/**
 * react-router's navigate, as one stable function (react-router gives a new one at each location),
 * less a navigation that a screen the person has already left asks for by itself.
 *
 * A screen keeps working after the person leaves it: react-router navigates in a transition, so the
 * old screen stays drawn until the next one has loaded its code, and what it had under way still
 * answers. Two of react-admin's navigations came from there and took the person back over where they
 * had gone:
 * - a list applies its search half a second after the typing, by a navigation to its own address
 *   with the new query: a person who opened a record within that half second was taken back to the
 *   list;
 * - a save or a delete goes back to the list when the server has answered: a person who went to
 *   another screen meanwhile was taken back to the list they had not asked for (the save was made,
 *   and said).
 * Such a navigation comes from the screen drawn at `drawnAt`; when the address is elsewhere already,
 * it is the old screen's and goes nowhere, unless the person asked for it there and then (a click on
 * the old screen, still drawn, is theirs). A query change of a screen left never goes anywhere: the
 * screen's own search or page, not where the person went.
 */
function useNavigate(): Navigate {
  const navigate = useRouterNavigate();
  const drawnAt = useLocation().pathname;
  const current = useRef({ navigate, drawnAt });
  useEffect(() => {
    current.current = { navigate, drawnAt };
  }, [navigate, drawnAt]);
  return useCallback((to: To | number, options?: NavigateOptions) => {
    const left = !samePath(window.location.pathname, current.current.drawnAt);
    if (left && (queryOnly(to) || !acting)) return;
    return typeof to === 'number' ? current.current.navigate(to) : current.current.navigate(to, options);
  }, []);
}

export const appRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker: useHistoryBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: () => true,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper: ({ children }) => createElement(Fragment, null, children),
  matchPath,
} as RouterProvider;

/** The name react-admin imports its adapter by. */
export { appRouterProvider as reactRouterProvider };
