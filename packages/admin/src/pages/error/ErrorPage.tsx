/**
 * The error page: for 404, an illustration, '404 Not Found' and 'Back to home!' to /; for any
 * other error, 'An error occurred'. A route whose parameter fails validation is a 404 with the
 * message 'Page Not Found'. It has no router of its own, so the shell and react-admin both use it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useWords } from '../../i18n/words.js';
import notFoundIllustration from './not-found.svg';

/** `message`: what to say below the title, as it is shown. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const t = useWords();
  const notFound = status === 404;
  // Offline, a screen whose code could not load waits for the connection (boot/chunk-reload): say so.
  const said =
    message ?? (!notFound && globalThis.navigator?.onLine === false ? t('app.offline.pageWaits') : undefined);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 4, sm: 8 }, px: 2 }}>
      {notFound && (
        <img src={notFoundIllustration} alt="" width={280} height={180} style={{ maxWidth: '100%', height: 'auto' }} />
      )}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2 }}>
        {notFound ? t('app.error.notFoundTitle') : t('app.error.other')}
      </Typography>
      {said && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {said}
        </Typography>
      )}
      {notFound && (
        // A full load of /: the shell then sends the visitor to /overview or /auth.
        <Link href="/" sx={{ display: 'inline-block', mt: 3, fontSize: '1.1rem' }}>
          {t('app.error.backHome')}
        </Link>
      )}
    </Box>
  );
}

export const NotFoundPage = () => <ErrorPage status={404} />;
export function RouteValidationFailed() {
  const t = useWords();
  return <ErrorPage status={404} message={t('app.error.routeValidation')} />;
}
