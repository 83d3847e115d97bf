/** A record that could not be read: the 404 page when it does not exist, otherwise what went wrong. */
import Alert from '@mui/material/Alert';
import { app } from '../i18n/en.js';
import { ErrorPage } from '../pages/error/ErrorPage.js';

export function RecordLoadError({ error }: { error: unknown }) {
  const failure = error as { status?: number; message?: string } | null | undefined;
  return failure?.status === 404 ? (
    <ErrorPage status={404} />
  ) : (
    <Alert severity="error">{failure?.message ?? app.error.other}</Alert>
  );
}
