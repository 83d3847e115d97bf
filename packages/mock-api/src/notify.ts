/**
 * Who is told what (openapi.yaml, tag `conversations`), in the app and by e-mail:
 *
 * - a member, of their company's permit requests: a status moved (`status_changed`, or
 *   `permit_issued` for an issue), a question from staff (`question`, which is also the move to
 *   "waiting on the member": told once, as the question), an invoice issued to the company
 *   (`invoice_due`);
 * - staff, of a member's answer on a request assigned to them (`answer`).
 *
 * Nobody is told of what they did themselves, and nobody of an internal note. Status moves and
 * invoices are read off the request's revisions, as the live stream reads them (live.ts), so that
 * every way a request moves (one, in bulk, by a member's answer) tells the same; questions and
 * answers are told by the conversation (handlers/conversations.ts).
 *
 * Each notification the person chose to receive by e-mail is also an e-mail in the outbox: plain
 * text, the subject on one line whatever a person typed, and a link back to the request.
 */
import type { components } from '@permit-office/sdk';
import type { Actor, Db, NotificationRow, PermitRequest, RevisionRow, User } from './db/store.js';
import { emailOf } from './emails.js';
import type { ToldChange } from './live.js';
import { isStaff } from './operation.js';

type Kind = components['schemas']['NotificationKind'];

/** What comes by e-mail unless the person chose otherwise: all of a member's; staff, the answers. */
export function emailKindsOf(user: User): Kind[] {
  if (user.email_notifications) return user.email_notifications;
  return isStaff(user) ? ['answer'] : ['status_changed', 'question', 'permit_issued', 'invoice_due', 'rule_change'];
}

export interface Notifier {
  db: Db;
  now: () => Date;
  /** The admin's address, for the link back in an e-mail. */
  appUrl: string;
  /** The change told on the live stream (to the person alone). */
  tell(change: ToldChange): void;
}

type NewNotification = Omit<NotificationRow, 'id' | 'user_id' | 'read_at' | 'created_at'>;

/** Tells `person`, in the app and, when they chose it, by e-mail. */
export function notify(notifier: Notifier, person: User, notification: NewNotification, actor: Actor | null): void {
  const at = notifier.now().toISOString();
  const row = notifier.db.notifications.insert({ ...notification, user_id: person.id, read_at: null, created_at: at });
  notifier.tell({
    collection: 'notifications',
    record_id: row.id,
    action: 'created',
    actor,
    at,
    audience: (user) => user.id === person.id,
  });
  if (!emailKindsOf(person).includes(row.kind)) return;
  const { subject, text } = emailOf(row, linkOf(notifier.appUrl, person, row));
  notifier.db.outbox.insert({
    to: person.email,
    subject,
    text,
    notification_id: row.id,
    user_id: person.id,
    created_at: at,
  });
}

/** The admin's page of what the notification is about: the request's page (its conversation), or the invoices. */
function linkOf(appUrl: string, person: User, notification: NotificationRow): string {
  const base = appUrl.replace(/\/+$/, '');
  if (notification.permit_request_id !== null) {
    return `${base}/overview/${notification.permit_request_id}`;
  }
  return `${base}/${isStaff(person) ? 'invoices' : 'company-invoices'}`;
}

/** The members of a company who are told (active accounts). */
export const membersOf = (db: Db, company: number): User[] =>
  db.users.all().filter((user) => user.role === 'member' && user.active && user.company_id === company);

/** What a request's and the invoices' revisions tell the company's members. */
export function notifyOfRevisions(notifier: Notifier, revisions: readonly RevisionRow[]): void {
  for (const revision of revisions) {
    const actor = revision.actor;
    const others = (company: number) => membersOf(notifier.db, company).filter((user) => user.id !== actor?.id);
    if (revision.collection === 'permit-requests' && revision.action === 'transitioned') {
      const request = revision.state as unknown as PermitRequest;
      // A question is told as the question (handlers/conversations.ts), not as a status.
      if (request.status === 'waiting_on_member') continue;
      for (const member of others(request.company_id)) {
        notify(
          notifier,
          member,
          {
            kind: request.status === 'issued' ? 'permit_issued' : 'status_changed',
            permit_request_id: request.id,
            invoice_id: null,
            number: request.number,
            status: request.status,
            actor_name: actor?.name ?? null,
            due_date: null,
          },
          actor,
        );
      }
    }
    if (revision.collection === 'invoices' && revision.action === 'created') {
      const invoice = revision.state as { id: number; company_id: number; number: string; due_at: string };
      for (const member of others(invoice.company_id)) {
        notify(
          notifier,
          member,
          {
            kind: 'invoice_due',
            permit_request_id: null,
            invoice_id: invoice.id,
            number: invoice.number,
            status: null,
            actor_name: actor?.name ?? null,
            due_date: invoice.due_at.slice(0, 10),
          },
          actor,
        );
      }
    }
  }
}
