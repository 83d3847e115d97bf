/**
 * The top of the app: the guards of the specification (section 6) and the overlays every screen
 * has. Public pages are light; every signed-in screen is the react-admin app, loaded on demand.
 *
 * - signed in, opening /auth, /restore-password or / → /overview (or, from /auth, the path its
 *   `returnTo` names, when that is a path of this app)
 * - signed out, opening anything but /auth, /restore-password, /delete-app-account → /auth, with
 *   `returnTo` saying where they were going, so that signing in brings them back there
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Sdk } from '@permit-office/sdk';
import { lazy, Suspense, type ReactNode } from 'react';
import { AccountDeleteLayout } from '../layouts/account-delete/AccountDeleteLayout.js';
import { AuthLayout } from '../layouts/auth/AuthLayout.js';
import { ConfirmDeleteProvider } from '../overlays/confirm-delete/ConfirmDelete.js';
import { FileViewerProvider } from '../overlays/file-viewer/FileViewer.js';
import { TopNotification } from '../overlays/notifications/TopNotification.js';
import { SignInPage } from '../pages/auth/SignInPage.js';
import { PageLoading } from '../pages/PageLoading.js';
import { SdkEventBridge } from '../session/SdkEventBridge.js';
import { SdkProvider, useSignedIn } from '../session/sdk-context.js';
import { theme } from '../theme.js';
import { LoadErrorBoundary } from './LoadErrorBoundary.js';
import { RETURN_TO, safeReturnPath, signInPathFor, usePathname, useSearch } from './location.js';
import { Redirect } from './Navigate.js';
import { DELETE_APP_ACCOUNT, LANDING, RESTORE_PASSWORD, SIGN_IN } from './paths.js';

const RestorePasswordPage = lazy(() => import('../pages/restore-password/RestorePasswordPage.js'));
const DeleteAppAccountPage = lazy(() => import('../pages/delete-app-account/DeleteAppAccountPage.js'));
const AdminApp = lazy(() => import('../admin/AdminApp.js'));

const loading = (page: ReactNode) => (
  <LoadErrorBoundary>
    <Suspense fallback={<PageLoading />}>{page}</Suspense>
  </LoadErrorBoundary>
);

function Guarded() {
  const signedIn = useSignedIn();
  const pathname = usePathname();
  const search = useSearch();
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return <Redirect to={signedIn ? LANDING : SIGN_IN} />;
  if (path === SIGN_IN || path === RESTORE_PASSWORD) {
    if (signedIn)
      return <Redirect to={path === SIGN_IN ? safeReturnPath(new URLSearchParams(search).get(RETURN_TO)) : LANDING} />;
    return <AuthLayout>{path === SIGN_IN ? <SignInPage /> : loading(<RestorePasswordPage />)}</AuthLayout>;
  }
  if (path === DELETE_APP_ACCOUNT)
    return <AccountDeleteLayout>{loading(<DeleteAppAccountPage />)}</AccountDeleteLayout>;
  return signedIn ? loading(<AdminApp />) : <Redirect to={signInPathFor(`${pathname}${search}`)} />;
}

export function Root({ sdk }: { sdk: Sdk }) {
  return (
    <SdkProvider sdk={sdk}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SdkEventBridge />
        <FileViewerProvider>
          <ConfirmDeleteProvider>
            <Guarded />
          </ConfirmDeleteProvider>
        </FileViewerProvider>
        <TopNotification />
      </ThemeProvider>
    </SdkProvider>
  );
}
