/**
 * The signed-in application: react-admin on the SDK, loaded only once someone is signed in.
 * It reads as the table of contents of the back office.
 */
import { useMemo } from 'react';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { CompanyLayout } from '../layouts/company/CompanyLayout.js';
import { DefaultLayout } from '../layouts/default/DefaultLayout.js';
import { NotificationDrain } from '../overlays/notifications/NotificationDrain.js';
import { AccessDenied } from '../pages/error/AccessDenied.js';
import { NotFoundPage } from '../pages/error/ErrorPage.js';
import { createAuthProvider } from '../providers/authProvider.js';
import { createDataProvider } from '../providers/dataProvider.js';
import { i18nProvider } from '../providers/i18nProvider.js';
import { createQueryClient } from '../providers/queryClient.js';
import { OverviewPage } from '../sections/overview/OverviewPage.js';
import { PermitRequestOverview } from '../sections/overview/PermitRequestOverview.js';
import { sections } from '../sections/registry.js';
import { useSdk } from '../session/sdk-context.js';
import { theme } from '../theme.js';

// Preferences only (list filters, sidebar): never tokens, which live in their cookies.
const store = localStorageStore(undefined, 'permit-office');

/** react-admin's home is the overview. */
const HomeRedirect = () => <Navigate to="/overview" replace />;

export default function AdminApp() {
  const sdk = useSdk();
  const authProvider = useMemo(() => createAuthProvider(sdk), [sdk]);
  const dataProvider = useMemo(() => createDataProvider(sdk), [sdk]);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    // The router lives here, with react-admin, not in the light shell: both read the same History.
    <BrowserRouter>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
        store={store}
        theme={theme}
        layout={DefaultLayout}
        dashboard={HomeRedirect}
        loginPage={false}
        requireAuth
        disableTelemetry
        catchAll={NotFoundPage}
        accessDenied={AccessDenied}
        notification={NotificationDrain}
      >
        <CustomRoutes>
          <Route path="/overview" element={<OverviewPage />} />
          <Route path="/overview/:id" element={<PermitRequestOverview />} />
          <Route path="/company/:id" element={<CompanyLayout />} />
        </CustomRoutes>
        {sections.map((section) => (
          <Resource key={section.name} name={section.name} icon={section.icon} options={{ label: section.label }} />
        ))}
      </Admin>
    </BrowserRouter>
  );
}
