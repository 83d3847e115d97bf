/** A record that could not be read: the 404 page when it does not exist, otherwise what went wrong. */
import Alert from '@mui/material/Alert';
import { useShownText, useWords, wordsOf } from '../i18n/words.js';
import { ErrorPage } from '../pages/error/ErrorPage.js';

export function RecordLoadError({ error }: { error: unknown }) {
  const t = useWords();
  const shown = useShownText();
  const failure = error as { status?: number; message?: string } | null | undefined;
  return failure?.status === 404 ? (
    <ErrorPage status={404} />
  ) : (
    <Alert severity="error">
      {wordsOf(failure) !== undefined ? shown(wordsOf(failure) ?? '') : t('app.error.other')}
    </Alert>
  );
}
