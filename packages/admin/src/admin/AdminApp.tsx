/**
 * The signed-in application: react-admin on the SDK, loaded only once someone is signed in.
 * It reads as the table of contents of the back office.
 */
import { lazy, useMemo } from 'react';
import { CoreAdminUI } from 'ra-core';
import { AdminContext, CustomRoutes, LoadingPage, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CompanyLayout } from '../layouts/company/CompanyLayout.js';
import { DefaultLayout } from '../layouts/default/DefaultLayout.js';
import { NotificationDrain } from '../overlays/notifications/NotificationDrain.js';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { ErrorPage, NotFoundPage } from '../pages/error/ErrorPage.js';
import { createAuthProvider } from '../providers/authProvider.js';
import { createDataProvider } from '../providers/dataProvider.js';
import { i18nProvider } from '../providers/i18nProvider.js';
import { createQueryClient } from '../providers/queryClient.js';
import { OverviewPage, startOverviewCall } from '../sections/overview/OverviewPage.js';
import { gated } from '../sections/gate.js';
import { sections } from '../sections/index.js';
import { useSdk } from '../session/sdk-context.js';
import { theme } from '../theme.js';

/** One permit request: loaded with its route only, as section screens are. */
const PermitRequestOverview = lazy(() =>
  import('../sections/overview/PermitRequestOverview.js').then((module) => ({ default: module.PermitRequestOverview })),
);

/** Each section's screens, behind the gate of its roles. */
const resources = sections.map((section) => gated(sections, section));
/** Sections that read another collection than their name. */
const collections = Object.fromEntries(
  sections.flatMap((section) => (section.collection ? [[section.name, section.collection]] : [])),
);

// Preferences only (list filters, sidebar): never tokens, which live in their cookies.
const store = localStorageStore(undefined, 'permit-office');

/** react-admin's home is the overview. */
const HomeRedirect = () => <Navigate to="/overview" replace />;
/** A failure of react-admin itself: logged to the console by react-admin, a page for the person. */
const FailurePage = () => <ErrorPage status={500} />;
/** The identity could not be read: the SDK has already said why and where to go. */
const AuthenticationFailed = () => <ErrorPage status={401} />;

export default function AdminApp() {
  const sdk = useSdk();
  const authProvider = useMemo(() => createAuthProvider(sdk), [sdk]);
  const dataProvider = useMemo(() => createDataProvider(sdk, collections), [sdk]);
  const queryClient = useMemo(() => createQueryClient(), []);
  // The landing page's data, asked for now, beside the identity (see startOverviewCall): during
  // render, so that it is started before the page can mount and look for it.
  useMemo(() => {
    if (window.location.pathname.replace(/\/+$/, '') === '/overview') startOverviewCall(sdk);
  }, [sdk]);
  return (
    // The router lives here, with react-admin, not in the light shell: both read the same History.
    <BrowserRouter>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={theme}
      >
        {/*
          ra-core's UI with our pages, rather than react-admin's <Admin>: its defaults would ship
          react-admin's own login form (sign-in is /auth) and error pages with every screen.
        */}
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
            <Route path="/overview" element={<OverviewPage />} />
            <Route path="/overview/:id" element={<PermitRequestOverview />} />
            <Route path="/company/:id/*" element={<CompanyLayout />} />
          </CustomRoutes>
          {resources.map((section) => (
            <Resource
              key={section.name}
              name={section.name}
              icon={section.icon}
              options={{ label: section.label }}
              list={section.list}
              create={section.create}
              edit={section.edit}
              show={section.show}
              recordRepresentation={section.recordRepresentation}
            />
          ))}
        </CoreAdminUI>
        <NotificationDrain />
      </AdminContext>
    </BrowserRouter>
  );
}
