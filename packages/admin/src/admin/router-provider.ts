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
} from 'react-router';
import { useHistoryBlocker } from './navigation-blocker.js';

/** react-router's navigate, as one stable function (react-router gives a new one at each location). */
function useNavigate() {
  const navigate = useRouterNavigate();
  const current = useRef(navigate);
  useEffect(() => {
    current.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => current.current(...args), []);
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
