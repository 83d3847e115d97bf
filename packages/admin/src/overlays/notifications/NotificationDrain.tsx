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
    // react-admin says "Element created" and "Element updated" as `info`: news of a success, so
    // green; only its errors and warnings are red.
    notify(
      next.type === 'error' || next.type === 'warning' ? 'error' : 'success',
      text,
      next.notificationOptions?.autoHideDuration ?? undefined,
    );
  }, [notifications, takeNotification, translate]);
  return null;
}
