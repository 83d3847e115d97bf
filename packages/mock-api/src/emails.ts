/**
 * The words of the e-mails the service sends (notify.ts), in one place: plain text, never markup,
 * so nothing a person typed (a name) can become a link or a script in someone's mail reader; the
 * subject is one line, so nothing typed can add a header (`\r\nBcc: …`).
 */
import type { NotificationRow } from './db/store.js';

const SUBJECT_MAX = 200;

/** Text from people or records, made safe for one line: no control or line-breaking character. */
export function oneLine(text: string): string {
  return (
    text
      // Every control character (C0, C1) and the line and paragraph separators.
      .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

const STATUS_WORDS: Record<string, string> = {
  submitted: 'submitted',
  in_review: 'in review',
  waiting_on_member: 'waiting on you',
  approved: 'approved',
  rejected: 'rejected',
  issued: 'issued',
  cancelled: 'cancelled',
};

const by = (notification: NotificationRow) =>
  notification.actor_name ? oneLine(notification.actor_name) : 'The office';

/** The e-mail of a notification: its subject and its text, which ends with the link back. */
export function emailOf(notification: NotificationRow, link: string): { subject: string; text: string } {
  const number = oneLine(notification.number) || 'your permit request';
  let subject: string;
  let lead: string;
  switch (notification.kind) {
    case 'status_changed': {
      const status = STATUS_WORDS[notification.status ?? ''] ?? oneLine(notification.status ?? '');
      subject = `Permit request ${number} is ${status}`;
      lead = `${by(notification)} moved permit request ${number} to "${status}".`;
      break;
    }
    case 'question':
      subject = `A question about permit request ${number}`;
      lead = `${by(notification)} asked a question about permit request ${number}. The request waits on your answer.`;
      break;
    case 'answer':
      subject = `The member answered on permit request ${number}`;
      lead = `${by(notification)} answered on permit request ${number}, which is assigned to you. It is back in review.`;
      break;
    case 'permit_issued':
      subject = `Your permit ${number} is issued`;
      lead = `Permit request ${number} is issued. The permit is among the request's documents.`;
      break;
    case 'rule_change':
      subject = `The rules changed under your permit ${number}`;
      lead = oneLine(notification.message ?? '') || `The rules changed under permit ${number}.`;
      break;
    case 'invoice_due':
      subject = `Invoice ${number} is due on ${notification.due_date ?? ''}`.trim();
      lead = `Invoice ${number} was issued to your company and is due on ${notification.due_date ?? 'its due date'}.`;
      break;
  }
  return {
    subject: oneLine(subject).slice(0, SUBJECT_MAX),
    text: `${lead}\n\nOpen it: ${link}\n\nYou can choose which e-mails you receive in your settings.\n`,
  };
}
