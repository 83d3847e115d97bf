/**
 * The signed-in application: react-admin on the SDK, loaded only once someone is signed in.
 * It reads as the table of contents of the back office.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { Suspense, useEffect, useMemo } from 'react';
import { menuInTransition } from './menu-transition.js';
import { CoreAdminUI, ResourceDefinitionContext, type ResourceDefinitionContextValue } from 'ra-core';
import {
  AdminContext,
  CustomRoutes,
  LoadingPage,
  Resource,
  localStorageStore,
  type ResourceProps,
  type Store,
} from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { opensOnOverview } from '../registry/paths.js';
import { STORE_APP_KEY } from '../session/store-key.js';
import { TagStyles } from '../components/tag/TagStyles.js';
import { DefaultLayout } from '../layouts/default/DefaultLayout.js';
import { ConfirmDeleteProvider } from '../overlays/confirm-delete/ConfirmDelete.js';
import { LiveProvider, type LiveRoutes } from '../live/LiveSync.js';
import { FileViewerProvider } from '../overlays/file-viewer/FileViewer.js';
import { NotificationDrain } from '../overlays/notifications/NotificationDrain.js';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { ErrorPage, NotFoundPage } from '../pages/error/ErrorPage.js';
import { preloadableLazy } from '../boot/preloadable-lazy.js';
import { answerAuthAtOnce, sessionChanged } from '../providers/auth-answers.js';
import { createAuthProvider } from '../providers/auth-provider.js';
import { createDataProvider } from '../providers/data-provider.js';
import { i18nProvider } from '../providers/i18n-provider.js';
import { createQueryClient } from '../providers/query-client.js';
import { OVERVIEW_QUERY } from '../session/overview-read.js';
import { gated, gatedRoute } from '../sections/gate.js';
import type { SectionOptions } from '../registry/data-hooks.js';
import { sectionsWithScreens } from '../sections/screens.js';
import { sections, type Section } from '../registry/table.js';
import { forgetEarlyReads, startEarlyCode, startEarlyRead, withEarlyReads } from '../sections/preload.js';
import { recallIdentity } from '../session/identity-memory.js';
import { setScreenPreloader } from '../registry/screen-preloader.js';
import { useSdk } from '../session/sdk-context.js';
import { darkTheme, lightTheme } from '../theme.js';
import { LANDING } from '../registry/paths.js';

const ConflictDialog = preloadableLazy(() => import('../overlays/conflict/ConflictDialog.js'));
// Asked for with the back office's code, so that it is there by the first render: a dialog still
// loading then would hold the first screen back (boot/preloadable-lazy.ts).
ConflictDialog.preload().catch(() => undefined);

/** Each section's screens and its other pages (routes of their own), behind the gate of the access rule. */
const resources = sectionsWithScreens
  .filter((section) => section.list ?? section.create ?? section.edit ?? section.show)
  .map(gated);
const routes = sectionsWithScreens.flatMap((section) =>
  (section.routes ?? []).map((route) => gatedRoute(section, route)),
);

/**
 * What a shared component asks of the section it is drawn in (registry/data-hooks.ts), carried by
 * its <Resource>. Written here rather than by a function of that module: its react-admin hooks would
 * come along into this chunk, which every first screen waits for.
 */
const optionsOf = ({ label, area, collection, listOpening, listTitle }: Section): SectionOptions => ({
  label,
  area,
  collection,
  listOpening,
  listTitle,
});

/** Each section's <Resource>, as react-admin registers it. */
const resourceProps = resources.map((section): ResourceProps => ({
  name: section.name,
  icon: section.icon,
  options: optionsOf(section),
  list: section.list,
  create: section.create,
  edit: section.edit,
  show: section.show,
  recordRepresentation: section.recordRepresentation,
}));
/**
 * The resources' definitions, fixed from the first render: the sections are all declared here, and
 * none comes or goes while the app runs (the access rule gates their routes, not their definitions).
 * react-admin would register them in an effect after the first screen is drawn, and register them
 * again once its routes were read from the children, each round a new definitions context that drew
 * every screen and menu again (some 630 component renders on the overview); its registrations find
 * them here, and change nothing.
 */
const resourceDefinitions: ResourceDefinitionContextValue = {
  definitions: Object.fromEntries(resourceProps.map((props) => [props.name, Resource.registerResource(props)])),
  register: () => undefined,
  unregister: () => undefined,
};

/** What the live stream names (a collection), as the screens show it (sections). */
const liveRoutes: LiveRoutes = {
  resourcesOf: (collection) => sections.filter((section) => section.collection === collection).map(({ name }) => name),
};

// The screen at the address starts downloading now, beside this code's first render, on the role
// remembered for the session; its data follows once the identity is read (queryClient below).
startEarlyCode(window.location.pathname, recallIdentity());
// The screens a list's records open, while the list is read (registry/screen-preloader.ts), by the
// same rule: the role of this session, remembered in this browser.
setScreenPreloader((pathname) => startEarlyCode(pathname, recallIdentity()));

/**
 * ra-core draws nothing for a render while the store's `locale` differs from the i18nProvider's
 * (its I18nContextProvider, "to avoid blinking"), and none is ever stored here: between the shell's
 * frame and the back office that was a commit of an empty page (70-320 ms of nothing on a phone's
 * overview, 4× CPU, issue 68). With none stored the store answers the provider's own; a locale
 * stored is read as before.
 */
function withLocaleOfTheProvider(store: Store): Store {
  return {
    ...store,
    getItem: <T,>(key: string, defaultValue?: T): T | undefined => {
      const stored = store.getItem<T>(key, defaultValue);
      return key === 'locale' && stored === undefined ? (i18nProvider.getLocale() as T) : stored;
    },
  };
}

// Preferences only (list filters, sidebar): never tokens, which live in their cookies.
const store = withLocaleOfTheProvider(menuInTransition(localStorageStore(undefined, STORE_APP_KEY)));

/** react-admin's home is the overview. */
const HomeRedirect = () => <Navigate to={LANDING} replace />;
/** A failure of react-admin itself: logged to the console by react-admin, a page for the person. */
const FailurePage = () => <ErrorPage status={500} />;
/** The identity could not be read: the SDK has already said why and where to go. */
const AuthenticationFailed = () => <ErrorPage status={401} />;

export default function AdminApp() {
  const sdk = useSdk();
  const authProvider = useMemo(() => createAuthProvider(sdk), [sdk]);
  // A screen's first read may be under way since react-admin started (sections/preload.ts).
  const dataProvider = useMemo(() => withEarlyReads(createDataProvider(sdk)), [sdk]);
  const queryClient = useMemo(() => {
    const client = createQueryClient();
    // react-admin's auth questions, answered as they are asked rather than by a round of fetching
    // that drew the screen again (providers/auth-answers.ts).
    answerAuthAtOnce(client, authProvider);
    // The landing page's data, asked for since start-up (boot/early-reads.ts), goes into the cache
    // now, not after react-admin's first render and auth check: the page's query finds it in flight
    // (its main content is Lighthouse's LCP).
    if (opensOnOverview(window.location.pathname)) {
      void client.prefetchQuery({ queryKey: OVERVIEW_QUERY, queryFn: () => dataProvider.getOverview() });
    }
    // So do the screen at the address, its code and its data, once the access rule has the identity.
    const { pathname, search } = window.location;
    startEarlyRead({ pathname, search, queryClient: client, dataProvider, authProvider, store }).catch(() => undefined);
    return client;
  }, [dataProvider, authProvider]);
  // A session that ends takes its early reads with it (sections/preload.ts), and react-admin's
  // answer that it is there.
  useEffect(
    () =>
      sdk.on((event) => {
        if (event.kind !== 'session') return;
        forgetEarlyReads();
        void sessionChanged(queryClient);
      }),
    [sdk, queryClient],
  );
  return (
    // Inside the app's one router (routes/Root.tsx): react-admin uses the router it finds.
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      {/*
          ra-core's UI with our pages, rather than react-admin's <Admin>: its defaults would ship
          react-admin's own login form (sign-in is /auth) and error pages with every screen.
        */}
      {/* The page's own colours from the theme in use: the dark one too (the shell's are light). */}
      <CssBaseline enableColorScheme />
      {/* The tags' looks (components/tag), one stylesheet for every status and flag on the page. */}
      <TagStyles />
      {/* What colleagues do, as they do it (live/LiveSync). */}
      <LiveProvider sdk={sdk} routes={liveRoutes}>
        {/* The back office's own overlays: every screen may open a file or confirm a deletion. */}
        <FileViewerProvider>
          <ConfirmDeleteProvider>
            <ResourceDefinitionContext.Provider value={resourceDefinitions}>
              <CoreAdminUI
                layout={DefaultLayout}
                dashboard={HomeRedirect}
                loginPage={false}
                authCallbackPage={false}
                requireAuth
                disableTelemetry
                loading={LoadingPage}
                catchAll={NotFoundPage}
                accessDenied={AccessDenied}
                authenticationError={AuthenticationFailed}
                error={FailurePage}
              >
                <CustomRoutes>
                  {routes.map((route) => (
                    <Route key={route.path} path={route.path} element={route.element} />
                  ))}
                </CustomRoutes>
                {resourceProps.map((props) => (
                  <Resource key={props.name} {...props} />
                ))}
              </CoreAdminUI>
            </ResourceDefinitionContext.Provider>
          </ConfirmDeleteProvider>
        </FileViewerProvider>
      </LiveProvider>
      <NotificationDrain />
      {/*
          A save that met a colleague's newer version asks here (providers/data-provider.ts). Its code
          comes with the first screen, while the connection that brought the app is surely there:
          loaded later (tried: when the browser was first idle), a connection lost meanwhile failed
          the import, and the whole back office with it.
        */}
      <Suspense fallback={null}>
        <ConflictDialog />
      </Suspense>
    </AdminContext>
  );
}
