/**
 * The top of the app: one router for every page, the guards of the specification (section 6) and
 * the overlays every page has (the back office adds its own: routes/../admin/AdminApp.tsx). Public pages are light; every signed-in screen is the react-admin
 * app, loaded on demand and mounted inside this router (react-admin uses the router it finds).
 *
 * - signed in, opening /auth, /restore-password or / → /overview (or, from /auth, the path its
 *   `returnTo` names, when that is a path of this app)
 * - signed out, opening anything but /auth, /restore-password, /delete-app-account, /check → /auth, with
 *   `returnTo` saying where they were going, so that signing in brings them back there
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Sdk } from '@permit-office/sdk';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { PublicPageLayout } from '../layouts/public-page/PublicPageLayout.js';
import { ShellWords } from '../i18n/ShellWords.js';
import { AuthLayout } from '../layouts/auth/AuthLayout.js';
import { TopNotification } from '../overlays/notifications/TopNotification.js';
import { OfflineNotice } from '../overlays/offline/OfflineNotice.js';
import { SignInPage } from '../pages/auth/SignInPage.js';
import { PageLoading } from '../pages/PageLoading.js';
import { SdkProvider, useSession, useSignedIn } from '../session/sdk-context.js';
import { theme } from '../theme.js';
import { preloadableLazy, useArrived } from '../boot/preloadable-lazy.js';
import { servedByTheWorker } from '../boot/service-worker.js';
import { LoadErrorBoundary } from './LoadErrorBoundary.js';
import { titledByTheFrame } from '../registry/framed-pages.js';
import { DELETE_APP_ACCOUNT, LANDING, PERMIT_CHECK, RESTORE_PASSWORD, SIGN_IN } from '../registry/paths.js';
import { RETURN_TO, safeReturnPath, signInPathFor } from './return-path.js';

const RestorePasswordPage = lazy(() => import('../pages/restore-password/RestorePasswordPage.js'));
const DeleteAppAccountPage = lazy(() => import('../pages/delete-app-account/DeleteAppAccountPage.js'));
const PermitCheckPage = lazy(() => import('../pages/permit-check/PermitCheckPage.js'));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/**
 * The back office's code; boot/start.tsx starts loading it early for a browser that holds a session.
 * Its libraries are evaluated a group per task before it (libraries/back-office-*.ts, issue 68), as
 * the entry does the shell's (main.tsx); the chunks are all downloaded at once.
 */
const AdminApp = preloadableLazy(async () => {
  await import('../libraries/back-office-data.js');
  await nextTask();
  await import('../libraries/back-office-mui.js');
  await nextTask();
  await import('../libraries/back-office-react-admin.js');
  await nextTask();
  return import('../admin/AdminApp.js');
});
export const loadAdminApp = AdminApp.preload;
/** The back office's frame, drawn while its code loads; boot/start.tsx starts loading it for a browser that holds a session. */
const ShellFrame = preloadableLazy(() => import('../layouts/shell-frame/ShellFrame.js'));
export const loadShellFrame = ShellFrame.preload;

/**
 * Whether the back office's code waits for the frame to be drawn (a list's page, an edit form's,
 * whose title the frame draws: registry/framed-pages.ts), rather than load from the start: only when it comes from the
 * network. From the service worker's copies (a daily visit) there is no bandwidth to share, and
 * waiting made the list later (the daily visit's LCP 1.47-1.58 -> 1.60-1.63 s, issue 68).
 */
export const backOfficeAfterFrame = (pathname: string): boolean => titledByTheFrame(pathname) && !servedByTheWorker();

const loading = (page: ReactNode) => (
  <LoadErrorBoundary>
    <Suspense fallback={<PageLoading />}>{page}</Suspense>
  </LoadErrorBoundary>
);

/** /: the overview when signed in, else the sign-in page. */
function Home() {
  return <Navigate to={useSignedIn() ? LANDING : SIGN_IN} replace />;
}

/** /auth: signed in already, on to where `returnTo` says (or the overview). */
function SignIn() {
  const [search] = useSearchParams();
  if (useSignedIn()) return <Navigate to={safeReturnPath(search.get(RETURN_TO))} replace />;
  return (
    <AuthLayout>
      <SignInPage />
    </AuthLayout>
  );
}

/** /restore-password: for the signed out only. */
function RestorePassword() {
  if (useSignedIn()) return <Navigate to={LANDING} replace />;
  return <AuthLayout>{loading(<RestorePasswordPage />)}</AuthLayout>;
}

/**
 * Everything else is the back office, for the signed in. The signed out go to /auth: with their
 * way back, unless they ended the session themselves (Logout, here or in another tab): they chose
 * to leave, and whoever signs in next at that desk may not be allowed there.
 */
function BackOffice() {
  const { pathname, search } = useLocation();
  const { signedIn, endedBy } = useSession();
  if (signedIn) return loading(<BackOfficeApp />);
  return <Navigate to={endedBy === 'logout' ? SIGN_IN : signInPathFor(`${pathname}${search}`)} replace />;
}

/**
 * The back office once its code has arrived; its frame until then (the loading page until the
 * frame's own code has come), with no Suspense between. On a page the frame titles its code is
 * asked for once the frame is drawn.
 */
function BackOfficeApp() {
  const { pathname } = useLocation();
  const [framedFirst] = useState(() => backOfficeAfterFrame(pathname));
  const [frameDrawn, setFrameDrawn] = useState(false);
  const onFrameDrawn = useCallback(() => setFrameDrawn(true), []);
  const Frame = useArrived(ShellFrame);
  const App = useArrived(AdminApp, !framedFirst || frameDrawn);
  if (App) return <App />;
  return Frame ? <Frame onDrawn={onFrameDrawn} /> : <PageLoading />;
}

export function Root({ sdk }: { sdk: Sdk }) {
  return (
    <SdkProvider sdk={sdk}>
      <ShellWords>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <Routes>
              <Route path="/" element={<Home />} />
              <Route path={SIGN_IN} element={<SignIn />} />
              <Route path={RESTORE_PASSWORD} element={<RestorePassword />} />
              <Route
                path={DELETE_APP_ACCOUNT}
                element={<PublicPageLayout>{loading(<DeleteAppAccountPage />)}</PublicPageLayout>}
              />
              <Route
                path={PERMIT_CHECK}
                element={<PublicPageLayout>{loading(<PermitCheckPage />)}</PublicPageLayout>}
              />
              <Route path="*" element={<BackOffice />} />
            </Routes>
          </BrowserRouter>
          <OfflineNotice />
          <TopNotification />
        </ThemeProvider>
      </ShellWords>
    </SdkProvider>
  );
}
