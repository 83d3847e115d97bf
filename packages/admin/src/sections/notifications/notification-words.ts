/**
 * A notification in words and where it leads: the same in the app bar's bell and on the page of
 * notifications. Its text is the catalogue's (`app.notifications.kind`), with the request's or the
 * invoice's number and who acted, shown as text.
 */
import type { components } from '@permit-office/sdk';
import { formatDate } from '../../format/format.js';
import { useWords } from '../../i18n/words.js';
import { LANDING } from '../../registry/paths.js';

export type Notification = components['schemas']['Notification'];

export function useNotificationText(): (notification: Notification) => string {
  const t = useWords();
  return (notification) => {
    const { kind, number } = notification;
    switch (kind) {
      case 'status_changed':
        return t(
          'app.notifications.kind.status_changed',
          number,
          notification.status ? t(`app.overview.activityStatus.permit_request.${notification.status}`) : '',
        );
      case 'question':
      case 'answer':
        return t(`app.notifications.kind.${kind}`, number, notification.actor_name ?? '');
      case 'permit_issued':
      case 'rule_change':
        return t(`app.notifications.kind.${kind}`, number);
      case 'invoice_due':
        return t(
          'app.notifications.kind.invoice_due',
          number,
          notification.due_date ? formatDate(notification.due_date) : '',
        );
    }
  };
}

/** The page the notification is about: the request's page (its conversation), or the company's invoices. */
export function notificationPath(notification: Notification): string {
  if (notification.permit_request_id !== null) return `${LANDING}/${notification.permit_request_id}`;
  return '/company-invoices';
}
