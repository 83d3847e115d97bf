/**
 * The reads of the conversations and the notifications, under the keys of the SDK's query helpers
 * (`@permit-office/sdk/query`, `[method, path, init]`): the screens read with them, and the live
 * desk (live/LiveSync) reads them again when the stream says they changed, without importing the
 * screens. A key given fewer parameters than a read matches it (TanStack's filters match keys in
 * part), so each key below matches every read of its kind, whatever its page.
 */
import { queryKey } from '@permit-office/sdk/query';

/** A request's conversation as its page reads it: the first hundred messages, oldest first. */
export const conversationRead = (requestId: number) => ({
  params: { path: { id: requestId }, query: { page: 1, per_page: 100 } },
});

/** Every read of a request's conversation. */
export const conversationKey = (requestId: number) =>
  queryKey('get', '/permit-requests/{id}/messages', { params: { path: { id: requestId } } });

/** Every read of the person's notifications (the bell's, the page's). */
export const NOTIFICATIONS_KEY = queryKey('get', '/notifications');
