/** react-admin's notifications join the app's single top snackbar instead of a snackbar of their own. */
import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { notify } from './store.js';

export function NotificationDrain() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  useEffect(() => {
    if (!notifications.length) return;
    const next = takeNotification();
    if (!next) return;
    const text =
      typeof next.message === 'string'
        ? translate(next.message, { _: next.message, ...next.notificationOptions?.messageArgs })
        : '';
    notify(
      next.type === 'success' ? 'success' : 'error',
      text,
      next.notificationOptions?.autoHideDuration ?? undefined,
    );
  }, [notifications, takeNotification, translate]);
  return null;
}
