/**
 * A call of the session's client from a button: the data, a success notification and a refresh
 * of the page's data, or the failure notified (once: what the SDK already showed is not repeated).
 */
import { useNotify, useRefresh } from 'react-admin';
import { app } from '../i18n/en.js';
import { useSdk } from '../session/sdk-context.js';

type Call = () => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export function useApiAction(): (call: Call, done: string) => Promise<boolean> {
  const sdk = useSdk();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (call, done) => {
    try {
      sdk.unwrap(await call());
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const failure = error as { notified?: boolean; message?: string };
      if (!failure.notified) notify(failure.message ?? app.sdk.somethingWentWrong, { type: 'error' });
      return false;
    }
  };
}
