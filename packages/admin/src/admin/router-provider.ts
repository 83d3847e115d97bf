/**
 * react-admin's router adapter for this app: react-router's, as react-admin's own, less the router
 * it would create. React-admin's adapter (reactRouterProvider) creates a hash *data* router when it
 * is not inside a router; the back office always is, inside the app's one router (routes/Root.tsx).
 * That unused router code (react-router's data router, ~15 KB gzip) would otherwise ride in every
 * page's first load, /auth included: react-router is one module, shared by the light shell and
 * react-admin, so whatever either uses of it is loaded with the shell. vite.config.ts puts this
 * module where react-admin imports its own.
 *
 * Without a data router there is no navigation blocking: `useCanBlock` says so, and react-admin
 * does not call `useBlocker`.
 */
import { createElement, Fragment, useCallback, useContext, useEffect, useRef } from 'react';
import type { RouterProvider } from 'ra-core';
import {
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useRouterNavigate,
  useParams,
} from 'react-router';

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
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock: () => Boolean(useContext(UNSAFE_DataRouterContext) && useContext(UNSAFE_DataRouterStateContext)),
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
