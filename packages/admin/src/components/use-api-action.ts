/**
 * A decision from a button (approve, mark paid, a permit's transition): a dataProvider method, then
 * a success notification and a refresh of the page's data, or the failure told once.
 */
import { useNotify, useRefresh } from 'react-admin';
import { useNotifyFailure } from '../providers/failures.js';

export function useApiAction(): (run: () => Promise<unknown>, done: string) => Promise<boolean> {
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  return async (run, done) => {
    try {
      await run();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    }
  };
}
